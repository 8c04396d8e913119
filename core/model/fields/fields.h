// SPDX-License-Identifier: GPL-3.0-or-later
// One description per field of an item type: its bundle key, type, document column, checks and
// label, from which the bundle reader and writer, the document, validation and the editors work.
#pragma once

#include "model/entities/enums.h"
#include "money/decimal.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace infertco {

/// How a field is entered and shown in an editor.
enum class FieldKind {
    Text,
    Id,
    Money, ///< exact decimal, shown with two places and grouped digits
    Factor, ///< exact decimal: rates, fractions, counts of days
    Number, ///< a physical figure held as double (memory, bandwidth, throughput)
    Integer,
    Boolean,
    Choice, ///< one of a fixed list: an enumeration or the id of another item
    Currency, ///< a three-letter code
    QuoteDate, ///< "YYYY-MM-DD" or "YYYY-MM"; old quotes are flagged
    Notes, ///< long free text, shown shortened
};

/// What a field holds. An Enum is held as its bundle text ("datacenter_gpu"); a Group is a
/// nested object of the bundle ("tflops") whose fields follow it with keys "tflops.fp16".
enum class FieldType {
    Text,
    Enum,
    Decimal,
    OptionalDecimal,
    Real,
    OptionalReal, ///< a v2 limit that may be absent (workload.ttft_ms)
    Integer,
    Boolean,
    Group,
    Unsigned64, ///< a v3 whole number beyond int, held exactly (workload.sim_seed)
};

/// A field's value: absent (an optional decimal or real not given), text, decimal, real, int,
/// bool or a 64-bit whole number (sim_seed).
using FieldValue = std::variant<std::monostate, QString, Decimal, double, int, bool, quint64>;

/// When the bundle writer writes a field (docs/format.md, "When a field is written": the exported
/// form is fixed).
enum class WriteRule {
    Always,
    IfGiven, ///< text that is not empty, an optional decimal that is present
    IfNonZero, ///< a v2 figure whose default is zero; a throughput of 0 is "unsupported"
    IfTrue, ///< a v2 flag whose default is false
    /// A v3 field whose default is not zero (burst_cv 2, sim_requests 4000): written only when
    /// it differs from the value of a default-constructed item, so that a bundle without v3
    /// features keeps the keys of version 2.
    IfNotDefault,
};

/// The check validation makes of the field alone; cross-field rules are the field's `check`.
enum class FieldRule {
    None,
    Positive, ///< greater than zero (finite for a real)
    NonNegative,
    Fraction, ///< greater than 0 and at most 1 (finite)
    Money, ///< not negative and below 10^15 when given
    YearlyChange, ///< docs/method.md, "Prices over time": c > −1, at most +10, six decimal places
    Finite, ///< a real that is an ordinary number
    NameLength, ///< one line of text (Validator::TextKind::Name)
    IdLength, ///< an id or a reference to one (Validator::TextKind::Id)
    Currency, ///< a three-letter code such as HKD
};

/// The group of the scenario form a field stands in (docs/architecture.md, "A new field of an
/// existing kind"), in the order the form shows the groups. Every field of a table a form shows
/// names one (tst_fields); the form makes its groups from these, so that a new field cannot be left
/// out of it.
enum class FormGroup {
    Unset, ///< none named: a field of the catalog tables, which no form shows
    NotShown, ///< on no form: the scenario's id, which no editor changes
    Heading, ///< the row above the groups: the scenario's name
    Reporting,
    Staff,
    OwnedHardware,
    ProfitsTax,
    Workload,
    ServingSimulation,
    Notes, ///< the last box, below the groups
};

class FieldLabel
{
public:
    /// A label of a field table (written with QT_TRANSLATE_NOOP("infertco::Fields", …)) in
    /// the user's language; empty for nullptr.
    static QString translated(const char *text)
    {
        return text ? QCoreApplication::translate("infertco::Fields", text) : QString();
    }
    /// The label of a CatalogItem field ("id", "name", "source", "quote_date", "notes").
    static const char *ofIdentity(QLatin1StringView key);
    /// The title of a form group's box (for translated()); nullptr for a group without a box
    /// (Unset, NotShown, Heading).
    static const char *ofGroup(FormGroup group);
};

/// The part of a field's description that does not depend on its item type.
struct FieldInfo
{
    const char *key = nullptr; ///< bundle key; nested: "tflops.fp16"
    FieldType type = FieldType::Text;
    bool required = false; ///< the bundle must give it
    const char *column = nullptr; ///< document column; nullptr: the key; "" for none
    int sinceVersion = 1; ///< the document version whose schema added the column
    WriteRule write = WriteRule::Always;
    const char *choices = nullptr; ///< an Enum's values as a message lists them
    /// An Enum's values, its bundle texts in order (allTexts() of its enumeration): the choices
    /// an editor offers.
    QStringList (*values)() = nullptr;
    FieldRule rule = FieldRule::None;
    qint64 below = 0; ///< when not 0: a value at or above it is "implausibly large"
    // The editor column; no title: not in the editor.
    FieldKind entry = FieldKind::Text;
    const char *title = nullptr; ///< column header: "Price"
    const char *name = nullptr; ///< in undo texts and messages: "price"
    const char *help = nullptr; ///< header tooltip: meaning and unit
    bool optional = false; ///< an empty cell means "absent" (or 0 for IfNonZero reals)
    FormGroup form = FormGroup::Unset; ///< where the scenario form shows the field

    QString keyText() const { return QString::fromLatin1(key); }
    QString columnName() const { return QString::fromLatin1(column ? column : key); }
    bool stored() const { return type != FieldType::Group && !(column && !*column); }
    /// The group key of a nested field ("tflops" for "tflops.fp16"), else empty.
    QString group() const
    {
        const QString k = keyText();
        const qsizetype dot = k.indexOf(u'.');
        return dot < 0 ? QString() : k.left(dot);
    }
    /// The key within its group ("fp16" for "tflops.fp16").
    QString leaf() const
    {
        const QString k = keyText();
        return k.mid(k.indexOf(u'.') + 1);
    }
};

class FieldChecks;

/// A field of `Item`: its description and how to read and set its value.
template <typename Item>
struct FieldSpec : FieldInfo
{
    FieldValue (*get)(const Item &) = nullptr;
    /// False when `value` is not one the field takes (an unknown Enum text).
    bool (*set)(Item &, const FieldValue &) = nullptr;
    /// Rules that involve other fields, run after the field's own rule.
    void (*check)(const Item &, FieldChecks &) = nullptr;
    /// When set: the field belongs to the item only where this holds (a hybrid option's
    /// rental_offer); elsewhere it is neither read nor written.
    bool (*applies)(const Item &) = nullptr;
    /// When set: the bundle must give the field where this holds (the fields before it
    /// already read), instead of `required`.
    bool (*requiredWhen)(const Item &) = nullptr;
    /// When set: the document column of the field in this item (the fields before it already
    /// read), instead of `column`: an option's offer is in rental_offer or colo_offer by mode.
    const char *(*columnWhen)(const Item &) = nullptr;

    // The description, written as a chain: member<&Accelerator::memoryGb>("memory_gb")
    //     .mandatory().ruled(FieldRule::Positive).editor(…).
    FieldSpec &mandatory()
    {
        required = true;
        return *this;
    }
    FieldSpec &onlyWhen(bool (*holds)(const Item &))
    {
        applies = holds;
        return *this;
    }
    FieldSpec &mandatoryWhen(bool (*holds)(const Item &))
    {
        requiredWhen = holds;
        return *this;
    }
    FieldSpec &inColumn(const char *documentColumn, int since = 1)
    {
        column = documentColumn;
        sinceVersion = since;
        return *this;
    }
    FieldSpec &inColumnOf(const char *(*columnOf)(const Item &))
    {
        columnWhen = columnOf;
        return *this;
    }
    FieldSpec &since(int version)
    {
        sinceVersion = version;
        return *this;
    }
    FieldSpec &written(WriteRule when)
    {
        write = when;
        return *this;
    }
    FieldSpec &ruled(FieldRule r, qint64 upperBound = 0)
    {
        rule = r;
        below = upperBound;
        return *this;
    }
    FieldSpec &checked(void (*extra)(const Item &, FieldChecks &))
    {
        check = extra;
        return *this;
    }
    FieldSpec &editor(FieldKind kind, const char *columnTitle, const char *undoName,
                      const char *tooltip, bool canBeEmpty = false)
    {
        entry = kind;
        title = columnTitle;
        name = undoName;
        help = tooltip;
        optional = canBeEmpty;
        return *this;
    }
    /// The group of the scenario form that shows the field.
    FieldSpec &shownIn(FormGroup group)
    {
        form = group;
        return *this;
    }
    /// The label of a field shown only in messages.
    FieldSpec &named(const char *undoName)
    {
        name = undoName;
        return *this;
    }
};

namespace fieldvalue {

inline FieldValue of(const QString &v)
{
    return v;
}
inline FieldValue of(const Decimal &v)
{
    return v;
}
inline FieldValue of(double v)
{
    return v;
}
inline FieldValue of(int v)
{
    return v;
}
inline FieldValue of(bool v)
{
    return v;
}
inline FieldValue of(quint64 v)
{
    return v;
}
inline FieldValue of(const std::optional<Decimal> &v)
{
    return v ? FieldValue(*v) : FieldValue(std::monostate());
}
inline FieldValue of(const std::optional<double> &v)
{
    return v ? FieldValue(*v) : FieldValue(std::monostate());
}

template <typename T>
bool take(T &target, const FieldValue &value)
{
    if (const T *v = std::get_if<T>(&value)) {
        target = *v;
        return true;
    }
    return false;
}
template <typename T>
bool take(std::optional<T> &target, const FieldValue &value)
{
    if (std::holds_alternative<std::monostate>(value)) {
        target.reset();
        return true;
    }
    if (const T *v = std::get_if<T>(&value)) {
        target = *v;
        return true;
    }
    return false;
}

template <typename T>
constexpr FieldType typeOf()
{
    if constexpr (std::is_same_v<T, QString>)
        return FieldType::Text;
    else if constexpr (std::is_same_v<T, Decimal>)
        return FieldType::Decimal;
    else if constexpr (std::is_same_v<T, std::optional<Decimal>>)
        return FieldType::OptionalDecimal;
    else if constexpr (std::is_same_v<T, double>)
        return FieldType::Real;
    else if constexpr (std::is_same_v<T, std::optional<double>>)
        return FieldType::OptionalReal;
    else if constexpr (std::is_same_v<T, int>)
        return FieldType::Integer;
    else if constexpr (std::is_same_v<T, quint64>)
        return FieldType::Unsigned64;
    else
        return FieldType::Boolean;
}

template <typename Item, typename T>
constexpr FieldType typeOfMember(T Item::*)
{
    return typeOf<T>();
}

} // namespace fieldvalue

/// A field held in `Member` of the item (or of a CatalogItem base).
template <typename Item, auto Member>
FieldSpec<Item> member(const char *key)
{
    FieldSpec<Item> spec;
    spec.key = key;
    spec.type = fieldvalue::typeOfMember(Member);
    spec.get = [](const Item &item) { return fieldvalue::of(item.*Member); };
    spec.set = [](Item &item, const FieldValue &value) {
        return fieldvalue::take(item.*Member, value);
    };
    return spec;
}

/// A field held in `Inner` of the item's `Outer` member (tflops.fp16).
template <typename Item, auto Outer, auto Inner>
FieldSpec<Item> nestedMember(const char *key)
{
    FieldSpec<Item> spec;
    spec.key = key;
    spec.type = fieldvalue::typeOfMember(Inner);
    spec.get = [](const Item &item) { return fieldvalue::of((item.*Outer).*Inner); };
    spec.set = [](Item &item, const FieldValue &value) {
        return fieldvalue::take((item.*Outer).*Inner, value);
    };
    return spec;
}

/// An enumeration held in `Member`, written as its bundle text.
template <typename Item, auto Member, auto ToText, auto FromText>
FieldSpec<Item> enumMember(const char *key, const char *choices)
{
    FieldSpec<Item> spec;
    spec.key = key;
    spec.type = FieldType::Enum;
    spec.choices = choices;
    spec.values = &allTexts<typename decltype(FromText(QString()))::value_type>;
    spec.get = [](const Item &item) { return FieldValue(ToText(item.*Member)); };
    spec.set = [](Item &item, const FieldValue &value) {
        const QString *text = std::get_if<QString>(&value);
        if (!text)
            return false;
        const auto parsed = FromText(*text);
        if (parsed)
            item.*Member = *parsed;
        return parsed.has_value();
    };
    return spec;
}

/// A nested object of the bundle; `required` when it must be given.
template <typename Item>
FieldSpec<Item> group(const char *key, bool required)
{
    FieldSpec<Item> spec;
    spec.key = key;
    spec.type = FieldType::Group;
    spec.required = required;
    return spec;
}

/// The field of `fields` with bundle key `key`, or nullptr.
template <typename Item>
const FieldSpec<Item> *findField(const QList<FieldSpec<Item>> &fields, QLatin1StringView key)
{
    for (const FieldSpec<Item> &spec : fields) {
        if (QLatin1StringView(spec.key) == key)
            return &spec;
    }
    return nullptr;
}

/// The message label of field `key` of a catalog item whose own fields are `fields`.
template <typename Item>
const char *labelOf(const QList<FieldSpec<Item>> &fields, QLatin1StringView key)
{
    if (const FieldSpec<Item> *spec = findField(fields, key))
        return spec->name;
    return FieldLabel::ofIdentity(key);
}

/// Reads the fields of `specs` from a source into `item`. A source (a bundle object, a
/// document row, a CSV row) reads one field at a time and reports its own problems; absent
/// fields keep the item's default.
template <typename Item, typename Source>
void readFields(Source &source, const QList<FieldSpec<Item>> &specs, Item &item)
{
    for (const FieldSpec<Item> &spec : specs) {
        if (spec.type == FieldType::Group) {
            source.group(spec);
            continue;
        }
        if (spec.applies && !spec.applies(item))
            continue;
        FieldInfo info = spec;
        if (spec.requiredWhen)
            info.required = spec.requiredWhen(item);
        if (spec.columnWhen)
            info.column = spec.columnWhen(item);
        const std::optional<FieldValue> value = source.read(info);
        if (value && !spec.set(item, *value))
            source.refuse(info, *value);
    }
}

// The field tables, each in its item's fields file.
struct Accelerator;
const QList<FieldSpec<Accelerator>> &acceleratorFields();
/// The keys of the accelerator editor's columns, in AcceleratorTableModel::Column order
/// after its last named column; the identity columns are the CatalogItem's.
const QStringList &acceleratorColumns();
struct Region;
const QList<FieldSpec<Region>> &regionFields();
/// The keys of RegionTableModel's columns, in its Column order.
const QStringList &regionColumns();
struct ServerPlatform;
/// Without `accepts`, a list handled beside the table (see platformfields.cpp).
const QList<FieldSpec<ServerPlatform>> &platformFields();
/// The keys of PlatformTableModel's columns, in its Column order ("accepts" included).
const QStringList &platformColumns();
struct RentalOffer;
const QList<FieldSpec<RentalOffer>> &rentalOfferFields();
/// The keys of RentalOfferTableModel's columns, in its Column order.
const QStringList &rentalOfferColumns();
struct ColoOffer;
const QList<FieldSpec<ColoOffer>> &coloOfferFields();
/// The keys of ColoOfferTableModel's columns, in its Column order.
const QStringList &coloOfferColumns();

struct Scenario;
/// The scalar fields of a scenario, its staff, owned and workload groups among them; the
/// collections (fx, owned.residual_by_year, workload.demand, options) are read and written
/// beside the table, and the identity (id, name, notes) from scenarioIdentityFields().
const QList<FieldSpec<Scenario>> &scenarioFields();
/// The keys of ScenarioTableModel's columns, in the order the editor shows them: the identity
/// (scenarioIdentityFields()), the fields of scenarioFields() and "owned.residual_by_year", the
/// one list the editor shows as text (TextFormat::residualCurveText) beside the field tables.
const QStringList &scenarioColumns();
/// The form group of scenarioColumns() key `key`: its field's (scenarioIdentityFields(),
/// scenarioFields()); the residual curve's, a list beside the tables, is the owned hardware's.
/// Unset for a key that is not a column.
FormGroup scenarioColumnGroup(QLatin1StringView key);
struct ScenarioOption;
/// The fields of one option of a scenario, with their document columns and own checks; the
/// checks that name catalog items and the other options are validation's.
const QList<FieldSpec<ScenarioOption>> &scenarioOptionFields();
/// The keys of ScenarioOptionTableModel's columns, in its order.
const QStringList &scenarioOptionColumns();

} // namespace infertco
