// SPDX-License-Identifier: GPL-3.0-or-later
// "Find the cheapest plans…" (docs/method.md, "Plan search"): runs the plan search of one scenario
// on worker threads with a progress bar and Cancel, shows the ranked plans filtered by mode and
// region with what was left out in plain words, and adds the chosen plans to the scenario as
// options in one undo step.
#pragma once

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"
#include "plan/plansearch.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace infertco {

class BundleStore;
class PlanFilterModel;
class PlanTableModel;

class PlanSearchDialog : public QDialog
{
    Q_OBJECT

public:
    PlanSearchDialog(BundleStore *store, const QString &scenarioId, QWidget *parent = nullptr);
    ~PlanSearchDialog() override;

    /// Searches the scenario as it is now; the plans shown before go.
    void start();
    /// Stops a search; the table stays empty and the dialog says so.
    void cancel();
    bool isRunning() const { return m_running; }

    /// Adds the plans at these indices of the ranking (PlanSearchResult::plans) to the
    /// scenario, renamed where a name is taken, as one undo step. On a problem nothing is
    /// added and the dialog says why.
    bool addToScenario(QList<int> planIndices);
    /// addToScenario() for the rows chosen in the table.
    bool addSelectedToScenario();

    PlanTableModel *model() const { return m_model; }
    PlanFilterModel *filterModel() const { return m_filter; }
    QTableView *view() const { return m_view; }
    QString statusText() const;
    QString leftOutText() const;

Q_SIGNALS:
    /// A search ran to its end on `scenario` (its options as they were) and `catalog`.
    void searched(const infertco::Scenario &scenario, const infertco::Catalog &catalog,
                  const infertco::PlanSearchResult &result);
    /// A search ended: finished, cancelled or refused.
    void searchEnded();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void retranslate();
    void searchDone();
    /// The status and what was left out for the plans shown, in the current language.
    void describeResult();
    void fillRegions();
    void applyFilters();
    void updateButtons();
    void showStatus(const QString &text, bool problem = false);
    const Scenario *scenario() const;

    BundleStore *m_store;
    QString m_scenarioId;
    Scenario m_searchedScenario;
    Catalog m_searchedCatalog;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<Outcome<PlanSearchResult>> m_watcher;
    bool m_running = false;
    bool m_hasResult = false; ///< the table shows a finished search

    PlanTableModel *m_model;
    PlanFilterModel *m_filter;
    QLabel *m_intro;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    QPushButton *m_searchButton;
    QLabel *m_status;
    QLabel *m_modeLabel;
    QComboBox *m_mode;
    QLabel *m_regionLabel;
    QComboBox *m_region;
    QTableView *m_view;
    QLabel *m_leftOut;
    QPushButton *m_addButton;
    QPushButton *m_closeButton;
};

} // namespace infertco
