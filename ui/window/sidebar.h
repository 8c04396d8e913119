// SPDX-License-Identifier: GPL-3.0-or-later
// The window's navigation (docs/architecture.md, "Folders"): the catalog's five lists with their
// sizes, then the document's scenarios, each with its risk and decision view. Choosing an entry
// shows its editor; a scenario also becomes the one the dashboard shows.
#pragma once

#include "edit/bundlechange.h"
#include "model/entities/scenario.h"

#include <QTreeWidget>

namespace infertco {

class BundleStore;

class Sidebar : public QTreeWidget
{
    Q_OBJECT

public:
    explicit Sidebar(QWidget *parent = nullptr);

    /// Lists the content of `store` (nullptr: nothing) and follows its changes.
    void setStore(BundleStore *store);

    void selectCatalog(BundlePart part);
    void selectScenario(const QString &id);
    /// Selects the "Risk and decision" entry of scenario `id`.
    void selectRisk(const QString &id);

Q_SIGNALS:
    void catalogChosen(infertco::BundlePart part);
    void scenarioChosen(const QString &id);
    void riskChosen(const QString &id);
    void addScenarioRequested();
    void duplicateScenarioRequested(const QString &id);
    void removeScenarioRequested(const QString &id);
    void planSearchRequested(const QString &id);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    /// After a change of the content: the counts alone when the scenarios are the same.
    void refresh();
    bool showsScenarios(const QList<Scenario> &scenarios) const;
    void updateCounts();
    void onCurrentChanged(QTreeWidgetItem *current);

    BundleStore *m_store = nullptr;
    QTreeWidgetItem *m_catalogRoot;
    QTreeWidgetItem *m_scenarioRoot;
    bool m_rebuilding = false;
};

} // namespace infertco
