// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli simulate` (docs/serving.md, "Latency at the peak-month load"): the latency of each
// feasible option's replica at a per-replica rate, a concurrency or the peak-month load, as JSON or
// a table.
#include "commands.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "io/output/resultformat.h"
#include "io/output/terminaltext.h"
#include "sizing/fleet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

#include <cmath>

namespace infertco {

namespace {

// A whole number of digits only (no sign, no spaces), within [low, high].
std::optional<qulonglong> wholeNumber(const QString &text, qulonglong low, qulonglong high)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
    if (!digits.match(text).hasMatch())
        return std::nullopt;
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

QString ms(double seconds)
{
    return QString::fromLatin1(ResultFormat::roundedNumber(seconds * 1000.0, 3));
}

} // namespace

int CommandLine::simulate(const QStringList &arguments) const
{
    const std::optional<Arguments> args = parse(arguments,
                                                { { QStringLiteral("--scenario") },
                                                  { QStringLiteral("--option") },
                                                  { QStringLiteral("--rate") },
                                                  { QStringLiteral("--concurrency") },
                                                  { QStringLiteral("--requests") },
                                                  { QStringLiteral("--seed") },
                                                  { QStringLiteral("--sweep"), 0 },
                                                  { QStringLiteral("--format") } },
                                                1, tr("simulate takes exactly one INPUT"));
    if (!args)
        return ExitUsage;
    const QString format = args->value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("json") && format != QLatin1String("table"))
        return usageError(tr("--format must be json or table, not \"%1\"").arg(format));

    LatencyLoad load;
    load.sweep = args->contains(QStringLiteral("--sweep"));
    const QString rateOption = QStringLiteral("--rate");
    const QString concurrencyOption = QStringLiteral("--concurrency");
    if (args->contains(rateOption) && args->contains(concurrencyOption))
        return usageError(tr("--rate and --concurrency exclude each other"));
    if (args->contains(rateOption)) {
        const QString text = args->value(rateOption);
        bool ok = false;
        const double rate = text.toDouble(&ok);
        if (!ok || !std::isfinite(rate) || !(rate > 0))
            return usageError(
                    tr("--rate must be a number of requests per second above 0, not \"%1\"")
                            .arg(text));
        load.ratePerReplica = rate;
    }
    if (args->contains(concurrencyOption)) {
        const QString text = args->value(concurrencyOption);
        const std::optional<qulonglong> concurrency = wholeNumber(text, 1, 1000000000);
        if (!concurrency)
            return usageError(
                    tr("--concurrency must be a whole number of at least 1, not \"%1\"").arg(text));
        load.concurrency = static_cast<int>(*concurrency);
    }
    // docs/serving.md, "Random numbers": the ranges of sim_requests and sim_seed.
    std::optional<int> requests;
    if (args->contains(QStringLiteral("--requests"))) {
        const QString text = args->value(QStringLiteral("--requests"));
        const std::optional<qulonglong> value = wholeNumber(text, 500, 1000000);
        if (!value)
            return usageError(
                    tr("--requests must be a whole number from 500 to 1,000,000, not \"%1\"")
                            .arg(text));
        requests = static_cast<int>(*value);
    }
    std::optional<quint64> seed;
    if (args->contains(QStringLiteral("--seed"))) {
        const QString text = args->value(QStringLiteral("--seed"));
        const std::optional<qulonglong> value = wholeNumber(text, 0, (qulonglong(1) << 63) - 1);
        if (!value)
            return usageError(
                    tr("--seed must be a whole number from 0 to 2^63 - 1, not \"%1\"").arg(text));
        seed = *value;
    }

    const QString input = args->positional.first();
    const std::optional<ScenarioInput> chosen
            = readScenario(input, *args, tr("has no scenario to simulate"));
    if (!chosen)
        return ExitInvalidInput;
    const Scenario &scenario = chosen->scenario;
    const Catalog &catalog = chosen->bundle.catalog;
    SimulationCache simulations;
    EngineOptions options;
    options.simulations = &simulations;
    // Sized with the file's own sim_requests and sim_seed.
    const Outcome<Result> result
            = Advisor::compute(scenario, catalog, QDate::currentDate(), options);
    if (!result.ok())
        return invalidInput(input, result.problems());

    const QString optionName = args->value(QStringLiteral("--option"));
    if (args->contains(QStringLiteral("--option"))) {
        const auto named
                = std::find_if(result.value().options.cbegin(), result.value().options.cend(),
                               [&](const OptionResult &o) { return o.name == optionName; });
        if (named == result.value().options.cend())
            return invalidInput(input,
                                { { tr("option \"%1\"").arg(optionName), QString(),
                                    tr("is not in scenario \"%1\"").arg(scenario.id) } });
        if (!named->feasible)
            return invalidInput(input,
                                { { tr("option \"%1\"").arg(optionName), QString(),
                                    tr("is not feasible: %1").arg(named->reason) } });
    }

    // --requests and --seed change the printed run and its capacity, not the sizing.
    Scenario simulated = scenario;
    Engine::resolveRequestLog(simulated.workload, catalog);
    if (requests) {
        simulated.workload.simRequests = *requests;
        simulated.workload.simRequestsGiven = true;
    }
    if (seed)
        simulated.workload.simSeed = *seed;
    const double largestPeak
            = FleetPlanner::largestPeak(scenario.workload, scenario.horizonMonths).toDouble();

    QList<std::pair<QString, Latency>> latencies;
    for (const OptionResult &option : result.value().options) {
        if (!option.feasible || (!optionName.isEmpty() && option.name != optionName))
            continue;
        QString whyNot;
        const std::optional<Latency> latency
                = Engine::latency(simulated, *catalog.accelerator(option.accelerator),
                                  option.sizing, largestPeak, load, simulations, &whyNot);
        if (!latency) {
            m_err << TerminalText::safe(
                    tr("%1: option \"%2\" left out: %3\n").arg(input, option.name, whyNot), true);
            continue;
        }
        latencies.append({ option.name, *latency });
    }
    m_err.flush();

    if (format == QLatin1String("json")) {
        QByteArray json = "{\"scenario\": ";
        json += QJsonDocument(QJsonArray{ scenario.id }).toJson(QJsonDocument::Compact).mid(1);
        json.chop(1);
        if (result.value().requestLog) {
            json += ",\n \"request_log\": ";
            json += ResultFormat::requestLogJson(*result.value().requestLog);
        }
        json += ",\n \"options\": [";
        for (qsizetype i = 0; i < latencies.size(); ++i) {
            json += "\n  {\"name\": ";
            QByteArray name = QJsonDocument(QJsonArray{ latencies.at(i).first })
                                      .toJson(QJsonDocument::Compact);
            json += name.mid(1, name.size() - 2);
            json += ", \"latency\": ";
            json += ResultFormat::latencyJson(latencies.at(i).second, load.sweep);
            json += i + 1 == latencies.size() ? "}" : "},";
        }
        json += "]}\n";
        return print(QString::fromUtf8(json));
    }

    QString out = tr("Scenario %1: simulated latency per replica\n")
                          .arg(TerminalText::safe(scenario.id));
    for (const auto &[name, latency] : latencies) {
        const SimulationResult &r = latency.result;
        out += u'\n' + TerminalText::safe(name) + u'\n';
        out += latency.ratePerReplica
                ? tr("  Load               %1 requests/s per replica\n")
                          .arg(QString::fromLatin1(
                                  ResultFormat::roundedNumber(*latency.ratePerReplica, 3)))
                : tr("  Load               %1 requests at once\n").arg(*load.concurrency);
        out += tr("  TTFT ms            p50 %1   p90 %2   p99 %3\n")
                       .arg(ms(r.ttft.p50), ms(r.ttft.p90), ms(r.ttft.p99));
        out += tr("  TPOT ms            p50 %1   p90 %2   p99 %3\n")
                       .arg(ms(r.tpot.p50), ms(r.tpot.p90), ms(r.tpot.p99));
        out += tr("  End to end ms      p50 %1   p90 %2   p99 %3\n")
                       .arg(ms(r.e2e.p50), ms(r.e2e.p90), ms(r.e2e.p99));
        out += tr("  Tokens/s           %1\n")
                       .arg(QString::fromLatin1(ResultFormat::roundedNumber(r.tokensPerS, 3)));
        out += tr("  Mean batch         %1\n")
                       .arg(QString::fromLatin1(ResultFormat::roundedNumber(r.meanBatch, 3)));
        out += tr("  SLO capacity       %1 tokens/s\n")
                       .arg(QString::fromLatin1(
                               ResultFormat::roundedNumber(latency.sloCapacityTokensPerS, 3)));
        for (const SweepPoint &point : latency.sweep) {
            out += tr("  at %1% of capacity: %2 requests/s, P99 TTFT %3 ms, P99 TPOT %4 ms\n")
                           .arg(qRound(point.load * 100))
                           .arg(QString::fromLatin1(ResultFormat::roundedNumber(point.ratePerS, 3)),
                                ms(point.ttftP99), ms(point.tpotP99));
        }
    }
    return print(out);
}

} // namespace infertco
