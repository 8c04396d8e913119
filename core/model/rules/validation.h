// SPDX-License-Identifier: GPL-3.0-or-later
// Checks of catalog items and scenarios that name the item, the field and the problem,
// so that nothing invalid reaches sizing or the ledger.
#pragma once

#include "model/entities/bundle.h"
#include "model/entities/catalog.h"
#include "model/entities/catalogindex.h"
#include "model/entities/scenario.h"
#include "model/fields/fields.h"
#include "problem.h"

#include <QCoreApplication>

#include <functional>

namespace infertco {

class Validator
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Validator)

public:
    static Problems check(const Accelerator &item);
    static Problems check(const ServerPlatform &item);
    static Problems check(const RentalOffer &item, const Catalog &catalog);
    static Problems check(const ColoOffer &item, const Catalog &catalog);
    static Problems check(const Region &item);
    /// A request log (docs/serving.md, "Request logs"): its identity, 2 to 1,000,000 rows,
    /// each time a whole number in [0, 2^53) and not before the one above it, each length in
    /// [1, 10,000,000], the last time after the first; a row's problem names the row (from 1)
    /// and its field.
    static Problems check(const RequestLog &item);
    /// Every item, plus duplicate ids and dangling references.
    static Problems check(const Catalog &catalog);
    /// The scenario's own fields and every option's references, including the FX rates its
    /// options need. Catalog items are not re-checked here.
    static Problems check(const Scenario &scenario, const Catalog &catalog);
    /// The same, looking the references up in an index built once for many scenarios.
    static Problems check(const Scenario &scenario, const CatalogIndex &catalog);
    /// The whole bundle: every catalog item, duplicate ids, dangling references and every
    /// scenario, each mistake once. A bundle from any source (JSON, a document, a CSV import,
    /// an edit) passes these checks before it is used.
    static Problems check(const Bundle &bundle);

    /// True only when `after` has no problem that check(Catalog) or check(Scenario) of each
    /// scenario, or two scenarios sharing an id, would find, knowing that `before` has none:
    /// the catalog items that differ are checked with the ids and references they touch, and
    /// the scenarios (few) are checked whole, so that an import into a large catalog costs
    /// what it adds. False also when the change removes an id others may
    /// refer to: then the whole must be checked to name the problems.
    static bool changeIsValid(const Bundle &before, const Bundle &after);

    /// `kind "id"`, the id shortened when it is too long to be shown in a message.
    static QString itemLabel(const char *kind, const QString &id);

    /// The kinds of text field, each with the longest text it may hold. A document must stay
    /// savable: SQLite refuses a value over 16 MiB (the document's SQLITE_LIMIT_LENGTH), and
    /// a row holds several texts. Ids and codes are typed and referenced by people, names are
    /// one line of a table, notes and sources are free text (a page of caveats, a list of
    /// links); 100,000 characters are at most 400 KB of UTF-8.
    enum class TextKind { Id, Name, FreeText };
    static qsizetype maxLength(TextKind kind);
    /// Why `text` is too long for a field of `kind`; empty when it fits.
    static QString lengthProblem(const QString &text, TextKind kind);
    /// `text` as a message may quote it: shortened, with its length, when it is long.
    static QString shown(const QString &text);

private:
    // The checks of items that refer to others, for a Catalog or a CatalogIndex.
    template <typename Lookup>
    static Problems checkRentalOffer(const RentalOffer &item, const Lookup &catalog);
    template <typename Lookup>
    static Problems checkColoOffer(const ColoOffer &item, const Lookup &catalog);
    template <typename Lookup>
    static Problems checkScenario(const Scenario &scenario, const Lookup &catalog);
    // The rule groups of a scenario's check (validation.cpp), which check the catalog items
    // its options name with the two checks above.
    template <typename Lookup>
    friend class ScenarioRules;
};

/// The checks of one item, each failure a Problem naming the item, the field and its label.
class FieldChecks
{
public:
    explicit FieldChecks(QString item);
    /// The label is built only if a check fails: most checks pass, and labels cost strings.
    explicit FieldChecks(std::function<QString()> label);

    /// Where a failing field's label is looked up (the item type's field table).
    void setLabels(const char *(*labelOf)(QLatin1StringView key)) { m_labelOf = labelOf; }

    void fail(const char *field, const QString &message);
    void require(bool ok, const char *field, const QString &message);
    void nonEmpty(const QString &value, const char *field);
    void money(const Decimal &value, const char *field);
    void money(const std::optional<Decimal> &value, const char *field);
    void nonNegative(const Decimal &value, const char *field);
    /// A double field read from text or a file may hold inf or nan ("9e999", "Infinity"):
    /// refused here, before any other check of the value.
    bool finite(double value, const char *field);
    void positive(double value, const char *field);
    void positive(int value, const char *field);
    void fraction(double value, const char *field); // (0, 1]
    /// True when `value` fits a field of `kind`; else records why not.
    bool length(const QString &value, const char *field, Validator::TextKind kind);
    void identity(const CatalogItem &item);
    void fraction(const Decimal &value, const char *field, bool zeroAllowed);
    void currency(const QString &code, const char *field);
    /// A yearly price change c (docs/format.md, v2): c > −1, at most 6 decimal places; above
    /// +1000 % a year is taken for a typing mistake.
    void yearlyChange(const Decimal &value, const char *field);
    /// The field's own rule and upper bound (FieldInfo::rule, FieldInfo::below).
    void rule(const FieldInfo &spec, const FieldValue &value);

    /// Every field of `specs` in table order: its rule, then its cross-field check.
    template <typename Item>
    void fields(const Item &item, const QList<FieldSpec<Item>> &specs)
    {
        for (const FieldSpec<Item> &spec : specs) {
            if (spec.applies && !spec.applies(item))
                continue;
            if (spec.get)
                rule(spec, spec.get(item));
            if (spec.check)
                spec.check(item, *this);
        }
    }

    Problems take() { return std::move(m_problems); }

private:
    QString m_item;
    std::function<QString()> m_label;
    const char *(*m_labelOf)(QLatin1StringView key) = nullptr;
    Problems m_problems;
};

} // namespace infertco
