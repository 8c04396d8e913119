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
    endResetModel();
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
    return m_latencyRows ? RowCountWithLatency : RowCount;
}

int ResultsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_result.options.size());
}

int ResultsTableModel::decimalsForRow(int row)
{
    return row == CostPerMillionTokensRow ? 4 : 2;
}

QString ResultsTableModel::rowName(int row)
{
    if (row >= 0 && row < ComponentCount)
        return ComponentNames::displayName(AllComponents[static_cast<size_t>(row)]);
    switch (row) {
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
    default:
        return {};
    }
}

const Decimal *ResultsTableModel::amount(int row, int column) const
{
    if (column < 0 || column >= m_result.options.size() || row < 0 || row >= RowCount)
        return nullptr;
    const OptionResult &option = m_result.options.at(column);
    if (!option.feasible)
        return nullptr;
    if (row < ComponentCount)
        return &option.totals[static_cast<size_t>(row)];
    switch (row) {
    case TotalRow:
        return &option.total;
    case NpvRow:
        return &option.npv;
    default:
        return &option.costPerMillionTokens;
    }
}

QString ResultsTableModel::shownAmount(int row, int column, const Decimal &value) const
{
    const QString text = MoneyFormat::money(value, m_result.currency, m_locale);
    const QStringList &unknown = m_result.options.at(column).incomplete;
    if (unknown.isEmpty())
        return text;
    // docs/method.md, "Incomplete options": the total says it is a lower bound and what is
    // unknown; the figures derived from it are marked as lower bounds too.
    if (row == TotalRow)
        return UnknownFigures::lowerBound(text, unknown);
    if (row == NpvRow || row == CostPerMillionTokensRow)
        return QStringLiteral("\u2265 ") + text;
    return text;
}

QVariant ResultsTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    if (row >= TtftP99Row)
        return latencyData(index, role);
    const Decimal *value = amount(row, index.column());

    switch (role) {
    case Qt::DisplayRole:
        if (!value)
            return QStringLiteral("—");
        // Cents on screen; AmountRole keeps the cost per million tokens to four places.
        return shownAmount(row, index.column(), *value);
    case AmountRole:
        return value ? value->toString(decimalsForRow(row)) : QString();
    case Qt::ToolTipRole:
        if (!value)
            return m_result.options.at(index.column()).reason;
        if (row == TotalRow && !m_result.options.at(index.column()).incomplete.isEmpty())
            return QStringLiteral("%1 — %2").arg(m_result.options.at(index.column()).name,
                                                 shownAmount(row, index.column(), *value));
        return QStringLiteral("%1 — %2").arg(m_result.options.at(index.column()).name,
                                             rowName(row));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row == TotalRow) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (!value || (row < ComponentCount && value->isZero()))
            return QBrush(ChartPalette::mutedText());
        return QBrush(ChartPalette::text());
    case Qt::BackgroundRole:
        if (row >= TotalRow)
            return QBrush(ChartPalette::cardBackground());
        return {};
    default:
        return {};
    }
}

QVariant ResultsTableModel::latencyData(const QModelIndex &index, int role) const
{
    const int row = index.row();
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
        case Qt::DecorationRole: {
            QPixmap swatch(12, 12);
            swatch.fill(ChartPalette::option(section));
            return QIcon(swatch);
        }
        default:
            return {};
        }
    }
    if (section < 0 || section >= rowCount())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return rowName(section);
    case Qt::ToolTipRole:
        // docs/serving.md, "Request logs": which requests the latency rows were simulated with.
        if (section >= TtftP99Row)
            return m_latencyInputs;
        return {};
    case Qt::DecorationRole:
        if (section < ComponentCount) {
            QPixmap swatch(12, 12);
            swatch.fill(ChartPalette::component(AllComponents[static_cast<size_t>(section)]));
            return QIcon(swatch);
        }
        return {};
    case Qt::FontRole:
        if (section == TotalRow) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

} // namespace infertco
