// SPDX-License-Identifier: GPL-3.0-or-later
#include "plansearchdialog.h"

#include "plantablemodel.h"
#include "sparklinedelegate.h"

#include "charts/chartpalette.h"
#include "edit/batchcommand.h"
#include "edit/bundlestore.h"
#include "edit/rowcommand.h"
#include "editors/scenariooptiontablemodel.h"
#include "widgets/screenfit.h"
#include "widgets/wheelguard.h"

#include "model/entities/regionname.h"
#include "model/rules/validation.h"
#include "plan/planadvice.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrentRun>

#include <algorithm>

namespace infertco {

namespace {

/// The progress bar's range: fine enough for a smooth bar, whatever the candidate count.
constexpr int ProgressSteps = 1000;

QString scenarioName(const Scenario &scenario)
{
    return scenario.name.isEmpty() ? scenario.id : scenario.name;
}

} // namespace

PlanSearchDialog::PlanSearchDialog(BundleStore *store, const QString &scenarioId, QWidget *parent)
    : QDialog(parent),
      m_store(store),
      m_scenarioId(scenarioId),
      m_model(new PlanTableModel(this)),
      m_filter(new PlanFilterModel(this)),
      m_intro(new QLabel(this)),
      m_progress(new QProgressBar(this)),
      m_cancelButton(new QPushButton(this)),
      m_searchButton(new QPushButton(this)),
      m_status(new QLabel(this)),
      m_modeLabel(new QLabel(this)),
      m_mode(new QComboBox(this)),
      m_regionLabel(new QLabel(this)),
      m_region(new QComboBox(this)),
      m_view(new QTableView(this)),
      m_leftOut(new QLabel(this)),
      m_addButton(new QPushButton(this)),
      m_closeButton(new QPushButton(this))
{
    setObjectName(QStringLiteral("planSearchDialog"));
    m_intro->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("planStatus"));
    m_status->setWordWrap(true);
    m_progress->setRange(0, ProgressSteps);
    m_progress->setTextVisible(false);
    m_cancelButton->setObjectName(QStringLiteral("planCancel"));
    m_searchButton->setObjectName(QStringLiteral("planSearchAgain"));
    m_mode->setObjectName(QStringLiteral("planModeFilter"));
    m_region->setObjectName(QStringLiteral("planRegionFilter"));
    m_leftOut->setObjectName(QStringLiteral("planLeftOut"));
    m_leftOut->setWordWrap(true);
    m_leftOut->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addButton->setObjectName(QStringLiteral("planAdd"));

    m_filter->setSourceModel(m_model);
    m_model->setLocale(locale());
    m_view->setObjectName(QStringLiteral("planTable"));
    m_view->setModel(m_filter);
    m_view->setItemDelegateForColumn(PlanTableModel::Cumulative, new SparklineDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(28);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(PlanTableModel::Name, QHeaderView::Stretch);
    header->setSectionResizeMode(PlanTableModel::Cumulative, QHeaderView::Fixed);
    header->resizeSection(PlanTableModel::Cumulative, 140);

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancelButton);
    progressRow->addWidget(m_searchButton);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_modeLabel);
    filterRow->addWidget(m_mode);
    filterRow->addSpacing(16);
    filterRow->addWidget(m_regionLabel);
    filterRow->addWidget(m_region);
    filterRow->addStretch(1);
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_region->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_modeLabel->setBuddy(m_mode);
    m_regionLabel->setBuddy(m_region);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_addButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_closeButton, QDialogButtonBox::RejectRole);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(progressRow);
    layout->addWidget(m_status);
    layout->addLayout(filterRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_leftOut);
    layout->addWidget(buttons);

    connect(m_cancelButton, &QPushButton::clicked, this, &PlanSearchDialog::cancel);
    connect(m_searchButton, &QPushButton::clicked, this, &PlanSearchDialog::start);
    connect(m_addButton, &QPushButton::clicked, this, &PlanSearchDialog::addSelectedToScenario);
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &PlanSearchDialog::applyFilters);
    connect(m_region, &QComboBox::currentIndexChanged, this, &PlanSearchDialog::applyFilters);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PlanSearchDialog::updateButtons);
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &PlanSearchDialog::searchDone);

    retranslate();
    WheelGuard::install(this);
    ScreenFit::resize(this, QSize(1440, 720));
}

PlanSearchDialog::~PlanSearchDialog()
{
    // The worker reads only its own copies; it is stopped and awaited before the dialog goes.
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

const Scenario *PlanSearchDialog::scenario() const
{
    for (const Scenario &scenario : m_store->bundle().scenarios) {
        if (scenario.id == m_scenarioId)
            return &scenario;
    }
    return nullptr;
}

void PlanSearchDialog::start()
{
    if (m_running)
        return;
    const Scenario *current = scenario();
    if (!current) {
        showStatus(tr("The scenario \"%1\" is no longer in the document.").arg(m_scenarioId), true);
        return;
    }
    m_model->clear();
    m_hasResult = false;
    m_leftOut->clear();
    m_searchedScenario = *current;
    m_searchedCatalog = m_store->bundle().catalog;
    fillRegions();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const Scenario scenario = m_searchedScenario;
    const Catalog catalog = m_searchedCatalog;
    const auto cancel = m_cancel;
    m_running = true;
    m_progress->setValue(0);
    showStatus(tr("Searching every plan the catalog allows…"));
    updateButtons();
    PlanQuery query;
    query.today = QDate::currentDate();
    m_watcher.setFuture(QtConcurrent::run([scenario, catalog, query,
                                           cancel](QPromise<Outcome<PlanSearchResult>> &promise) {
        promise.setProgressRange(0, ProgressSteps);
        promise.addResult(PlanSearch::run(
                scenario, catalog, query,
                [&promise, cancel](int done, int total) {
                    if (promise.isCanceled())
                        cancel->store(true);
                    promise.setProgressValue(
                            static_cast<int>(qint64(done) * ProgressSteps / std::max(1, total)));
                },
                cancel.get()));
    }));
}

void PlanSearchDialog::cancel()
{
    if (!m_running)
        return;
    m_cancel->store(true);
    m_watcher.cancel();
    m_cancelButton->setEnabled(false);
    showStatus(tr("Cancelling…"));
}

void PlanSearchDialog::searchDone()
{
    if (!m_running || !m_watcher.isFinished())
        return;
    m_running = false;
    const QFuture<Outcome<PlanSearchResult>> future = m_watcher.future();
    if (future.resultCount() == 0 || (m_cancel && m_cancel->load())
        || (future.result().ok() && future.result().value().cancelled)) {
        m_progress->setValue(0);
        showStatus(tr("Cancelled: no plans are shown. Search again to see them."));
    } else if (const Outcome<PlanSearchResult> outcome = future.result(); !outcome.ok()) {
        QStringList lines;
        for (const Problem &problem : outcome.problems())
            lines.append(problem.text());
        showStatus(tr("The scenario cannot be searched: %1").arg(lines.join(QLatin1Char(' '))),
                   true);
    } else {
        const PlanSearchResult &result = outcome.value();
        m_progress->setValue(ProgressSteps);
        m_model->setSearch(result, m_searchedCatalog);
        m_hasResult = true;
        describeResult();
        if (m_filter->rowCount() > 0)
            m_view->selectRow(0);
        Q_EMIT searched(m_searchedScenario, m_searchedCatalog, result);
    }
    updateButtons();
    Q_EMIT searchEnded();
}

bool PlanSearchDialog::addSelectedToScenario()
{
    QList<int> plans;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        plans.append(row.data(PlanTableModel::PlanIndexRole).toInt());
    return addToScenario(plans);
}

bool PlanSearchDialog::addToScenario(QList<int> planIndices)
{
    std::sort(planIndices.begin(), planIndices.end());
    planIndices.erase(std::unique(planIndices.begin(), planIndices.end()), planIndices.end());
    const QList<Plan> &ranked = m_model->search().plans;
    QList<Plan> chosen;
    for (const int index : std::as_const(planIndices)) {
        if (index >= 0 && index < ranked.size())
            chosen.append(ranked.at(index));
    }
    if (chosen.isEmpty() || m_running)
        return false;
    const Bundle &bundle = m_store->bundle();
    int scenarioIndex = -1;
    for (int i = 0; i < bundle.scenarios.size(); ++i) {
        if (bundle.scenarios.at(i).id == m_scenarioId)
            scenarioIndex = i;
    }
    if (scenarioIndex < 0) {
        showStatus(tr("The scenario \"%1\" is no longer in the document.").arg(m_scenarioId), true);
        return false;
    }
    const Scenario &target = bundle.scenarios.at(scenarioIndex);
    const QList<ScenarioOption> options = PlanSearch::optionsToAdd(target, chosen);
    Bundle result = bundle;
    result.scenarios[scenarioIndex].options += options;
    if (const Problems problems = Validator::check(result); !problems.isEmpty()) {
        showStatus(tr("Nothing was added: %1").arg(problems.constFirst().text()), true);
        return false;
    }
    // One undo step: each option a row inserted, all written in one transaction.
    auto *batch = new BatchCommand(m_store,
                                   tr("Add from the plan search to %1").arg(scenarioName(target)));
    Bundle state = bundle;
    for (const ScenarioOption &option : options) {
        Bundle after = state;
        after.scenarios[scenarioIndex].options.append(option);
        new RowCommand(m_store, QString(), RowCommand::Insert, BundlePart::ScenarioOptions,
                       scenarioIndex,
                       static_cast<int>(after.scenarios.at(scenarioIndex).options.size() - 1),
                       state, after, batch);
        state = after;
    }
    m_store->undoStack()->push(batch);
    if (!m_store->lastProblems().isEmpty()) {
        showStatus(tr("Nothing was added: %1").arg(m_store->lastProblems().constFirst().text()),
                   true);
        return false;
    }
    QStringList names;
    for (const ScenarioOption &option : options)
        names.append(tr("\"%1\"").arg(option.name));
    showStatus(
            tr("Added to \"%1\": %2.").arg(scenarioName(target), names.join(QStringLiteral(", "))));
    return true;
}

void PlanSearchDialog::describeResult()
{
    const PlanSearchResult &result = m_model->search();
    showStatus(tr("Plans ranked: %1, by total cost over %2 months, then by NPV.")
                       .arg(locale().toString(result.plans.size()))
                       .arg(result.horizonMonths));
    QStringList leftOut;
    for (auto it = result.leftOut.cbegin(); it != result.leftOut.cend(); ++it)
        leftOut.append(PlanAdvice::leftOutSentence(it.key(), it.value()));
    m_leftOut->setText(leftOut.isEmpty() ? tr("No plan was left out.")
                                         : leftOut.join(QLatin1Char('\n')));
}

QString PlanSearchDialog::statusText() const
{
    return m_status->text();
}

QString PlanSearchDialog::leftOutText() const
{
    return m_leftOut->text();
}

void PlanSearchDialog::fillRegions()
{
    const QString chosen = m_region->currentData().toString();
    const QSignalBlocker blocker(m_region);
    m_region->clear();
    m_region->addItem(tr("All regions"), QString());
    for (const Region &region : m_searchedCatalog.regions)
        m_region->addItem(RegionName::displayName(region), region.id);
    m_region->setCurrentIndex(std::max(0, m_region->findData(chosen)));
}

void PlanSearchDialog::applyFilters()
{
    const int mode = m_mode->currentData().toInt();
    m_filter->setMode(mode < 0 ? std::nullopt
                               : std::optional<OptionMode>(static_cast<OptionMode>(mode)));
    m_filter->setRegion(m_region->currentData().toString());
    updateButtons();
}

void PlanSearchDialog::updateButtons()
{
    m_cancelButton->setEnabled(m_running);
    m_searchButton->setEnabled(!m_running);
    const bool chosen = m_view->selectionModel() && m_view->selectionModel()->hasSelection();
    m_addButton->setEnabled(!m_running && chosen);
}

void PlanSearchDialog::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setStyleSheet(
            problem ? QStringLiteral("color: %1;").arg(ChartPalette::warning().name()) : QString());
    m_status->setProperty("problem", problem);
}

void PlanSearchDialog::retranslate()
{
    const Scenario *current = scenario();
    const QString name = current ? scenarioName(*current) : m_scenarioId;
    setWindowTitle(tr("Cheapest Plans for %1").arg(name));
    m_intro->setText(tr("Every rental, colocation and hybrid plan the catalog allows for this "
                        "scenario's workload, computed with its settings and ranked by total "
                        "cost. Choose rows and add them to the scenario as options."));
    m_cancelButton->setText(tr("Cancel"));
    m_searchButton->setText(tr("Search Again"));
    m_modeLabel->setText(tr("&Mode:"));
    m_regionLabel->setText(tr("&Region:"));
    m_addButton->setText(tr("&Add to Scenario"));
    m_closeButton->setText(tr("Close"));
    {
        const int chosen = m_mode->currentIndex();
        const QSignalBlocker blocker(m_mode);
        m_mode->clear();
        m_mode->addItem(tr("All modes"), -1);
        for (const OptionMode mode : { OptionMode::Rent, OptionMode::Colo, OptionMode::Hybrid })
            m_mode->addItem(ScenarioOptionTableModel::modeName(mode), static_cast<int>(mode));
        m_mode->setCurrentIndex(std::max(0, chosen));
    }
    if (m_region->count() > 0)
        m_region->setItemText(0, tr("All regions"));
    m_model->setLocale(locale());
    m_model->retranslate();
    if (m_hasResult && !m_running)
        describeResult();
}

void PlanSearchDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PlanSearchDialog::closeEvent(QCloseEvent *event)
{
    cancel();
    QDialog::closeEvent(event);
}

} // namespace infertco
