// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisformat.h"

#include "csvexport.h"
#include "money/moneyformat.h"
#include "terminaltext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace infertco {

namespace {

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

QByteArray AnalysisFormat::sensitivityJson(const SensitivityResult &result)
{
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
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

QByteArray AnalysisFormat::sensitivityCsv(const SensitivityResult &result)
{
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
    return CsvExport::lines(rows);
}

QString AnalysisFormat::sensitivityTable(const SensitivityResult &result, const Scenario &scenario)
{
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
        table << tr("Where the choice flips:\n  ") << flips.join(QStringLiteral("\n  ")) << '\n';
    table.flush();
    return TerminalText::safe(text, true);
}

QString AnalysisFormat::monteCarloNote()
{
    return tr("Totals are simulated in double precision and rounded to the cent; "
              "options that no varying driver moves, and zero-width ranges, use "
              "the exact ledger.");
    ;
}

QByteArray AnalysisFormat::monteCarloJson(const MonteCarloResult &result, const DriverModel &model)
{
    const QString note = monteCarloNote();
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
            o.insert(QStringLiteral("reason"), model.option(i).reason);
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
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

QByteArray AnalysisFormat::monteCarloCsv(const MonteCarloResult &result)
{
    QList<QStringList> rows{ { QStringLiteral("option"), QStringLiteral("feasible"),
                               QStringLiteral("exact"), QStringLiteral("total"),
                               QStringLiteral("p10"), QStringLiteral("p50"), QStringLiteral("p90"),
                               QStringLiteral("min"), QStringLiteral("max"), QStringLiteral("mean"),
                               QStringLiteral("probability_cheapest") } };
    for (const OptionDistribution &d : result.options) {
        QStringList cells{ d.name, d.feasible ? QStringLiteral("true") : QStringLiteral("false") };
        if (d.feasible) {
            cells << (d.exact ? QStringLiteral("true") : QStringLiteral("false"))
                  << moneyText(d.exactTotal) << moneyText(d.p10) << moneyText(d.p50)
                  << moneyText(d.p90) << moneyText(d.min) << moneyText(d.max) << moneyText(d.mean)
                  << QString::number(d.probabilityCheapest, 'f', 4);
        }
        // Every record has the header's fields (RFC 4180): an infeasible option's are empty.
        while (cells.size() < rows.first().size())
            cells.append(QString());
        rows.append(cells);
    }
    return CsvExport::lines(rows);
}

QString AnalysisFormat::monteCarloTable(const MonteCarloResult &result, const DriverModel &model)
{
    const Scenario &scenario = model.scenario();
    const QString note = monteCarloNote();
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
                  << tr("  cannot serve the workload: %1").arg(model.option(i).reason) << '\n';
            continue;
        }
        table << columns.row({ name, MoneyFormat::money(d.p10, currency),
                               MoneyFormat::money(d.p50, currency),
                               MoneyFormat::money(d.p90, currency),
                               QString::number(d.probabilityCheapest * 100.0, 'f', 1) + u'%' });
    }
    table << '\n' << note << '\n';
    table.flush();
    return TerminalText::safe(text, true);
}

} // namespace infertco
