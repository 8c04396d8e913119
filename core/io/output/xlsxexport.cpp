// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxexport.h"

#include "cost/latencyinputs.h"
#include "cost/methodnotes.h"
#include "cost/unknownfigures.h"
#include "model/entities/optionmode.h"
#include "model/fields/fields.h"
#include "model/rules/optionitems.h"
#include "money/moneyformat.h"
#include "io/file/outputfile.h"
#include "resultformat.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryFile>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <locale.h>
#include <sys/stat.h>

#include <xlsxwriter.h>

namespace infertco {

namespace {

constexpr int MaxSheetName = 31;
constexpr int MaxCellText = 32767;

// libxlsxwriter (as Debian builds it) prints numbers with "%.16G", which follows the C
// locale's decimal point; a German or French LC_NUMERIC would write "1234,56" into the XML.
// This thread writes numbers in the "C" locale while the workbook is built.
class CNumericLocale
{
public:
    CNumericLocale()
        : m_c(newlocale(LC_NUMERIC_MASK, "C", static_cast<locale_t>(nullptr))),
          m_previous(m_c ? uselocale(m_c) : static_cast<locale_t>(nullptr))
    { }
    ~CNumericLocale()
    {
        if (m_c) {
            uselocale(m_previous);
            freelocale(m_c);
        }
    }
    CNumericLocale(const CNumericLocale &) = delete;
    CNumericLocale &operator=(const CNumericLocale &) = delete;

private:
    locale_t m_c;
    locale_t m_previous;
};

// Money as a spreadsheet number: the double nearest to its exact two-decimal text. With at
// most 15 significant digits that double prints back as the same text, so the cell shows the
// ledger's figure exactly.
double moneyNumber(const Decimal &value)
{
    return std::strtod(value.toString(2).toLatin1().constData(), nullptr);
}

QString columnName(int column)
{
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

QString cellName(int row, int column)
{
    return columnName(column) + QString::number(row + 1);
}

struct Formats
{
    lxw_format *title = nullptr;
    lxw_format *header = nullptr;
    lxw_format *money = nullptr;
    lxw_format *moneyBold = nullptr;
    lxw_format *bold = nullptr;
    lxw_format *decimal = nullptr;
    lxw_format *wrap = nullptr;
};

// One worksheet; remembers the first error libxlsxwriter reports.
class Sheet
{
public:
    Sheet(lxw_worksheet *sheet, const Formats &formats, lxw_error &error)
        : m_sheet(sheet), m_formats(formats), m_error(error)
    { }

    void text(int row, int column, const QString &value, lxw_format *format = nullptr)
    {
        if (value.isEmpty() && !format)
            return;
        const QByteArray utf8 = value.left(MaxCellText).toUtf8();
        check(worksheet_write_string(m_sheet, lxw_row_t(row), lxw_col_t(column), utf8.constData(),
                                     format));
    }
    void money(int row, int column, const Decimal &value, bool bold = false)
    {
        check(worksheet_write_number(m_sheet, lxw_row_t(row), lxw_col_t(column), moneyNumber(value),
                                     bold ? m_formats.moneyBold : m_formats.money));
    }
    void number(int row, int column, double value, lxw_format *format = nullptr)
    {
        check(worksheet_write_number(m_sheet, lxw_row_t(row), lxw_col_t(column), value, format));
    }
    void decimal(int row, int column, const Decimal &value)
    {
        number(row, column, value.toDouble(), m_formats.decimal);
    }
    void formula(int row, int column, const QString &formula, const Decimal &cached)
    {
        check(worksheet_write_formula_num(m_sheet, lxw_row_t(row), lxw_col_t(column),
                                          formula.toLatin1().constData(), m_formats.money,
                                          moneyNumber(cached)));
    }
    void header(int row, const QStringList &names)
    {
        for (int c = 0; c < names.size(); ++c)
            text(row, c, names.at(c), m_formats.header);
    }
    void widths(int first, int last, double width)
    {
        check(worksheet_set_column(m_sheet, lxw_col_t(first), lxw_col_t(last), width, nullptr));
    }
    void freeze(int row, int column)
    {
        worksheet_freeze_panes(m_sheet, lxw_row_t(row), lxw_col_t(column));
    }

    const Formats &formats() const { return m_formats; }

private:
    void check(lxw_error error)
    {
        if (error != LXW_NO_ERROR && m_error == LXW_NO_ERROR)
            m_error = error;
    }

    lxw_worksheet *m_sheet;
    const Formats &m_formats;
    lxw_error &m_error;
};

QStringList componentHeaders()
{
    QStringList names;
    for (const Component c : AllComponents)
        names.append(ComponentNames::displayName(c));
    return names;
}

/// The finance lines paid as cash (in the total): interest, loan repayment, lease payments.
constexpr std::array CashFinanceLines{ FinanceLine::Interest, FinanceLine::LoanRepayment,
                                       FinanceLine::Lease };

QStringList financeHeaders(bool withTax)
{
    QStringList names;
    for (const FinanceLine line : CashFinanceLines)
        names.append(financeLineName(line));
    if (withTax)
        names.append(financeLineName(FinanceLine::Tax));
    return names;
}

bool isFinanced(const Result &result)
{
    return std::any_of(result.options.cbegin(), result.options.cend(),
                       [](const OptionResult &o) { return o.finance.has_value(); });
}

void writeSummary(Sheet &sheet, const Scenario &scenario, const Result &result)
{
    const Formats &f = sheet.formats();
    sheet.text(0, 0,
               XlsxExport::tr("InferTCO: %1")
                       .arg(scenario.name.isEmpty() ? scenario.id : scenario.name),
               f.title);
    sheet.text(1, 0, XlsxExport::tr("Scenario"), f.bold);
    sheet.text(1, 1, result.scenarioId);
    sheet.text(2, 0, XlsxExport::tr("Currency"), f.bold);
    sheet.text(2, 1, result.currency);
    sheet.text(3, 0, XlsxExport::tr("Horizon (months)"), f.bold);
    sheet.number(3, 1, result.horizonMonths);
    sheet.text(4, 0, XlsxExport::tr("Cheapest option"), f.bold);
    // docs/method.md, "Incomplete options": an option that lacks a figure is never the cheapest.
    const int cheapest = result.cheapestOption();
    const bool anyFeasible = std::any_of(result.options.cbegin(), result.options.cend(),
                                         [](const OptionResult &o) { return o.feasible; });
    sheet.text(4, 1,
               cheapest >= 0         ? result.options.at(cheapest).name
                       : anyFeasible ? XlsxExport::tr("none: every feasible option lacks a figure")
                                     : XlsxExport::tr("no option is feasible"));

    const int headerRow = 6;
    QStringList header{ XlsxExport::tr("Option"), XlsxExport::tr("Mode"),
                        XlsxExport::tr("Accelerator"), XlsxExport::tr("Feasible") };
    header += componentHeaders();
    // docs/method.md, "After tax, loans and leases": a financed or taxed result adds the loan
    // and lease lines before the total and the tax and after-tax figures beside the pre-tax.
    const bool financed = isFinanced(result);
    if (financed)
        header += financeHeaders(false);
    header << XlsxExport::tr("Total");
    if (financed)
        header << financeLineName(FinanceLine::Tax) << XlsxExport::tr("Total after tax");
    header << XlsxExport::tr("NPV");
    if (financed)
        header << XlsxExport::tr("NPV after tax");
    header << XlsxExport::tr("Cost per million tokens");
    if (financed)
        header << XlsxExport::tr("Cost per million tokens after tax");
    header << XlsxExport::tr("Why not feasible");
    sheet.header(headerRow, header);
    int row = headerRow + 1;
    const int figures = static_cast<int>(header.size()) - 5;
    for (const OptionResult &option : result.options) {
        sheet.text(row, 0, option.name);
        sheet.text(row, 1, OptionModeName::displayName(option.mode));
        sheet.text(row, 2, option.accelerator);
        sheet.text(row, 3, option.feasible ? XlsxExport::tr("yes") : XlsxExport::tr("no"));
        int column = 4;
        if (option.feasible) {
            for (const Component c : AllComponents)
                sheet.money(row, column++, option.componentTotal(c));
            const FinanceResult *finance = option.finance ? &*option.finance : nullptr;
            if (financed) {
                for (const FinanceLine line : CashFinanceLines)
                    sheet.money(row, column++, finance ? finance->lineTotal(line) : Decimal());
            }
            sheet.money(row, column++, option.total, true);
            if (financed) {
                sheet.money(row, column++,
                            finance ? finance->lineTotal(FinanceLine::Tax) : Decimal());
                sheet.money(row, column++, finance ? finance->totalAfterTax : option.total, true);
            }
            sheet.money(row, column++, option.npv);
            if (financed)
                sheet.money(row, column++, finance ? finance->npvAfterTax : option.npv);
            sheet.decimal(row, column++, option.costPerMillionTokens);
            if (financed)
                sheet.decimal(row, column++,
                              finance ? finance->costPerMillionTokensAfterTax
                                      : option.costPerMillionTokens);
            // The total of an incomplete option is a lower bound: said beside it.
            if (!option.incomplete.isEmpty()) {
                sheet.text(row, column,
                           UnknownFigures::lowerBound(
                                   MoneyFormat::money(option.total, result.currency),
                                   option.incomplete));
            }
        } else {
            column += figures;
            sheet.text(row, column, option.reason);
        }
        ++row;
    }
    sheet.freeze(headerRow + 1, 1);
    sheet.widths(0, 0, 34);
    sheet.widths(1, 3, 12);
    sheet.widths(4, 4 + figures - 1, 15);

    row += 1;
    sheet.text(row++, 0, XlsxExport::tr("Break-even"), f.title);
    sheet.header(row++,
                 { XlsxExport::tr("Colocation option"), XlsxExport::tr("Rental option"),
                   XlsxExport::tr("From month") });
    if (result.breakEvens.isEmpty())
        sheet.text(row++, 0,
                   XlsxExport::tr("no colocation and rental option on the same accelerator"));
    for (const BreakEven &b : result.breakEvens) {
        sheet.text(row, 0, result.options.at(b.coloOption).name);
        sheet.text(row, 1, result.options.at(b.rentOption).name);
        if (b.month)
            sheet.number(row, 2, *b.month);
        else
            sheet.text(row, 2, XlsxExport::tr("never within the horizon"));
        ++row;
    }

    // How the figures are computed, NPV's convention first among them.
    row += 1;
    sheet.text(row++, 0, XlsxExport::tr("How the figures are computed"), f.title);
    for (const MethodNote &note : MethodNotes::all(isFinanced(result))) {
        sheet.text(row, 0, note.title, f.bold);
        sheet.text(row, 1, note.text);
        ++row;
    }

    // An Advice heading only over advice: none when no option has any.
    const bool anyAdvice = std::any_of(result.options.cbegin(), result.options.cend(),
                                       [](const OptionResult &o) { return !o.advice.isEmpty(); });
    if (!anyAdvice)
        return;
    row += 1;
    sheet.text(row++, 0, XlsxExport::tr("Advice"), f.title);
    for (const OptionResult &option : result.options) {
        for (const Advice &advice : option.advice) {
            sheet.text(row, 0, option.name);
            sheet.text(row, 1, advice.text);
            ++row;
        }
    }
}

// A double as the JSON prints it (docs/serving.md, "The serving simulation": the decimal at
// 10^-places nearest its exact binary value), so that the workbook and `compute --format json` show
// the same figure.
double jsonNumber(double value, int places)
{
    return std::strtod(ResultFormat::roundedNumber(value, places).constData(), nullptr);
}

void writeSizing(Sheet &sheet, const Scenario &scenario, const Catalog &catalog,
                 const Result &result)
{
    const Formats &f = sheet.formats();
    QStringList header{ XlsxExport::tr("Option"),
                        XlsxExport::tr("Feasible"),
                        XlsxExport::tr("Tensor parallel"),
                        XlsxExport::tr("Batch"),
                        XlsxExport::tr("Replica tokens/s"),
                        XlsxExport::tr("Replicas"),
                        XlsxExport::tr("Accelerators"),
                        XlsxExport::tr("Spares"),
                        XlsxExport::tr("Servers"),
                        XlsxExport::tr("Racks"),
                        XlsxExport::tr("Effective precision") };
    // docs/serving.md, "Latency at the peak-month load": when the options carry a latency, its
    // figures at the peak-month load follow the sizing, with the workload's targets beside them.
    const bool latency = ResultFormat::hasLatency(result);
    if (latency) {
        header << XlsxExport::tr("P99 time to first token (ms)")
               << XlsxExport::tr("Target time to first token (ms)")
               << XlsxExport::tr("P99 time per output token (ms)")
               << XlsxExport::tr("Target time per output token (ms)")
               << XlsxExport::tr("Meets the P99 targets")
               << XlsxExport::tr("SLO capacity (tokens/s per replica)")
               << XlsxExport::tr("Peak load (% of SLO capacity)") << XlsxExport::tr("Decoding")
               << XlsxExport::tr("Prefill");
    }
    const int reasonColumn = int(header.size());
    header << XlsxExport::tr("Why not feasible");
    sheet.header(0, header);
    const auto bound = [](bool compute) {
        return compute ? XlsxExport::tr("compute-bound") : XlsxExport::tr("memory-bound");
    };
    int row = 1;
    for (const OptionResult &option : result.options) {
        sheet.text(row, 0, option.name);
        sheet.text(row, 1, option.feasible ? XlsxExport::tr("yes") : XlsxExport::tr("no"));
        if (option.feasible) {
            const Sizing &s = option.sizing;
            sheet.number(row, 2, s.tp);
            sheet.number(row, 3, s.batch);
            sheet.number(row, 4, std::round(s.replicaTokensPerS * 100.0) / 100.0, f.decimal);
            sheet.number(row, 5, s.replicas);
            sheet.number(row, 6, s.accelerators);
            sheet.number(row, 7, s.spares);
            sheet.number(row, 8, s.servers);
            sheet.number(row, 9, s.racks);
            sheet.text(row, 10, toText(s.effectivePrecision));
            const std::optional<LatencyFigures> figures = latency
                    ? ResultFormat::latencyFigures(option, scenario.workload)
                    : std::nullopt;
            if (figures) {
                sheet.number(row, 11, jsonNumber(figures->ttftP99Ms, 3));
                if (figures->ttftTargetMs)
                    sheet.number(row, 12, *figures->ttftTargetMs);
                sheet.number(row, 13, jsonNumber(figures->tpotP99Ms, 3));
                sheet.number(row, 14, figures->tpotTargetMs);
                sheet.text(row, 15,
                           figures->meetsTargets ? XlsxExport::tr("yes") : XlsxExport::tr("no"));
                sheet.number(row, 16, jsonNumber(figures->sloCapacityTokensPerS, 3));
                if (figures->peakLoadPercent)
                    sheet.number(row, 17, jsonNumber(*figures->peakLoadPercent, 1));
                sheet.text(row, 18, bound(figures->decodeComputeBound));
                sheet.text(row, 19, bound(figures->prefillComputeBound));
            }
        } else {
            sheet.text(row, reasonColumn, option.reason);
        }
        ++row;
    }
    // docs/serving.md, "Request logs": under the options, which requests the latency (and with
    // a log, the sizing) was simulated with; a version-3 workload without latency gets no line.
    if (latency || LatencyInputs::logOf(scenario.workload, catalog))
        sheet.text(row + 1, 0, LatencyInputs::sentence(scenario.workload, catalog));
    sheet.freeze(1, 1);
    sheet.widths(0, 0, 34);
    sheet.widths(1, reasonColumn - 1, 13);
    sheet.widths(reasonColumn, reasonColumn, 60);
}

void writeMonthly(Sheet &sheet, const OptionResult &option, const Result &result)
{
    const Formats &f = sheet.formats();
    sheet.text(0, 0, option.name, f.title);
    sheet.text(1, 0,
               XlsxExport::tr("%1 on %2, in %3")
                       .arg(OptionModeName::displayName(option.mode), option.accelerator,
                            result.currency));
    const int headerRow = 3;
    QStringList header{ XlsxExport::tr("Month") };
    header += componentHeaders();
    const FinanceResult *finance = option.finance ? &*option.finance : nullptr;
    if (finance)
        header += financeHeaders(false);
    header << XlsxExport::tr("Total");
    if (finance)
        header << financeLineName(FinanceLine::Tax) << XlsxExport::tr("Total after tax");
    header << XlsxExport::tr("Cumulative");
    // docs/format.md, "The results JSON of `compute --format json`" (v2): the month's fleet beside
    // its costs.
    header << XlsxExport::tr("Owned servers") << XlsxExport::tr("Rented servers")
           << XlsxExport::tr("Racks");
    sheet.header(headerRow, header);

    const int firstMonthRow = headerRow + 1;
    int row = firstMonthRow;
    Decimal cumulative;
    for (size_t m = 0; m < option.monthly.size(); ++m) {
        sheet.number(row, 0, double(m));
        int column = 1;
        for (const Decimal &amount : option.monthly[m])
            sheet.money(row, column++, amount);
        if (finance) {
            for (const FinanceLine line : CashFinanceLines)
                sheet.money(row, column++, finance->amount(int(m), line));
        }
        sheet.money(row, column++, option.monthTotals[m], true);
        if (finance) {
            const Decimal &tax = finance->amount(int(m), FinanceLine::Tax);
            sheet.money(row, column++, tax);
            sheet.money(row, column++, option.monthTotals[m] + tax, true);
        }
        cumulative += option.monthTotals[m];
        sheet.money(row, column++, cumulative);
        if (m < option.fleet.size()) {
            const FleetMonth &fleet = option.fleet[m];
            sheet.number(row, column++, fleet.ownedServers);
            sheet.number(row, column++, fleet.rentedServers);
            sheet.number(row, column, fleet.racks);
        }
        ++row;
    }
    const int lastMonthRow = row - 1;

    // The totals are the ledger's own figures; the row below sums each column with a formula,
    // so a reviewer can see in the spreadsheet itself that the months add up to them.
    const int totalRow = row;
    const int checkRow = row + 1;
    sheet.text(totalRow, 0, XlsxExport::tr("Total"), f.bold);
    sheet.text(checkRow, 0, XlsxExport::tr("Check (SUM of the months)"));
    int column = 1;
    const auto totals = [&](const Decimal &total) {
        sheet.money(totalRow, column, total, true);
        sheet.formula(checkRow, column,
                      QStringLiteral("=SUM(%1:%2)")
                              .arg(cellName(firstMonthRow, column), cellName(lastMonthRow, column)),
                      total);
        ++column;
    };
    for (const Component c : AllComponents)
        totals(option.componentTotal(c));
    if (finance) {
        for (const FinanceLine line : CashFinanceLines)
            totals(finance->lineTotal(line));
    }
    totals(option.total);
    if (finance) {
        totals(finance->lineTotal(FinanceLine::Tax));
        totals(finance->totalAfterTax);
    }

    sheet.freeze(firstMonthRow, 1);
    sheet.widths(0, 0, 26);
    sheet.widths(1, static_cast<int>(header.size()) - 1, 15);
}

void writeAssumptions(Sheet &sheet, const Scenario &s, const Catalog &catalog)
{
    const Formats &f = sheet.formats();
    int row = 0;
    const auto line = [&](const QString &label, const auto &write) {
        sheet.text(row, 0, label, f.bold);
        write(row);
        ++row;
    };
    const auto text = [&](const QString &label, const QString &value) {
        line(label, [&](int r) { sheet.text(r, 1, value); });
    };
    const auto decimal = [&](const QString &label, const Decimal &value) {
        line(label, [&](int r) { sheet.decimal(r, 1, value); });
    };

    sheet.text(row++, 0, XlsxExport::tr("Scenario"), f.title);
    text(QStringLiteral("id"), s.id);
    text(QStringLiteral("name"), s.name);
    text(QStringLiteral("notes"), s.notes);
    // Every scalar field of the scenario's table, in the bundle's order: its key, its value as
    // a typed cell, and the label the editor shows (so a new field needs no change here).
    for (const FieldSpec<Scenario> &spec : scenarioFields()) {
        if (spec.type == FieldType::Group || !spec.get || (spec.applies && !spec.applies(s))
            || (QLatin1StringView(spec.key) == QLatin1StringView("tax.rate") && !s.tax.given()))
            continue;
        const FieldValue value = spec.get(s);
        line(spec.keyText(), [&](int r) {
            if (const QString *t = std::get_if<QString>(&value))
                sheet.text(r, 1, *t);
            else if (const Decimal *d = std::get_if<Decimal>(&value))
                spec.entry == FieldKind::Money ? sheet.money(r, 1, *d) : sheet.decimal(r, 1, *d);
            else if (const double *real = std::get_if<double>(&value))
                sheet.number(r, 1, *real);
            else if (const int *integer = std::get_if<int>(&value))
                sheet.number(r, 1, *integer);
            else if (const bool *b = std::get_if<bool>(&value))
                sheet.text(r, 1, *b ? XlsxExport::tr("yes") : XlsxExport::tr("no"));
            else if (const quint64 *whole = std::get_if<quint64>(&value))
                // sim_seed (v3): as its digits, since a spreadsheet number keeps only 15.
                sheet.text(r, 1, QString::number(*whole));
            else
                sheet.text(r, 1, XlsxExport::tr("not set"));
            if (spec.title)
                sheet.text(r, 2, FieldLabel::translated(spec.title));
        });
    }

    // The lists kept beside the table.
    if (!s.owned.residualByYear.isEmpty()) {
        ++row;
        sheet.text(row++, 0, XlsxExport::tr("Residual value by year (owned.residual_by_year)"),
                   f.title);
        sheet.header(row++,
                     { XlsxExport::tr("Year"), XlsxExport::tr("Share of the purchase price") });
        for (qsizetype y = 0; y < s.owned.residualByYear.size(); ++y) {
            sheet.number(row, 0, double(y + 1));
            sheet.decimal(row, 1, s.owned.residualByYear.at(y));
            ++row;
        }
    }
    if (!s.workload.demand.isEmpty()) {
        ++row;
        sheet.text(row++, 0, XlsxExport::tr("Demand steps (workload.demand)"), f.title);
        sheet.header(row++,
                     { XlsxExport::tr("From month"), XlsxExport::tr("Peak output tokens/s") });
        for (const DemandStep &step : s.workload.demand) {
            sheet.number(row, 0, step.fromMonth);
            sheet.decimal(row, 1, step.peakOutputTokensPerS);
            ++row;
        }
    }

    // The options, each with every field its mode uses (a hybrid's rental offer and owned
    // servers included), from the option table.
    ++row;
    sheet.text(row++, 0, XlsxExport::tr("Options"), f.title);
    // The financing columns only when an option is financed (docs/method.md, "After tax,
    // loans and leases").
    const bool financed = std::any_of(s.options.cbegin(), s.options.cend(),
                                      [](const ScenarioOption &o) { return o.financing.given(); });
    const auto inTable = [financed](const FieldSpec<ScenarioOption> &spec) {
        return spec.type != FieldType::Group
                && (financed || spec.group() != QLatin1String("financing"));
    };
    QStringList optionHeader;
    for (const FieldSpec<ScenarioOption> &spec : scenarioOptionFields()) {
        if (inTable(spec))
            optionHeader.append(spec.title ? FieldLabel::translated(spec.title) : spec.keyText());
    }
    sheet.header(row++, optionHeader);
    for (const ScenarioOption &option : s.options) {
        int column = 0;
        for (const FieldSpec<ScenarioOption> &spec : scenarioOptionFields()) {
            if (!inTable(spec))
                continue;
            const int c = column++;
            if (spec.applies && !spec.applies(option))
                continue;
            if (QLatin1StringView(spec.key) == QLatin1StringView("mode")) {
                sheet.text(row, c, OptionModeName::displayName(option.mode));
                continue;
            }
            const FieldValue value = spec.get(option);
            if (const QString *t = std::get_if<QString>(&value))
                sheet.text(row, c, *t);
            else if (const int *integer = std::get_if<int>(&value))
                sheet.number(row, c, *integer);
            else if (const Decimal *d = std::get_if<Decimal>(&value))
                sheet.decimal(row, c, *d);
        }
        ++row;
    }

    ++row;
    sheet.text(row++, 0, XlsxExport::tr("Exchange rates (value of one unit in %1)").arg(s.currency),
               f.title);
    for (auto it = s.fx.cbegin(); it != s.fx.cend(); ++it)
        decimal(it.key(), it.value());

    ++row;
    sheet.text(row++, 0, XlsxExport::tr("Catalog items used"), f.title);
    sheet.header(row++,
                 { XlsxExport::tr("Item"), XlsxExport::tr("Name"), XlsxExport::tr("Source"),
                   XlsxExport::tr("Quote date"), XlsxExport::tr("Notes") });
    QSet<QString> listed;
    const auto item = [&](const QString &kind, const CatalogItem *entry) {
        if (!entry)
            return;
        const QString label = QStringLiteral("%1 %2").arg(kind, entry->id);
        if (listed.contains(label))
            return;
        listed.insert(label);
        sheet.text(row, 0, label);
        sheet.text(row, 1, entry->name);
        sheet.text(row, 2, entry->source);
        sheet.text(row, 3, entry->quoteDate);
        sheet.text(row, 4, entry->notes);
        ++row;
    };
    for (const ScenarioOption &option : s.options) {
        const OptionItems items = OptionItems::used(option, catalog);
        item(XlsxExport::tr("accelerator"), items.accelerator);
        item(XlsxExport::tr("platform"), items.platform);
        item(XlsxExport::tr("colo offer"), items.coloOffer);
        item(XlsxExport::tr("region"), items.coloRegion);
        item(XlsxExport::tr("rental offer"), items.rentalOffer);
        item(XlsxExport::tr("region"), items.rentalRegion);
    }
    sheet.widths(0, 0, 36);
    sheet.widths(1, 1, 30);
    sheet.widths(2, 2, 40);
    sheet.widths(3, 3, 12);
    sheet.widths(4, 4, 80);
}

QString sanitizedSheetName(const QString &name)
{
    QString clean;
    for (const QChar c : name) {
        static const QString forbidden = QStringLiteral("[]:*?/\\");
        clean += forbidden.contains(c) || c.category() == QChar::Other_Control ? QChar(u'-') : c;
    }
    while (clean.startsWith(u'\''))
        clean.remove(0, 1);
    while (clean.endsWith(u'\''))
        clean.chop(1);
    return clean.trimmed();
}

// At most `length` characters (code points, as Excel counts them).
QString leftCodePoints(const QString &text, int length)
{
    const QList<uint> ucs4 = text.toUcs4();
    if (ucs4.size() <= length)
        return text;
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(ucs4.constData()), length);
}

} // namespace

QStringList XlsxExport::monthlySheetNames(const Result &result)
{
    QSet<QString> taken{ tr("Summary").toLower(), tr("Sizing").toLower(),
                         tr("Assumptions").toLower() };
    QStringList names;
    int index = 0;
    for (const OptionResult &option : result.options) {
        ++index;
        if (!option.feasible)
            continue;
        QString base = sanitizedSheetName(option.name);
        if (base.isEmpty())
            base = tr("Option %1").arg(index);
        QString name = leftCodePoints(base, MaxSheetName);
        for (int n = 2; taken.contains(name.toLower()); ++n) {
            const QString suffix = QStringLiteral(" (%1)").arg(n);
            name = leftCodePoints(base, MaxSheetName - int(suffix.size())).trimmed() + suffix;
        }
        taken.insert(name.toLower());
        names.append(name);
    }
    return names;
}

Problems XlsxExport::write(const QString &path, const Scenario &scenario, const Catalog &catalog,
                           const Result &result)
{
    const QString target = QFileInfo(path).absoluteFilePath();
    const auto failed = [&](const QString &why) {
        return Problems{ { QDir::toNativeSeparators(target), QString(),
                           tr("cannot be written: %1").arg(why) } };
    };
    const QString refused = OutputFile::refusal(target);
    if (!refused.isEmpty())
        return { { QDir::toNativeSeparators(target), QString(), refused } };
    QString temporary;
    {
        QTemporaryFile reserve(target + QStringLiteral(".writing-XXXXXX"));
        reserve.setAutoRemove(false);
        if (!reserve.open())
            return failed(reserve.errorString());
        temporary = reserve.fileName();
    }

    lxw_error error = LXW_NO_ERROR;
    {
        const CNumericLocale cLocale;
        lxw_workbook *workbook = workbook_new(QFile::encodeName(temporary).constData());
        if (!workbook) {
            QFile::remove(temporary);
            return failed(tr("the workbook cannot be created"));
        }
        Formats f;
        f.title = workbook_add_format(workbook);
        format_set_bold(f.title);
        format_set_font_size(f.title, 13);
        f.header = workbook_add_format(workbook);
        format_set_bold(f.header);
        format_set_bottom(f.header, LXW_BORDER_THIN);
        format_set_text_wrap(f.header);
        f.money = workbook_add_format(workbook);
        format_set_num_format(f.money, "#,##0.00");
        f.moneyBold = workbook_add_format(workbook);
        format_set_num_format(f.moneyBold, "#,##0.00");
        format_set_bold(f.moneyBold);
        f.bold = workbook_add_format(workbook);
        format_set_bold(f.bold);
        f.decimal = workbook_add_format(workbook);
        format_set_num_format(f.decimal, "0.0000##");

        const QByteArray title = (scenario.name.isEmpty() ? scenario.id : scenario.name).toUtf8();
        lxw_doc_properties properties{};
        properties.title = const_cast<char *>(title.constData());
        properties.subject = const_cast<char *>("InferTCO results");
        properties.author = const_cast<char *>("InferTCO");
        workbook_set_properties(workbook, &properties);

        const auto addSheet = [&](const QString &name) -> lxw_worksheet * {
            const QByteArray utf8 = name.toUtf8();
            const lxw_error invalid = workbook_validate_sheet_name(workbook, utf8.constData());
            if (invalid != LXW_NO_ERROR) {
                if (error == LXW_NO_ERROR)
                    error = invalid;
                return nullptr;
            }
            return workbook_add_worksheet(workbook, utf8.constData());
        };
        if (lxw_worksheet *summary = addSheet(tr("Summary"))) {
            Sheet sheet(summary, f, error);
            writeSummary(sheet, scenario, result);
        }
        const QStringList monthlyNames = monthlySheetNames(result);
        int next = 0;
        for (const OptionResult &option : result.options) {
            if (!option.feasible)
                continue;
            if (lxw_worksheet *monthly = addSheet(monthlyNames.at(next++))) {
                Sheet sheet(monthly, f, error);
                writeMonthly(sheet, option, result);
            }
        }
        if (lxw_worksheet *sizing = addSheet(tr("Sizing"))) {
            Sheet sheet(sizing, f, error);
            writeSizing(sheet, scenario, catalog, result);
        }
        if (lxw_worksheet *assumptions = addSheet(tr("Assumptions"))) {
            Sheet sheet(assumptions, f, error);
            writeAssumptions(sheet, scenario, catalog);
        }
        const lxw_error closed = workbook_close(workbook);
        if (error == LXW_NO_ERROR)
            error = closed;
    }
    if (error != LXW_NO_ERROR) {
        QFile::remove(temporary);
        return failed(QString::fromUtf8(lxw_strerror(error)));
    }
    // The workbook on disk before it is renamed into place (a full disk
    // shows here if libxlsxwriter's writes did not see it), and the target looked at again.
    if (!OutputFile::syncToDisk(temporary)) {
        QFile::remove(temporary);
        return failed(tr("the finished file cannot be flushed to disk"));
    }
    const QString late = OutputFile::refusal(target);
    if (!late.isEmpty()) {
        QFile::remove(temporary);
        return { { QDir::toNativeSeparators(target), QString(), late } };
    }
    if (std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(target).constData())
        != 0) {
        QFile::remove(temporary);
        return failed(tr("the finished file cannot be moved into place"));
    }
    // The reserved temporary name was private (0600); the workbook gets a new file's usual
    // permissions.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::chmod(QFile::encodeName(target).constData(), 0666 & ~mask);
    return {};
}

} // namespace infertco
