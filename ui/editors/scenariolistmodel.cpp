// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariolistmodel.h"

#include "edit/bundlestore.h"

#include "model/rules/validation.h"

namespace infertco {

ScenarioListModel::ScenarioListModel(BundleStore *store, BundlePart part, QObject *parent)
    : BundleTableModel(store, part, parent)
{ }

void ScenarioListModel::setScenarioId(const QString &id)
{
    if (id == m_scenarioId)
        return;
    beginResetModel();
    m_scenarioId = id;
    endResetModel();
}

int ScenarioListModel::scenarioIndex() const
{
    const QList<Scenario> &scenarios = store()->bundle().scenarios;
    for (int i = 0; i < scenarios.size(); ++i) {
        if (scenarios.at(i).id == m_scenarioId)
            return i;
    }
    return -1;
}

const Scenario *ScenarioListModel::scenario(const Bundle &bundle) const
{
    return bundle.scenario(m_scenarioId);
}

Scenario *ScenarioListModel::scenario(Bundle &bundle) const
{
    for (Scenario &s : bundle.scenarios) {
        if (s.id == m_scenarioId)
            return &s;
    }
    return nullptr;
}

QString ScenarioKeyedListModel::problemLabel(const Bundle &, int) const
{
    return Validator::itemLabel("scenario", scenarioId());
}

void ScenarioKeyedListModel::insertCopy(Bundle &, int) const { }

} // namespace infertco
