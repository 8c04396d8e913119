// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include "io/file/outputfile.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <functional>
#include <optional>

namespace infertco {

namespace {

QString money(const Decimal &value)
{
    return value.toString(2);
}

QString yesNo(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

// One line of the results CSV: an option's month, or (no month) its totals.
struct Line
{
    const Result &result;
    const OptionResult &option;
    std::optional<size_t> month;
    Decimal cumulative; ///< the option's total up to and including `month`
};

FleetMonth fleetAt(const Line &line)
{
    const std::vector<FleetMonth> &fleet = line.option.fleet;
    return line.month && *line.month < fleet.size() ? fleet[*line.month] : FleetMonth();
}

struct Column
{
    enum Rows { EveryRow, MonthRows, TotalRows };

    QString key;
    Rows rows;
    /// Empty for an option that cannot serve the workload (it has no figures).
    bool figure;
    std::function<QString(const Line &)> value;
};

// The finance line `line` of a row: the month's, or the option's total (0 where none).
QString financeAmount(const Line &l, FinanceLine line)
{
    if (!l.option.finance)
        return money(Decimal());
    const FinanceResult &f = *l.option.finance;
    return money(l.month ? f.amount(int(*l.month), line) : f.lineTotal(line));
}

// The results CSV, column by column: a new figure is one entry here (a month's fleet is a
// MonthRows column, an option's a TotalRows one). A financed or taxed result (docs/method.md,
// "After tax, loans and leases") has the finance lines after the components and the after-tax
// figures after their pre-tax ones; any other keeps the columns it always had.
QList<Column> columnList(bool financed);

const QList<Column> &columns(bool financed)
{
    static const QList<Column> plain = columnList(false);
    static const QList<Column> withFinance = columnList(true);
    return financed ? withFinance : plain;
}

QList<Column> columnList(bool financed)
{
    {
        using L = const Line &;
        QList<Column> c{
            { QStringLiteral("scenario"), Column::EveryRow, false,
              [](L l) { return l.result.scenarioId; } },
            { QStringLiteral("option"), Column::EveryRow, false,
              [](L l) { return l.option.name; } },
            { QStringLiteral("mode"), Column::EveryRow, false,
              [](L l) { return toText(l.option.mode); } },
            { QStringLiteral("accelerator"), Column::EveryRow, false,
              [](L l) { return l.option.accelerator; } },
            { QStringLiteral("month"), Column::EveryRow, false,
              [](L l) { return l.month ? QString::number(*l.month) : QStringLiteral("total"); } },
            { QStringLiteral("feasible"), Column::EveryRow, false,
              [](L l) { return yesNo(l.option.feasible); } },
            { QStringLiteral("reason"), Column::TotalRows, false,
              [](L l) { return l.option.reason; } },
            { QStringLiteral("tp"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.tp); } },
            { QStringLiteral("batch"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.batch); } },
            { QStringLiteral("replica_tokens_per_s"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.replicaTokensPerS, 'f', 2); } },
            { QStringLiteral("replicas"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.replicas); } },
            { QStringLiteral("accelerators"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.accelerators); } },
            { QStringLiteral("spares"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.spares); } },
            { QStringLiteral("servers"), Column::TotalRows, true,
              [](L l) { return QString::number(l.option.sizing.servers); } },
            // The fleet: the month's on month rows, the largest monthly value on totals rows
            // (docs/format.md, "The bundle").
            { QStringLiteral("racks"), Column::EveryRow, true,
              [](L l) {
                  return QString::number(l.month ? fleetAt(l).racks : l.option.sizing.racks);
              } },
            { QStringLiteral("owned_servers"), Column::EveryRow, true,
              [](L l) {
                  return QString::number(l.month ? fleetAt(l).ownedServers
                                                 : l.option.sizing.ownedServers);
              } },
            { QStringLiteral("rented_servers"), Column::EveryRow, true,
              [](L l) {
                  return QString::number(l.month ? fleetAt(l).rentedServers
                                                 : l.option.sizing.rentedServers);
              } },
            { QStringLiteral("effective_precision"), Column::TotalRows, true,
              [](L l) { return toText(l.option.sizing.effectivePrecision); } },
        };
        for (const Component component : AllComponents) {
            c.append({ componentKey(component), Column::EveryRow, true, [component](L l) {
                          return money(l.month ? l.option.amount(int(*l.month), component)
                                               : l.option.componentTotal(component));
                      } });
        }
        if (financed) {
            for (const FinanceLine line : AllFinanceLines)
                c.append({ financeLineKey(line), Column::EveryRow, true,
                           [line](L l) { return financeAmount(l, line); } });
        }
        c.append({ QStringLiteral("total"), Column::EveryRow, true, [](L l) {
                      return money(l.month ? l.option.monthTotals[*l.month] : l.option.total);
                  } });
        if (financed) {
            // The month's total + its tax; the option's total + all its tax.
            c.append({ QStringLiteral("total_after_tax"), Column::EveryRow, true, [](L l) {
                          if (!l.option.finance)
                              return money(l.month ? l.option.monthTotals[*l.month]
                                                   : l.option.total);
                          const FinanceResult &f = *l.option.finance;
                          return money(l.month ? l.option.monthTotals[*l.month]
                                                       + f.amount(int(*l.month), FinanceLine::Tax)
                                               : f.totalAfterTax);
                      } });
        }
        c.append({ QStringLiteral("cumulative"), Column::MonthRows, true,
                   [](L l) { return money(l.cumulative); } });
        c.append({ QStringLiteral("npv"), Column::TotalRows, true,
                   [](L l) { return money(l.option.npv); } });
        if (financed)
            c.append({ QStringLiteral("npv_after_tax"), Column::TotalRows, true, [](L l) {
                          return money(l.option.finance ? l.option.finance->npvAfterTax
                                                        : l.option.npv);
                      } });
        c.append({ QStringLiteral("cost_per_million_tokens"), Column::TotalRows, true,
                   [](L l) { return l.option.costPerMillionTokens.toString(4); } });
        if (financed)
            c.append({ QStringLiteral("cost_per_million_tokens_after_tax"), Column::TotalRows, true,
                       [](L l) {
                           return (l.option.finance ? l.option.finance->costPerMillionTokensAfterTax
                                                    : l.option.costPerMillionTokens)
                                   .toString(4);
                       } });
        c.append({ QStringLiteral("currency"), Column::EveryRow, false,
                   [](L l) { return l.result.currency; } });
        c.append({ QStringLiteral("advice"), Column::TotalRows, false, [](L l) {
                      QStringList advice;
                      for (const Advice &a : l.option.advice)
                          advice.append(a.text);
                      return advice.join(QLatin1String(" | "));
                  } });
        return c;
    }
}

bool isFinanced(const Result &result)
{
    return std::any_of(result.options.cbegin(), result.options.cend(),
                       [](const OptionResult &o) { return o.finance.has_value(); });
}

QStringList cellsOf(const Line &line, bool financed)
{
    QStringList cells;
    for (const Column &column : columns(financed)) {
        const bool shown = (column.rows == Column::EveryRow
                            || (column.rows == Column::MonthRows) == line.month.has_value())
                && (!column.figure || line.option.feasible);
        cells.append(shown ? column.value(line) : QString());
    }
    return cells;
}

QList<QStringList> rowsOf(const Result &result, bool withTotals)
{
    const bool financed = isFinanced(result);
    QList<QStringList> rows{ CsvExport::header(financed) };
    for (const OptionResult &option : result.options) {
        Decimal cumulative;
        if (option.feasible) {
            for (size_t m = 0; m < option.monthly.size(); ++m) {
                cumulative += option.monthTotals[m];
                rows.append(cellsOf({ result, option, m, cumulative }, financed));
            }
        }
        if (withTotals)
            rows.append(cellsOf({ result, option, std::nullopt, cumulative }, financed));
    }
    return rows;
}

} // namespace

QStringList CsvExport::header(bool financed)
{
    QStringList keys;
    for (const Column &column : columns(financed))
        keys.append(column.key);
    return keys;
}

QByteArray CsvExport::results(const Result &result)
{
    return lines(rowsOf(result, true));
}

QByteArray CsvExport::monthly(const Result &result)
{
    return lines(rowsOf(result, false));
}

QString CsvExport::cell(const QString &value)
{
    QString cell = value;
    if (!cell.isEmpty()) {
        const QChar first = cell.front();
        const bool formulaLike = first == u'=' || first == u'+' || first == u'@' || first == u'\t'
                || first == u'\r' || (first == u'-' && !Decimal::parse(cell).has_value());
        if (formulaLike)
            cell.prepend(u'\'');
    }
    if (cell.contains(u',') || cell.contains(u'"') || cell.contains(u'\n')
        || cell.contains(u'\r')) {
        cell.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        cell = u'"' + cell + u'"';
    }
    return cell;
}

QByteArray CsvExport::lines(const QList<QStringList> &rows)
{
    QString out;
    for (const QStringList &row : rows) {
        QStringList cells;
        cells.reserve(row.size());
        // docs/format.md, "Other imports and exports": a cell starting with =, +, -, @, tab or CR
        // is not run as a formula.
        for (const QString &value : row)
            cells.append(cell(value));
        out += cells.join(u',') + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

Problems CsvExport::write(const Result &result, const QString &resultsPath,
                          const QString &monthlyPath)
{
    // Both or neither: a .monthly.csv that is refused or cannot be written whole leaves the
    // results file as it was too.
    const QByteArray bom("\xEF\xBB\xBF");
    return OutputFile::write(
            { { resultsPath, bom + results(result) }, { monthlyPath, bom + monthly(result) } });
}

QString CsvExport::monthlyPathFor(const QString &resultsPath)
{
    const QFileInfo info(resultsPath);
    const QString suffix = info.suffix().isEmpty() ? QStringLiteral("csv") : info.suffix();
    const QString folder = resultsPath.left(resultsPath.size() - info.fileName().size());
    return folder + info.completeBaseName() + QStringLiteral(".monthly.") + suffix;
}

} // namespace infertco
