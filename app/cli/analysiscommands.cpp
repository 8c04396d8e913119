// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscommands.h"

#include "analysis/montecarlo.h"
#include "analysis/risksetup.h"
#include "analysis/sensitivity.h"
#include "arguments.h"
#include "io/output/analysisformat.h"

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
    Outcome<DriverModel> model
            = DriverModel::build(chosen->scenario, chosen->bundle.catalog, QDate::currentDate());
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

    if (args.format == QLatin1String("json"))
        m_out << QString::fromUtf8(AnalysisFormat::sensitivityJson(result));
    else if (args.format == QLatin1String("csv"))
        m_out << QString::fromUtf8(AnalysisFormat::sensitivityCsv(result));
    else
        m_out << AnalysisFormat::sensitivityTable(result, scenario);
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
        static_assert(MonteCarlo::MinDraws == 1, "the text says 1");
        if (!ok || settings.draws < MonteCarlo::MinDraws || settings.draws > MonteCarlo::MaxDraws)
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
    QList<DriverRange> ranges;
    const QString rangeError
            = buildRanges(*model, args.fxCurrency, args.ranges, std::nullopt, ranges);
    if (!rangeError.isEmpty())
        return usageError(rangeError);

    const Outcome<MonteCarloResult> outcome = MonteCarlo::run(*model, ranges, settings);
    if (!outcome.ok())
        return invalidInput(args.input, outcome.problems());
    const MonteCarloResult &result = outcome.value();

    if (args.format == QLatin1String("json")) {
        m_out << QString::fromUtf8(AnalysisFormat::monteCarloJson(result, *model));
    } else if (args.format == QLatin1String("csv")) {
        m_out << QString::fromUtf8(AnalysisFormat::monteCarloCsv(result));
        // CSV has no place for prose: the note goes to the error stream.
        m_err << AnalysisFormat::monteCarloNote() << '\n';
        m_err.flush();
    } else {
        m_out << AnalysisFormat::monteCarloTable(result, *model);
    }
    m_out.flush();
    return ExitOk;
}

} // namespace infertco
