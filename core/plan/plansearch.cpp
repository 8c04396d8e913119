// SPDX-License-Identifier: GPL-3.0-or-later
#include "plansearch.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "cost/ledger.h"
#include "cost/parallelfor.h"
#include "model/entities/optionmode.h"
#include "model/rules/validation.h"
#include "sizing/fleet.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

namespace infertco {

namespace {

const QString Separator = QStringLiteral(" \u00b7 ");
// The name an option is computed under: a candidate's own name may be longer than an option
// name may be (it is made of four item names), and the engine's result carries it only.
const QString WorkingName = QStringLiteral("plan");

const QString Infeasible = QStringLiteral("infeasible");
const QString TooManyServers = QStringLiteral("too_many_servers");
const QString SpansServers = QStringLiteral("spans_servers");

enum class Kind { Rent, Colo, Hybrid };

struct Task
{
    Kind kind = Kind::Rent;
    int accelerator = -1;
    int platform = -1;
    int coloOffer = -1;
    int rentalOffer = -1;
};

/// What became of one candidate (a hybrid triple counts once).
struct TaskOutcome
{
    std::optional<Plan> plan;
    QString leftOut; ///< the reason it was left out; empty when ranked or when none was made
    int servers = 0; ///< colo: S, the largest monthly owned servers (for the hybrids)
    Problems problems; ///< the engine refused an option the search made: a defect of the input
};

class Search
{
public:
    Search(const Scenario &scenario, const Catalog &catalog, const QDate &today)
        : m_scenario(scenario),
          m_today(today),
          m_catalog(catalog),
          m_base(scenario),
          m_teamRegion(scenario.teamRegion.isEmpty() ? nullptr
                                                     : catalog.region(scenario.teamRegion)),
          m_peaks(FleetPlanner::peaks(scenario.workload, scenario.horizonMonths))
    {
        m_base.options.clear();
    }

    const Catalog &catalog() const { return m_catalog; }

    TaskOutcome rent(const Task &task) const
    {
        const RentalOffer &offer = m_catalog.rentalOffers.at(task.rentalOffer);
        const Accelerator &accelerator = m_catalog.accelerators.at(task.accelerator);
        TaskOutcome outcome;
        outcome.leftOut = rentalRates(offer, true);
        if (!outcome.leftOut.isEmpty())
            return outcome;
        ScenarioOption option{ WorkingName, OptionMode::Rent, accelerator.id, QString(), offer.id };
        const QString name = QStringList{ accelerator.displayName(), QStringLiteral("rent"),
                                          offer.displayName() }
                                     .join(Separator);
        computeInto(outcome, option, name, offer.acceleratorsPerServer);
        return outcome;
    }

    TaskOutcome colo(const Task &task) const
    {
        const Accelerator &accelerator = m_catalog.accelerators.at(task.accelerator);
        const ServerPlatform &platform = m_catalog.platforms.at(task.platform);
        const ColoOffer &offer = m_catalog.coloOffers.at(task.coloOffer);
        TaskOutcome outcome;
        outcome.leftOut = ownedCode(accelerator, platform, offer);
        if (!outcome.leftOut.isEmpty())
            return outcome;
        ScenarioOption option{ WorkingName, OptionMode::Colo, accelerator.id, platform.id,
                               offer.id };
        const QString name = QStringList{ accelerator.displayName(), QStringLiteral("colo"),
                                          platform.displayName(), offer.displayName() }
                                     .join(Separator);
        computeInto(outcome, option, name, platform.slots);
        if (outcome.plan)
            outcome.servers = outcome.plan->result.sizing.ownedServers;
        return outcome;
    }

    /// `colo`: the outcome of the same accelerator, platform and colo offer as a colo option.
    TaskOutcome hybrid(const Task &task, const TaskOutcome &colo) const
    {
        const Accelerator &accelerator = m_catalog.accelerators.at(task.accelerator);
        const ServerPlatform &platform = m_catalog.platforms.at(task.platform);
        const ColoOffer &offer = m_catalog.coloOffers.at(task.coloOffer);
        const RentalOffer &rental = m_catalog.rentalOffers.at(task.rentalOffer);
        TaskOutcome outcome;
        if (!colo.problems.isEmpty()) {
            outcome.problems = colo.problems;
            return outcome;
        }
        if (!colo.plan) {
            outcome.leftOut = colo.leftOut;
            return outcome;
        }
        const int servers = colo.servers;
        if (servers <= 1)
            return outcome; // nothing to split between owned and rented: no candidate
        if (servers > PlanSearch::MaxHybridServers) {
            outcome.leftOut = TooManyServers;
            return outcome;
        }
        outcome.leftOut = rentalRates(rental, false);
        if (!outcome.leftOut.isEmpty())
            return outcome;

        ScenarioOption option{ WorkingName, OptionMode::Hybrid, accelerator.id, platform.id,
                               offer.id,    rental.id,          servers - 1 };
        const int perServer = std::min(platform.slots, rental.acceleratorsPerServer);
        const Catalog capped = cappedCatalog(accelerator, perServer);
        const std::optional<int> owned = bestOwnedServers(option, servers, capped, outcome);
        if (!outcome.problems.isEmpty())
            return outcome;
        if (!owned) {
            outcome.leftOut = Infeasible;
            return outcome;
        }
        option.ownedServers = *owned;
        const QString name
                = QStringList{ accelerator.displayName(), QStringLiteral("hybrid"),
                               platform.displayName(),
                               offer.displayName() + QStringLiteral(" + ") + rental.displayName(),
                               QStringLiteral("%1 owned").arg(*owned) }
                          .join(Separator);
        // The chosen k through the engine from the start, so that the plan carries exactly
        // what computing the option would give (its advice included).
        computeInto(outcome, option, name, perServer);
        return outcome;
    }

private:
    QString rate(const QString &currency) const
    {
        if (currency.isEmpty() || currency == m_scenario.currency
            || m_scenario.fx.contains(currency))
            return QString();
        return QStringLiteral("fx:") + currency;
    }

    /// The first missing rate a rental offer needs, in the validator's order: its own
    /// currency, then (rent) the staff region's.
    QString rentalRates(const RentalOffer &offer, bool rentOption) const
    {
        QString code = rate(offer.currency);
        if (code.isEmpty() && rentOption) {
            const Region *region = m_catalog.region(offer.region);
            if (m_teamRegion)
                code = rate(m_teamRegion->currency);
            else if (region)
                code = rate(region->currency);
        }
        return code;
    }

    /// Why owned hardware on `platform` in `offer` cannot be computed, in the validator's
    /// order: the platform's price and currency, the accelerator's, the colo offer's currency,
    /// the region's, the team region's. Empty when it can.
    QString ownedCode(const Accelerator &accelerator, const ServerPlatform &platform,
                      const ColoOffer &offer) const
    {
        if (!platform.price)
            return QStringLiteral("missing:platform.price");
        if (QString code = rate(platform.currency); !code.isEmpty())
            return code;
        if (!accelerator.price)
            return QStringLiteral("missing:accelerator.price");
        for (const QString &currency : { accelerator.currency, offer.currency }) {
            if (QString code = rate(currency); !code.isEmpty())
                return code;
        }
        if (const Region *region = m_catalog.region(offer.region)) {
            if (QString code = rate(region->currency); !code.isEmpty())
                return code;
        }
        if (m_teamRegion)
            return rate(m_teamRegion->currency);
        return QString();
    }

    /// The catalog with `accelerator`'s max_tp capped at `perServer`, the accelerators of one
    /// server: tensor parallelism over a network between servers is no plan a buyer can run
    /// (docs/method.md, "Incomplete options" and plan search). The catalog itself when the cap
    /// changes nothing.
    Catalog cappedCatalog(const Accelerator &accelerator, int perServer) const
    {
        Catalog capped = m_catalog;
        if (perServer >= accelerator.maxTp)
            return capped;
        for (Accelerator &a : capped.accelerators) {
            if (a.id == accelerator.id)
                a.maxTp = std::max(1, perServer);
        }
        return capped;
    }

    /// The engine's preparation of the scenario holding `option` alone, in `catalog`.
    Outcome<PreparedScenario> prepare(const ScenarioOption &option, const Catalog &catalog) const
    {
        Scenario one = m_base;
        one.options = { option };
        EngineOptions options;
        options.simulations = &m_simulations;
        return Engine::prepare(one, catalog, options);
    }

    /// `option` computed with its accelerator's max_tp capped at `perServer`: a plan named
    /// `name`, or left out as infeasible — as `spans_servers` when only the cap makes it so.
    void computeInto(TaskOutcome &outcome, const ScenarioOption &option, const QString &name,
                     int perServer) const
    {
        const Accelerator &accelerator = *m_catalog.accelerator(option.accelerator);
        const Catalog capped = cappedCatalog(accelerator, perServer);
        const Outcome<PreparedScenario> prepared = prepare(option, capped);
        if (!prepared.ok()) {
            outcome.problems = prepared.problems();
            return;
        }
        const PreparedOption &only = prepared.value().options.first();
        if (!only.result.feasible) {
            outcome.leftOut = Infeasible;
            if (perServer < accelerator.maxTp) {
                const Outcome<PreparedScenario> uncapped = prepare(option, m_catalog);
                if (uncapped.ok() && uncapped.value().options.first().result.feasible)
                    outcome.leftOut = SpansServers;
            }
            return;
        }
        Plan plan;
        plan.option = option;
        plan.option.name = name;
        plan.result = Engine::finish(only, prepared.value());
        Scenario one = m_base;
        one.options = { option };
        plan.result.advice = Advisor::forOption(plan.result, one, option, capped, m_today);
        plan.result.name = name;
        outcome.plan = std::move(plan);
    }

    /// docs/method.md, "Plan search": the k in 1..S−1 whose hybrid option has the lowest total (the
    /// smaller k on ties); nullopt when no k is feasible. Sizing, prices and rates do not depend on
    /// k: the option is prepared once and only its fleet is planned again for each k.
    std::optional<int> bestOwnedServers(ScenarioOption option, int servers, const Catalog &catalog,
                                        TaskOutcome &outcome) const
    {
        std::optional<int> best;
        Decimal bestTotal;
        const auto consider = [&](int k, const Decimal &total) {
            if (!best || total < bestTotal) {
                best = k;
                bestTotal = total;
            }
        };
        const Outcome<PreparedScenario> prepared = prepare(option, catalog);
        if (!prepared.ok()) {
            outcome.problems = prepared.problems();
            return std::nullopt;
        }
        const PreparedOption &base = prepared.value().options.first();
        if (base.result.feasible) {
            // Only the total is compared. Without a tax or financing it is the ledger lines'
            // total, the total Engine::finish gives (docs/method.md, "The ledger"), without the
            // NPV, the cumulative costs and the result it also makes: S may be thousands.
            const bool financed = prepared.value().financed;
            PreparedOption work = base;
            for (int k = 1; k < servers; ++k) {
                FleetPlan plan = base.plan;
                plan.ownedServers = k;
                Fleet fleet = FleetPlanner::plan(plan, m_peaks);
                if (!fleet.feasible)
                    continue; // C = 0, or a count over its limit: this k is infeasible
                work.inputs.fleet = std::move(fleet.months);
                consider(k,
                         financed ? Engine::finish(work, prepared.value()).total
                                  : computeLedgerLines(work.inputs).total);
            }
            return best;
        }
        // Infeasible with S − 1 owned servers: each k on its own (the owned servers may hold
        // no replica for some k only, and then the option was prepared without its prices).
        for (int k = 1; k < servers; ++k) {
            option.ownedServers = k;
            const Outcome<PreparedScenario> one = prepare(option, catalog);
            if (!one.ok()) {
                outcome.problems = one.problems();
                return std::nullopt;
            }
            const PreparedOption &only = one.value().options.first();
            if (only.result.feasible)
                consider(k, Engine::finish(only, one.value()).total);
        }
        return best;
    }

    const Scenario &m_scenario;
    QDate m_today; ///< PlanQuery::today
    const Catalog &m_catalog;
    Scenario m_base; ///< the scenario without its options
    const Region *m_teamRegion;
    std::vector<Decimal> m_peaks;
    /// Under P99 sizing, one accelerator's simulations serve every candidate that uses it (the
    /// cache is keyed on exactly what they depend on, and thread-safe): without it every
    /// candidate re-simulated its card (24 s for the demo's P99 story, against 0.2 s).
    mutable SimulationCache m_simulations;
};

} // namespace

Outcome<PlanSearchResult> PlanSearch::run(const Scenario &scenario, const Catalog &catalog,
                                          const PlanQuery &query, const Progress &progress,
                                          const std::atomic<bool> *cancel)
{
    Scenario withoutOptions = scenario;
    withoutOptions.options.clear();
    Problems problems = Validator::check(withoutOptions, catalog);
    for (const QString &id : query.regions) {
        if (!catalog.region(id)) {
            problems.append({ Validator::itemLabel("region", id), QString(),
                              tr("is not a region of the catalog") });
        }
    }
    if (!problems.isEmpty())
        return problems;
    // Each offer on its own: a hybrid's two offers are checked one after the other.
    const auto inRegion
            = [&query](const QString &region) { return withinRegions({ region }, query.regions); };
    const auto accepts = [](const ServerPlatform &platform, const Accelerator &accelerator) {
        // The class alone: a form factor the platform does not take makes a candidate that
        // the engine finds infeasible (docs/method.md, "Plan search").
        return platform.accepts.contains(accelerator.acceleratorClass);
    };

    // The accelerator a rental offer in the query's regions rents, by its index; -1 for an
    // offer elsewhere or a dangling reference (the catalog's validation reports that).
    const auto rentedAccelerator = [&](const RentalOffer &offer) {
        if (!inRegion(offer.region))
            return -1;
        const auto accelerator = std::find_if(
                catalog.accelerators.cbegin(), catalog.accelerators.cend(),
                [&offer](const Accelerator &a) { return a.id == offer.accelerator; });
        return accelerator == catalog.accelerators.cend()
                ? -1
                : static_cast<int>(accelerator - catalog.accelerators.cbegin());
    };

    // The candidates in the enumeration order of docs/method.md, "Plan search": rent, colo, hybrid.
    QList<Task> tasks;
    for (int r = 0; r < catalog.rentalOffers.size(); ++r) {
        const int a = rentedAccelerator(catalog.rentalOffers.at(r));
        if (a >= 0)
            tasks.append({ Kind::Rent, a, -1, -1, r });
    }
    const qsizetype platformCount = catalog.platforms.size();
    const qsizetype coloCount = catalog.coloOffers.size();
    // The colo task of each (accelerator, platform, colo offer), for the hybrids' S.
    std::vector<int> coloTask(
            static_cast<size_t>(catalog.accelerators.size() * platformCount * coloCount), -1);
    const auto coloKey = [&](int a, int p, int c) {
        return static_cast<size_t>((a * platformCount + p) * coloCount + c);
    };
    for (int a = 0; a < catalog.accelerators.size(); ++a) {
        for (int p = 0; p < platformCount; ++p) {
            if (!accepts(catalog.platforms.at(p), catalog.accelerators.at(a)))
                continue;
            for (int c = 0; c < coloCount; ++c) {
                if (!inRegion(catalog.coloOffers.at(c).region))
                    continue;
                coloTask[coloKey(a, p, c)] = static_cast<int>(tasks.size());
                tasks.append({ Kind::Colo, a, p, c, -1 });
            }
        }
    }
    for (int p = 0; p < platformCount; ++p) {
        for (int c = 0; c < coloCount; ++c) {
            if (!inRegion(catalog.coloOffers.at(c).region))
                continue;
            for (int r = 0; r < catalog.rentalOffers.size(); ++r) {
                const int a = rentedAccelerator(catalog.rentalOffers.at(r));
                if (a >= 0 && accepts(catalog.platforms.at(p), catalog.accelerators.at(a)))
                    tasks.append({ Kind::Hybrid, a, p, c, r });
            }
        }
    }

    const Search search(scenario, catalog, query.today);
    std::vector<TaskOutcome> outcomes(static_cast<size_t>(tasks.size()));
    std::mutex progressMutex;
    int done = 0;
    const int total = static_cast<int>(tasks.size());
    const auto runTask = [&](int i) {
        const Task &task = tasks.at(i);
        TaskOutcome &outcome = outcomes[static_cast<size_t>(i)];
        try {
            switch (task.kind) {
            case Kind::Rent:
                outcome = search.rent(task);
                break;
            case Kind::Colo:
                outcome = search.colo(task);
                break;
            case Kind::Hybrid:
                outcome = search.hybrid(
                        task,
                        outcomes[static_cast<size_t>(coloTask[coloKey(
                                task.accelerator, task.platform, task.coloOffer)])]);
                break;
            }
        } catch (const std::exception &) {
            // Figures too large to compute exactly (Decimal overflow): it cannot be computed.
            outcome = TaskOutcome();
            outcome.leftOut = Infeasible;
        }
        if (progress) {
            const std::lock_guard lock(progressMutex);
            progress(++done, total);
        }
    };
    const int threads = query.threads > 0
            ? query.threads
            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // docs/serving.md, "Caching": the candidates of one accelerator share its simulations, and a
    // search of one input runs on one thread at a time. So a thread takes the first candidate
    // not started whose accelerator no other thread is computing, and the candidates of one
    // accelerator run one after the other in enumeration order (a hybrid after its colo option,
    // whose S it reads). Each candidate's outcome is the same in any order (the cache answers
    // what the same call would compute); only the time is not.
    // Each accelerator's candidates in enumeration order, and the next of each to start.
    const auto cards = static_cast<size_t>(catalog.accelerators.size());
    std::vector<std::vector<int>> waiting(cards);
    for (int i = 0; i < tasks.size(); ++i)
        waiting[static_cast<size_t>(tasks.at(i).accelerator)].push_back(i);
    std::vector<size_t> nextOf(cards, 0);
    std::vector<char> busy(cards, 0);
    std::mutex scheduleMutex;
    std::condition_variable freed;
    const auto worker = [&] {
        std::unique_lock lock(scheduleMutex);
        for (;;) {
            if (cancel && cancel->load())
                return;
            // The first candidate in enumeration order whose accelerator is free.
            bool anyWaiting = false;
            std::optional<size_t> card;
            for (size_t a = 0; a < cards; ++a) {
                if (nextOf[a] == waiting[a].size())
                    continue;
                anyWaiting = true;
                if (!busy[a] && (!card || waiting[a][nextOf[a]] < waiting[*card][nextOf[*card]]))
                    card = a;
            }
            if (!anyWaiting)
                return;
            if (!card) {
                freed.wait(lock);
                continue;
            }
            const int next = waiting[*card][nextOf[*card]++];
            busy[*card] = 1;
            lock.unlock();
            runTask(next);
            lock.lock();
            busy[*card] = 0;
            freed.notify_all();
        }
    };
    parallelFor(threads, threads, nullptr, [&](int) {
        worker();
        return true;
    });

    PlanSearchResult result;
    result.scenarioId = scenario.id;
    result.currency = scenario.currency;
    result.horizonMonths = scenario.horizonMonths;
    result.cancelled = cancel && cancel->load();
    for (size_t i = 0; i < outcomes.size(); ++i) {
        TaskOutcome &outcome = outcomes[i];
        if (!outcome.problems.isEmpty())
            return outcome.problems;
        if (outcome.plan) {
            outcome.plan->order = static_cast<int>(i);
            result.plans.append(std::move(*outcome.plan));
        } else if (!outcome.leftOut.isEmpty()) {
            ++result.leftOut[outcome.leftOut];
        }
    }
    // Complete plans before incomplete ones, then by total, NPV and enumeration order.
    std::sort(result.plans.begin(), result.plans.end(), [](const Plan &a, const Plan &b) {
        if (a.result.isComplete() != b.result.isComplete())
            return a.result.isComplete();
        if (a.result.total != b.result.total)
            return a.result.total < b.result.total;
        if (a.result.npv != b.result.npv)
            return a.result.npv < b.result.npv;
        return a.order < b.order;
    });
    return result;
}

QStringList PlanSearch::regionsOf(const ScenarioOption &option, const Catalog &catalog)
{
    QStringList regions;
    if (const ColoOffer *offer = catalog.coloOffer(coloOfferOf(option)))
        regions << offer->region;
    if (const RentalOffer *offer = catalog.rentalOffer(rentalOfferOf(option)))
        regions << offer->region;
    return regions;
}

bool PlanSearch::withinRegions(const QStringList &offerRegions, const QStringList &regions)
{
    if (regions.isEmpty())
        return true;
    return !offerRegions.isEmpty()
            && std::all_of(offerRegions.cbegin(), offerRegions.cend(),
                           [&regions](const QString &region) { return regions.contains(region); });
}

Component PlanSearch::largestComponent(const OptionResult &result)
{
    Component largest = AllComponents.front();
    for (const Component c : AllComponents) {
        if (result.componentTotal(c) > result.componentTotal(largest))
            largest = c;
    }
    return largest;
}

QString PlanSearch::uniqueName(const QString &name, const QSet<QString> &taken)
{
    if (!taken.contains(name))
        return name;
    for (int n = 2;; ++n) {
        const QString numbered = QStringLiteral("%1 (%2)").arg(name).arg(n);
        if (!taken.contains(numbered))
            return numbered;
    }
}

QList<ScenarioOption> PlanSearch::optionsToAdd(const Scenario &scenario, const QList<Plan> &plans)
{
    QSet<QString> taken;
    for (const ScenarioOption &option : scenario.options)
        taken.insert(option.name);
    QList<ScenarioOption> options;
    for (const Plan &plan : plans) {
        ScenarioOption option = plan.option;
        option.name = uniqueName(option.name, taken);
        taken.insert(option.name);
        options.append(option);
    }
    return options;
}

} // namespace infertco
