// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscommands.h"

#include "analysis/montecarlo.h"
#include "analysis/risksetup.h"
#include "analysis/sensitivity.h"
#include "commands.h"
#include "io/inputfile.h"
#include "io/resultformat.h"
#include "money/moneyformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace infertco {

namespace {

const QString SensitivityCommand = QStringLiteral("sensitivity");
const QString MonteCarloCommand = QStringLiteral("montecarlo");

struct Arguments
{
    QString input;
    std::optional<QString> scenario;
    QStringList pair;
    QString format = QStringLiteral("table");
    QString measure = QStringLiteral("total");
    QStringList ranges; ///< "key=low:high" or "key=low:mode:high"
    QString fxCurrency;
    QString seed;
    QString draws;
    QString threads;
    QString error;
};

// "--name value" and "--name=value"; --pair takes two values; --range may repeat.
Arguments parse(const QStringList &arguments, const QStringList &allowed)
{
    Arguments parsed;
    QStringList positional;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (!argument.startsWith(QLatin1String("--"))) {
            positional.append(argument);
            continue;
        }
        QString name = argument;
        std::optional<QString> value;
        const qsizetype equals = argument.indexOf(u'=');
        if (equals > 0) {
            name = argument.left(equals);
            value = argument.mid(equals + 1);
        }
        if (!allowed.contains(name)) {
            parsed.error = AnalysisCommands::tr("unknown option %1").arg(name);
            return parsed;
        }
        const int count = name == QLatin1String("--pair") ? 2 : 1;
        QStringList values;
        if (value)
            values.append(*value);
        while (values.size() < count) {
            if (i + 1 >= arguments.size()) {
                parsed.error = count == 2
                        ? AnalysisCommands::tr("%1 needs two option names").arg(name)
                        : AnalysisCommands::tr("%1 needs a value").arg(name);
                return parsed;
            }
            values.append(arguments.at(++i));
        }
        if (name == QLatin1String("--scenario"))
            parsed.scenario = values.first();
        else if (name == QLatin1String("--pair"))
            parsed.pair = values;
        else if (name == QLatin1String("--format"))
            parsed.format = values.first();
        else if (name == QLatin1String("--measure"))
            parsed.measure = values.first();
        else if (name == QLatin1String("--range"))
            parsed.ranges.append(values.first());
        else if (name == QLatin1String("--fx-currency"))
            parsed.fxCurrency = values.first();
        else if (name == QLatin1String("--seed"))
            parsed.seed = values.first();
        else if (name == QLatin1String("--draws"))
            parsed.draws = values.first();
        else if (name == QLatin1String("--threads"))
            parsed.threads = values.first();
    }
    if (positional.size() != 1) {
        parsed.error
                = AnalysisCommands::tr("expected exactly one INPUT, got %1").arg(positional.size());
        return parsed;
    }
    parsed.input = positional.first();
    if (parsed.format != QLatin1String("json") && parsed.format != QLatin1String("csv")
        && parsed.format != QLatin1String("table"))
        parsed.error = AnalysisCommands::tr("--format must be json, csv or table, not \"%1\"")
                               .arg(parsed.format);
    return parsed;
}

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
QString buildRanges(const DriverModel &model, const Arguments &args,
                    const std::optional<std::pair<int, int>> &pair, QList<DriverRange> &ranges)
{
    const RiskSetup setup = RiskSetup::defaults(model, pair, args.fxCurrency);
    const QString fx = args.fxCurrency.isEmpty() ? setup.fxCurrency : args.fxCurrency;
    ranges = setup.ranges;
    // A currency the options do not use gets a driver anyway, so that Drivers::check names it.
    if (!args.fxCurrency.isEmpty() && setup.fxCurrency != args.fxCurrency) {
        ranges.removeIf([](const DriverRange &r) { return r.driver == Driver::Fx; });
        ranges.append({ Driver::Fx, Decimal(1), Decimal(1), Decimal(1), args.fxCurrency });
    }
    return applyRanges(ranges, args.ranges, fx);
}

QString exactText(const Decimal &value)
{
    return value.normalized().toString();
}

QString moneyText(const Decimal &amount)
{
    return amount.toString(2);
}

QString padded(const QString &text, int width, bool right)
{
    return right ? text.rightJustified(width) : text.leftJustified(width);
}

QString measureKey(Measure measure)
{
    return measure == Measure::Npv ? QStringLiteral("npv") : QStringLiteral("total");
}

} // namespace

bool AnalysisCommands::handles(const QString &command)
{
    return command == SensitivityCommand || command == MonteCarloCommand;
}

QString AnalysisCommands::usage()
{
    return tr(
            "  infertco-cli sensitivity INPUT [--scenario ID] [--pair A B] [--measure total|npv]\n"
            "               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]\n"
            "               [--format json|csv|table]\n"
            "  infertco-cli montecarlo INPUT [--scenario ID] [--seed N] [--draws N] [--threads N]\n"
            "               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]\n"
            "               [--format json|csv|table]\n");
}

int AnalysisCommands::run(const QString &command, const QStringList &arguments)
{
    if (command == SensitivityCommand)
        return sensitivity(arguments);
    return monteCarlo(arguments);
}

int AnalysisCommands::usageError(const QString &problem)
{
    m_err << "infertco-cli: " << problem << "\n\n" << tr("Usage:\n") << usage();
    m_err.flush();
    return ExitUsage;
}

namespace {

void printProblems(QTextStream &err, const QString &input, const Problems &problems)
{
    for (const Problem &problem : problems)
        err << input << ": " << ResultFormat::terminalText(problem.text(), true) << '\n';
    err.flush();
}

// Reads INPUT (a bundle or a document) and builds the driver model of the chosen scenario
// (the first by default).
std::optional<DriverModel> loadModel(const Arguments &args, QTextStream &err)
{
    const Outcome<Bundle> bundle = InputFile::read(args.input);
    if (!bundle.ok()) {
        printProblems(err, args.input, bundle.problems());
        return std::nullopt;
    }
    const Scenario *scenario = nullptr;
    if (args.scenario) {
        scenario = bundle.value().scenario(*args.scenario);
        if (!scenario) {
            printProblems(err, args.input,
                          { { AnalysisCommands::tr("scenario \"%1\"").arg(*args.scenario),
                              QString(), AnalysisCommands::tr("is not in this file") } });
            return std::nullopt;
        }
    } else if (!bundle.value().scenarios.isEmpty()) {
        scenario = &bundle.value().scenarios.first();
    } else {
        printProblems(err, args.input,
                      { { QString(), QString(), AnalysisCommands::tr("has no scenario") } });
        return std::nullopt;
    }
    Outcome<DriverModel> model = DriverModel::build(*scenario, bundle.value().catalog);
    if (!model.ok()) {
        printProblems(err, args.input, model.problems());
        return std::nullopt;
    }
    return std::move(model.value());
}

} // namespace

int AnalysisCommands::sensitivity(const QStringList &arguments)
{
    const Arguments args = parse(arguments,
                                 { QStringLiteral("--scenario"), QStringLiteral("--pair"),
                                   QStringLiteral("--format"), QStringLiteral("--measure"),
                                   QStringLiteral("--range"), QStringLiteral("--fx-currency") });
    if (!args.error.isEmpty())
        return usageError(args.error);
    if (args.measure != QLatin1String("total") && args.measure != QLatin1String("npv"))
        return usageError(tr("--measure must be total or npv, not \"%1\"").arg(args.measure));
    const Measure measure = args.measure == QLatin1String("npv") ? Measure::Npv : Measure::Total;

    const std::optional<DriverModel> model = loadModel(args, m_err);
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
            printProblems(m_err, args.input, problems);
            return ExitInvalidInput;
        }
    } else {
        const auto pair = Sensitivity::defaultPair(model->baseResults());
        if (!pair) {
            printProblems(m_err, args.input,
                          { { tr("scenario \"%1\"").arg(scenario.id), QString(),
                              tr("needs at least two feasible options to compare") } });
            return ExitInvalidInput;
        }
        a = pair->first;
        b = pair->second;
    }

    QList<DriverRange> ranges;
    const QString rangeError = buildRanges(*model, args, std::make_pair(a, b), ranges);
    if (!rangeError.isEmpty())
        return usageError(rangeError);
    const Outcome<SensitivityResult> outcome = Sensitivity::run(*model, a, b, ranges, measure);
    if (!outcome.ok()) {
        printProblems(m_err, args.input, outcome.problems());
        return ExitInvalidInput;
    }
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
        m_out << "driver,name,low,base,high,difference_low,difference_high,swing,flip_value,"
                 "flip_text\n";
        for (const SensitivityRow &row : result.rows) {
            const QStringList cells{
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
            };
            QStringList escaped;
            for (const QString &cell : cells)
                escaped.append(ResultFormat::csvCell(cell));
            m_out << escaped.join(u',') << '\n';
        }
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
        table << padded(tr("Driver"), 24, false) << padded(tr("Low"), 14, true)
              << padded(tr("High"), 14, true) << padded(tr("A − B at low"), 20, true)
              << padded(tr("A − B at high"), 20, true) << padded(tr("Swing"), 18, true) << '\n';
        for (const SensitivityRow &row : result.rows) {
            table << padded(Drivers::label(row.range), 24, false)
                  << padded(Sensitivity::valueText(row.range, row.range.low, scenario), 14, true)
                  << padded(Sensitivity::valueText(row.range, row.range.high, scenario), 14, true)
                  << padded(MoneyFormat::money(row.differenceLow, currency), 20, true)
                  << padded(MoneyFormat::money(row.differenceHigh, currency), 20, true)
                  << padded(MoneyFormat::money(row.swing, currency), 18, true) << '\n';
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
        m_out << ResultFormat::terminalText(text, true);
    }
    m_out.flush();
    return ExitOk;
}

int AnalysisCommands::monteCarlo(const QStringList &arguments)
{
    const Arguments args = parse(arguments,
                                 { QStringLiteral("--scenario"), QStringLiteral("--seed"),
                                   QStringLiteral("--draws"), QStringLiteral("--threads"),
                                   QStringLiteral("--format"), QStringLiteral("--range"),
                                   QStringLiteral("--fx-currency") });
    if (!args.error.isEmpty())
        return usageError(args.error);
    // The seed and draws of the risk view and the PDF report.
    MonteCarloSettings settings = RiskSetup().simulation;
    // Seeds stay below 2^53 so that JSON readers get them back exactly.
    constexpr qulonglong MaxSeed = (1ULL << 53) - 1;
    if (!args.seed.isEmpty()) {
        bool ok = false;
        const qulonglong seed = args.seed.toULongLong(&ok);
        if (!ok || seed > MaxSeed)
            return usageError(tr("--seed must be a whole number from 0 to %1, not \"%2\"")
                                      .arg(MaxSeed)
                                      .arg(args.seed));
        settings.seed = seed;
    }
    if (!args.draws.isEmpty()) {
        bool ok = false;
        settings.draws = args.draws.toInt(&ok);
        if (!ok || settings.draws < 1 || settings.draws > MonteCarlo::MaxDraws)
            return usageError(tr("--draws must be a whole number from 1 to %1, not \"%2\"")
                                      .arg(MonteCarlo::MaxDraws)
                                      .arg(args.draws));
    }
    if (!args.threads.isEmpty()) {
        bool ok = false;
        settings.threads = args.threads.toInt(&ok);
        if (!ok || settings.threads < 1 || settings.threads > 256)
            return usageError(tr("--threads must be a whole number from 1 to 256, not \"%1\"")
                                      .arg(args.threads));
    }

    const std::optional<DriverModel> model = loadModel(args, m_err);
    if (!model)
        return ExitInvalidInput;
    const Scenario &scenario = model->scenario();
    QList<DriverRange> ranges;
    const QString rangeError = buildRanges(*model, args, std::nullopt, ranges);
    if (!rangeError.isEmpty())
        return usageError(rangeError);

    const Outcome<MonteCarloResult> outcome = MonteCarlo::run(*model, ranges, settings);
    if (!outcome.ok()) {
        printProblems(m_err, args.input, outcome.problems());
        return ExitInvalidInput;
    }
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
        m_out << "option,feasible,exact,total,p10,p50,p90,min,max,mean,probability_cheapest\n";
        for (const OptionDistribution &d : result.options) {
            QStringList cells{ ResultFormat::csvCell(d.name),
                               d.feasible ? QStringLiteral("true") : QStringLiteral("false") };
            if (d.feasible) {
                cells << (d.exact ? QStringLiteral("true") : QStringLiteral("false"))
                      << moneyText(d.exactTotal) << moneyText(d.p10) << moneyText(d.p50)
                      << moneyText(d.p90) << moneyText(d.min) << moneyText(d.max)
                      << moneyText(d.mean) << QString::number(d.probabilityCheapest, 'f', 4);
            }
            m_out << cells.join(u',') << '\n';
        }
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
        table << padded(tr("Option"), 34, false) << padded(tr("P10"), 18, true)
              << padded(tr("P50"), 18, true) << padded(tr("P90"), 18, true)
              << padded(tr("Cheapest"), 10, true) << '\n';
        for (int i = 0; i < result.options.size(); ++i) {
            const OptionDistribution &d = result.options.at(i);
            table << padded(ResultFormat::terminalText(d.name).left(33), 34, false);
            if (!d.feasible) {
                table << tr("  cannot serve the workload: %1").arg(model->option(i).reason) << '\n';
                continue;
            }
            table << padded(MoneyFormat::money(d.p10, currency), 18, true)
                  << padded(MoneyFormat::money(d.p50, currency), 18, true)
                  << padded(MoneyFormat::money(d.p90, currency), 18, true)
                  << padded(QString::number(d.probabilityCheapest * 100.0, 'f', 1) + u'%', 10, true)
                  << '\n';
        }
        table << '\n' << note << '\n';
        table.flush();
        m_out << ResultFormat::terminalText(text, true);
    }
    m_out.flush();
    return ExitOk;
}

} // namespace infertco
