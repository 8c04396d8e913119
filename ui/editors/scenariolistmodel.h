// SPDX-License-Identifier: GPL-3.0-or-later
// The part the tables of one scenario's lists share (its options, exchange rates and demand
// steps): which scenario they show, by id, and where that scenario is in the bundle.
#pragma once

#include "bundletablemodel.h"

namespace infertco {

class ScenarioListModel : public BundleTableModel
{
    Q_OBJECT

public:
    /// Shows the list of scenario `id` (none when there is no such scenario).
    void setScenarioId(const QString &id);
    QString scenarioId() const { return m_scenarioId; }

protected:
    ScenarioListModel(BundleStore *store, BundlePart part, QObject *parent = nullptr);

    int scenarioIndex() const override;
    /// The scenario shown, in `bundle`; null when it has no such scenario.
    const Scenario *scenario(const Bundle &bundle) const;
    Scenario *scenario(Bundle &bundle) const;

private:
    QString m_scenarioId;
};

} // namespace infertco
