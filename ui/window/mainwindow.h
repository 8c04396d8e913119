// SPDX-License-Identifier: GPL-3.0-or-later
// The application window (docs/architecture.md, "Folders"): the sidebar with the catalog and the
// scenarios, the chosen editor in the centre, the live results dashboard in a dock beside it, the
// status bar with the document and the last compute, and the File/Edit/View menus.
#pragma once

#include "appsettings.h"
#include "edit/bundlechange.h"

#include "model/rules/problem.h"
#include "plan/plansearch.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

class QLabel;
class QMenu;
class QPushButton;
class QStackedWidget;
class QUndoGroup;

namespace infertco {

class Dashboard;
class PlanSearchDialog;
class CalibrationDialog;
class PresentationScreen;
class RiskSession;
class RiskView;
struct RiskReportContent;
class ScenarioEditor;
class ScenarioTableModel;
class Sidebar;
class TableEditor;
class TeamController;
class Workspace;
class WindowShortcuts;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(AppSettings settings = AppSettings(), QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens the document at `path` in this window (the open one closes). On a problem
    /// the window keeps what it had and says why.
    bool openDocument(const QString &path);
    /// Creates a document at `path` with the default catalog and a starter scenario.
    bool newDocument(const QString &path);
    /// Copies the shipped demo (found from `shippedDemo` or the usual places) to the
    /// user's data folder unless a copy is there already, and opens the copy.
    bool openDemo(const QString &shippedDemo = QString());
    /// What a start without a file opens: the last document, else the demo.
    bool openStartDocument(const QString &shippedDemo = QString());
    /// Whether an import shows what it will change and waits for Import.
    enum class ImportPreviewMode { Ask, Skip };
    /// Imports the vendor quotes of a CSV file into the open document as one undoable step;
    /// on a problem the catalog stays as it was and the window says why. With Ask, the items
    /// added and changed are listed field by field first, and Cancel imports nothing.
    bool importQuotes(const QString &csvPath, ImportPreviewMode preview = ImportPreviewMode::Ask);
    /// File > Import Request Log… once the file, the id and the name are chosen: reads the CSV
    /// off the window's thread and adds the log (or replaces the log `id`) as one undoable
    /// step (docs/serving.md, "Request logs"). All or nothing: on a problem (a bad row, named
    /// with its line and field) the document stays as it was and the window says why.
    bool importRequestLog(const QString &csvPath, const QString &id, const QString &name);

    Workspace *workspace() const { return m_workspace.get(); }
    Dashboard *dashboard() const { return m_dashboard; }
    Sidebar *sidebar() const { return m_sidebar; }
    /// The catalog editor of `part`, built on first use (nullptr without a document).
    TableEditor *catalogEditor(BundlePart part);
    ScenarioEditor *scenarioEditor() const { return m_scenarioEditor; }
    /// The risk and decision view, built when first shown (nullptr before).
    RiskView *riskView() const { return m_riskView; }
    /// The editor the centre shows.
    QWidget *currentEditor() const;
    /// The problems of the last failed open, new or save-as; empty after a success.
    const Problems &lastProblems() const { return m_lastProblems; }

    bool isPresenting() const { return m_presentation != nullptr; }
    /// Writes the PDF report of the scenario shown to `path` (File > Export PDF Report once a
    /// file is chosen), its latency simulated first where it is not yet; false when there is
    /// nothing to report, the simulation was cancelled or the file could not be written.
    bool writeReport(const QString &path);

    /// Opens "Find the cheapest plans…" on scenario `id` and starts its search (nullptr
    /// without a document). A finished search is kept for the dashboard's advice while the
    /// scenario (its options aside) and the catalog stay as they were searched.
    PlanSearchDialog *findCheapestPlans(const QString &id);
    /// "Calibrate from Measured Runs…" for the scenario `id`: the dialog, opened.
    CalibrationDialog *calibrateFromRuns(const QString &id);
    /// File > Team Catalog and the status bar's team item (docs/team.md).
    TeamController *team() const { return m_team; }

public Q_SLOTS:
    void setPresenting(bool on);
    void showCatalog(infertco::BundlePart part);
    void showScenario(const QString &id);
    /// Shows the risk and decision view of scenario `id`, which the workspace then computes.
    void showRisk(const QString &id);
    /// Shows only the dashboard (the sidebar and editors hidden) or everything again.
    void setResultsOnly(bool on);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void pageChanged();
    void showMethod();
    void createLanguageMenu(QMenu *parent);
    /// Says everything again in the language just installed: menus, editors, results.
    void retranslate();
    void createDock();
    void createStatusBar();
    void adopt(std::unique_ptr<Workspace> workspace);
    void rebuildEditors();
    QWidget *addPage(QWidget *editor);
    void clearEditors();
    void release(std::unique_ptr<Workspace> workspace);
    void updateResults();
    /// "Computed in … ms at …" for the result shown.
    void updateComputeLabel();
    /// Gives the compute label the room its text needs (a width that only grows).
    void fitComputeLabel();
    /// What the last plan search says about `result`: empty unless it ran on these inputs.
    QString planAdviceFor(const Result &result, const Scenario &scenario) const;
    /// Gives the risk view the current scenario and catalog.
    void updateRiskView();
    /// The risk pages for a report made now: the risk view's, when it is up to date.
    std::optional<RiskReportContent> riskForReport() const;
    void updateTitle();
    /// The scenarios the presentation screen switches between, and the one shown.
    void updatePresentationScenarios();
    void updateRecentMenu();
    void report(const QString &title, const Problems &problems);
    void remember(const QString &path);
    void rememberNow();

    void newFile();
    void openFile();
    void saveAs();
    void confirmSaved();
    void exportReport();
    void chooseQuotesToImport();
    void chooseRequestLogToImport();
    void exportSpreadsheet();
    void exportCsv();
    void printReport();
    bool hasResultToReport();
    /// An editor's refusal or note in the status bar; an empty `text` (a valid edit) takes
    /// the last one away if it still shows.
    void showEditorMessage(const QString &text);
    /// Reports and the presentation show what the latency view would (the P99 figures and
    /// their advice): under average sizing the latency is simulated for them too, on a worker,
    /// and a report waits for it behind a progress dialog. False when the user cancelled.
    bool awaitLatency();
    /// Asks where to save a report of the current scenario, suggesting its name with
    /// `suffix` (added when the user typed none); empty when cancelled.
    QString chooseReportPath(const QString &caption, const QString &filter, const QString &suffix);
    /// A save dialog opening in `folder` (the documents' folder when empty).
    QString chooseSavePath(const QString &caption, const QString &filter,
                           const QString &suggestedName, const QString &folder = QString());

    AppSettings m_settings;
    std::unique_ptr<Workspace> m_workspace;
    QUndoGroup *m_undoGroup;
    WindowShortcuts *m_shortcuts;
    Sidebar *m_sidebar;
    QStackedWidget *m_stack;
    QWidget *m_emptyPage;
    QLabel *m_emptyText;
    QPushButton *m_demoButton;
    QWidget *m_central;
    QHash<int, TableEditor *> m_catalogEditors;
    ScenarioTableModel *m_scenarioModel = nullptr;
    ScenarioEditor *m_scenarioEditor = nullptr;
    RiskSession *m_riskSession = nullptr; ///< the risk analysis of the open document
    RiskView *m_riskView = nullptr;
    QWidget *m_riskPage = nullptr; ///< the page that scrolls the risk view
    QString m_riskScenarioId;
    bool m_riskStale = true;
    bool m_riskShown = false; ///< the risk view was the page shown
    int m_dockWidthBeforeRisk = 0; ///< the results dock width before the risk view
    QTimer m_riskTimer;
    class QDockWidget *m_dock = nullptr;
    Dashboard *m_dashboard = nullptr;
    PresentationScreen *m_presentation = nullptr;
    QLabel *m_pathLabel = nullptr;
    QLabel *m_computeLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_resultsOnlyAction = nullptr;
    QList<QAction *> m_documentActions;
    Problems m_lastProblems;
    QString m_editorMessage; ///< the editors' last refusal or note in the status bar
    /// The last finished plan search and the inputs it ran on (the scenario without options).
    struct PlanCache
    {
        Scenario scenario;
        Catalog catalog;
        PlanSearchResult result;
    };
    std::optional<PlanCache> m_planCache;
    QPointer<PlanSearchDialog> m_planDialog;
    QPointer<CalibrationDialog> m_calibrationDialog;
    TeamController *m_team = nullptr;
    QTimer m_rememberTimer;
    QString m_pathToRemember;
};

} // namespace infertco
