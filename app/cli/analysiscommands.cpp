// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscommands.h"

#include "analysis/montecarlo.h"
#include "analysis/risksetup.h"
#include "analysis/sensitivity.h"
#include "arguments.h"
#include "io/csvexport.h"
#include "io/terminaltext.h"
#include "money/moneyformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace infertco {

// The options of both commands, read once the shared grammar has split them.
struct AnalysisCommands::RiskArguments
{
    Arguments given;
    QString input;
    QStringList pair;
    QString format;
    QString measure;
    QStringList ranges; ///< "key=low:high" or "key=low:mode:high"
    QString fxCurrency;
};

std::optional<AnalysisCommands::RiskArguments>
AnalysisCommands::parseRisk(const QStringList &arguments, const QList<OptionSpec> &specific) const
{
    const QList<OptionSpec> shared{
        { QStringLiteral("--scenario") },
        { QStringLiteral("--format") },
        { QStringLiteral("--range"), 1, true },
        { QStringLiteral("--fx-currency") },
    };
    std::optional<Arguments> given = parse(arguments, shared + specific);
    if (!given)
        return std::nullopt;
    if (given->positional.size() != 1) {
        usageError(tr("expected exactly one INPUT, got %1").arg(given->positional.size()));
        return std::nullopt;
    }
    RiskArguments parsed;
    parsed.input = given->positional.first();
    parsed.pair = given->last(QStringLiteral("--pair"));
    parsed.measure = given->value(QStringLiteral("--measure"), QStringLiteral("total"));
    parsed.ranges = given->values(QStringLiteral("--range"));
    parsed.fxCurrency = given->value(QStringLiteral("--fx-currency"));
    const std::optional<QString> format = outputFormat(*given);
    if (!format)
        return std::nullopt;
    parsed.format = *format;
    parsed.given = std::move(*given);
    return parsed;
}

namespace {

// The default ranges with the user's --range overrides. Returns an error for a malformed
// override (a usage error); values that are out of bounds are left to Drivers::check.
QString applyRanges(QList<DriverRange> &ranges, const QStringList &overrides,
                    const QString &fxCurrency)
{
    for (const QString &text : overrides) {
        const qsizetype equals = text.indexOf(u'=');
        const QString key = text.left(equals);
        const std::optional<Driver> driver = Drivers::fromKey(key);
        if (equals < 0 || !driver) {
            QStringList keys;
            for (int d = 0; d < DriverCount; ++d)
                keys.append(Drivers::key(Driver(d)));
            return AnalysisCommands::tr("--range expects DRIVER=LOW:HIGH or "
                                        "DRIVER=LOW:MOST_LIKELY:HIGH with DRIVER one of %1, not "
                                        "\"%2\"")
                    .arg(keys.join(QStringLiteral(", ")), text);
        }
        const QStringList parts = text.mid(equals + 1).split(u':');
        QList<Decimal> values;
        for (const QString &part : parts) {
            QString error;
            const std::optional<Decimal> value = Decimal::parse(part, &error);
            if (!value)
                return AnalysisCommands::tr("--range %1: \"%2\" is not a number: %3")
                        .arg(key, part, error);
            values.append(*value);
        }
        if (values.size() != 2 && values.size() != 3)
            return AnalysisCommands::tr("--range %1: give LOW:HIGH or LOW:MOST_LIKELY:HIGH")
                    .arg(key);
        auto it = std::find_if(ranges.begin(), ranges.end(),
                               [&](const DriverRange &r) { return r.driver == *driver; });
        if (it == ranges.end()) {
            ranges.append({ *driver, values.first(), values.first(), values.last(), fxCurrency });
            it = ranges.end() - 1;
        }
        it->low = values.first();
        it->high = values.last();
        it->basis.clear(); // the user's figures, not the stated source
        // LOW:HIGH keeps the scenario's value as the most likely one where it lies inside.
        it->mostLikely = values.size() == 3
                ? values.at(1)
                : std::clamp(it->mostLikely, it->low, Decimal::max(it->low, it->high));
    }
    return {};
}

// The default ranges of the risk view and the PDF report (RiskSetup) for `pair` (the default
// pair when none) with the user's --range overrides; the exchange-rate driver moves
// --fx-currency when given. Returns a usage error, if any.
QString buildRanges(const DriverModel &model, const QString &fxCurrency,
                    const QStringList &overrides, const std::optional<std::pair<int, int>> &pair,
                    QList<DriverRange> &ranges)
{
    const RiskSetup setup = RiskSetup::defaults(model, pair, fxCurrency);
    const QString fx = fxCurrency.isEmpty() ? setup.fxCurrency : fxCurrency;
    ranges = setup.ranges;
    // A currency the options do not use gets a driver anyway, so that Drivers::check names it.
    if (!fxCurrency.isEmpty() && setup.fxCurrency != fxCurrency) {
        ranges.removeIf([](const DriverRange &r) { return r.driver == Driver::Fx; });
        ranges.append({ Driver::Fx, Decimal(1), Decimal(1), Decimal(1), fxCurrency });
    }
    return applyRanges(ranges, overrides, fx);
}

QString exactText(const Decimal &value)
{
    return value.normalized().toString();
}

QString moneyText(const Decimal &amount)
{
    return amount.toString(2);
}

QString measureKey(Measure measure)
{
    return measure == Measure::Npv ? QStringLiteral("npv") : QStringLiteral("total");
}

} // namespace

AnalysisCommands::AnalysisCommands(QTextStream &out, QTextStream &err)
    : CommandGroup(
            out, err,
            { { QStringLiteral("sensitivity"), command(this, &AnalysisCommands::sensitivity) },
              { QStringLiteral("montecarlo"), command(this, &AnalysisCommands::monteCarlo) } })
{ }

QString AnalysisCommands::usage() const
{
    return tr(
            "  infertco-cli sensitivity INPUT [--scenario ID] [--pair A B] [--measure total|npv]\n"
            "               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]\n"
            "               [--format json|csv|table]\n"
            "  infertco-cli montecarlo INPUT [--scenario ID] [--seed N] [--draws N] [--threads N]\n"
            "               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]\n"
            "               [--format json|csv|table]\n");
}

std::optional<DriverModel> AnalysisCommands::loadModel(const QString &input,
                                                       const Arguments &args) const
{
    const std::optional<ScenarioInput> chosen = readScenario(input, args, tr("has no scenario"));
    if (!chosen)
        return std::nullopt;
    Outcome<DriverModel> model = DriverModel::build(chosen->scenario, chosen->bundle.catalog);
    if (!model.ok()) {
        invalidInput(input, model.problems());
        return std::nullopt;
    }
    return std::move(model.value());
}

int AnalysisCommands::sensitivity(const QStringList &arguments) const
{
    const std::optional<RiskArguments> parsed
            = parseRisk(arguments,
                        { { QStringLiteral("--pair"), 2, false,
                            tr("%1 needs two option names").arg(QStringLiteral("--pair")) },
                          { QStringLiteral("--measure") } });
    if (!parsed)
        return ExitUsage;
    const RiskArguments &args = *parsed;
    if (args.measure != QLatin1String("total") && args.measure != QLatin1String("npv"))
        return usageError(tr("--measure must be total or npv, not \"%1\"").arg(args.measure));
    const Measure measure = args.measure == QLatin1String("npv") ? Measure::Npv : Measure::Total;

    const std::optional<DriverModel> model = loadModel(args.input, args.given);
    if (!model)
        return ExitInvalidInput;
    const Scenario &scenario = model->scenario();
    int a = -1;
    int b = -1;
    if (!args.pair.isEmpty()) {
        Problems problems;
        int found[2] = { -1, -1 };
        for (int p = 0; p < 2; ++p) {
            for (int i = 0; i < model->optionCount(); ++i) {
                if (model->option(i).name == args.pair.at(p))
                    found[p] = i;
            }
            if (found[p] < 0)
                problems.append({ tr("scenario \"%1\"").arg(scenario.id), QStringLiteral("options"),
                                  tr("has no option named \"%1\"").arg(args.pair.at(p)) });
        }
        a = found[0];
        b = found[1];
        if (!problems.isEmpty()) {
            return invalidInput(args.input, problems);
        }
    } else {
        const auto pair = Sensitivity::defaultPair(model->baseResults());
        if (!pair) {
            return invalidInput(args.input,
                                { { tr("scenario \"%1\"").arg(scenario.id), QString(),
                                    tr("needs at least two feasible options to compare") } });
        }
        a = pair->first;
        b = pair->second;
    }

    QList<DriverRange> ranges;
    const QString rangeError
            = buildRanges(*model, args.fxCurrency, args.ranges, std::make_pair(a, b), ranges);
    if (!rangeError.isEmpty())
        return usageError(rangeError);
    const Outcome<SensitivityResult> outcome = Sensitivity::run(*model, a, b, ranges, measure);
    if (!outcome.ok())
        return invalidInput(args.input, outcome.problems());
    const SensitivityResult &result = outcome.value();

    if (args.format == QLatin1String("json")) {
        QJsonArray drivers;
        for (const SensitivityRow &row : result.rows) {
            QJsonObject o{
                { QStringLiteral("driver"), Drivers::key(row.range.driver) },
                { QStringLiteral("name"), Drivers::label(row.range) },
                { QStringLiteral("scale"),
                  Drivers::scale(row.range.driver) == DriverScale::Relative
                          ? QStringLiteral("relative")
                          : QStringLiteral("absolute") },
                { QStringLiteral("low"), exactText(row.range.low) },
                { QStringLiteral("base"), exactText(row.baseValue) },
                { QStringLiteral("high"), exactText(row.range.high) },
                { QStringLiteral("difference_low"), moneyText(row.differenceLow) },
                { QStringLiteral("difference_high"), moneyText(row.differenceHigh) },
                { QStringLiteral("swing"), moneyText(row.swing) },
            };
            if (row.range.driver == Driver::Fx)
                o.insert(QStringLiteral("currency"), row.range.currency);
            if (row.flip) {
                o.insert(QStringLiteral("flip"),
                         QJsonObject{
                                 { QStringLiteral("value"), exactText(row.flip->value) },
                                 { QStringLiteral("below"), row.flip->below },
                                 { QStringLiteral("cheaper"),
                                   row.flip->aBecomesCheaper ? result.nameA : result.nameB },
                                 { QStringLiteral("text"), row.flip->text },
                         });
            } else {
                o.insert(QStringLiteral("flip"), QJsonValue::Null);
            }
            drivers.append(o);
        }
        const QJsonObject json{
            { QStringLiteral("scenario"), result.scenarioId },
            { QStringLiteral("currency"), result.currency },
            { QStringLiteral("measure"), measureKey(result.measure) },
            { QStringLiteral("option_a"), result.nameA },
            { QStringLiteral("option_b"), result.nameB },
            { QStringLiteral("base_difference"), moneyText(result.baseDifference) },
            { QStringLiteral("drivers"), drivers },
        };
        m_out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (args.format == QLatin1String("csv")) {
        QList<QStringList> rows{ { QStringLiteral("driver"), QStringLiteral("name"),
                                   QStringLiteral("low"), QStringLiteral("base"),
                                   QStringLiteral("high"), QStringLiteral("difference_low"),
                                   QStringLiteral("difference_high"), QStringLiteral("swing"),
                                   QStringLiteral("flip_value"), QStringLiteral("flip_text") } };
        for (const SensitivityRow &row : result.rows) {
            rows.append({
                    Drivers::key(row.range.driver),
                    Drivers::label(row.range),
                    exactText(row.range.low),
                    exactText(row.baseValue),
                    exactText(row.range.high),
                    moneyText(row.differenceLow),
                    moneyText(row.differenceHigh),
                    moneyText(row.swing),
                    row.flip ? exactText(row.flip->value) : QString(),
                    row.flip ? row.flip->text : QString(),
            });
        }
        m_out << QString::fromUtf8(CsvExport::lines(rows));
    } else {
        // DESIGN 6 tables are for a terminal: names from the file are made safe to print.
        QString text;
        QTextStream table(&text);
        const QString &currency = result.currency;
        table << tr("Sensitivity of the %1, scenario %2, in %3\n")
                         .arg(result.measure == Measure::Npv ? tr("NPV") : tr("total cost"),
                              result.scenarioId, currency);
        table << tr("A: %1\nB: %2\n").arg(result.nameA, result.nameB);
        table << tr("A − B at the scenario's figures: %1\n\n")
                         .arg(MoneyFormat::money(result.baseDifference, currency));
        const TerminalTable columns({ { 24, TerminalText::Align::Left },
                                      { 14, TerminalText::Align::Right },
                                      { 14, TerminalText::Align::Right },
                                      { 20, TerminalText::Align::Right },
                                      { 20, TerminalText::Align::Right },
                                      { 18, TerminalText::Align::Right } });
        table << columns.row({ tr("Driver"), tr("Low"), tr("High"), tr("A − B at low"),
                               tr("A − B at high"), tr("Swing") });
        for (const SensitivityRow &row : result.rows) {
            table << columns.row({ Drivers::label(row.range),
                                   Sensitivity::valueText(row.range, row.range.low, scenario),
                                   Sensitivity::valueText(row.range, row.range.high, scenario),
                                   MoneyFormat::money(row.differenceLow, currency),
                                   MoneyFormat::money(row.differenceHigh, currency),
                                   MoneyFormat::money(row.swing, currency) });
        }
        QStringList flips;
        for (const SensitivityRow &row : result.rows) {
            if (row.flip)
                flips.append(row.flip->text);
        }
        table << '\n';
        if (flips.isEmpty())
            table << tr("No single driver within its range changes which option is cheaper.\n");
        else
            table << tr("Where the choice flips:\n  ") << flips.join(QStringLiteral("\n  "))
                  << '\n';
        table.flush();
        m_out << TerminalText::safe(text, true);
    }
    m_out.flush();
    return ExitOk;
}

int AnalysisCommands::monteCarlo(const QStringList &arguments) const
{
    const std::optional<RiskArguments> parsed = parseRisk(arguments,
                                                          { { QStringLiteral("--seed") },
                                                            { QStringLiteral("--draws") },
                                                            { QStringLiteral("--threads") } });
    if (!parsed)
        return ExitUsage;
    const RiskArguments &args = *parsed;
    const QString seedText = args.given.value(QStringLiteral("--seed"));
    const QString drawsText = args.given.value(QStringLiteral("--draws"));
    const QString threadsText = args.given.value(QStringLiteral("--threads"));
    // The seed and draws of the risk view and the PDF report.
    MonteCarloSettings settings = RiskSetup().simulation;
    constexpr qulonglong MaxSeed = MonteCarlo::MaxSeed;
    if (!seedText.isEmpty()) {
        bool ok = false;
        const qulonglong seed = seedText.toULongLong(&ok);
        if (!ok || seed > MaxSeed)
            return usageError(tr("--seed must be a whole number from 0 to %1, not \"%2\"")
                                      .arg(MaxSeed)
                                      .arg(seedText));
        settings.seed = seed;
    }
    if (!drawsText.isEmpty()) {
        bool ok = false;
        settings.draws = drawsText.toInt(&ok);
        if (!ok || settings.draws < 1 || settings.draws > MonteCarlo::MaxDraws)
            return usageError(tr("--draws must be a whole number from 1 to %1, not \"%2\"")
                                      .arg(MonteCarlo::MaxDraws)
                                      .arg(drawsText));
    }
    if (!threadsText.isEmpty()) {
        bool ok = false;
        settings.threads = threadsText.toInt(&ok);
        if (!ok || settings.threads < 1 || settings.threads > 256)
            return usageError(tr("--threads must be a whole number from 1 to 256, not \"%1\"")
                                      .arg(threadsText));
    }

    const std::optional<DriverModel> model = loadModel(args.input, args.given);
    if (!model)
        return ExitInvalidInput;
    const Scenario &scenario = model->scenario();
    QList<DriverRange> ranges;
    const QString rangeError
            = buildRanges(*model, args.fxCurrency, args.ranges, std::nullopt, ranges);
    if (!rangeError.isEmpty())
        return usageError(rangeError);

    const Outcome<MonteCarloResult> outcome = MonteCarlo::run(*model, ranges, settings);
    if (!outcome.ok())
        return invalidInput(args.input, outcome.problems());
    const MonteCarloResult &result = outcome.value();
    const QString note = tr("Totals are simulated in double precision and rounded to the cent; "
                            "options that no varying driver moves, and zero-width ranges, use "
                            "the exact ledger.");

    if (args.format == QLatin1String("json")) {
        QJsonArray drivers;
        for (const DriverRange &range : result.ranges) {
            QJsonObject o{
                { QStringLiteral("driver"), Drivers::key(range.driver) },
                { QStringLiteral("low"), exactText(range.low) },
                { QStringLiteral("most_likely"), exactText(range.mostLikely) },
                { QStringLiteral("high"), exactText(range.high) },
                { QStringLiteral("drawn"), result.activeDrivers.contains(range.driver) },
            };
            if (range.driver == Driver::Fx)
                o.insert(QStringLiteral("currency"), range.currency);
            drivers.append(o);
        }
        QJsonArray options;
        for (int i = 0; i < result.options.size(); ++i) {
            const OptionDistribution &d = result.options.at(i);
            QJsonObject o{ { QStringLiteral("name"), d.name },
                           { QStringLiteral("feasible"), d.feasible } };
            if (!d.feasible) {
                o.insert(QStringLiteral("reason"), model->option(i).reason);
                options.append(o);
                continue;
            }
            QJsonArray histogram;
            for (const int count : d.histogram)
                histogram.append(count);
            o.insert(QStringLiteral("exact"), d.exact);
            o.insert(QStringLiteral("total"), moneyText(d.exactTotal));
            o.insert(QStringLiteral("min"), moneyText(d.min));
            o.insert(QStringLiteral("p10"), moneyText(d.p10));
            o.insert(QStringLiteral("p50"), moneyText(d.p50));
            o.insert(QStringLiteral("p90"), moneyText(d.p90));
            o.insert(QStringLiteral("max"), moneyText(d.max));
            o.insert(QStringLiteral("mean"), moneyText(d.mean));
            o.insert(QStringLiteral("probability_cheapest"), d.probabilityCheapest);
            o.insert(QStringLiteral("histogram"), histogram);
            options.append(o);
        }
        const QJsonObject json{
            { QStringLiteral("scenario"), result.scenarioId },
            { QStringLiteral("currency"), result.currency },
            { QStringLiteral("seed"), static_cast<double>(result.seed) },
            { QStringLiteral("draws"), result.draws },
            { QStringLiteral("note"), note },
            { QStringLiteral("drivers"), drivers },
            { QStringLiteral("options"), options },
            { QStringLiteral("bins"),
              QJsonObject{ { QStringLiteral("start"), moneyText(result.binStart) },
                           { QStringLiteral("width"), moneyText(result.binWidth) },
                           { QStringLiteral("count"), result.binCount } } },
        };
        m_out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (args.format == QLatin1String("csv")) {
        QList<QStringList> rows{
            { QStringLiteral("option"), QStringLiteral("feasible"), QStringLiteral("exact"),
              QStringLiteral("total"), QStringLiteral("p10"), QStringLiteral("p50"),
              QStringLiteral("p90"), QStringLiteral("min"), QStringLiteral("max"),
              QStringLiteral("mean"), QStringLiteral("probability_cheapest") }
        };
        for (const OptionDistribution &d : result.options) {
            QStringList cells{ d.name,
                               d.feasible ? QStringLiteral("true") : QStringLiteral("false") };
            if (d.feasible) {
                cells << (d.exact ? QStringLiteral("true") : QStringLiteral("false"))
                      << moneyText(d.exactTotal) << moneyText(d.p10) << moneyText(d.p50)
                      << moneyText(d.p90) << moneyText(d.min) << moneyText(d.max)
                      << moneyText(d.mean) << QString::number(d.probabilityCheapest, 'f', 4);
            }
            // Every record has the header's fields (RFC 4180): an infeasible option's are empty.
            while (cells.size() < rows.first().size())
                cells.append(QString());
            rows.append(cells);
        }
        m_out << QString::fromUtf8(CsvExport::lines(rows));
        // CSV has no place for prose: the note goes to the error stream.
        m_err << note << '\n';
        m_err.flush();
    } else {
        QString text;
        QTextStream table(&text);
        const QString &currency = result.currency;
        table << tr("Monte Carlo, scenario %1, in %2: %3 draws, seed %4\n")
                         .arg(result.scenarioId, currency)
                         .arg(result.draws)
                         .arg(result.seed);
        QStringList drawn;
        for (const DriverRange &range : result.ranges) {
            if (!result.activeDrivers.contains(range.driver))
                continue;
            drawn.append(tr("%1 %2 / %3 / %4")
                                 .arg(Drivers::label(range),
                                      Sensitivity::valueText(range, range.low, scenario),
                                      Sensitivity::valueText(range, range.mostLikely, scenario),
                                      Sensitivity::valueText(range, range.high, scenario)));
        }
        table << tr("Drivers drawn (low / most likely / high):\n  ")
              << (drawn.isEmpty() ? tr("none") : drawn.join(QStringLiteral("\n  "))) << "\n\n";
        const TerminalTable columns({ { 34, TerminalText::Align::Left },
                                      { 18, TerminalText::Align::Right },
                                      { 18, TerminalText::Align::Right },
                                      { 18, TerminalText::Align::Right },
                                      { 10, TerminalText::Align::Right } });
        table << columns.row({ tr("Option"), tr("P10"), tr("P50"), tr("P90"), tr("Cheapest") });
        for (int i = 0; i < result.options.size(); ++i) {
            const OptionDistribution &d = result.options.at(i);
            const QString name = TerminalText::clipped(d.name, 33);
            if (!d.feasible) {
                table << TerminalText::padded(name, 34, TerminalText::Align::Left)
                      << tr("  cannot serve the workload: %1").arg(model->option(i).reason) << '\n';
                continue;
            }
            table << columns.row({ name, MoneyFormat::money(d.p10, currency),
                                   MoneyFormat::money(d.p50, currency),
                                   MoneyFormat::money(d.p90, currency),
                                   QString::number(d.probabilityCheapest * 100.0, 'f', 1) + u'%' });
        }
        table << '\n' << note << '\n';
        table.flush();
        m_out << TerminalText::safe(text, true);
    }
    m_out.flush();
    return ExitOk;
}

} // namespace infertco
