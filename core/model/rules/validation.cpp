// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation.h"

#include "model/entities/bundledelta.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"
#include "optionfit.h"
#include "textformat.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <type_traits>

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

using Checker = FieldChecks;

// A count of characters as people read it: 10,485,760.
QString grouped(qsizetype count)
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    return c.toString(count);
}

// Upper bounds past which a figure is taken for a typing mistake rather than a quote.
const Decimal &absurdMoney()
{
    static const Decimal limit = Decimal(1000000000) * Decimal(1000000); // 1e15
    return limit;
}

// The unit of a field's upper bound, from its key: "tdp_w" in watts, "memory_gb" in GB.
QString boundUnit(const char *field)
{
    const QByteArray key(field);
    if (key.endsWith("_w"))
        return u" W"_s;
    if (key.endsWith("_gb"))
        return u" GB"_s;
    return {};
}

} // namespace

FieldChecks::FieldChecks(QString item) : m_item(std::move(item)) { }

FieldChecks::FieldChecks(std::function<QString()> label) : m_label(std::move(label)) { }

void FieldChecks::fail(const char *field, const QString &message)
{
    if (m_label) {
        m_item = m_label();
        m_label = nullptr;
    }
    const char *label = m_labelOf ? m_labelOf(QLatin1StringView(field)) : nullptr;
    m_problems.append({ m_item, QString::fromLatin1(field), message, label });
}

void FieldChecks::require(bool ok, const char *field, const QString &message)
{
    if (!ok)
        fail(field, message);
}

void FieldChecks::nonEmpty(const QString &value, const char *field)
{
    require(!value.trimmed().isEmpty(), field, Validator::tr("is required"));
}

void FieldChecks::money(const Decimal &value, const char *field)
{
    require(!value.isNegative(), field, Validator::tr("must not be negative"));
    // docs/format.md: money is below 10^15 in the item's currency.
    require(value < absurdMoney(), field,
            Validator::tr("is implausibly large: it must be below %1 in the item's currency")
                    .arg(grouped(1000000000000000)));
}

void FieldChecks::money(const std::optional<Decimal> &value, const char *field)
{
    if (value)
        money(*value, field);
}

void FieldChecks::nonNegative(const Decimal &value, const char *field)
{
    require(!value.isNegative(), field, Validator::tr("must not be negative"));
}

bool FieldChecks::finite(double value, const char *field)
{
    require(std::isfinite(value), field,
            Validator::tr("is not a finite number; enter an ordinary number such as 80"));
    return std::isfinite(value);
}

void FieldChecks::positive(double value, const char *field)
{
    if (finite(value, field))
        require(value > 0, field, Validator::tr("must be greater than zero"));
}

void FieldChecks::positive(int value, const char *field)
{
    require(value > 0, field, Validator::tr("must be greater than zero"));
}

void FieldChecks::fraction(double value, const char *field)
{
    if (finite(value, field))
        require(value > 0 && value <= 1, field,
                Validator::tr("must be greater than 0 and at most 1"));
}

bool FieldChecks::length(const QString &value, const char *field, Validator::TextKind kind)
{
    const QString problem = Validator::lengthProblem(value, kind);
    if (!problem.isEmpty())
        fail(field, problem);
    return problem.isEmpty();
}

void FieldChecks::identity(const CatalogItem &item)
{
    fields(item, catalogIdentityFields());
}

void FieldChecks::fraction(const Decimal &value, const char *field, bool zeroAllowed)
{
    const bool low = zeroAllowed ? !value.isNegative() : value.isPositive();
    require(low && value <= Decimal(1), field,
            zeroAllowed ? Validator::tr("must be between 0 and 1")
                        : Validator::tr("must be greater than 0 and at most 1"));
}

void FieldChecks::currency(const QString &code, const char *field)
{
    if (!length(code, field, Validator::TextKind::Id))
        return;
    if (const QString problem = TextFormat::currencyProblem(code); !problem.isEmpty())
        fail(field, problem);
}

void FieldChecks::yearlyChange(const Decimal &value, const char *field)
{
    require(value > Decimal(-1), field,
            Validator::tr("must be greater than -1 (-0.2 is a fall of 20% a year)"));
    require(value <= Decimal(10), field,
            Validator::tr("is implausibly large: it must be at most 10 (1,000% a year)"));
    require(value.normalized().scale() <= 6, field,
            Validator::tr("has more than 6 decimal places"));
}

void FieldChecks::rule(const FieldInfo &spec, const FieldValue &value)
{
    const char *field = spec.key;
    const double *real = std::get_if<double>(&value);
    const Decimal *decimal = std::get_if<Decimal>(&value);
    const int *integer = std::get_if<int>(&value);
    switch (spec.rule) {
    case FieldRule::None:
        break;
    case FieldRule::Positive:
        if (real)
            positive(*real, field);
        else if (integer)
            positive(*integer, field);
        else if (decimal)
            require(decimal->isPositive(), field, Validator::tr("must be greater than zero"));
        break;
    case FieldRule::NonNegative:
        if (real) {
            if (finite(*real, field))
                require(*real >= 0, field, Validator::tr("must not be negative"));
        } else if (decimal)
            nonNegative(*decimal, field);
        else if (integer)
            require(*integer >= 0, field, Validator::tr("must not be negative"));
        break;
    case FieldRule::Fraction:
        if (real)
            fraction(*real, field);
        else if (decimal)
            fraction(*decimal, field, false);
        break;
    case FieldRule::Money:
        if (decimal)
            money(*decimal, field);
        break;
    case FieldRule::YearlyChange:
        if (decimal)
            yearlyChange(*decimal, field);
        break;
    case FieldRule::Finite:
        if (real)
            finite(*real, field);
        break;
    case FieldRule::NameLength:
        if (const QString *text = std::get_if<QString>(&value))
            length(*text, field, Validator::TextKind::Name);
        break;
    case FieldRule::IdLength:
        if (const QString *text = std::get_if<QString>(&value))
            length(*text, field, Validator::TextKind::Id);
        break;
    case FieldRule::Currency:
        if (const QString *text = std::get_if<QString>(&value))
            currency(*text, field);
        break;
    }
    if (spec.below != 0) {
        const QString tooLarge = Validator::tr("is implausibly large: it must be below %1")
                                         .arg(grouped(spec.below) + boundUnit(field));
        if (real)
            require(!std::isfinite(*real) || *real < double(spec.below), field, tooLarge);
        else if (decimal)
            require(*decimal < Decimal(spec.below), field, tooLarge);
    }
}

namespace {

template <typename Item>
void checkUniqueIds(const QList<Item> &items, const char *kind, Problems &problems)
{
    QSet<QString> seen;
    for (const Item &item : items) {
        if (item.id.trimmed().isEmpty()) {
            problems.append({ Validator::itemLabel(kind, item.name), QStringLiteral("id"),
                              Validator::tr("is required"), FieldLabel::ofIdentity("id"_L1) });
        } else if (seen.contains(item.id)) {
            problems.append({ Validator::itemLabel(kind, item.id), QStringLiteral("id"),
                              Validator::tr("is used by more than one item"),
                              FieldLabel::ofIdentity("id"_L1) });
        }
        seen.insert(item.id);
    }
}

} // namespace

// The kinds of item as messages name them (itemLabel), in the user's language.
[[maybe_unused]] constexpr const char *ItemKinds[] = {
    QT_TRANSLATE_NOOP("infertco::Validator", "accelerator"),
    QT_TRANSLATE_NOOP("infertco::Validator", "platform"),
    QT_TRANSLATE_NOOP("infertco::Validator", "rental offer"),
    QT_TRANSLATE_NOOP("infertco::Validator", "colo offer"),
    QT_TRANSLATE_NOOP("infertco::Validator", "region"),
    QT_TRANSLATE_NOOP("infertco::Validator", "scenario"),
};

QString Validator::itemLabel(const char *kind, const QString &id)
{
    return QStringLiteral("%1 \"%2\"").arg(tr(kind), shown(id));
}

qsizetype Validator::maxLength(TextKind kind)
{
    switch (kind) {
    case TextKind::Id:
        return 200;
    case TextKind::Name:
        return 500;
    case TextKind::FreeText:
        break;
    }
    return 100000;
}

QString Validator::lengthProblem(const QString &text, TextKind kind)
{
    if (text.size() <= maxLength(kind))
        return {};
    return tr("is %1 characters long; at most %2 are allowed")
            .arg(grouped(text.size()), grouped(maxLength(kind)));
}

QString Validator::shown(const QString &text)
{
    constexpr qsizetype Shown = 60;
    if (text.size() <= maxLength(TextKind::Id))
        return text;
    return tr("%1… (%2 characters)").arg(text.left(Shown), grouped(text.size()));
}

Problems Validator::check(const Accelerator &item)
{
    Checker c([&item] { return itemLabel("accelerator", item.id); });
    c.setLabels([](QLatin1StringView key) { return labelOf(acceleratorFields(), key); });
    c.identity(item);
    c.fields(item, acceleratorFields());
    // The two v3 maps beside the field table (acceleratorfields.cpp); their keys are data.
    for (auto it = item.tpEfficiencyBySize.cbegin(); it != item.tpEfficiencyBySize.cend(); ++it) {
        if (it.key() != 2 && it.key() != 4 && it.key() != 8)
            c.fail("tp_efficiency_by_size",
                   tr("names tensor-parallel size %1; the sizes are 2, 4 and 8").arg(it.key()));
        else
            c.fraction(it.value(), "tp_efficiency_by_size");
    }
    static const QStringList precisions{ u"fp16"_s, u"fp8"_s, u"int8"_s, u"int4"_s };
    for (auto it = item.efficiencyByPrecision.cbegin(); it != item.efficiencyByPrecision.cend();
         ++it) {
        if (!precisions.contains(it.key())) {
            c.fail("efficiency_by_precision",
                   tr("names \"%1\", which is not one of fp16, fp8, int8, int4")
                           .arg(shown(it.key())));
            continue;
        }
        c.require(it->bw || it->compute, "efficiency_by_precision",
                  tr("gives neither bw nor compute for %1").arg(it.key()));
        if (it->bw)
            c.fraction(*it->bw, "efficiency_by_precision");
        if (it->compute)
            c.fraction(*it->compute, "efficiency_by_precision");
    }
    return c.take();
}

Problems Validator::check(const ServerPlatform &item)
{
    Checker c([&item] { return itemLabel("platform", item.id); });
    c.setLabels([](QLatin1StringView key) { return labelOf(platformFields(), key); });
    c.identity(item);
    c.fields(item, platformFields());
    // `accepts` is a list beside the field table (platformfields.cpp).
    c.require(!item.accepts.isEmpty(), "accepts", tr("needs at least one accelerator class"));
    return c.take();
}

template <typename Lookup>
Problems Validator::checkRentalOffer(const RentalOffer &item, const Lookup &catalog)
{
    Checker c([&item] { return itemLabel("rental offer", item.id); });
    c.setLabels([](QLatin1StringView key) { return labelOf(rentalOfferFields(), key); });
    c.identity(item);
    c.fields(item, rentalOfferFields());
    // The references, once the field rules have found them short enough to be ids.
    if (lengthProblem(item.region, TextKind::Id).isEmpty())
        c.require(catalog.region(item.region), "region",
                  tr("\"%1\" is not a region of the catalog").arg(item.region));
    if (lengthProblem(item.accelerator, TextKind::Id).isEmpty())
        c.require(catalog.accelerator(item.accelerator), "accelerator",
                  tr("\"%1\" is not an accelerator of the catalog").arg(item.accelerator));
    return c.take();
}

template <typename Lookup>
Problems Validator::checkColoOffer(const ColoOffer &item, const Lookup &catalog)
{
    Checker c([&item] { return itemLabel("colo offer", item.id); });
    c.setLabels([](QLatin1StringView key) { return labelOf(coloOfferFields(), key); });
    c.identity(item);
    c.fields(item, coloOfferFields());
    // The reference, once the field rule has found it short enough to be an id.
    if (lengthProblem(item.region, TextKind::Id).isEmpty())
        c.require(catalog.region(item.region), "region",
                  tr("\"%1\" is not a region of the catalog").arg(item.region));
    return c.take();
}

Problems Validator::check(const RentalOffer &item, const Catalog &catalog)
{
    return checkRentalOffer(item, catalog);
}

Problems Validator::check(const ColoOffer &item, const Catalog &catalog)
{
    return checkColoOffer(item, catalog);
}

Problems Validator::check(const Region &item)
{
    Checker c([&item] { return itemLabel("region", item.id); });
    c.setLabels([](QLatin1StringView key) { return labelOf(regionFields(), key); });
    c.identity(item);
    c.fields(item, regionFields());
    return c.take();
}

Problems Validator::check(const RequestLog &item)
{
    Checker c([&item] { return itemLabel("request log", item.id); });
    c.identity(item);
    const qsizetype n = item.rowCount();
    if (n < RequestLogRows::MinRows || n > RequestLogRows::MaxRows) {
        c.fail("requests", tr("holds %1 requests; a log holds from 2 to 1,000,000").arg(n));
        return c.take();
    }
    const auto rowField = [](qsizetype row, const char *field) {
        return QStringLiteral("requests row %1, %2").arg(row + 1).arg(QLatin1StringView(field));
    };
    Problems problems = c.take();
    const QString label = itemLabel("request log", item.id);
    for (qsizetype j = 0; j < n; ++j) {
        const RequestLogRow &row = item.requests->at(j);
        if (row.tUs < 0 || row.tUs >= RequestLogRows::MaxTimeUs)
            problems.append({ label, rowField(j, "t_us"),
                              tr("must be a whole number from 0 to 2^53 - 1") });
        else if (j > 0 && row.tUs < item.requests->at(j - 1).tUs)
            problems.append({ label, rowField(j, "t_us"),
                              tr("is before the row above it; the rows must come in time "
                                 "order") });
        if (row.promptTokens < 1 || row.promptTokens > RequestLogRows::MaxTokens)
            problems.append({ label, rowField(j, "prompt_tokens"),
                              tr("must be a whole number from 1 to 10,000,000") });
        if (row.outputTokens < 1 || row.outputTokens > RequestLogRows::MaxTokens)
            problems.append({ label, rowField(j, "output_tokens"),
                              tr("must be a whole number from 1 to 10,000,000") });
        if (problems.size() >= 20) // enough to show where the log goes wrong
            return problems;
    }
    if (problems.isEmpty() && !(item.requests->at(n - 1).tUs > item.requests->at(0).tUs))
        problems.append({ label, rowField(n - 1, "t_us"),
                          tr("must be after the first row's time: a log spans some time") });
    return problems;
}

Problems Validator::check(const Catalog &catalog)
{
    Problems problems;
    checkUniqueIds(catalog.accelerators, "accelerator", problems);
    checkUniqueIds(catalog.platforms, "platform", problems);
    checkUniqueIds(catalog.rentalOffers, "rental offer", problems);
    checkUniqueIds(catalog.coloOffers, "colo offer", problems);
    checkUniqueIds(catalog.regions, "region", problems);
    for (const auto &item : catalog.accelerators)
        problems += check(item);
    for (const auto &item : catalog.platforms)
        problems += check(item);
    const CatalogIndex index(catalog);
    for (const auto &item : catalog.rentalOffers)
        problems += checkRentalOffer(item, index);
    for (const auto &item : catalog.coloOffers)
        problems += checkColoOffer(item, index);
    for (const auto &item : catalog.regions)
        problems += check(item);
    // v4: every request log is checked, used or not.
    checkUniqueIds(catalog.requestLogs, "request log", problems);
    for (const auto &item : catalog.requestLogs)
        problems += check(item);
    return problems;
}

namespace {

// The lookups a scenario's and an offer's checks make, built without indexing every offer of
// a large catalog: of the offers only those the scenarios name.
CatalogIndex changeLookup(const Bundle &bundle)
{
    QSet<QString> named;
    for (const Scenario &scenario : bundle.scenarios) {
        for (const ScenarioOption &option : scenario.options) {
            named.insert(option.offer);
            named.insert(option.rentalOffer);
        }
    }
    return CatalogIndex(bundle.catalog, named);
}

// Whether the ids of `after` stay unique and every id of `before` stays, knowing `before`'s
// are unique: an id the run removed and did not bring back may be referred to (false), an id
// it brought is looked for among the items outside the run.
template <typename Item>
bool idsStayUnique(const QList<Item> &after, const ListDelta<Item> &delta)
{
    QSet<QString> inserted;
    for (const Item &item : delta.inserted) {
        if (item.id.trimmed().isEmpty() || inserted.contains(item.id))
            return false;
        inserted.insert(item.id);
    }
    QSet<QString> brought = inserted;
    for (const Item &item : delta.removed) {
        if (!inserted.contains(item.id))
            return false;
        brought.remove(item.id);
    }
    if (brought.isEmpty())
        return true; // the run's ids are those it replaced, which no other item has
    const auto outside = [&](qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to; ++i) {
            if (brought.contains(after.at(i).id))
                return false;
        }
        return true;
    };
    return outside(0, delta.at) && outside(delta.at + delta.inserted.size(), after.size());
}

} // namespace

bool Validator::changeIsValid(const Bundle &before, const Bundle &after)
{
    const BundleDelta delta = BundleDelta::between(before, after);
    const Catalog &catalog = after.catalog;
    if (!idsStayUnique(catalog.accelerators, delta.accelerators)
        || !idsStayUnique(catalog.platforms, delta.platforms)
        || !idsStayUnique(catalog.rentalOffers, delta.rentalOffers)
        || !idsStayUnique(catalog.coloOffers, delta.coloOffers)
        || !idsStayUnique(catalog.regions, delta.regions)
        || !idsStayUnique(catalog.requestLogs, delta.requestLogs))
        return false;
    for (const RequestLog &item : delta.requestLogs.inserted) {
        if (!check(item).isEmpty())
            return false;
    }
    const CatalogIndex lookup = changeLookup(after);
    for (const Accelerator &item : delta.accelerators.inserted) {
        if (!check(item).isEmpty())
            return false;
    }
    for (const ServerPlatform &item : delta.platforms.inserted) {
        if (!check(item).isEmpty())
            return false;
    }
    for (const Region &item : delta.regions.inserted) {
        if (!check(item).isEmpty())
            return false;
    }
    for (const RentalOffer &item : delta.rentalOffers.inserted) {
        if (!checkRentalOffer(item, lookup).isEmpty())
            return false;
    }
    for (const ColoOffer &item : delta.coloOffers.inserted) {
        if (!checkColoOffer(item, lookup).isEmpty())
            return false;
    }
    // The scenarios are few, and a catalog item they use may have changed: each is checked
    // whole (its own fields and every item its options name).
    QSet<QString> scenarioIds;
    for (const Scenario &scenario : after.scenarios) {
        if (scenarioIds.contains(scenario.id) || !checkScenario(scenario, lookup).isEmpty())
            return false;
        scenarioIds.insert(scenario.id);
    }
    return true;
}

Problems Validator::check(const Bundle &bundle)
{
    Problems problems = check(bundle.catalog);
    // The scenario check re-checks the catalog items it uses: report each mistake once.
    QSet<QString> reported;
    for (const Problem &problem : std::as_const(problems))
        reported.insert(problem.text());
    const CatalogIndex index(bundle.catalog);
    QSet<QString> scenarioIds;
    for (const Scenario &scenario : bundle.scenarios) {
        if (scenarioIds.contains(scenario.id)) {
            problems.append({ itemLabel("scenario", scenario.id), QStringLiteral("id"),
                              tr("is used by more than one scenario") });
            reported.insert(problems.constLast().text());
        }
        scenarioIds.insert(scenario.id);
        for (const Problem &problem : checkScenario(scenario, index)) {
            const QString text = problem.text();
            if (!reported.contains(text)) {
                reported.insert(text);
                problems.append(problem);
            }
        }
    }
    return problems;
}

Problems Validator::check(const Scenario &scenario, const Catalog &catalog)
{
    return checkScenario(scenario, catalog);
}

Problems Validator::check(const Scenario &scenario, const CatalogIndex &catalog)
{
    return checkScenario(scenario, catalog);
}

// The checks of one scenario, a function per rule group: its own fields, the exchange rates
// its items need, the team region, and per option its own fields, its name among the others
// and the catalog items it names (each checked too, once, so that the engine is safe to call
// on a catalog nobody validated). Problems come in the bundle's order, an option's after
// those of the items it names.
template <typename Lookup>
class ScenarioRules
{
    using TextKind = Validator::TextKind;

public:
    ScenarioRules(const Scenario &scenario, const Lookup &catalog)
        : m_scenario(scenario),
          m_catalog(catalog),
          m_label(Validator::itemLabel("scenario", scenario.id))
    { }

    Problems run()
    {
        ownFields();
        needRate(m_scenario.engineerCurrency, QStringLiteral("engineer_currency"));
        teamRegion();
        requestLog();
        for (qsizetype i = 0; i < m_scenario.options.size(); ++i)
            option(i);
        return std::move(m_problems);
    }

private:
    static const char *scenarioLabel(QLatin1StringView key)
    {
        return labelOf(scenarioFields(), key);
    }
    static const char *optionLabel(QLatin1StringView key)
    {
        return labelOf(scenarioOptionFields(), key);
    }

    // The identity, then the scalar fields by their table and the collections by the
    // `checked` rule of the field they follow; the team region and the options name catalog
    // items, checked below.
    void ownFields()
    {
        FieldChecks c(m_label);
        c.setLabels(&scenarioLabel);
        c.fields(m_scenario, scenarioIdentityFields());
        c.fields(m_scenario, scenarioFields());
        m_problems += c.take();
    }

    // docs/format.md: every currency an item of the scenario is priced in has a rate into the
    // reporting currency; each missing one is reported once, by the first item needing it.
    void needRate(const QString &currency, const QString &neededBy)
    {
        // A code too long to be one is reported by its item, by its length.
        if (currency.isEmpty() || currency == m_scenario.currency
            || m_scenario.fx.contains(currency) || m_missingRates.contains(currency)
            || currency.size() > Validator::maxLength(TextKind::Id))
            return;
        m_missingRates.insert(currency);
        m_problems.append({ m_label, QStringLiteral("fx"),
                            Validator::tr("has no exchange rate for %1 (needed by %2)")
                                    .arg(currency, neededBy) });
    }

    void teamRegion()
    {
        if (m_scenario.teamRegion.isEmpty())
            return;
        FieldChecks t(m_label);
        t.setLabels(&scenarioLabel);
        if (t.length(m_scenario.teamRegion, "team_region", TextKind::Id)) {
            m_teamRegion = m_catalog.region(m_scenario.teamRegion);
            t.require(m_teamRegion, "team_region",
                      Validator::tr("\"%1\" is not a region of the catalog")
                              .arg(m_scenario.teamRegion));
        }
        m_problems += t.take();
    }

    // v4: a named request log exists, whatever the modes (docs/serving.md, "Request logs").
    void requestLog()
    {
        const QString &id = m_scenario.workload.requestLog;
        if (id.isEmpty())
            return;
        FieldChecks t(m_label);
        t.setLabels(&scenarioLabel);
        if (t.length(id, "workload.request_log", TextKind::Id))
            t.require(m_catalog.requestLog(id), "workload.request_log",
                      Validator::tr("\"%1\" is not a request log of the bundle").arg(id));
        m_problems += t.take();
    }

    // A catalog item an option names, checked once with its own rules.
    template <typename Item>
    void checkItem(const Item *item)
    {
        if (!item || m_checkedItems.contains(item))
            return;
        m_checkedItems.insert(item);
        if constexpr (std::is_same_v<Item, RentalOffer>)
            m_problems += Validator::checkRentalOffer(*item, m_catalog);
        else if constexpr (std::is_same_v<Item, ColoOffer>)
            m_problems += Validator::checkColoOffer(*item, m_catalog);
        else
            m_problems += Validator::check(*item);
    }

    void option(qsizetype i)
    {
        const ScenarioOption &option = m_scenario.options.at(i);
        FieldChecks o([this, &option, i] {
            return Validator::tr("scenario \"%1\" option %2 (\"%3\")")
                    .arg(Validator::shown(m_scenario.id))
                    .arg(i + 1)
                    .arg(Validator::shown(option.name));
        });
        o.setLabels(&optionLabel);
        // The option's own fields by its table, its name among the others right after it.
        for (const FieldSpec<ScenarioOption> &spec : scenarioOptionFields()) {
            if (spec.applies && !spec.applies(option))
                continue;
            if (spec.get)
                o.rule(spec, spec.get(option));
            if (spec.check)
                spec.check(option, o);
            if (QLatin1StringView(spec.key) == QLatin1StringView("name")) {
                o.require(!m_names.contains(option.name), "name",
                          Validator::tr("is used by another option"));
                m_names.insert(option.name);
            }
        }
        // A reference too long to be an id was reported by its length, once.
        if (referencesAreIds(option)) {
            const Accelerator *accelerator = m_catalog.accelerator(option.accelerator);
            o.require(accelerator, "accelerator",
                      Validator::tr("\"%1\" is not an accelerator of the catalog")
                              .arg(option.accelerator));
            checkItem(accelerator);
            const Region *region = option.mode == OptionMode::Rent ? rented(option, o)
                                                                   : owned(option, accelerator, o);
            regionRates(option, region);
        }
        // docs/method.md, "Leases": every tranche is bought in month 0 or later and a lease
        // must run to the horizon, so the month-0 tranche (every owned fleet has one) decides.
        if (option.financing.kind == FinancingKind::Lease && ownsHardware(option.mode)
            && option.financing.termMonths >= 1
            && option.financing.termMonths < m_scenario.horizonMonths)
            o.fail("financing.term_months",
                   Validator::tr("is %1 months, shorter than the %2-month horizon; a lease must "
                                 "run to the horizon (the hardware goes back at its end)")
                           .arg(option.financing.termMonths)
                           .arg(m_scenario.horizonMonths));
        m_problems += o.take();
    }

    // The option table's references (its IdLength fields) all short enough to be ids.
    static bool referencesAreIds(const ScenarioOption &option)
    {
        for (const FieldSpec<ScenarioOption> &spec : scenarioOptionFields()) {
            if (spec.rule != FieldRule::IdLength || (spec.applies && !spec.applies(option)))
                continue;
            if (!Validator::lengthProblem(std::get<QString>(spec.get(option)), TextKind::Id)
                         .isEmpty())
                return false;
        }
        return true;
    }

    // A rental offer for the option's card, in the option's `field`; its region, if found.
    const Region *rentalOffer(const ScenarioOption &option, const QString &id, const char *field,
                              FieldChecks &o)
    {
        const RentalOffer *offer = m_catalog.rentalOffer(id);
        o.require(offer, field,
                  id.isEmpty() && option.mode == OptionMode::Hybrid
                          ? Validator::tr("is required for a hybrid option")
                          : Validator::tr("\"%1\" is not a rental offer of the catalog").arg(id));
        if (!offer)
            return nullptr;
        o.require(
                OptionFit::offerFits(*offer, option.accelerator), field,
                Validator::tr("rental offer \"%1\" is for accelerator \"%2\", not \"%3\"")
                        .arg(offer->id, Validator::shown(offer->accelerator), option.accelerator));
        needRate(offer->currency, Validator::itemLabel("rental offer", offer->id));
        checkItem(offer);
        return m_catalog.region(offer->region);
    }

    // A rent option: its offer is a rental offer, whose region is the option's.
    const Region *rented(const ScenarioOption &option, FieldChecks &o)
    {
        return rentalOffer(option, option.offer, "offer", o);
    }

    // A colo or hybrid option: a priced card on a priced platform in a colo offer's racks,
    // whose region is the option's; a hybrid's rented remainder from its rental offer.
    const Region *owned(const ScenarioOption &option, const Accelerator *accelerator,
                        FieldChecks &o)
    {
        if (option.mode == OptionMode::Hybrid) {
            o.require(option.ownedServers >= 1, "owned_servers",
                      Validator::tr("must be at least 1 for a hybrid option (0 owned servers is "
                                    "a rent option)"));
            o.require(option.ownedServers <= 1000000000, "owned_servers",
                      Validator::tr("is implausibly large: it must be at most %1")
                              .arg(grouped(1000000000)));
            rentalOffer(option, option.rentalOffer, "rental_offer", o);
        }
        const ServerPlatform *platform = m_catalog.platform(option.platform);
        o.require(platform, "platform",
                  Validator::tr("\"%1\" is not a server platform of the catalog")
                          .arg(option.platform));
        const ColoOffer *offer = m_catalog.coloOffer(option.offer);
        o.require(
                offer, "offer",
                Validator::tr("\"%1\" is not a colocation offer of the catalog").arg(option.offer));
        checkItem(platform);
        if (platform) {
            o.require(OptionFit::canBuy(*platform), "platform",
                      Validator::tr("platform \"%1\" has no price; enter a quote to compare "
                                    "buying it")
                              .arg(platform->id));
            needRate(platform->currency, Validator::itemLabel("platform", platform->id));
        }
        if (accelerator) {
            o.require(OptionFit::canBuy(*accelerator), "accelerator",
                      Validator::tr("accelerator \"%1\" has no price; enter a quote to compare "
                                    "buying it")
                              .arg(accelerator->id));
            needRate(accelerator->currency, Validator::itemLabel("accelerator", accelerator->id));
        }
        if (!offer)
            return nullptr;
        needRate(offer->currency, Validator::itemLabel("colo offer", offer->id));
        checkItem(offer);
        return m_catalog.region(offer->region);
    }

    // The option's region gives the electricity (owned hardware) and, without a team region,
    // the staff cost; the team region's currency is needed by every option.
    void regionRates(const ScenarioOption &option, const Region *region)
    {
        checkItem(region);
        if (region && (ownsHardware(option.mode) || !m_teamRegion))
            needRate(region->currency, Validator::itemLabel("region", region->id));
        checkItem(m_teamRegion);
        if (m_teamRegion)
            needRate(m_teamRegion->currency, Validator::itemLabel("region", m_teamRegion->id));
    }

    const Scenario &m_scenario;
    const Lookup &m_catalog;
    const QString m_label;
    Problems m_problems;
    QSet<QString> m_missingRates;
    QSet<const void *> m_checkedItems;
    const Region *m_teamRegion = nullptr;
    QSet<QString> m_names;
};

template <typename Lookup>
Problems Validator::checkScenario(const Scenario &scenario, const Lookup &catalog)
{
    return ScenarioRules<Lookup>(scenario, catalog).run();
}

} // namespace infertco
