// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteimport.h"

#include "csvreader.h"
#include "model/fields/fields.h"
#include "model/rules/validation.h"
#include "money/numberentry.h"

#include <QFile>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <functional>

namespace infertco {

namespace {

constexpr Validator::TextKind Id = Validator::TextKind::Id;
constexpr Validator::TextKind Name = Validator::TextKind::Name;
constexpr Validator::TextKind FreeText = Validator::TextKind::FreeText;

struct Column
{
    const char *name;
    bool required;
    Validator::TextKind kind; ///< how long a cell may be (numbers count as Name: one line)
};

// How long a cell of a field-table column may be: an id or a code is an Id, any other cell
// one line (a number counts as a Name).
template <typename Item>
Validator::TextKind cellKindOf(const FieldSpec<Item> &spec)
{
    const bool id = spec.type == FieldType::Text
            && (spec.entry == FieldKind::Id || spec.entry == FieldKind::Choice
                || spec.entry == FieldKind::Currency);
    return id ? Id : Name;
}

// The columns of a file of items of a field table: the bundle field names of docs/format.md. The id
// and the table's required fields first, then the name, the other stored fields of the table
// in its order, and the provenance.
template <typename Item>
QList<Column> tableColumns(const QList<FieldSpec<Item>> &specs)
{
    QList<Column> columns{ { "id", true, Id } };
    for (const FieldSpec<Item> &spec : specs) {
        if (spec.stored() && spec.required)
            columns.append({ spec.key, true, cellKindOf(spec) });
    }
    columns.append({ "name", false, Name });
    for (const FieldSpec<Item> &spec : specs) {
        if (spec.stored() && !spec.required)
            columns.append({ spec.key, false, cellKindOf(spec) });
    }
    columns.append({ { "source", false, FreeText },
                     { "quote_date", false, Name },
                     { "notes", false, FreeText } });
    return columns;
}

// The columns of each kind of file.
const QList<Column> &columnsOf(QuoteImport::Kind kind)
{
    static const QList<Column> rental = tableColumns(rentalOfferFields());
    static const QList<Column> colo = tableColumns(coloOfferFields());
    static const QList<Column> prices{
        { "accelerator", true, Id },   { "price", true, Name },       { "currency", true, Id },
        { "source", false, FreeText }, { "quote_date", false, Name }, { "notes", false, FreeText },
    };
    switch (kind) {
    case QuoteImport::Kind::RentalOffers:
        return rental;
    case QuoteImport::Kind::ColoOffers:
        return colo;
    case QuoteImport::Kind::AcceleratorPrices:
        break;
    }
    return prices;
}

QString lineLabel(int line)
{
    return QuoteImport::tr("line %1").arg(line);
}

// The cells of one quote row (a data line of the CSV) by column name, each problem naming
// the row's line and column.
class QuoteRow
{
public:
    QuoteRow(const QHash<QString, qsizetype> &index, const CsvRecord &record, Problems &problems)
        : m_index(index), m_record(record), m_problems(problems)
    { }

    int line() const { return m_record.line; }

    QString text(const char *column) const
    {
        const qsizetype at = m_index.value(QLatin1String(column), -1);
        if (at < 0)
            return QString();
        // A line break at either end of a quoted cell is its own text (a
        // carriage return was dropped); spaces around a value are not.
        if (m_record.quoted.value(at)) {
            const QString &field = m_record.fields.at(at);
            qsizetype from = 0;
            qsizetype to = field.size();
            while (from < to && (field.at(from) == u' ' || field.at(from) == u'\t'))
                ++from;
            while (to > from && (field.at(to - 1) == u' ' || field.at(to - 1) == u'\t'))
                --to;
            return field.sliced(from, to - from);
        }
        return m_record.fields.value(at).trimmed();
    }

    bool has(const char *column) const { return !text(column).isEmpty(); }

    QString required(const char *column)
    {
        const QString value = text(column);
        if (value.isEmpty())
            fail(column, QuoteImport::tr("is empty; this column is required"));
        return value;
    }

    std::optional<Decimal> optionalDecimal(const char *column)
    {
        const QString value = text(column);
        if (value.isEmpty())
            return std::nullopt;
        QString why;
        // The table editor's rule: "180,000" is read alike in both.
        const std::optional<Decimal> parsed = NumberEntry::parse(value, &why);
        if (!parsed)
            fail(column, why);
        return parsed;
    }

    Decimal decimal(const char *column) { return optionalDecimal(column).value_or(Decimal()); }

    int integer(const char *column, int fallback = 0)
    {
        const QString value = text(column);
        if (value.isEmpty())
            return fallback;
        const std::optional<int> parsed = NumberEntry::wholeNumber(value);
        if (!parsed) {
            fail(column, QuoteImport::tr("\"%1\" is not a whole number").arg(value));
            return fallback;
        }
        return *parsed;
    }

    void fail(const char *column, const QString &message)
    {
        m_problems.append({ lineLabel(m_record.line), QString::fromLatin1(column), message });
    }

    // The field-table reader (readFields): one field of `spec` from the column of its key;
    // an empty cell leaves the field at its default.
    void group(const FieldInfo &) { }
    std::optional<FieldValue> read(const FieldInfo &spec)
    {
        if (!spec.stored())
            return std::nullopt;
        const char *column = spec.key;
        const QString value = text(column);
        if (value.isEmpty()) {
            if (spec.required)
                required(column);
            return std::nullopt;
        }
        const qsizetype before = m_problems.size();
        FieldValue read;
        switch (spec.type) {
        case FieldType::Text:
        case FieldType::Enum:
            read = value;
            break;
        case FieldType::Decimal:
        case FieldType::OptionalDecimal:
            if (const std::optional<Decimal> d = optionalDecimal(column))
                read = *d;
            break;
        case FieldType::Real:
        case FieldType::OptionalReal: // an empty cell has left it absent above
            if (const std::optional<Decimal> d = optionalDecimal(column))
                read = d->toDouble();
            break;
        case FieldType::Integer:
            read = integer(column);
            break;
        case FieldType::Boolean:
            if (value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 || value == u'1')
                read = true;
            else if (value.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0
                     || value == u'0')
                read = false;
            else
                fail(column, QuoteImport::tr("\"%1\" is not true or false").arg(value));
            break;
        case FieldType::Group:
        case FieldType::Unsigned64: // a scenario's sim_seed; quotes are catalog items
            return std::nullopt;
        }
        if (m_problems.size() != before)
            return std::nullopt;
        return read;
    }
    void refuse(const FieldInfo &spec, const FieldValue &value)
    {
        fail(spec.key,
             QuoteImport::tr("\"%1\" is not one of %2")
                     .arg(std::get<QString>(value), QString::fromLatin1(spec.choices)));
    }

    /// The id, and the name and provenance of the row; a cell left empty keeps what `item`
    /// had (a re-priced offer keeps its source, date and notes unless the
    /// file gives new ones, as a re-priced accelerator does).
    void identity(CatalogItem &item)
    {
        item.id = required("id");
        if (has("name"))
            item.name = text("name");
        if (has("source"))
            item.source = text("source");
        if (has("quote_date"))
            item.quoteDate = text("quote_date");
        if (has("notes"))
            item.notes = text("notes");
    }

private:
    const QHash<QString, qsizetype> &m_index;
    const CsvRecord &m_record;
    Problems &m_problems;
};

// An offer from its row; `existing` (the catalog's offer with the row's id, if any) gives the
// name and provenance the row leaves empty. Every other field is the row's: a quote is whole.
template <typename Offer>
Offer readOffer(QuoteRow &row, const QList<FieldSpec<Offer>> &specs,
                const std::function<const Offer *(const QString &)> &existing)
{
    Offer o;
    if (const Offer *before = existing(row.text("id"))) {
        o.name = before->name;
        o.source = before->source;
        o.quoteDate = before->quoteDate;
        o.notes = before->notes;
    }
    row.identity(o);
    readFields(row, specs, o);
    return o;
}

// A field value as the bundle writes it; empty when absent.
QString valueText(const FieldValue &value)
{
    if (const auto *text = std::get_if<QString>(&value))
        return *text;
    if (const auto *decimal = std::get_if<Decimal>(&value))
        return decimal->toString();
    if (const auto *real = std::get_if<double>(&value))
        return QString::number(*real, 'g', QLocale::FloatingPointShortest);
    if (const auto *integer = std::get_if<int>(&value))
        return QString::number(*integer);
    if (const auto *flag = std::get_if<bool>(&value))
        return *flag ? QStringLiteral("true") : QStringLiteral("false");
    return QString();
}

// The fields in which `after` differs from `before` (every field `after` gives when there
// is no `before`): the name and provenance, then the field table's stored fields.
template <typename Item>
QList<QuoteImport::FieldChange> fieldChanges(const Item *before, const Item &after,
                                             const QList<FieldSpec<Item>> &specs)
{
    QList<QuoteImport::FieldChange> changes;
    const auto note = [&changes](const char *key, const char *label, const QString &was,
                                 const QString &is) {
        if (was != is)
            changes.append({ QString::fromLatin1(key), label, was, is });
    };
    const auto identity = [&](const char *key, QString CatalogItem::*member) {
        note(key, FieldLabel::ofIdentity(QLatin1StringView(key)),
             before ? before->*member : QString(), after.*member);
    };
    identity("name", &CatalogItem::name);
    for (const FieldSpec<Item> &spec : specs) {
        if (!spec.stored() || !spec.get)
            continue;
        const bool was = before && (!spec.applies || spec.applies(*before));
        const bool is = !spec.applies || spec.applies(after);
        note(spec.key, spec.name ? spec.name : spec.title,
             was ? valueText(spec.get(*before)) : QString(),
             is ? valueText(spec.get(after)) : QString());
    }
    identity("source", &CatalogItem::source);
    identity("quote_date", &CatalogItem::quoteDate);
    identity("notes", &CatalogItem::notes);
    return changes;
}

// The items of one catalog list by id, so that each row of a file is one hash probe: an
// import takes time in proportion to its rows (the aim is
// 100k rows in seconds).
template <typename Item>
class IdIndex
{
public:
    explicit IdIndex(QList<Item> &items) : m_items(items)
    {
        m_position.reserve(items.size());
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!m_position.contains(items.at(i).id)) // the first item with an id is the one
                m_position.insert(items.at(i).id, i); // a row replaces, as before
        }
    }

    Item *find(const QString &id)
    {
        const auto at = m_position.constFind(id);
        return at == m_position.constEnd() ? nullptr : &m_items[*at];
    }

    /// Replaces the item with the same id in place, or appends it; true when it replaced.
    bool upsert(const Item &item)
    {
        if (Item *existing = find(item.id)) {
            *existing = item;
            return true;
        }
        m_position.insert(item.id, m_items.size());
        m_items.append(item);
        return false;
    }

private:
    QList<Item> &m_items;
    QHash<QString, qsizetype> m_position;
};

Outcome<QuoteImport::Kind> kindOf(const QStringList &header, int line)
{
    if (header.contains(QLatin1String("accelerators_per_server")))
        return QuoteImport::Kind::RentalOffers;
    if (header.contains(QLatin1String("usable_u")))
        return QuoteImport::Kind::ColoOffers;
    if (header.contains(QLatin1String("accelerator")) && header.contains(QLatin1String("price")))
        return QuoteImport::Kind::AcceleratorPrices;
    return Problems{ { lineLabel(line), QString(),
                       QuoteImport::tr("the header does not say what the file holds: a "
                                       "rental-offer file has the column accelerators_per_server, "
                                       "a colo-offer file usable_u, an accelerator-price file the "
                                       "columns accelerator and price") } };
}

// The first line of a file: its column names (matched without regard to case or surrounding
// spaces), what the file holds, and the length limit of each column.
struct Header
{
    QuoteImport::Kind kind = QuoteImport::Kind::RentalOffers;
    int line = 1;
    QStringList names; ///< by position
    QHash<QString, qsizetype> index; ///< name → position
    QList<Validator::TextKind> cellKind; ///< by position
};

Outcome<Header> readHeader(const CsvRecord &record)
{
    Header header;
    header.line = record.line;
    for (const QString &name : record.fields)
        header.names.append(name.trimmed().toLower());
    const Outcome<QuoteImport::Kind> kind = kindOf(header.names, record.line);
    if (!kind.ok())
        return kind.problems();
    header.kind = kind.value();

    Problems problems;
    const QStringList known = QuoteImport::columns(header.kind);
    for (qsizetype i = 0; i < header.names.size(); ++i) {
        const QString &name = header.names.at(i);
        if (name.isEmpty() || !known.contains(name)) {
            problems.append({ lineLabel(record.line), name,
                              QuoteImport::tr("is not a column of a file of %1; the columns are %2")
                                      .arg(QuoteImport::kindName(header.kind),
                                           known.join(QLatin1String(", "))) });
        } else if (header.index.contains(name)) {
            problems.append({ lineLabel(record.line), name, QuoteImport::tr("is named twice") });
        }
        header.index.insert(name, i);
    }
    for (const QString &name : QuoteImport::requiredColumns(header.kind)) {
        if (!header.index.contains(name))
            problems.append(
                    { lineLabel(record.line), name, QuoteImport::tr("is a required column") });
    }
    if (!problems.isEmpty())
        return problems;
    const QList<Column> &columns = columnsOf(header.kind);
    for (const QString &name : std::as_const(header.names)) {
        const auto column
                = std::find_if(columns.cbegin(), columns.cend(),
                               [&name](const Column &c) { return name == QLatin1String(c.name); });
        header.cellKind.append(column->kind);
    }
    return header;
}

// A cell longer than its field may hold is refused at its line: a document could not store it
// and the other messages would quote it whole. False when a cell is too long.
bool cellsFit(const CsvRecord &record, const Header &header, Problems &problems)
{
    bool fits = true;
    for (qsizetype f = 0; f < record.fields.size(); ++f) {
        const QString problem
                = Validator::lengthProblem(record.fields.at(f).trimmed(), header.cellKind.at(f));
        if (!problem.isEmpty()) {
            problems.append({ lineLabel(record.line), header.names.at(f), problem });
            fits = false;
        }
    }
    return fits;
}

// The rows of a file merged into the import's catalog, each item once, in file order.
class RowMerge
{
public:
    RowMerge(QuoteImport::Imported &imported, const QuoteImport::Options &options,
             Problems &problems)
        : m_imported(imported),
          m_options(options),
          m_problems(problems),
          m_rentalOffers(imported.bundle.catalog.rentalOffers),
          m_coloOffers(imported.bundle.catalog.coloOffers),
          m_accelerators(imported.bundle.catalog.accelerators)
    { }

    /// Merges the item of `row` when the row has no problem (none since `before`) and its item
    /// is not on an earlier line, which is a problem of its own.
    void add(QuoteRow &row, qsizetype before)
    {
        QString key;
        switch (m_imported.kind) {
        case QuoteImport::Kind::RentalOffers:
            key = addOffer(row, rentalOfferFields(), m_rentalOffers, before);
            break;
        case QuoteImport::Kind::ColoOffers:
            key = addOffer(row, coloOfferFields(), m_coloOffers, before);
            break;
        case QuoteImport::Kind::AcceleratorPrices:
            key = addPrice(row, before);
            break;
        }
        if (key.isEmpty())
            return;
        if (m_lineOfKey.contains(key)) {
            row.fail(m_imported.kind == QuoteImport::Kind::AcceleratorPrices ? "accelerator" : "id",
                     QuoteImport::tr("\"%1\" is also on line %2; each item may appear once")
                             .arg(key)
                             .arg(m_lineOfKey.value(key)));
            return;
        }
        m_lineOfKey.insert(key, row.line());
    }

    /// Id or accelerator → its first line in the file.
    const QHash<QString, int> &lineOfKey() const { return m_lineOfKey; }

private:
    // A rental or colo offer: added, or replacing the catalog's offer with its id.
    template <typename Offer>
    QString addOffer(QuoteRow &row, const QList<FieldSpec<Offer>> &specs, IdIndex<Offer> &offers,
                     qsizetype before)
    {
        const Offer offer = readOffer<Offer>(
                row, specs, [&offers](const QString &id) { return offers.find(id); });
        const QString &key = offer.id;
        if (m_problems.size() == before && !m_lineOfKey.contains(key)) {
            const Offer *old = offers.find(key);
            if (m_options.listChanges)
                noteChange({ key, !old, fieldChanges(old, offer, specs) });
            (offers.upsert(offer) ? m_imported.updated : m_imported.added).append(key);
        }
        return key;
    }

    // An accelerator's price: the accelerator must be in the catalog already.
    QString addPrice(QuoteRow &row, qsizetype before)
    {
        const QString key = row.required("accelerator");
        const std::optional<Decimal> price = row.optionalDecimal("price");
        if (!row.has("price"))
            row.required("price");
        const QString currency = row.required("currency");
        Accelerator *accelerator = m_accelerators.find(key);
        if (!key.isEmpty() && !accelerator) {
            row.fail("accelerator",
                     QuoteImport::tr("\"%1\" is not an accelerator of the catalog; add it "
                                     "to the catalog before importing its price")
                             .arg(key));
        }
        if (m_problems.size() == before && accelerator && !m_lineOfKey.contains(key)) {
            const Accelerator old = *accelerator;
            accelerator->price = price;
            accelerator->currency = currency;
            // Provenance cells replace the accelerator's own only when they are filled in.
            if (row.has("source"))
                accelerator->source = row.text("source");
            if (row.has("quote_date"))
                accelerator->quoteDate = row.text("quote_date");
            if (row.has("notes"))
                accelerator->notes = row.text("notes");
            if (m_options.listChanges)
                noteChange({ key, false, fieldChanges(&old, *accelerator, acceleratorFields()) });
            m_imported.updated.append(key);
        }
        return key;
    }

    void noteChange(const QuoteImport::ItemChange &change)
    {
        if (!change.fields.isEmpty())
            m_imported.changes.append(change);
    }

    QuoteImport::Imported &m_imported;
    const QuoteImport::Options &m_options;
    Problems &m_problems;
    IdIndex<RentalOffer> m_rentalOffers;
    IdIndex<ColoOffer> m_coloOffers;
    IdIndex<Accelerator> m_accelerators;
    QHash<QString, int> m_lineOfKey;
};

// Problems of the merged bundle that name an imported item are placed at the item's line.
void placeAtLines(Problems &problems, QuoteImport::Kind kind, const QHash<QString, int> &lineOfKey)
{
    if (problems.isEmpty())
        return;
    const char *kindLabel = kind == QuoteImport::Kind::RentalOffers ? "rental offer"
            : kind == QuoteImport::Kind::ColoOffers                 ? "colo offer"
                                                                    : "accelerator";
    // Item label → the line it came from. In file order: where two long ids are shortened to
    // one label, the later line has it.
    QHash<QString, int> lineOf;
    QList<std::pair<int, QString>> keys;
    for (auto key = lineOfKey.cbegin(); key != lineOfKey.cend(); ++key)
        keys.append({ key.value(), key.key() });
    std::sort(keys.begin(), keys.end());
    for (const auto &[line, key] : std::as_const(keys))
        lineOf.insert(Validator::itemLabel(kindLabel, key), line);
    for (Problem &problem : problems) {
        const auto line = lineOf.constFind(problem.item);
        if (line != lineOf.constEnd())
            problem.item = lineLabel(*line);
    }
}

} // namespace

QString QuoteImport::kindName(Kind kind)
{
    switch (kind) {
    case Kind::RentalOffers:
        return tr("rental offers");
    case Kind::ColoOffers:
        return tr("colocation offers");
    case Kind::AcceleratorPrices:
        break;
    }
    return tr("accelerator prices");
}

QStringList QuoteImport::columns(Kind kind)
{
    QStringList names;
    for (const Column &column : columnsOf(kind))
        names.append(QString::fromLatin1(column.name));
    return names;
}

QStringList QuoteImport::requiredColumns(Kind kind)
{
    QStringList names;
    for (const Column &column : columnsOf(kind)) {
        if (column.required)
            names.append(QString::fromLatin1(column.name));
    }
    return names;
}

Outcome<QuoteImport::Imported> QuoteImport::applyFile(const QString &path, const Bundle &into,
                                                      const Progress &progress)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Problems{ { QString(), QString(),
                           tr("cannot be read: %1").arg(file.errorString()) } };
    constexpr qint64 MaxQuoteFileBytes = 16 * 1024 * 1024;
    if (file.size() > MaxQuoteFileBytes)
        return Problems{ { QString(), QString(), tr("is too large to be a quote file") } };
    return apply(file.readAll(), into, progress);
}

Problems QuoteImport::cancelled()
{
    return Problems{ { QString(), QString(),
                       tr("the import was cancelled; nothing was imported") } };
}

Outcome<QuoteImport::Imported> QuoteImport::apply(const QByteArray &csv, const Bundle &into,
                                                  const Progress &progress)
{
    return apply(csv, into, progress, Options());
}

Outcome<QuoteImport::Imported> QuoteImport::apply(const QByteArray &csv, const Bundle &into,
                                                  const Progress &progress, const Options &options)
{
    // docs/format.md, "Other imports and exports": all or nothing; a stopped import is one more way
    // of importing nothing.
    const auto goOn = [&progress](int percent) { return !progress || progress(percent); };
    if (!goOn(0))
        return cancelled();
    const Outcome<QList<CsvRecord>> parsed = CsvReader::parse(csv);
    if (!parsed.ok())
        return parsed.problems();
    const QList<CsvRecord> &records = parsed.value();
    if (records.isEmpty()) {
        return Problems{ { lineLabel(1), QString(),
                           tr("the file is empty; its first line must name the columns") } };
    }
    const Outcome<Header> read = readHeader(records.first());
    if (!read.ok())
        return read.problems();
    const Header &header = read.value();

    Problems problems;
    Imported imported;
    imported.kind = header.kind;
    imported.bundle = into;
    RowMerge merge(imported, options, problems);
    // The rows take most of the time; validating the merged bundle the rest.
    constexpr int RowsShare = 70;
    constexpr qsizetype RowsPerReport = 2048;
    for (qsizetype r = 1; r < records.size(); ++r) {
        if (r % RowsPerReport == 0 && !goOn(int(RowsShare * r / records.size())))
            return cancelled();
        const CsvRecord &record = records.at(r);
        const bool blank = std::all_of(record.fields.cbegin(), record.fields.cend(),
                                       [](const QString &f) { return f.trimmed().isEmpty(); });
        if (blank)
            continue;
        if (record.fields.size() != header.names.size()) {
            problems.append({ lineLabel(record.line), QString(),
                              tr("has %1 fields where the header has %2")
                                      .arg(record.fields.size())
                                      .arg(header.names.size()) });
            continue;
        }
        QuoteRow row(header.index, record, problems);
        const qsizetype before = problems.size();
        if (cellsFit(record, header, problems))
            merge.add(row, before);
    }
    if (records.size() == 1 || (problems.isEmpty() && merge.lineOfKey().isEmpty())) {
        problems.append({ lineLabel(header.line), QString(),
                          tr("the file has a header but no rows to import") });
    }
    if (!problems.isEmpty())
        return problems;

    if (!goOn(RowsShare))
        return cancelled();
    // The merged catalog and scenarios must still be valid: a row can be fine on its own and
    // still break a scenario (an offer moved to another accelerator). Problems of imported
    // items are reported at their line.
    // A document's content has passed these checks already: only what the rows change is
    // checked, and the whole only to name the problems when there are any.
    if (!options.intoIsValid || !Validator::changeIsValid(into, imported.bundle))
        problems = Validator::check(imported.bundle);
    if (!goOn(100))
        return cancelled();
    placeAtLines(problems, header.kind, merge.lineOfKey());
    if (!problems.isEmpty())
        return problems;
    return imported;
}

} // namespace infertco
