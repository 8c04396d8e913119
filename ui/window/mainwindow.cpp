// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "demodocument.h"
#include "exportfilename.h"
#include "importpreview.h"
#include "presentationscreen.h"
#include "quoteimportjob.h"
#include "recentfiles.h"
#include "requestlogimportdialog.h"
#include "sidebar.h"
#include "widgets/screenfit.h"
#include "windowshortcuts.h"
#include "workspace.h"

#include "calibration/calibrationdialog.h"
#include "edit/bundlestore.h"
#include "editors/acceleratortablemodel.h"
#include "editors/colooffertablemodel.h"
#include "editors/platformtablemodel.h"
#include "editors/regiontablemodel.h"
#include "editors/rentaloffertablemodel.h"
#include "editors/scenarioeditor.h"
#include "editors/scenariotablemodel.h"
#include "editors/tableeditor.h"
#include "plan/plansearchdialog.h"
#include "results/dashboard.h"
#include "results/reportwriter.h"

#include "risk/risksession.h"
#include "risk/riskview.h"
#include "team/teamcontroller.h"

#include "io/bundle/bundlereader.h"
#include "io/document/documentlock.h"
#include "io/output/csvexport.h"
#include "io/output/xlsxexport.h"

#include "cost/methodnotes.h"
#include "i18n/language.h"
#include "plan/planadvice.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace infertco {

namespace {

/// The margin around an editor page's content (left and right).
constexpr int PageMargin = 18;

QString documentFilter()
{
    return MainWindow::tr("InferTCO documents (*.infertco)");
}

QString problemText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines.append(problem.text());
    return lines.join(u'\n');
}

struct CatalogPage
{
    BundlePart part;
    QString title;
    QString description;
};

QList<CatalogPage> catalogPages()
{
    return {
        { BundlePart::Accelerators, MainWindow::tr("Accelerators"),
          MainWindow::tr("Cards and modules: price, memory, bandwidth, throughput per "
                         "precision, power and how well the serving stack uses them.") },
        { BundlePart::Platforms, MainWindow::tr("Server platforms"),
          MainWindow::tr("Servers that host owned cards in colocation: slots, accepted card "
                         "classes, height, base power and price.") },
        { BundlePart::RentalOffers, MainWindow::tr("Rental offers"),
          MainWindow::tr("Servers for rent: provider, region, cards per server, monthly or "
                         "hourly price, fees and minimum term.") },
        { BundlePart::ColoOffers, MainWindow::tr("Colocation offers"),
          MainWindow::tr("Rack space for owned servers: rack and U fees, power allowance and "
                         "billing, PUE, setup and network.") },
        { BundlePart::Regions, MainWindow::tr("Regions"),
          MainWindow::tr("Where servers run: currency, electricity tariff, typical PUE and "
                         "the yearly cost of one engineer.") },
    };
}

} // namespace

MainWindow::MainWindow(AppSettings settings, QWidget *parent)
    : QMainWindow(parent),
      m_settings(std::move(settings)),
      m_undoGroup(new QUndoGroup(this)),
      m_shortcuts(new WindowShortcuts(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("InferTCO"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_sidebar = new Sidebar;
    m_sidebar->setMinimumWidth(230);
    m_stack = new QStackedWidget;

    m_emptyPage = new QWidget;
    m_emptyPage->setObjectName(QStringLiteral("editorPage"));
    auto *emptyLayout = new QVBoxLayout(m_emptyPage);
    emptyLayout->addStretch();
    m_emptyText = new QLabel(tr("Open a document, or start from the demo."));
    m_emptyText->setObjectName(QStringLiteral("pageDescription"));
    m_emptyText->setAlignment(Qt::AlignCenter);
    emptyLayout->addWidget(m_emptyText);
    m_demoButton = new QPushButton(tr("Open the demo"));
    connect(m_demoButton, &QPushButton::clicked, this, [this] { openDemo(); });
    emptyLayout->addWidget(m_demoButton, 0, Qt::AlignCenter);
    emptyLayout->addStretch();
    m_stack->addWidget(m_emptyPage);
    connect(m_stack, &QStackedWidget::currentChanged, this, &MainWindow::pageChanged);

    auto *splitter = new QSplitter;
    splitter->setObjectName(QStringLiteral("centralSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 240, 800 });
    m_central = splitter;
    setCentralWidget(splitter);

    createDock();
    m_team = new TeamController(
            this, [this] { return m_settings.teamLogin(); },
            [this](const QVariantMap &login) { m_settings.setTeamLogin(login); });
    connect(m_team, &TeamController::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    createActions();
    createStatusBar();

    connect(m_sidebar, &Sidebar::catalogChosen, this, &MainWindow::showCatalog);
    connect(m_sidebar, &Sidebar::scenarioChosen, this, &MainWindow::showScenario);
    connect(m_sidebar, &Sidebar::riskChosen, this, &MainWindow::showRisk);
    connect(m_sidebar, &Sidebar::addScenarioRequested, this, [this] {
        if (m_scenarioModel && m_scenarioModel->addItem())
            showScenario(m_workspace->store()->bundle().scenarios.constLast().id);
    });
    connect(m_sidebar, &Sidebar::duplicateScenarioRequested, this, [this](const QString &id) {
        const int row = m_scenarioModel ? m_scenarioModel->rowOf(id) : -1;
        if (row >= 0 && m_scenarioModel->duplicateItems({ row }))
            showScenario(m_workspace->store()->bundle().scenarios.at(row + 1).id);
    });
    connect(m_sidebar, &Sidebar::planSearchRequested, this,
            [this](const QString &id) { findCheapestPlans(id); });
    connect(m_sidebar, &Sidebar::removeScenarioRequested, this, [this](const QString &id) {
        const int row = m_scenarioModel ? m_scenarioModel->rowOf(id) : -1;
        if (row >= 0)
            m_scenarioModel->removeItems({ row });
    });

    m_rememberTimer.setSingleShot(true);
    m_rememberTimer.setInterval(400);
    connect(&m_rememberTimer, &QTimer::timeout, this, &MainWindow::rememberNow);
    // Typing in an editor recomputes on every key; the risk view follows once it stops, so
    // that a simulation is not restarted for each key.
    m_riskTimer.setSingleShot(true);
    m_riskTimer.setInterval(400);
    connect(&m_riskTimer, &QTimer::timeout, this, &MainWindow::updateRiskView);

    // A first launch takes most of the screen (1766 × 993 on 1920 × 1080), so that the editor
    // beside the results shows its values whole; a saved geometry wins.
    // Never larger than the screen with the window's frame (1366 × 768 included).
    const QRect available = screen()->availableGeometry();
    ScreenFit::resize(this,
                      QSize(std::max(1440, available.width() * 92 / 100),
                            std::max(900, available.height() * 92 / 100)));
    restoreGeometry(m_settings.windowGeometry());
    restoreState(m_settings.windowState());
    updateTitle();
}

MainWindow::~MainWindow()
{
    rememberNow();
    if (m_presentation)
        setPresenting(false);
    release(std::move(m_workspace));
}

void MainWindow::release(std::unique_ptr<Workspace> workspace)
{
    if (!workspace)
        return;
    // The window stops listening before the document closes, and the editors, whose
    // models refer to its store, go first.
    delete m_planDialog; // it works on the document's store
    m_planCache.reset();
    BundleStore *store = workspace->store();
    disconnect(store->undoStack(), nullptr, this, nullptr);
    disconnect(store, nullptr, this, nullptr);
    disconnect(workspace.get(), nullptr, this, nullptr);
    m_undoGroup->removeStack(store->undoStack());
    m_team->setStore(nullptr);
    m_sidebar->setStore(nullptr);
    clearEditors();
    workspace.reset();
}

void MainWindow::createDock()
{
    m_dashboard = new Dashboard;
    connect(m_dashboard, &Dashboard::latencyWanted, this, [this] {
        if (m_workspace)
            m_workspace->setLatencyWanted(true);
    });
    m_dock = new QDockWidget(tr("Results"), this);
    m_dock->setObjectName(QStringLiteral("resultsDock"));
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                        | QDockWidget::DockWidgetClosable);
    m_dock->setWidget(m_dashboard);
    addDockWidget(Qt::RightDockWidgetArea, m_dock);
    resizeDocks({ m_dock }, { 660 }, Qt::Horizontal);
}

void MainWindow::createStatusBar()
{
    m_pathLabel = new QLabel;
    m_pathLabel->setObjectName(QStringLiteral("documentPath"));
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_computeLabel = new QLabel;
    m_computeLabel->setObjectName(QStringLiteral("computeTime"));
    // docs/architecture.md, "Tests": texts that change with every edit do not lay the window out
    // again; the path takes the room left, the compute time a width that only grows.
    m_pathLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_pathLabel->setMinimumWidth(120);
    statusBar()->addWidget(m_pathLabel, 1);
    statusBar()->addPermanentWidget(m_team->statusLabel());
    statusBar()->addPermanentWidget(m_computeLabel);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New…"), this, &MainWindow::newFile);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::openFile);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("Open the &Demo"), this, [this] { openDemo(); });
    file->addSeparator();
    QAction *save = file->addAction(tr("&Save"), this, &MainWindow::confirmSaved);
    save->setShortcut(QKeySequence::Save);
    save->setToolTip(tr("Every edit is saved as it is made; this confirms it."));
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addSeparator();
    QAction *importQuotesAction = file->addAction(tr("&Import Quotes from CSV…"), this,
                                                  &MainWindow::chooseQuotesToImport);
    importQuotesAction->setToolTip(tr("Rental offers, colocation offers or accelerator prices "
                                      "from a spreadsheet saved as CSV"));
    QAction *importLogAction = file->addAction(tr("Import Request &Log…"), this,
                                               &MainWindow::chooseRequestLogToImport);
    importLogAction->setObjectName(QStringLiteral("importRequestLogAction"));
    importLogAction->setToolTip(tr("A log of requests (their arrival and their prompt and output "
                                   "tokens) for the serving simulation to replay"));
    m_team->addMenu(file);
    file->addSeparator();
    QAction *report = file->addAction(tr("&Export PDF Report…"), this, &MainWindow::exportReport);
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction *spreadsheet = file->addAction(tr("Export Spreads&heet (Excel)…"), this,
                                           &MainWindow::exportSpreadsheet);
    QAction *csv = file->addAction(tr("Export &CSV…"), this, &MainWindow::exportCsv);
    QAction *print = file->addAction(tr("&Print Report…"), this, &MainWindow::printReport);
    print->setShortcut(QKeySequence::Print);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    m_documentActions
            = { save, saveAsAction, importQuotesAction, importLogAction, report, spreadsheet,
                csv,  print };

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undoGroup->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undoGroup->createRedoAction(edit, tr("&Redo"));
    redo->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo });
    edit->addAction(undo);
    edit->addAction(redo);
    // Every shortcut works from every field (a line edit would keep Ctrl+E and Ctrl+Z).
    m_shortcuts->setUndoRedo(undo, redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_presentAction = view->addAction(tr("&Presentation"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentAction->setToolTip(tr("Results only, full screen, large type. Esc leaves."));
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresenting);
    m_resultsOnlyAction = view->addAction(tr("Results &Only"));
    m_resultsOnlyAction->setCheckable(true);
    m_resultsOnlyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_resultsOnlyAction, &QAction::toggled, this, &MainWindow::setResultsOnly);
    QAction *showResults = m_dock->toggleViewAction();
    showResults->setText(tr("Show &Results"));
    view->addAction(showResults);
    view->addSeparator();
    createLanguageMenu(view);

    QMenu *results = menuBar()->addMenu(tr("&Results"));
    QAction *copyChart
            = results->addAction(tr("&Copy Chart"), m_dashboard, &Dashboard::copyCurrentChart);
    QAction *saveChart = results->addAction(tr("&Save Chart as PNG…"), m_dashboard,
                                            &Dashboard::saveCurrentChartAsPng);
    results->addSeparator();
    QAction *risk = results->addAction(tr("Risk and &Decision…"), this, [this] {
        if (m_workspace)
            showRisk(m_workspace->scenarioId());
    });
    risk->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    risk->setToolTip(tr("Which figures could change the answer, and how likely each option is "
                        "to be the cheapest"));
    QAction *plans = results->addAction(tr("Find the Cheapest &Plans…"), this, [this] {
        if (m_workspace)
            findCheapestPlans(m_workspace->scenarioId());
    });
    plans->setToolTip(tr("Every rental, colocation and hybrid plan the catalog allows for this "
                         "scenario, ranked by total cost"));
    QAction *calibrate = results->addAction(tr("Calibrate from &Measured Runs…"), this, [this] {
        if (m_workspace)
            calibrateFromRuns(m_workspace->scenarioId());
    });
    calibrate->setToolTip(tr("Fit a card's serving factors to the runs of your pilot and add "
                             "the calibrated card beside it"));
    m_documentActions << copyChart << saveChart << risk << plans << calibrate;
    m_shortcuts->setCommands({ newAction, openAction, save, saveAsAction, report, print, quit,
                               m_presentAction, m_resultsOnlyAction, risk });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *method
            = help->addAction(tr("&How the Figures Are Computed"), this, [this] { showMethod(); });
    method->setObjectName(QStringLiteral("methodAction"));
    help->addAction(tr("&About InferTCO"), this, [this] {
        QMessageBox::about(this, tr("About InferTCO"),
                           tr("<h3>InferTCO %1</h3><p>What serving an AI inference workload "
                              "costs over three years: renting servers or buying hardware "
                              "for colocation.</p><p>Licensed under the GNU GPL, version 3 or "
                              "later.</p>")
                                   .arg(QApplication::applicationVersion()));
    });

    for (QAction *action : std::as_const(m_documentActions))
        action->setEnabled(false);
    updateRecentMenu();
}

void MainWindow::showMethod()
{
    // The method page: docs/method.md's sections, then sizing and the simulation, each note
    // in the words the report and the workbook print.
    QString html
            = QStringLiteral("<h2>%1</h2>").arg(tr("How the figures are computed").toHtmlEscaped());
    for (const MethodSection &section : MethodNotes::page()) {
        html += QStringLiteral("<h3>%1</h3>").arg(section.heading.toHtmlEscaped());
        for (const MethodNote &note : section.notes)
            html += QStringLiteral("<p><b>%1</b><br>%2</p>")
                            .arg(note.title.toHtmlEscaped(), note.text.toHtmlEscaped());
    }
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("methodDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("How the Figures Are Computed"));
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser(dialog);
    text->setObjectName(QStringLiteral("methodText"));
    text->setHtml(html);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
}

void MainWindow::createLanguageMenu(QMenu *parent)
{
    QMenu *menu = parent->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const Language::Choice chosen = m_settings.language();
    for (Language::Choice choice :
         { Language::Choice::System, Language::Choice::English, Language::Choice::SimplifiedChinese,
           Language::Choice::HongKongChinese }) {
        QAction *action = menu->addAction(Language::displayName(choice));
        action->setObjectName(QStringLiteral("language_") + Language::key(choice));
        action->setCheckable(true);
        action->setChecked(choice == chosen);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, choice] {
            m_settings.setLanguage(choice);
            // Later: the switch rebuilds the menus, this action's among them.
            QMetaObject::invokeMethod(
                    this, [choice] { Language::apply(choice); }, Qt::QueuedConnection);
        });
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void MainWindow::retranslate()
{
    // Widgets keep the locale they were made with: take the new default (a LocaleChange to
    // every widget of the window, the dock too when it floats).
    unsetLocale();
    m_dock->unsetLocale();

    // The menus are made again rather than renamed, so that everything createActions() adds
    // speaks the new language; the state they show is carried over.
    const bool resultsOnly = m_resultsOnlyAction && m_resultsOnlyAction->isChecked();
    const QList<QAction *> menus = menuBar()->actions();
    menuBar()->clear();
    for (QAction *action : menus)
        delete action->menu();
    createActions();
    for (QAction *action : std::as_const(m_documentActions))
        action->setEnabled(m_workspace != nullptr);
    {
        const QSignalBlocker blocker(m_presentAction);
        m_presentAction->setChecked(isPresenting());
    }
    {
        const QSignalBlocker blocker(m_resultsOnlyAction);
        m_resultsOnlyAction->setChecked(resultsOnly);
    }

    m_emptyText->setText(tr("Open a document, or start from the demo."));
    m_demoButton->setText(tr("Open the demo"));
    m_team->retranslate();
    m_dock->setWindowTitle(tr("Results"));
    updateTitle();
    if (!m_workspace) {
        updateResults();
        return;
    }
    // Editors and the risk view are built again on the page that was shown; the result is
    // computed again, as its advice and problems are worded when it is computed.
    std::optional<BundlePart> shownPart;
    for (auto it = m_catalogEditors.cbegin(); it != m_catalogEditors.cend(); ++it) {
        if (it.value() == currentEditor())
            shownPart = static_cast<BundlePart>(it.key());
    }
    const bool riskShown = m_riskView && currentEditor() == m_riskView;
    rebuildEditors();
    if (shownPart)
        showCatalog(*shownPart);
    else if (riskShown)
        showRisk(m_workspace->scenarioId());
    else
        showScenario(m_workspace->scenarioId());
    m_workspace->recompute();
}

bool MainWindow::openDocument(const QString &path)
{
    Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(path);
    if (!opened.ok()) {
        report(tr("The document could not be opened"), opened.problems());
        return false;
    }
    adopt(std::move(opened.value()));
    return true;
}

bool MainWindow::newDocument(const QString &path)
{
    // The default catalog where the installation or the build put it; else the catalog of
    // the open document.
    Bundle bundle;
    const QString catalogFile
            = QFileInfo(DemoDocument::findShipped()).dir().filePath(QStringLiteral("catalog.json"));
    if (Outcome<Bundle> read = BundleReader::readFile(catalogFile); read.ok())
        bundle.catalog = read.value().catalog;
    else if (m_workspace)
        bundle.catalog = m_workspace->store()->bundle().catalog;
    Outcome<std::unique_ptr<Workspace>> created = Workspace::create(path, bundle);
    if (!created.ok()) {
        report(tr("The document could not be created"), created.problems());
        return false;
    }
    adopt(std::move(created.value()));
    // Something to edit straight away; undoable like any other addition.
    if (m_scenarioModel->addItem())
        showScenario(m_workspace->store()->bundle().scenarios.constFirst().id);
    m_workspace->store()->undoStack()->setClean();
    return true;
}

bool MainWindow::openDemo(const QString &shippedDemo)
{
    // The Chinese-named demo in Chinese; a working copy of each, so that switching the
    // language does not lose the edits of the other.
    const QString shipped = DemoDocument::forLanguage(DemoDocument::findShipped(shippedDemo),
                                                      Language::current());
    const Outcome<QString> copy = DemoDocument::prepareWorkingCopy(
            shipped,
            DemoDocument::workingCopyPath(shipped.isEmpty() ? QStringLiteral("demo.infertco")
                                                            : QFileInfo(shipped).fileName()));
    if (!copy.ok()) {
        report(tr("The demo could not be opened"), copy.problems());
        return false;
    }
    return openDocument(copy.value());
}

bool MainWindow::openStartDocument(const QString &shippedDemo)
{
    const QString last = m_settings.lastDocument();
    if (!last.isEmpty() && QFileInfo::exists(last)) {
        Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(last);
        if (opened.ok()) {
            adopt(std::move(opened.value()));
            // Back on the scenario last viewed, if it is still there.
            const QString scenario = m_settings.lastScenario(last);
            const QList<Scenario> &scenarios = m_workspace->store()->bundle().scenarios;
            if (std::any_of(scenarios.cbegin(), scenarios.cend(),
                            [&](const Scenario &s) { return s.id == scenario; }))
                showScenario(scenario);
            return true;
        }
    }
    return openDemo(shippedDemo);
}

void MainWindow::adopt(std::unique_ptr<Workspace> workspace)
{
    if (m_presentation)
        setPresenting(false);
    release(std::move(m_workspace));
    m_workspace = std::move(workspace);
    rebuildEditors();

    BundleStore *store = m_workspace->store();
    QUndoStack *stack = store->undoStack();
    m_undoGroup->addStack(stack);
    m_undoGroup->setActiveStack(stack);
    connect(store, &BundleStore::pathChanged, this, [this](const QString &path) {
        remember(path);
        updateTitle();
    });
    connect(store, &BundleStore::problemsOccurred, this, [this](const Problems &problems) {
        statusBar()->showMessage(problemText(problems), 10000);
    });
    // A valid edit ends the refusal the status bar still shows.
    connect(store, &BundleStore::changed, this, [this] { showEditorMessage(QString()); });
    // docs/architecture.md, "Tests": an edit's charts are painted before its transaction reaches
    // the disk; a close, a quit, Save As or a switch of document writes what is still queued.
    store->setWritesAfterPaint(true);
    connect(store, &BundleStore::unwrittenChangesChanged, this, &MainWindow::updateTitle);
    connect(m_workspace.get(), &Workspace::resultChanged, this, &MainWindow::updateResults);
    // docs/serving.md, "Latency at the peak-month load": the latency figures come from a worker
    // after the costs, once the latency view has been looked at.
    m_workspace->setLatencyWanted(m_dashboard->isLatencyShown());
    connect(m_workspace.get(), &Workspace::latencyChanged, this, [this] {
        if (const Result *result = m_workspace->result())
            m_dashboard->setLatency(*result, m_workspace->targetCost());
    });
    connect(m_workspace.get(), &Workspace::simulatingChanged, this, [this](bool simulating) {
        m_dashboard->setSimulating(simulating);
        m_dashboard->setRecomputing(m_workspace->isRecomputingResult());
        if (m_workspace->isRecomputingResult())
            updateComputeLabel();
        else if (!m_workspace->result() && simulating)
            m_computeLabel->setText(tr("Simulating…"));
        else if (!simulating && m_workspace->result())
            updateComputeLabel();
    });
    connect(m_workspace.get(), &Workspace::scenarioChanged, this,
            &MainWindow::updatePresentationScenarios);
    m_sidebar->setStore(store);
    m_team->setStore(store);

    for (QAction *action : std::as_const(m_documentActions))
        action->setEnabled(true);
    m_lastProblems.clear();
    remember(m_workspace->path());
    updateTitle();
    // The workspace computed its scenario when it opened: shown once here, not again.
    if (!m_workspace->scenarioId().isEmpty())
        showScenario(m_workspace->scenarioId());
    else
        showCatalog(BundlePart::Accelerators);
    updateResults();
}

void MainWindow::clearEditors()
{
    for (int i = m_stack->count() - 1; i >= 0; --i) {
        QWidget *page = m_stack->widget(i);
        if (page != m_emptyPage) {
            m_stack->removeWidget(page);
            delete page;
        }
    }
    m_catalogEditors.clear();
    m_scenarioEditor = nullptr;
    m_riskView = nullptr; // its page went above
    m_riskPage = nullptr;
    delete m_riskSession; // cancels and waits for its simulation
    m_riskSession = nullptr;
    m_riskTimer.stop();
    delete m_scenarioModel;
    m_scenarioModel = nullptr;
}

QWidget *MainWindow::addPage(QWidget *editor)
{
    auto *container = new QWidget;
    container->setObjectName(QStringLiteral("editorPage"));
    auto *layout = new QVBoxLayout(container);
    layout->setContentsMargins(PageMargin, 16, PageMargin, 12);
    layout->addWidget(editor);
    m_stack->addWidget(container);
    return container;
}

void MainWindow::rebuildEditors()
{
    clearEditors();
    if (!m_workspace) {
        m_stack->setCurrentWidget(m_emptyPage);
        return;
    }
    // The scenario editor is what a document opens on; the catalog's tables are built when
    // they are first shown (docs/architecture.md, "Tests": a quick start).
    m_scenarioModel = new ScenarioTableModel(m_workspace->store());
    m_scenarioEditor = new ScenarioEditor(m_workspace->store(), m_scenarioModel);
    connect(m_scenarioEditor, &ScenarioEditor::message, this, &MainWindow::showEditorMessage);
    addPage(m_scenarioEditor);
}

TableEditor *MainWindow::catalogEditor(BundlePart part)
{
    if (!m_workspace)
        return nullptr;
    if (TableEditor *editor = m_catalogEditors.value(static_cast<int>(part)))
        return editor;
    BundleStore *store = m_workspace->store();
    for (const CatalogPage &entry : catalogPages()) {
        if (entry.part != part)
            continue;
        BundleTableModel *model = nullptr;
        switch (entry.part) {
        case BundlePart::Accelerators:
            model = new AcceleratorTableModel(store);
            break;
        case BundlePart::Platforms:
            model = new PlatformTableModel(store);
            break;
        case BundlePart::RentalOffers:
            model = new RentalOfferTableModel(store);
            break;
        case BundlePart::ColoOffers:
            model = new ColoOfferTableModel(store);
            break;
        default:
            model = new RegionTableModel(store);
            break;
        }
        auto *editor = new TableEditor(model, { entry.title, entry.description, true, true });
        model->setParent(editor);
        connect(editor, &TableEditor::message, this, &MainWindow::showEditorMessage);
        connect(editor, &TableEditor::contextMenuAboutToShow, this,
                [this, part](QMenu *menu, int row) {
                    QAction *history = menu->addAction(
                            tr("History on the Team Server…"), this,
                            [this, part, row] { m_team->showHistory(part, row); });
                    history->setObjectName(QStringLiteral("teamHistoryAction"));
                    history->setEnabled(m_team->isConnected());
                    if (!m_team->isConnected())
                        history->setToolTip(tr("Connect to the team catalog first (File > "
                                               "Team Catalog > Connect…)"));
                });
        addPage(editor);
        m_catalogEditors.insert(static_cast<int>(entry.part), editor);
        return editor;
    }
    return nullptr;
}

QWidget *MainWindow::currentEditor() const
{
    QWidget *page = m_stack->currentWidget();
    if (!page || page == m_emptyPage || !page->layout() || page->layout()->count() == 0)
        return nullptr;
    if (page == m_riskPage)
        return m_riskView;
    return page->layout()->itemAt(0)->widget();
}

void MainWindow::showCatalog(BundlePart part)
{
    TableEditor *editor = catalogEditor(part);
    if (!editor)
        return;
    m_stack->setCurrentWidget(editor->parentWidget());
    m_sidebar->selectCatalog(part);
}

void MainWindow::showScenario(const QString &id)
{
    if (!m_workspace || !m_scenarioEditor)
        return;
    m_workspace->setScenarioId(id);
    m_scenarioEditor->setScenarioId(m_workspace->scenarioId());
    m_stack->setCurrentWidget(m_scenarioEditor->parentWidget());
    m_sidebar->selectScenario(m_workspace->scenarioId());
}

void MainWindow::pageChanged()
{
    // A stacked widget is as wide as its widest page, shown or not, so the
    // risk view kept squeezing the results dock after it was left. Only the page shown
    // counts; and the dock gets back the width it had before the risk view took it.
    QWidget *current = m_stack->currentWidget();
    for (int i = 0; i < m_stack->count(); ++i) {
        QWidget *page = m_stack->widget(i);
        page->setSizePolicy(page == current ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                            page == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    }
    const bool risk = m_riskPage && current == m_riskPage;
    if (risk && !m_riskShown) {
        m_dockWidthBeforeRisk = m_dock->width();
        // The risk view scrolls rather than widen the window past the screen (1366 x 768);
        // the dock gives it the width it lacks, as far as the dock's own minimum allows.
        const int lacking = m_riskView->minimumSizeHint().width() - m_stack->contentsRect().width()
                + 2 * PageMargin;
        if (lacking > 0 && m_dock->isVisible() && !m_dock->isFloating()) {
            resizeDocks({ m_dock },
                        { std::max(m_dock->minimumSizeHint().width(), m_dock->width() - lacking) },
                        Qt::Horizontal);
        }
    } else if (!risk && m_riskShown && m_dockWidthBeforeRisk > 0 && m_dock->isVisible()
               && !m_dock->isFloating()) {
        resizeDocks({ m_dock }, { m_dockWidthBeforeRisk }, Qt::Horizontal);
    }
    m_riskShown = risk;
}

void MainWindow::showRisk(const QString &id)
{
    if (!m_workspace)
        return;
    m_workspace->setScenarioId(id);
    if (m_scenarioEditor)
        m_scenarioEditor->setScenarioId(m_workspace->scenarioId());
    if (!m_riskView) {
        // The analysis lives beside the workspace; the view only shows it.
        m_riskSession = new RiskSession(this);
        m_riskView = new RiskView(m_riskSession);
        m_riskView->setObjectName(QStringLiteral("riskView"));
        // In a scroll area: its minimum width (about 1000 px) must not widen the window.
        auto *scroll = new QScrollArea;
        scroll->setObjectName(QStringLiteral("riskScroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(m_riskView);
        m_riskPage = addPage(scroll);
        m_riskStale = true;
    }
    if (m_riskStale || m_riskScenarioId != m_workspace->scenarioId())
        updateRiskView();
    m_stack->setCurrentWidget(m_riskPage);
    m_sidebar->selectRisk(m_workspace->scenarioId());
}

void MainWindow::updateRiskView()
{
    m_riskTimer.stop();
    if (!m_riskSession || !m_workspace)
        return;
    const Catalog &catalog = m_workspace->store()->bundle().catalog;
    if (const Scenario *scenario = m_workspace->scenario())
        m_riskSession->setScenario(*scenario, catalog);
    else
        m_riskSession->setScenario(Scenario(), catalog);
    m_riskScenarioId = m_workspace->scenarioId();
    m_riskStale = false;
}

std::optional<RiskReportContent> MainWindow::riskForReport() const
{
    // The risk view's ranges and seed when it shows this scenario as it is now; otherwise the
    // report writer computes the defaults.
    if (!m_riskSession || m_riskStale || m_riskTimer.isActive()
        || m_riskScenarioId != m_workspace->scenarioId())
        return std::nullopt;
    return m_riskSession->reportContent();
}

void MainWindow::updateResults()
{
    if (!m_workspace)
        return;
    if (m_riskView) {
        // Kept in step only while it is seen; else brought up to date when it is shown.
        if (m_stack->currentWidget() == m_riskPage)
            m_riskTimer.start();
        else
            m_riskStale = true;
    }
    const Scenario *scenario = m_workspace->scenario();
    m_dashboard->setSimulating(m_workspace->isSimulating());
    if (const Result *result = m_workspace->result()) {
        m_dashboard->setResult(*result, *scenario, m_workspace->store()->bundle().catalog,
                               m_workspace->hasLatency(), m_workspace->targetCost());
        m_dashboard->setPlanAdvice(planAdviceFor(*result, *scenario));
        m_dashboard->setRecomputing(m_workspace->isRecomputingResult());
        updateComputeLabel();
        return;
    }
    if (scenario && m_workspace->isSimulating()) {
        // A P99-sized scenario not shown before: its costs come with its simulation.
        m_dashboard->showProblems({});
        m_computeLabel->setText(tr("Simulating…"));
    } else if (scenario) {
        m_dashboard->showProblems(m_workspace->problems());
        m_computeLabel->setText(tr("Not computed: the scenario has problems"));
    } else {
        m_dashboard->showProblems({ { QString(), QString(),
                                      tr("The document has no scenario yet: add one from the "
                                         "sidebar (right-click Scenarios).") } });
        m_computeLabel->clear();
    }
    fitComputeLabel();
}

void MainWindow::updateComputeLabel()
{
    if (m_workspace->isRecomputingResult()) {
        m_computeLabel->setText(tr("Simulating… the figures shown are for the previous inputs"));
        fitComputeLabel();
        return;
    }
    m_computeLabel->setText(
            tr("Computed in %1 ms at %2")
                    .arg(QLocale().toString(m_workspace->lastComputeMilliseconds(), 'f', 1))
                    .arg(QLocale().toString(m_workspace->lastComputeTime().time(),
                                            QLocale::ShortFormat)));
    fitComputeLabel();
}

void MainWindow::fitComputeLabel()
{
    // A fixed size that only grows: the next time of the same width lays nothing out again
    // (a label of fixed size does not ask its layout for room).
    const QSize needed = m_computeLabel->sizeHint().expandedTo(m_computeLabel->minimumSize());
    if (needed != m_computeLabel->minimumSize() || needed != m_computeLabel->maximumSize())
        m_computeLabel->setFixedSize(needed);
}

QString MainWindow::planAdviceFor(const Result &result, const Scenario &scenario) const
{
    if (!m_planCache || !m_workspace || m_planCache->scenario.id != scenario.id)
        return {};
    Scenario withoutOptions = scenario;
    withoutOptions.options.clear();
    if (!(withoutOptions == m_planCache->scenario)
        || !(m_workspace->store()->bundle().catalog == m_planCache->catalog))
        return {};
    const std::optional<PlanBeat> beat = PlanAdvice::beat(result, m_planCache->result);
    return beat ? PlanAdvice::sentence(result, m_planCache->result, *beat, locale()) : QString();
}

PlanSearchDialog *MainWindow::findCheapestPlans(const QString &id)
{
    if (!m_workspace)
        return nullptr;
    delete m_planDialog;
    auto *dialog = new PlanSearchDialog(m_workspace->store(), id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_planDialog = dialog;
    connect(dialog, &PlanSearchDialog::searched, this,
            [this](const Scenario &scenario, const Catalog &catalog,
                   const PlanSearchResult &result) {
                Scenario withoutOptions = scenario;
                withoutOptions.options.clear();
                m_planCache = PlanCache{ withoutOptions, catalog, result };
                updateResults();
            });
    dialog->open();
    dialog->start();
    return dialog;
}

CalibrationDialog *MainWindow::calibrateFromRuns(const QString &id)
{
    if (!m_workspace)
        return nullptr;
    delete m_calibrationDialog;
    auto *dialog = new CalibrationDialog(m_workspace->store(), id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_calibrationDialog = dialog;
    dialog->open();
    return dialog;
}

void MainWindow::updateTitle()
{
    if (!m_workspace) {
        setWindowTitle(QStringLiteral("InferTCO"));
        m_pathLabel->clear();
        return;
    }
    const QString path = m_workspace->path();
    setWindowTitle(tr("%1[*] — InferTCO").arg(QFileInfo(path).fileName()));
    setWindowFilePath(path);
    // Every edit is written a moment after it is shown (and at once on a close): the title
    // never asks for a save; the status says "saved" only once the file holds the change.
    setWindowModified(false);
    const QString status = m_workspace->store()->hasUnwrittenChanges()
            ? tr("%1 · saving…").arg(QDir::toNativeSeparators(path))
            : tr("%1 · every change saved").arg(QDir::toNativeSeparators(path));
    m_pathLabel->setText(status);
    m_pathLabel->setToolTip(status);
}

void MainWindow::remember(const QString &path)
{
    // Written a moment later: a settings file is synced to disk, which should not hold up
    // the first paint of a document (docs/architecture.md, "Tests").
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!m_pathToRemember.isEmpty() && m_pathToRemember != absolute)
        rememberNow(); // the previous document goes into the list before this one
    m_pathToRemember = absolute;
    m_rememberTimer.start();
}

void MainWindow::rememberNow()
{
    m_rememberTimer.stop();
    if (m_pathToRemember.isEmpty())
        return;
    RecentFiles(m_settings).add(m_pathToRemember);
    m_settings.setLastDocument(m_pathToRemember);
    m_settings.setLastDirectory(QFileInfo(m_pathToRemember).absolutePath());
    m_pathToRemember.clear();
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles(m_settings).files();
    for (const QString &path : files) {
        m_recentMenu
                ->addAction(QFileInfo(path).fileName(), this, [this, path] { openDocument(path); })
                ->setToolTip(QDir::toNativeSeparators(path));
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent documents"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("Clear the List"), this, [this] {
        RecentFiles(m_settings).clear();
        updateRecentMenu();
    });
}

void MainWindow::report(const QString &title, const Problems &problems)
{
    m_lastProblems = problems;
    statusBar()->showMessage(title, 10000);
    // Not modal: the window stays usable, and scripted runs never block on it.
    auto *box = new QMessageBox(QMessageBox::Warning, title, problemText(problems), QMessageBox::Ok,
                                this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString MainWindow::chooseSavePath(const QString &caption, const QString &filter,
                                   const QString &suggestedName, const QString &folder)
{
    const QString last = folder.isEmpty() ? m_settings.lastDirectory() : folder;
    const QString directory = last.isEmpty() ? QDir::homePath() : last;
    return QFileDialog::getSaveFileName(this, caption, QDir(directory).filePath(suggestedName),
                                        filter);
}

void MainWindow::newFile()
{
    QString path = chooseSavePath(tr("New Document"), documentFilter(), tr("Untitled.infertco"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".infertco");
    // The dialog asked about replacing; Document::create never overwrites. A document that
    // this or another window or program has open is never replaced: the message says by whom
    // and names the file.
    std::unique_ptr<DocumentLock> replaced;
    if (QFileInfo::exists(path)) {
        Outcome<std::unique_ptr<DocumentLock>> lock
                = DocumentLock::acquire(path, DocumentLock::Create::No);
        if (!lock.ok()) {
            Problems problems = lock.problems();
            for (Problem &problem : problems)
                problem.item = QDir::toNativeSeparators(path);
            report(tr("The document could not be created"), problems);
            return;
        }
        replaced = std::move(lock.value());
        if (!QFile::remove(path)) {
            report(tr("The document could not be created"),
                   { { QDir::toNativeSeparators(path), QString(), tr("cannot be replaced") } });
            return;
        }
    }
    replaced.reset();
    newDocument(path);
}

void MainWindow::openFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Document"),
                                                      m_settings.lastDirectory(), documentFilter());
    if (!path.isEmpty())
        openDocument(path);
}

void MainWindow::saveAs()
{
    if (!m_workspace)
        return;
    QString path = chooseSavePath(tr("Save Document As"), documentFilter(),
                                  QFileInfo(m_workspace->path()).fileName());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".infertco");
    const Problems problems = m_workspace->store()->saveAs(path);
    if (!problems.isEmpty())
        report(tr("The document could not be saved"), problems);
}

void MainWindow::confirmSaved()
{
    if (!m_workspace)
        return;
    // docs/format.md, "While it is open": every edit was written in its own transaction as it was
    // made.
    m_workspace->store()->undoStack()->setClean();
    statusBar()->showMessage(
            tr("Every change is saved in %1").arg(QDir::toNativeSeparators(m_workspace->path())),
            5000);
}

void MainWindow::showEditorMessage(const QString &text)
{
    if (!text.isEmpty()) {
        m_editorMessage = text;
        statusBar()->showMessage(text, 10000);
    } else if (!m_editorMessage.isEmpty() && statusBar()->currentMessage() == m_editorMessage) {
        statusBar()->clearMessage();
        m_editorMessage.clear();
    }
}

bool MainWindow::hasResultToReport()
{
    if (m_workspace && m_workspace->result())
        return true;
    report(tr("There is nothing to report yet"),
           { { QString(), QString(),
               tr("The scenario shown has no results: fix the problems the dashboard lists, "
                  "or choose a scenario.") } });
    return false;
}

void MainWindow::exportReport()
{
    if (!hasResultToReport())
        return;
    const QString path = chooseReportPath(tr("Export PDF Report"), tr("PDF documents (*.pdf)"),
                                          QStringLiteral(".pdf"));
    if (path.isEmpty())
        return;
    writeReport(path);
}

bool MainWindow::writeReport(const QString &path)
{
    if (!hasResultToReport() || !awaitLatency() || !m_workspace->result())
        return false;
    const std::optional<RiskReportContent> risk = riskForReport();
    const Problems problems = ReportWriter::writePdf(
            path, *m_workspace->result(), *m_workspace->scenario(),
            m_workspace->store()->bundle().catalog, risk ? &*risk : nullptr,
            m_workspace->targetCost() ? &*m_workspace->targetCost() : nullptr);
    if (!problems.isEmpty()) {
        report(tr("The report could not be written"), problems);
        return false;
    }
    statusBar()->showMessage(tr("Report saved to %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

bool MainWindow::awaitLatency()
{
    if (!m_workspace)
        return false;
    // docs/serving.md: the same document gives the same report whatever was clicked before.
    m_workspace->setLatencyWanted(true);
    if (!m_workspace->isSimulating())
        return true;
    QProgressDialog progress(tr("Simulating the latency for the report…"), tr("Cancel"), 0, 0,
                             this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    QEventLoop loop;
    connect(m_workspace.get(), &Workspace::simulatingChanged, &loop, [&loop](bool simulating) {
        if (!simulating)
            loop.quit();
    });
    connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    loop.exec();
    return !progress.wasCanceled() && m_workspace && !m_workspace->isSimulating();
}

QString MainWindow::chooseReportPath(const QString &caption, const QString &filter,
                                     const QString &suffix)
{
    const Scenario &scenario = *m_workspace->scenario();
    // Reports and exports open where the last one was saved.
    QString path
            = chooseSavePath(caption, filter,
                             exportFileName(scenario.name.isEmpty() ? scenario.id : scenario.name,
                                            suffix, tr("report")),
                             m_settings.lastExportDirectory());
    if (path.isEmpty())
        return path;
    if (QFileInfo(path).suffix().isEmpty())
        path += suffix;
    m_settings.setLastExportDirectory(QFileInfo(path).absolutePath());
    return path;
}

void MainWindow::exportSpreadsheet()
{
    if (!hasResultToReport())
        return;
    const QString path = chooseReportPath(tr("Export Spreadsheet"), tr("Excel workbooks (*.xlsx)"),
                                          QStringLiteral(".xlsx"));
    if (path.isEmpty())
        return;
    const Problems problems
            = XlsxExport::write(path, *m_workspace->scenario(),
                                m_workspace->store()->bundle().catalog, *m_workspace->result());
    if (!problems.isEmpty()) {
        report(tr("The spreadsheet could not be written"), problems);
        return;
    }
    statusBar()->showMessage(tr("Spreadsheet saved to %1").arg(QDir::toNativeSeparators(path)),
                             8000);
}

void MainWindow::exportCsv()
{
    if (!hasResultToReport())
        return;
    const QString path
            = chooseReportPath(tr("Export CSV"), tr("CSV files (*.csv)"), QStringLiteral(".csv"));
    if (path.isEmpty())
        return;
    const QString monthly = CsvExport::monthlyPathFor(path);
    const Problems problems = CsvExport::write(*m_workspace->result(), path, monthly);
    if (!problems.isEmpty()) {
        report(tr("The CSV files could not be written"), problems);
        return;
    }
    statusBar()->showMessage(
            tr("Saved %1 (every option month by month and in total) and %2 (the months alone)")
                    .arg(QDir::toNativeSeparators(path), QFileInfo(monthly).fileName()),
            10000);
}

void MainWindow::chooseQuotesToImport()
{
    if (!m_workspace)
        return;
    const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Quotes"), m_settings.lastDirectory(), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        importQuotes(path);
}

bool MainWindow::importQuotes(const QString &csvPath, ImportPreviewMode preview)
{
    if (!m_workspace)
        return false;
    // Reading, parsing and validating run on a worker thread (a file of 100k rows takes
    // seconds): the window keeps drawing, the dialog shows how far it has come and can cancel.
    // The dialog is window-modal, so nothing edits the content meanwhile; the write to the
    // document, one transaction on the document's own connection, happens here afterwards.
    const QString fileName = QFileInfo(csvPath).fileName();
    QuoteImportJob job(csvPath, m_workspace->store()->bundle());
    QProgressDialog progress(tr("Importing quotes from %1…").arg(fileName), tr("Cancel"), 0, 100,
                             this);
    progress.setObjectName(QStringLiteral("importProgress"));
    progress.setWindowTitle(tr("Import Quotes"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    connect(&job, &QuoteImportJob::progressChanged, &progress, &QProgressDialog::setValue);
    connect(&progress, &QProgressDialog::canceled, &job, &QuoteImportJob::cancel);
    QEventLoop loop;
    connect(&job, &QuoteImportJob::finished, &loop, &QEventLoop::quit);
    const int undoIndex = m_workspace->store()->undoStack()->index();
    job.start();
    loop.exec();
    if (job.wasCancelled()) {
        m_lastProblems = QuoteImport::cancelled();
        statusBar()->showMessage(
                tr("The import of %1 was cancelled; the catalog is unchanged").arg(fileName),
                10000);
        return false;
    }
    if (!m_workspace || m_workspace->store()->undoStack()->index() != undoIndex) {
        report(tr("The quotes were not imported; the catalog is unchanged"),
               { { QString(), QString(),
                   tr("the document changed while %1 was read; import it again").arg(fileName) } });
        return false;
    }
    if (preview == ImportPreviewMode::Ask && job.outcome().ok() && !job.unchanged()) {
        // What the import will change, before it is applied.
        progress.hide();
        ImportPreview confirm(job.outcome().value(), fileName, this);
        if (confirm.exec() != QDialog::Accepted) {
            progress.close();
            m_lastProblems = QuoteImport::cancelled();
            statusBar()->showMessage(
                    tr("The import of %1 was cancelled; the catalog is unchanged").arg(fileName),
                    10000);
            return false;
        }
        progress.show();
    }
    progress.setLabelText(tr("Writing the quotes to the document…"));
    progress.setCancelButton(nullptr); // one transaction: it completes or changes nothing
    const Outcome<QuoteImport::Imported> imported
            = m_workspace->commitImport(job.outcome(), job.unchanged(), csvPath);
    progress.close();
    if (!imported.ok()) {
        report(tr("The quotes were not imported; the catalog is unchanged"), imported.problems());
        return false;
    }
    const QuoteImport::Imported &quotes = imported.value();
    statusBar()->showMessage(
            tr("Imported %1 from %2: %n new, %3 updated", nullptr, int(quotes.added.size()))
                    .arg(QuoteImport::kindName(quotes.kind), QFileInfo(csvPath).fileName())
                    .arg(quotes.updated.size()),
            10000);
    return true;
}

void MainWindow::chooseRequestLogToImport()
{
    if (!m_workspace)
        return;
    const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Request Log"), m_settings.lastDirectory(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QStringList ids;
    QStringList names;
    for (const RequestLog &log : m_workspace->store()->bundle().catalog.requestLogs) {
        ids.append(log.id);
        names.append(log.name);
    }
    RequestLogImportDialog dialog(path, ids, names, this);
    if (dialog.exec() == QDialog::Accepted)
        importRequestLog(path, dialog.logId(), dialog.logName());
}

bool MainWindow::importRequestLog(const QString &csvPath, const QString &id, const QString &name)
{
    if (!m_workspace)
        return false;
    // docs/serving.md, "Request logs": a log of a million rows takes a second or two to read;
    // the reading runs on a worker behind a window-modal dialog, so that nothing edits the
    // content meanwhile, and the one write to the document happens here afterwards.
    const QString fileName = QFileInfo(csvPath).fileName();
    QProgressDialog progress(tr("Reading the request log %1…").arg(fileName), QString(), 0, 0,
                             this);
    progress.setObjectName(QStringLiteral("importProgress"));
    progress.setWindowTitle(tr("Import Request Log"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    QFutureWatcher<Outcome<RequestLogImport::Imported>> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run(
            [csvPath, id, name] { return RequestLogImport::readFile(csvPath, id, name); }));
    if (!watcher.isFinished())
        loop.exec();
    const Outcome<RequestLogImport::Imported> read = watcher.result();
    progress.setLabelText(tr("Writing the request log to the document…"));
    const Problems problems = m_workspace->commitRequestLog(read, csvPath);
    progress.close();
    if (!problems.isEmpty()) {
        report(tr("The request log was not imported; the document is unchanged"), problems);
        return false;
    }
    m_lastProblems.clear();
    const RequestLog &log = read.value().log;
    QStringList parts{ tr("Imported the request log %1 from %2: %n request(s)", nullptr,
                          static_cast<int>(log.rowCount()))
                               .arg(log.id, fileName) };
    parts += read.value().leftOut;
    statusBar()->showMessage(parts.join(QStringLiteral("; ")), 10000);
    return true;
}

void MainWindow::printReport()
{
    if (!hasResultToReport() || !awaitLatency() || !m_workspace->result())
        return;
    const std::optional<RiskReportContent> risk = riskForReport();
    const Problems problems = ReportWriter::printWithDialog(
            this, *m_workspace->result(), *m_workspace->scenario(),
            m_workspace->store()->bundle().catalog, risk ? &*risk : nullptr,
            m_workspace->targetCost() ? &*m_workspace->targetCost() : nullptr);
    if (!problems.isEmpty())
        report(tr("The report could not be printed"), problems);
}

void MainWindow::setPresenting(bool on)
{
    if (on == isPresenting())
        return;
    if (on) {
        m_presentation = new PresentationScreen(this);
        connect(m_presentation, &PresentationScreen::leaveRequested, this,
                [this] { setPresenting(false); });
        connect(m_presentation, &PresentationScreen::scenarioChosen, this,
                &MainWindow::showScenario);
        updatePresentationScenarios();
        // The presentation shows the P99 figures and their advice as the latency view would:
        // they arrive from a worker while it is shown.
        if (m_workspace)
            m_workspace->setLatencyWanted(true);
        m_dock->setWidget(nullptr);
        m_presentation->present(m_dashboard);
    } else {
        PresentationScreen *screen = m_presentation;
        m_presentation = nullptr;
        Dashboard *dashboard = screen->takeDashboard();
        m_dock->setWidget(dashboard);
        dashboard->show();
        screen->deleteLater();
        activateWindow();
    }
    const QSignalBlocker blocker(m_presentAction);
    m_presentAction->setChecked(on);
}

void MainWindow::updatePresentationScenarios()
{
    if (!m_presentation || !m_workspace)
        return;
    QList<std::pair<QString, QString>> scenarios;
    for (const Scenario &scenario : m_workspace->store()->bundle().scenarios)
        scenarios.append({ scenario.id, scenario.name });
    m_presentation->setScenarios(scenarios, m_workspace->scenarioId());
}

void MainWindow::setResultsOnly(bool on)
{
    m_central->setVisible(!on);
    if (on)
        m_dock->show();
    const QSignalBlocker blocker(m_resultsOnlyAction);
    m_resultsOnlyAction->setChecked(on);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // An edit made just before the close is in the file before the window goes. If the file
    // refuses it, the window stays open and says why (the content is the file's again).
    if (m_workspace) {
        const Problems problems = m_workspace->store()->flush();
        if (!problems.isEmpty()) {
            report(tr("The last change could not be saved"), problems);
            event->ignore();
            return;
        }
    }
    if (m_presentation)
        setPresenting(false);
    rememberNow();
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    if (m_workspace) {
        m_settings.setLastDocument(m_workspace->path());
        m_settings.setLastScenario(m_workspace->path(), m_workspace->scenarioId());
    }
    event->accept();
}

} // namespace infertco
