// SPDX-License-Identifier: GPL-3.0-or-later
#include "plantablemodel.h"

#include "editors/scenariooptiontablemodel.h"

#include "cost/component.h"
#include "cost/unknownfigures.h"
#include "model/entities/regionname.h"
#include "money/moneyformat.h"
#include "plan/planadvice.h"

#include <QRegularExpression>

namespace infertco {

QString PlanTableModel::displayName(const QString &name, OptionMode mode)
{
    const QString separator = QStringLiteral(" \u00b7 ");
    QStringList parts = name.split(separator);
    if (parts.size() < 3 || parts.at(1) != toText(mode))
        return name;
    parts[1] = ScenarioOptionTableModel::modeName(mode);
    if (mode == OptionMode::Hybrid) {
        static const QRegularExpression ownedPart(QStringLiteral("^(\\d+) owned$"));
        const QRegularExpressionMatch owned = ownedPart.match(parts.constLast());
        if (owned.hasMatch())
            parts.last() = tr("%n owned", nullptr, owned.captured(1).toInt());
    }
    return parts.join(separator);
}

PlanTableModel::PlanTableModel(QObject *parent) : QAbstractTableModel(parent) { }

void PlanTableModel::setSearch(const PlanSearchResult &search, const Catalog &catalog)
{
    beginResetModel();
    m_search = search;
    m_regions.clear();
    m_regionNames.clear();
    m_shapes.clear();
    for (int i = 0; i < m_search.plans.size(); ++i) {
        m_regions.append(PlanSearch::regionsOf(m_search.plans.at(i).option, catalog));
        QStringList names;
        for (const QString &id : std::as_const(m_regions.last())) {
            const infertco::Region *region = catalog.region(id);
            const QString name = region ? RegionName::displayName(*region) : id;
            if (!names.contains(name))
                names << name;
        }
        m_regionNames.append(names.join(QStringLiteral(" + ")));
        m_shapes.append(PlanAdvice::cumulativeShape(m_search, i));
    }
    endResetModel();
}

void PlanTableModel::clear()
{
    beginResetModel();
    m_search = PlanSearchResult();
    m_regions.clear();
    m_regionNames.clear();
    m_shapes.clear();
    endResetModel();
}

void PlanTableModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_search.plans.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_search.plans.size())
        return {};
    const Plan &plan = m_search.plans.at(index.row());
    switch (role) {
    case ModeRole:
        return static_cast<int>(plan.option.mode);
    case RegionsRole:
        return m_regions.at(index.row());
    case PlanIndexRole:
        return index.row();
    case ShapeRole:
        return index.column() == Cumulative ? QVariant::fromValue(m_shapes.at(index.row()))
                                            : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Name || index.column() == Mode || index.column() == Largest
                        || index.column() == Region || index.column() == Notes
                ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        if (index.column() == Name)
            return displayName(plan.option.name, plan.option.mode);
        if (index.column() == Notes || index.column() == Total) {
            // docs/method.md, "Incomplete options": the lower bound and every warning in full.
            QStringList lines;
            if (!plan.result.incomplete.isEmpty()) {
                lines << UnknownFigures::lowerBound(
                        MoneyFormat::money(plan.result.total, m_search.currency, m_locale),
                        plan.result.incomplete);
            }
            if (index.column() == Notes) {
                for (const Advice &advice : plan.result.advice)
                    lines << advice.text;
            }
            return lines.isEmpty() ? QVariant() : QVariant(lines.join(u'\n'));
        }
        if (index.column() == Cumulative) {
            return tr("Cumulative cost month by month, on the plan's own scale: %1 at the end")
                    .arg(MoneyFormat::money(plan.result.total, m_search.currency, m_locale));
        }
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    const QString &currency = m_search.currency;
    switch (index.column()) {
    case Rank:
        return m_locale.toString(index.row() + 1);
    case Name:
        return displayName(plan.option.name, plan.option.mode);
    case Mode:
        return ScenarioOptionTableModel::modeName(plan.option.mode);
    case Region:
        return m_regionNames.at(index.row());
    case Total:
        // An incomplete plan's total is a lower bound (the tooltip says what is unknown).
        return plan.result.incomplete.isEmpty()
                ? MoneyFormat::money(plan.result.total, currency, m_locale)
                : QStringLiteral("\u2265 ")
                        + MoneyFormat::money(plan.result.total, currency, m_locale);
    case Notes: {
        QStringList parts;
        if (!plan.result.incomplete.isEmpty())
            parts << UnknownFigures::unknown(plan.result.incomplete);
        if (!plan.result.advice.isEmpty())
            parts << tr("warnings: %1").arg(m_locale.toString(plan.result.advice.size()));
        return parts.join(QStringLiteral(" · "));
    }
    case Npv:
        return MoneyFormat::money(plan.result.npv, currency, m_locale);
    case PerMillionTokens:
        return MoneyFormat::money(plan.result.costPerMillionTokens, currency, m_locale, 4);
    case Largest:
        return ComponentNames::displayName(PlanSearch::largestComponent(plan.result));
    default:
        return {};
    }
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("Rank");
    case Name:
        return tr("Plan");
    case Mode:
        return tr("Mode");
    case Total:
        return tr("Total");
    case Npv:
        return tr("NPV");
    case PerMillionTokens:
        return tr("Per 1M tokens");
    case Largest:
        return tr("Largest cost");
    case Cumulative:
        return tr("Cumulative cost");
    case Region:
        return tr("Region");
    case Notes:
        return tr("Unknown, warnings");
    default:
        return {};
    }
}

void PlanTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

PlanFilterModel::PlanFilterModel(QObject *parent) : QSortFilterProxyModel(parent) { }

void PlanFilterModel::setMode(std::optional<OptionMode> mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    invalidateFilter();
}

void PlanFilterModel::setRegion(const QString &region)
{
    if (m_region == region)
        return;
    m_region = region;
    invalidateFilter();
}

bool PlanFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_mode && index.data(PlanTableModel::ModeRole).toInt() != static_cast<int>(*m_mode))
        return false;
    if (m_region.isEmpty())
        return true;
    // The search's own rule (PlanQuery::regions): every offer of the plan in the region.
    return PlanSearch::withinRegions(index.data(PlanTableModel::RegionsRole).toStringList(),
                                     { m_region });
}

} // namespace infertco
