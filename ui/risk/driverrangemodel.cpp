// SPDX-License-Identifier: GPL-3.0-or-later
#include "driverrangemodel.h"

#include "analysis/sensitivity.h"
#include "money/numberentry.h"

#include <QBrush>
#include <QColor>

namespace infertco {

namespace {

QString fieldOf(int column)
{
    switch (column) {
    case DriverRangeModel::LowColumn:
        return QStringLiteral("low");
    case DriverRangeModel::MostLikelyColumn:
        return QStringLiteral("most_likely");
    case DriverRangeModel::HighColumn:
        return QStringLiteral("high");
    default:
        return QStringLiteral("currency");
    }
}

} // namespace

DriverRangeModel::DriverRangeModel(QObject *parent) : QAbstractTableModel(parent) { }

void DriverRangeModel::setRanges(const QList<DriverRange> &ranges, const Scenario &scenario)
{
    beginResetModel();
    m_ranges = ranges;
    m_scenario = scenario;
    check();
    endResetModel();
}

void DriverRangeModel::check()
{
    m_problems.clear();
    m_rowProblems.clear();
    for (const DriverRange &range : std::as_const(m_ranges)) {
        const Problems problems = Drivers::check({ range }, m_scenario);
        m_rowProblems.append(problems);
        m_problems += problems;
    }
}

std::optional<Decimal> DriverRangeModel::parseValue(const QString &text)
{
    QString cleaned = text.trimmed();
    const bool percent = cleaned.endsWith(u'%');
    if (percent)
        cleaned.chop(1);
    // A leading multiplication sign or currency ("×0.8", "HK$4,000"); the number itself by the
    // rule of every other figure a person types (NumberEntry: grouping by threes).
    qsizetype start = 0;
    while (start < cleaned.size() && !cleaned.at(start).isDigit() && cleaned.at(start) != u'-'
           && cleaned.at(start) != u'.')
        ++start;
    cleaned = cleaned.mid(start).trimmed();
    if (cleaned.isEmpty())
        return std::nullopt;
    std::optional<Decimal> value = NumberEntry::parse(cleaned);
    if (value && percent)
        value = *value * *Decimal::parse(u"0.01");
    return value;
}

QString DriverRangeModel::enteredBasis()
{
    return tr("entered by hand");
}

QString DriverRangeModel::basisText(const DriverRange &range)
{
    return range.basis.isEmpty() ? enteredBasis() : range.basis;
}

Decimal &DriverRangeModel::valueAt(DriverRange &range, int column)
{
    return column == LowColumn ? range.low
                               : (column == MostLikelyColumn ? range.mostLikely : range.high);
}

const Decimal &DriverRangeModel::valueAt(const DriverRange &range, int column)
{
    return column == LowColumn ? range.low
                               : (column == MostLikelyColumn ? range.mostLikely : range.high);
}

const Problem *DriverRangeModel::problemAt(int row, int column) const
{
    if (row < 0 || row >= m_rowProblems.size())
        return nullptr;
    for (const Problem &problem : m_rowProblems.at(row)) {
        if (problem.field == fieldOf(column)
            || (column == DriverColumn && problem.field == QLatin1String("currency")))
            return &problem;
    }
    return nullptr;
}

int DriverRangeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_ranges.size());
}

int DriverRangeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DriverRangeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const DriverRange &range = m_ranges.at(index.row());
    const int column = index.column();
    const Problem *problem = problemAt(index.row(), column);
    if (column == DriverColumn) {
        switch (role) {
        case Qt::DisplayRole:
            return Drivers::label(range);
        case Qt::ToolTipRole:
            return problem ? problem->message
                           : tr("%1\nRange: %2")
                                     .arg(Drivers::unitText(range, m_scenario), basisText(range));
        case Qt::BackgroundRole:
            return problem ? QBrush(QColor(0xFD, 0xE8, 0xE8)) : QVariant();
        default:
            return {};
        }
    }
    const Decimal &value = valueAt(range, column);
    switch (role) {
    case Qt::DisplayRole:
        return Sensitivity::valueText(range, value, m_scenario);
    case Qt::EditRole:
    case ValueRole:
        return value.normalized().toString();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return problem
                ? problem->message
                : tr("%1: %2").arg(Drivers::label(range), Drivers::unitText(range, m_scenario));
    case Qt::BackgroundRole:
        return problem ? QBrush(QColor(0xFD, 0xE8, 0xE8)) : QVariant();
    default:
        return {};
    }
}

bool DriverRangeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() == DriverColumn)
        return false;
    const std::optional<Decimal> parsed = parseValue(value.toString());
    if (!parsed)
        return false;
    Decimal &target = valueAt(m_ranges[index.row()], index.column());
    if (target == *parsed && target.scale() == parsed->scale())
        return true;
    target = *parsed;
    m_ranges[index.row()].basis.clear(); // the user's figure now, not the stated source
    check();
    // A fix in one cell can clear the mark of another in the same row.
    Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    Q_EMIT rangesEdited();
    return true;
}

Qt::ItemFlags DriverRangeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() != DriverColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant DriverRangeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DriverColumn:
        return tr("Driver");
    case LowColumn:
        return tr("Low");
    case MostLikelyColumn:
        return tr("Most likely");
    case HighColumn:
        return tr("High");
    default:
        return {};
    }
}

} // namespace infertco
