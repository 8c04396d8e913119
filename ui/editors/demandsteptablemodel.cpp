// SPDX-License-Identifier: GPL-3.0-or-later
#include "demandsteptablemodel.h"

#include "edit/bundlestore.h"

#include "model/rules/newitems.h"

namespace infertco {

DemandStepTableModel::DemandStepTableModel(BundleStore *store, QObject *parent)
    : ScenarioKeyedListModel(store, BundlePart::ScenarioDemand, parent)
{ }

int DemandStepTableModel::itemCount(const Bundle &bundle) const
{
    const Scenario *s = scenario(bundle);
    return s ? static_cast<int>(s->workload.demand.size()) : 0;
}

QString DemandStepTableModel::itemName(int row) const
{
    const Scenario *s = scenario(store()->bundle());
    return tr("the demand step from month %1").arg(s->workload.demand.at(row).fromMonth);
}

QString DemandStepTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("demand step") : tr("demand steps");
}

BundleTableModel::Field DemandStepTableModel::field(int column) const
{
    if (column == FromMonth) {
        return { tr("From month"), tr("first month"), FieldKind::Integer,
                 QStringLiteral("workload.demand"),
                 tr("The month the step starts in: the first step starts in month 1, each "
                    "later one after the step before.") };
    }
    return { tr("Peak tokens/s"), tr("peak throughput"), FieldKind::Factor,
             QStringLiteral("workload.demand"),
             tr("Output tokens per second the service must sustain at its busiest, from this "
                "month until the next step.") };
}

QVariant DemandStepTableModel::value(const Bundle &bundle, int row, int column) const
{
    const DemandStep &step = scenario(bundle)->workload.demand.at(row);
    if (column == FromMonth)
        return step.fromMonth;
    return QVariant::fromValue(step.peakOutputTokensPerS);
}

bool DemandStepTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                  QString *) const
{
    DemandStep &step = scenario(bundle)->workload.demand[row];
    if (column == FromMonth)
        step.fromMonth = value.toInt();
    else
        step.peakOutputTokensPerS = value.value<Decimal>();
    return true;
}

int DemandStepTableModel::insertNew(Bundle &bundle, int, QString *error) const
{
    // Steps stay in month order: a new one goes last.
    Scenario *s = scenario(bundle);
    const std::optional<DemandStep> step = NewItems::demandStep(*s, error);
    if (!step)
        return -1;
    s->workload.demand.append(*step);
    return static_cast<int>(s->workload.demand.size()) - 1;
}

void DemandStepTableModel::removeAt(Bundle &bundle, int row) const
{
    scenario(bundle)->workload.demand.removeAt(row);
}

} // namespace infertco
