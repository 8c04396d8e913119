// SPDX-License-Identifier: GPL-3.0-or-later
// The part the tables of one scenario's lists share (its options, exchange rates and demand
// steps): which scenario they show, by id, and where that scenario is in the bundle; and what the
// lists keyed by a value (exchange rates, demand steps) share besides.
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

/// A scenario's list whose rows are keyed by a value no two rows share (a demand step's first
/// month, an exchange rate's currency): a row cannot be duplicated, and what is wrong with a
/// row is named as the scenario's problem.
class ScenarioKeyedListModel : public ScenarioListModel
{
    Q_OBJECT

public:
    bool canDuplicate() const override { return false; }

protected:
    using ScenarioListModel::ScenarioListModel;

    QString problemLabel(const Bundle &bundle, int row) const override;
    /// Never called: canDuplicate() is false.
    void insertCopy(Bundle &bundle, int row) const override;
};

} // namespace infertco
