// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultstablemodel.h"

#include "charts/chartpalette.h"
#include "cost/latencyinputs.h"
#include "cost/unknownfigures.h"
#include "money/moneyformat.h"

#include <QBrush>
#include <QFont>
#include <QIcon>
#include <QPixmap>

#include <algorithm>

namespace infertco {

namespace {

/// A long option name on two lines, broken at the space nearest its middle, so that six
/// options fit across the dashboard without scrolling.
QString twoLines(const QString &name)
{
    constexpr int LongName = 18;
    if (name.size() <= LongName)
        return name;
    const qsizetype middle = name.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (name.at(i) == QLatin1Char(' ') && (best < 0 || qAbs(i - middle) < qAbs(best - middle)))
            best = i;
    }
    if (best < 0)
        return name;
    QString wrapped = name;
    wrapped[best] = QLatin1Char('\n');
    return wrapped;
}

/// The swatch of a component or finance line row kind.
QColor rowColour(int kind)
{
    if (kind < ComponentCount)
        return ChartPalette::component(AllComponents[static_cast<size_t>(kind)]);
    return ChartPalette::financeLine(
            AllFinanceLines[static_cast<size_t>(kind - ResultsTableModel::InterestRow)]);
}

/// The total rows are bold, their cells and their headers alike.
QVariant rowFont(int kind)
{
    if (kind != ResultsTableModel::TotalRow && kind != ResultsTableModel::TotalAfterTaxRow)
        return {};
    QFont font;
    font.setBold(true);
    return font;
}

/// The square of `colour` before an option's name or a component's.
QIcon swatch(const QColor &colour)
{
    QPixmap square(12, 12);
    square.fill(colour);
    return QIcon(square);
}

} // namespace

ResultsTableModel::ResultsTableModel(QObject *parent) : QAbstractTableModel(parent) { }

void ResultsTableModel::setResult(const Result &result)
{
    // A reset, not dataChanged: a hidden table lays itself out again only when it is shown,
    // while dataChanged makes its resize-to-contents header measure every cell at once.
    beginResetModel();
    m_result = result;
    m_latencyRows = std::any_of(result.options.cbegin(), result.options.cend(),
                                [](const OptionResult &o) { return o.feasible && o.latency; });
    m_rows = rowKinds(result, m_loans, m_leases, m_taxed);
    if (m_latencyRows)
        m_rows << TtftP99Row << TpotP99Row << SloCapacityRow << PeakLoadShareRow;
    endResetModel();
}

void ResultsTableModel::setFinance(const Scenario &scenario)
{
    m_loans = hasFinancing(scenario, FinancingKind::Loan);
    m_leases = hasFinancing(scenario, FinancingKind::Lease);
    m_taxed = scenario.tax.given();
}

bool ResultsTableModel::hasFinancing(const Scenario &scenario, FinancingKind kind)
{
    return std::any_of(scenario.options.cbegin(), scenario.options.cend(),
                       [kind](const ScenarioOption &o) { return o.financing.kind == kind; });
}

QList<ResultsTableModel::Row> ResultsTableModel::rowKinds(const Result &result,
                                                          const Scenario &scenario)
{
    return rowKinds(result, hasFinancing(scenario, FinancingKind::Loan),
                    hasFinancing(scenario, FinancingKind::Lease), scenario.tax.given());
}

QList<ResultsTableModel::Row> ResultsTableModel::rowKinds(const Result &result, bool loans,
                                                          bool leases, bool taxed)
{
    QList<Row> rows;
    for (int component = 0; component < ComponentCount; ++component)
        rows.append(static_cast<Row>(component));
    // The finance lines exist only where the engine computed them.
    const bool financed = std::any_of(result.options.cbegin(), result.options.cend(),
                                      [](const OptionResult &o) { return o.finance.has_value(); });
    if (financed && loans)
        rows << InterestRow << LoanRepaymentRow;
    if (financed && leases)
        rows << LeaseRow;
    rows << TotalRow;
    if (financed && taxed)
        rows << TaxRow << TotalAfterTaxRow;
    rows << NpvRow;
    if (financed && taxed)
        rows << NpvAfterTaxRow;
    rows << CostPerMillionTokensRow;
    if (financed && taxed)
        rows << CostPerMillionTokensAfterTaxRow;
    return rows;
}

int ResultsTableModel::rowKind(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : -1;
}

int ResultsTableModel::rowOf(Row kind) const
{
    return static_cast<int>(m_rows.indexOf(kind));
}

const Decimal *ResultsTableModel::figure(const OptionResult &option, Row kind)
{
    if (kind >= 0 && kind < ComponentCount)
        return &option.totals[static_cast<size_t>(kind)];
    switch (kind) {
    case TotalRow:
        return &option.total;
    case NpvRow:
        return &option.npv;
    case CostPerMillionTokensRow:
        return &option.costPerMillionTokens;
    default:
        break;
    }
    if (!option.finance)
        return nullptr;
    const FinanceResult &finance = *option.finance;
    switch (kind) {
    case InterestRow:
        return &finance.lineTotal(FinanceLine::Interest);
    case LoanRepaymentRow:
        return &finance.lineTotal(FinanceLine::LoanRepayment);
    case LeaseRow:
        return &finance.lineTotal(FinanceLine::Lease);
    case TaxRow:
        return &finance.lineTotal(FinanceLine::Tax);
    case TotalAfterTaxRow:
        return &finance.totalAfterTax;
    case NpvAfterTaxRow:
        return &finance.npvAfterTax;
    case CostPerMillionTokensAfterTaxRow:
        return &finance.costPerMillionTokensAfterTax;
    default:
        return nullptr;
    }
}

void ResultsTableModel::setWorkload(const Workload &workload, const Catalog &catalog)
{
    m_latencyInputs = LatencyInputs::sentence(workload, catalog);
    m_ttftTargetMs = workload.ttftMs;
    m_tpotTargetMs = workload.tpotMs;
}

bool ResultsTableModel::hasLatencyRows() const
{
    return m_latencyRows;
}

std::optional<double> ResultsTableModel::latencyFigure(int row, int column) const
{
    if (column < 0 || column >= m_result.options.size() || row < TtftP99Row
        || row >= RowCountWithLatency)
        return std::nullopt;
    const OptionResult &option = m_result.options.at(column);
    if (!option.feasible || !option.latency)
        return std::nullopt;
    const Latency &latency = *option.latency;
    // Units for display only: seconds to ms, a share to %.
    switch (row) {
    case TtftP99Row:
        return latency.result.ttft.p99 * 1000.0;
    case TpotP99Row:
        return latency.result.tpot.p99 * 1000.0;
    case SloCapacityRow:
        return latency.sloCapacityTokensPerS;
    default:
        if (const std::optional<double> share = latency.shareOfCapacity())
            return *share * 100.0;
        return std::nullopt;
    }
}

QString ResultsTableModel::latencyText(int row, double figure) const
{
    switch (row) {
    case TtftP99Row:
    case TpotP99Row:
        return tr("%1 ms").arg(
                m_locale.toString(figure, 'f', figure < 10 ? 2 : (figure < 100 ? 1 : 0)));
    case SloCapacityRow:
        return tr("%1 tokens/s").arg(m_locale.toString(figure, 'f', figure < 100 ? 1 : 0));
    default:
        return tr("%1%").arg(m_locale.toString(figure, 'f', 0));
    }
}

bool ResultsTableModel::missesTarget(int row, const Latency &latency) const
{
    // docs/method.md, "Advice": the rules the advice applies: a P99 above its target, a load above
    // Latency::PeakLoadShare of the capacity.
    switch (row) {
    case TtftP99Row:
        return latency.missesTtft(m_ttftTargetMs);
    case TpotP99Row:
        return latency.missesTpot(m_tpotTargetMs);
    case PeakLoadShareRow:
        return latency.nearCapacity();
    default:
        return false;
    }
}

void ResultsTableModel::setLocale(const QLocale &locale)
{
    if (locale == m_locale)
        return;
    m_locale = locale;
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int ResultsTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || m_result.options.isEmpty())
        return 0;
    return static_cast<int>(m_rows.size());
}

int ResultsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.options.size());
}

int ResultsTableModel::decimalsForRow(int kind)
{
    return kind == CostPerMillionTokensRow || kind == CostPerMillionTokensAfterTaxRow ? 4 : 2;
}

QString ResultsTableModel::rowName(int kind)
{
    if (kind >= 0 && kind < ComponentCount)
        return ComponentNames::displayName(AllComponents[static_cast<size_t>(kind)]);
    switch (kind) {
    case TotalRow:
        return tr("Total");
    case NpvRow:
        return tr("Net present value");
    case CostPerMillionTokensRow:
        return tr("Cost per million tokens");
    case TtftP99Row:
        return tr("P99 time to first token");
    case TpotP99Row:
        return tr("P99 time per output token");
    case SloCapacityRow:
        return tr("SLO capacity per replica");
    case PeakLoadShareRow:
        return tr("Peak load, % of SLO capacity");
    case InterestRow:
        return financeLineName(FinanceLine::Interest);
    case LoanRepaymentRow:
        return financeLineName(FinanceLine::LoanRepayment);
    case LeaseRow:
        return financeLineName(FinanceLine::Lease);
    case TaxRow:
        return financeLineName(FinanceLine::Tax);
    case TotalAfterTaxRow:
        return tr("Total after tax");
    case NpvAfterTaxRow:
        return tr("Net present value after tax");
    case CostPerMillionTokensAfterTaxRow:
        return tr("Cost per million tokens after tax");
    default:
        return {};
    }
}

const Decimal *ResultsTableModel::amount(int row, int column) const
{
    const int kind = rowKind(row);
    if (column < 0 || column >= m_result.options.size() || kind < 0
        || (kind >= RowCount && kind < InterestRow))
        return nullptr;
    const OptionResult &option = m_result.options.at(column);
    if (!option.feasible)
        return nullptr;
    return figure(option, static_cast<Row>(kind));
}

QString ResultsTableModel::shownAmount(int row, int column, const Decimal &value) const
{
    const QString text = MoneyFormat::money(value, m_result.currency, m_locale);
    const QStringList &unknown = m_result.options.at(column).incomplete;
    if (unknown.isEmpty())
        return text;
    // docs/method.md, "Incomplete options": the total says it is a lower bound and what is
    // unknown; the figures derived from it are marked as lower bounds too.
    const int kind = rowKind(row);
    if (kind == TotalRow)
        return UnknownFigures::lowerBound(text, unknown);
    if (kind == NpvRow || kind == CostPerMillionTokensRow || kind == TotalAfterTaxRow
        || kind == NpvAfterTaxRow || kind == CostPerMillionTokensAfterTaxRow)
        return QStringLiteral("\u2265 ") + text;
    return text;
}

QVariant ResultsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int kind = rowKind(row);
    if (kind >= TtftP99Row && kind < RowCountWithLatency)
        return latencyData(index, kind, role);
    const Decimal *value = amount(row, index.column());

    switch (role) {
    case Qt::DisplayRole:
        if (!value)
            return QStringLiteral("—");
        // Cents on screen; AmountRole keeps the cost per million tokens to four places.
        return shownAmount(row, index.column(), *value);
    case AmountRole:
        return value ? value->toString(decimalsForRow(kind)) : QString();
    case Qt::ToolTipRole:
        if (!value)
            return m_result.options.at(index.column()).reason;
        if (kind == TotalRow && !m_result.options.at(index.column()).incomplete.isEmpty())
            return QStringLiteral("%1 — %2").arg(m_result.options.at(index.column()).name,
                                                 shownAmount(row, index.column(), *value));
        return QStringLiteral("%1 — %2").arg(m_result.options.at(index.column()).name,
                                             rowName(kind));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        return rowFont(kind);
    case Qt::ForegroundRole:
        if (!value
            || ((kind < TotalRow || kind == InterestRow || kind == LoanRepaymentRow
                 || kind == LeaseRow)
                && value->isZero()))
            return QBrush(ChartPalette::mutedText());
        return QBrush(ChartPalette::text());
    case Qt::BackgroundRole:
        if (kind >= TotalRow && kind != InterestRow && kind != LoanRepaymentRow && kind != LeaseRow)
            return QBrush(ChartPalette::cardBackground());
        return {};
    default:
        return {};
    }
}

QVariant ResultsTableModel::latencyData(const QModelIndex &index, int row, int role) const
{
    // `row` is the row's kind: the latency rows' figures are looked up by kind.
    const std::optional<double> figure = latencyFigure(row, index.column());
    switch (role) {
    case Qt::DisplayRole:
        return figure ? latencyText(row, *figure) : QStringLiteral("—");
    case LatencyRole:
        return figure ? QVariant(*figure) : QVariant();
    case Qt::ToolTipRole: {
        const OptionResult &option = m_result.options.at(index.column());
        if (!option.feasible)
            return option.reason;
        if (!figure)
            return tr("No latency figure for this option: the advice says why.");
        return QStringLiteral("%1 — %2").arg(option.name, rowName(row));
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (!figure)
            return QBrush(ChartPalette::mutedText());
        return QBrush(missesTarget(row, *m_result.options.at(index.column()).latency)
                              ? ChartPalette::warning()
                              : ChartPalette::text());
    default:
        return {};
    }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_result.options.size())
            return {};
        const OptionResult &option = m_result.options.at(section);
        switch (role) {
        case Qt::DisplayRole:
            return twoLines(option.name);
        case Qt::ToolTipRole:
            return option.feasible ? option.name
                                   : option.name + QStringLiteral(": ") + option.reason;
        case Qt::DecorationRole:
            return swatch(ChartPalette::optionIn(m_result.options, section));
        default:
            return {};
        }
    }
    if (section < 0 || section >= rowCount())
        return {};
    const int kind = rowKind(section);
    switch (role) {
    case Qt::DisplayRole:
        return rowName(kind);
    case Qt::ToolTipRole:
        // docs/serving.md, "Request logs": which requests the latency rows were simulated with.
        if (kind >= TtftP99Row && kind < RowCountWithLatency)
            return m_latencyInputs;
        return {};
    case Qt::DecorationRole:
        if (kind < ComponentCount || (kind >= InterestRow && kind <= TaxRow))
            return swatch(rowColour(kind));
        return {};
    case Qt::FontRole:
        return rowFont(kind);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

} // namespace infertco
