// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation.h"

#include "bundledelta.h"
#include "fields.h"
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
    require(value < absurdMoney(), field, Validator::tr("is implausibly large"));
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
    // An empty id is checkUniqueIds'; its form and the quote date's are TextFormat's, which
    // the editor checks as it is typed.
    if (length(item.id, "id", Validator::TextKind::Id) && !item.id.trimmed().isEmpty()) {
        if (const QString problem = TextFormat::idProblem(item.id); !problem.isEmpty())
            fail("id", problem);
    }
    length(item.name, "name", Validator::TextKind::Name);
    if (length(item.quoteDate, "quote_date", Validator::TextKind::Name)) {
        if (const QString problem = TextFormat::quoteDateProblem(item.quoteDate);
            !problem.isEmpty())
            fail("quote_date", problem);
    }
    length(item.source, "source", Validator::TextKind::FreeText);
    length(item.notes, "notes", Validator::TextKind::FreeText);
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
    require(value <= Decimal(10), field, Validator::tr("is implausibly large"));
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
        if (real)
            require(!std::isfinite(*real) || *real < double(spec.below), field,
                    Validator::tr("is implausibly large"));
        else if (decimal)
            require(*decimal < Decimal(spec.below), field, Validator::tr("is implausibly large"));
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
    return problems;
}

namespace {

// The lookups a scenario's and an offer's checks make, built without indexing every offer of
// a large catalog: the regions, accelerators and platforms (few) by id, and of the offers only
// those the scenarios name.
class ChangeLookup
{
public:
    explicit ChangeLookup(const Bundle &bundle)
    {
        const Catalog &catalog = bundle.catalog;
        indexAll(catalog.regions, m_regions);
        indexAll(catalog.accelerators, m_accelerators);
        indexAll(catalog.platforms, m_platforms);
        QSet<QString> named;
        for (const Scenario &scenario : bundle.scenarios) {
            for (const ScenarioOption &option : scenario.options) {
                named.insert(option.offer);
                named.insert(option.rentalOffer);
            }
        }
        indexNamed(catalog.rentalOffers, named, m_rentalOffers);
        indexNamed(catalog.coloOffers, named, m_coloOffers);
    }

    const Accelerator *accelerator(const QString &id) const { return m_accelerators.value(id); }
    const ServerPlatform *platform(const QString &id) const { return m_platforms.value(id); }
    const RentalOffer *rentalOffer(const QString &id) const { return m_rentalOffers.value(id); }
    const ColoOffer *coloOffer(const QString &id) const { return m_coloOffers.value(id); }
    const Region *region(const QString &id) const { return m_regions.value(id); }

private:
    // The first item with an id is the one found, as Catalog's own lookups do.
    template <typename Item>
    static void indexAll(const QList<Item> &items, QHash<QString, const Item *> &index)
    {
        for (const Item &item : items) {
            if (!index.contains(item.id))
                index.insert(item.id, &item);
        }
    }
    template <typename Item>
    static void indexNamed(const QList<Item> &items, const QSet<QString> &named,
                           QHash<QString, const Item *> &index)
    {
        for (const Item &item : items) {
            if (named.contains(item.id) && !index.contains(item.id))
                index.insert(item.id, &item);
        }
    }

    QHash<QString, const Accelerator *> m_accelerators;
    QHash<QString, const ServerPlatform *> m_platforms;
    QHash<QString, const RentalOffer *> m_rentalOffers;
    QHash<QString, const ColoOffer *> m_coloOffers;
    QHash<QString, const Region *> m_regions;
};

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
        || !idsStayUnique(catalog.regions, delta.regions))
        return false;
    const ChangeLookup lookup(after);
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

Problems Validator::check(const Scenario &scenario, const Catalog &catalog)
{
    return checkScenario(scenario, catalog);
}

Problems Validator::check(const Scenario &scenario, const CatalogIndex &catalog)
{
    return checkScenario(scenario, catalog);
}

template <typename Lookup>
Problems Validator::checkScenario(const Scenario &scenario, const Lookup &catalog)
{
    const QString label = itemLabel("scenario", scenario.id);
    const auto scenarioLabel = [](QLatin1StringView key) { return labelOf(scenarioFields(), key); };
    Checker c(label);
    c.setLabels(scenarioLabel);
    c.nonEmpty(scenario.id, "id");
    c.length(scenario.id, "id", TextKind::Id);
    c.length(scenario.name, "name", TextKind::Name);
    c.length(scenario.notes, "notes", TextKind::FreeText);
    // The scalar fields by their table, the collections by the `checked` rule of the field
    // they follow; the team region and the options name catalog items, checked below.
    c.fields(scenario, scenarioFields());
    Problems problems = c.take();

    QSet<QString> missingRates;
    const auto needRate = [&](const QString &currency, const QString &neededBy) {
        // A code too long to be one is reported by its item, by its length.
        if (currency.isEmpty() || currency == scenario.currency || scenario.fx.contains(currency)
            || missingRates.contains(currency) || currency.size() > maxLength(TextKind::Id))
            return;
        missingRates.insert(currency);
        problems.append(
                { label, QStringLiteral("fx"),
                  tr("has no exchange rate for %1 (needed by %2)").arg(currency, neededBy) });
    };
    needRate(scenario.engineerCurrency, QStringLiteral("engineer_currency"));
    const Region *teamRegion = nullptr;
    if (!scenario.teamRegion.isEmpty()) {
        Checker t(label);
        t.setLabels(scenarioLabel);
        if (t.length(scenario.teamRegion, "team_region", TextKind::Id)) {
            teamRegion = catalog.region(scenario.teamRegion);
            t.require(teamRegion, "team_region",
                      tr("\"%1\" is not a region of the catalog").arg(scenario.teamRegion));
        }
        problems += t.take();
    }

    // The items the options refer to are checked too, each once, so that the engine is safe
    // to call on a catalog nobody validated.
    QSet<const void *> checkedItems;
    const auto checkItem = [&](const auto *item, auto &&run) {
        if (item && !checkedItems.contains(item)) {
            checkedItems.insert(item);
            problems += run(*item);
        }
    };
    const auto plain = [](const auto &item) { return check(item); };
    const auto withCatalog = [&catalog](const auto &item) {
        if constexpr (std::is_same_v<std::decay_t<decltype(item)>, RentalOffer>)
            return checkRentalOffer(item, catalog);
        else
            return checkColoOffer(item, catalog);
    };

    QSet<QString> names;
    for (qsizetype i = 0; i < scenario.options.size(); ++i) {
        const ScenarioOption &option = scenario.options.at(i);
        Checker o([&scenario, &option, i] {
            return tr("scenario \"%1\" option %2 (\"%3\")")
                    .arg(shown(scenario.id))
                    .arg(i + 1)
                    .arg(shown(option.name));
        });
        // The option's checks name the catalog and the other options: here, not in its table.
        o.setLabels([](QLatin1StringView key) { return labelOf(scenarioOptionFields(), key); });
        o.nonEmpty(option.name, "name");
        o.length(option.name, "name", TextKind::Name);
        o.require(!names.contains(option.name), "name", tr("is used by another option"));
        names.insert(option.name);
        // A reference too long to be an id is reported once, by its length.
        const bool references = o.length(option.accelerator, "accelerator", TextKind::Id)
                & o.length(option.platform, "platform", TextKind::Id)
                & o.length(option.offer, "offer", TextKind::Id)
                & o.length(option.rentalOffer, "rental_offer", TextKind::Id);
        if (!references) {
            problems += o.take();
            continue;
        }
        const Accelerator *accelerator = catalog.accelerator(option.accelerator);
        o.require(accelerator, "accelerator",
                  tr("\"%1\" is not an accelerator of the catalog").arg(option.accelerator));
        checkItem(accelerator, plain);
        const Region *region = nullptr;
        if (option.mode == OptionMode::Rent) {
            const RentalOffer *offer = catalog.rentalOffer(option.offer);
            o.require(offer, "offer",
                      tr("\"%1\" is not a rental offer of the catalog").arg(option.offer));
            if (offer) {
                o.require(OptionFit::offerFits(*offer, option.accelerator), "offer",
                          tr("rental offer \"%1\" is for accelerator \"%2\", not \"%3\"")
                                  .arg(offer->id, shown(offer->accelerator), option.accelerator));
                needRate(offer->currency, itemLabel("rental offer", offer->id));
                region = catalog.region(offer->region);
                checkItem(offer, withCatalog);
            }
        } else {
            if (option.mode == OptionMode::Hybrid) {
                o.require(option.ownedServers >= 1, "owned_servers",
                          tr("must be at least 1 for a hybrid option (0 owned servers is a "
                             "rent option)"));
                o.require(option.ownedServers <= 1000000000, "owned_servers",
                          tr("is implausibly large"));
                const RentalOffer *rental = catalog.rentalOffer(option.rentalOffer);
                o.require(rental, "rental_offer",
                          option.rentalOffer.isEmpty()
                                  ? tr("is required for a hybrid option")
                                  : tr("\"%1\" is not a rental offer of the catalog")
                                            .arg(option.rentalOffer));
                if (rental) {
                    o.require(OptionFit::offerFits(*rental, option.accelerator), "rental_offer",
                              tr("rental offer \"%1\" is for accelerator \"%2\", not \"%3\"")
                                      .arg(rental->id, shown(rental->accelerator),
                                           option.accelerator));
                    needRate(rental->currency, itemLabel("rental offer", rental->id));
                    checkItem(rental, withCatalog);
                }
            }
            const ServerPlatform *platform = catalog.platform(option.platform);
            o.require(platform, "platform",
                      tr("\"%1\" is not a server platform of the catalog").arg(option.platform));
            const ColoOffer *offer = catalog.coloOffer(option.offer);
            o.require(offer, "offer",
                      tr("\"%1\" is not a colocation offer of the catalog").arg(option.offer));
            checkItem(platform, plain);
            if (platform) {
                o.require(OptionFit::canBuy(*platform), "platform",
                          tr("platform \"%1\" has no price; enter a quote to compare buying it")
                                  .arg(platform->id));
                needRate(platform->currency, itemLabel("platform", platform->id));
            }
            if (accelerator) {
                o.require(OptionFit::canBuy(*accelerator), "accelerator",
                          tr("accelerator \"%1\" has no price; enter a quote to compare "
                             "buying it")
                                  .arg(accelerator->id));
                needRate(accelerator->currency, itemLabel("accelerator", accelerator->id));
            }
            if (offer) {
                needRate(offer->currency, itemLabel("colo offer", offer->id));
                region = catalog.region(offer->region);
                checkItem(offer, withCatalog);
            }
        }
        checkItem(region, plain);
        // The option's region gives the electricity (owned hardware) and, without a team
        // region, the staff cost; the team region's currency is needed by every option.
        if (region && (ownsHardware(option.mode) || !teamRegion))
            needRate(region->currency, itemLabel("region", region->id));
        checkItem(teamRegion, plain);
        if (teamRegion)
            needRate(teamRegion->currency, itemLabel("region", teamRegion->id));
        problems += o.take();
    }
    return problems;
}

} // namespace infertco
