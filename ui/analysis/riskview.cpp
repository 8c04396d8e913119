// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskview.h"

#include "driverrangemodel.h"
#include "money/moneyformat.h"

#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <stdexcept>

namespace infertco {

namespace {

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(colour);
    painter.setPen(Qt::NoPen);
    painter.drawRoundedRect(QRectF(0, 0, 12, 12), 3, 3);
    return QIcon(pixmap);
}

QString htmlList(const QStringList &lines)
{
    QString html = QStringLiteral("<ul>");
    for (const QString &line : lines)
        html += QStringLiteral("<li style=\"margin-bottom:6px\">") + line.toHtmlEscaped()
                + QStringLiteral("</li>");
    return html + QStringLiteral("</ul>");
}

} // namespace

RiskView::RiskView(QWidget *parent) : QWidget(parent), m_ranges(new DriverRangeModel(this))
{
    m_analysisTimer = new QTimer(this);
    m_analysisTimer->setSingleShot(true);
    m_analysisTimer->setInterval(0);
    connect(m_analysisTimer, &QTimer::timeout, this, &RiskView::analyse);
    connect(m_ranges, &DriverRangeModel::rangesEdited, this, [this] {
        // Results of other ranges would mislead: the simulation must be run again.
        if (m_monteCarlo) {
            m_monteCarlo.reset();
            showMonteCarlo();
            m_monteCarloStatus->setText(tr("The ranges changed: run the simulation again."));
        }
        scheduleAnalysis();
    });
    buildUi();
}

RiskView::~RiskView()
{
    stopThread();
}

void RiskView::stopThread()
{
    if (!m_thread)
        return;
    m_cancelFlag->store(true);
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    ++m_runNumber;
    setRunning(false);
}

void RiskView::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(10);

    m_title = new QLabel(tr("Risk and sensitivity"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    auto *header = new QHBoxLayout;
    m_comboA = new QComboBox;
    m_comboB = new QComboBox;
    m_measureCombo = new QComboBox;
    for (QComboBox *combo : { m_comboA, m_comboB }) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        combo->setMaximumWidth(360);
    }
    m_measureCombo->addItem(tr("total cost"), int(Measure::Total));
    m_measureCombo->addItem(tr("NPV"), int(Measure::Npv));
    header->addWidget(new QLabel(tr("Compare")));
    header->addWidget(m_comboA, 1);
    header->addWidget(new QLabel(tr("with")));
    header->addWidget(m_comboB, 1);
    header->addWidget(new QLabel(tr("by")));
    header->addWidget(m_measureCombo);
    header->addStretch(1);
    layout->addLayout(header);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setChildrenCollapsible(false);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *rangesTitle = new QLabel(tr("<b>Driver ranges</b>"));
    auto *rangesHint = new QLabel(tr("How far each figure could be off. Prices and fees are "
                                     "multiples of the quotes (×0.80 = 20% lower); edit any "
                                     "value. Monte Carlo draws between low and high, most often "
                                     "near the most likely value."));
    rangesHint->setWordWrap(true);
    rangesHint->setStyleSheet(QStringLiteral("color: #5B6778;"));
    m_rangeTable = new QTableView;
    m_rangeTable->setModel(m_ranges);
    m_rangeTable->verticalHeader()->hide();
    m_rangeTable->horizontalHeader()->setSectionResizeMode(DriverRangeModel::DriverColumn,
                                                           QHeaderView::Stretch);
    for (int column = DriverRangeModel::LowColumn; column < DriverRangeModel::ColumnCount; ++column)
        m_rangeTable->horizontalHeader()->setSectionResizeMode(column,
                                                               QHeaderView::ResizeToContents);
    m_rangeTable->setAlternatingRowColors(true);
    m_rangeTable->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_rangeTable->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_rangeProblems = new QLabel;
    m_rangeProblems->setWordWrap(true);
    m_rangeProblems->setStyleSheet(QStringLiteral("color: #9A3B00;"));
    m_rangeProblems->hide();
    auto *rangeButtons = new QHBoxLayout;
    m_fxCombo = new QComboBox;
    auto *reset = new QPushButton(tr("Reset ranges"));
    rangeButtons->addWidget(new QLabel(tr("Exchange rate of")));
    rangeButtons->addWidget(m_fxCombo);
    rangeButtons->addStretch(1);
    rangeButtons->addWidget(reset);
    m_rangeTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_flipText = new QLabel;
    m_flipText->setWordWrap(true);
    m_flipText->setTextFormat(Qt::RichText);
    m_flipText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    leftLayout->addWidget(rangesTitle);
    leftLayout->addWidget(rangesHint);
    leftLayout->addWidget(m_rangeTable);
    leftLayout->addWidget(m_rangeProblems);
    leftLayout->addLayout(rangeButtons);
    leftLayout->addSpacing(8);
    leftLayout->addWidget(new QLabel(tr("<b>Where the choice flips</b>")));
    leftLayout->addWidget(m_flipText, 1);
    splitter->addWidget(left);

    m_tabs = new QTabWidget;
    auto *tornadoPage = new QWidget;
    auto *tornadoLayout = new QVBoxLayout(tornadoPage);
    m_tornadoView = new QChartView;
    m_tornadoView->setObjectName(QStringLiteral("tornado"));
    m_tornadoView->setRenderHint(QPainter::Antialiasing);
    m_tornadoView->setMinimumHeight(320);
    tornadoLayout->addWidget(m_tornadoView, 1);
    m_tabs->addTab(tornadoPage, tr("Tornado"));

    auto *monteCarloPage = new QWidget;
    auto *monteCarloLayout = new QVBoxLayout(monteCarloPage);
    auto *controls = new QHBoxLayout;
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, 999999999);
    m_seed->setValue(1);
    m_draws = new QSpinBox;
    m_draws->setObjectName(QStringLiteral("draws"));
    m_draws->setRange(100, MonteCarlo::MaxDraws);
    m_draws->setSingleStep(1000);
    m_draws->setGroupSeparatorShown(true);
    m_draws->setValue(10000);
    m_run = new QPushButton(tr("Run"));
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    controls->addWidget(new QLabel(tr("Seed")));
    controls->addWidget(m_seed);
    controls->addSpacing(8);
    controls->addWidget(new QLabel(tr("Draws")));
    controls->addWidget(m_draws);
    controls->addSpacing(8);
    controls->addWidget(m_run);
    controls->addWidget(m_cancel);
    controls->addWidget(m_progress, 1);
    m_spreadView = new QChartView;
    m_spreadView->setObjectName(QStringLiteral("spread"));
    m_spreadView->setRenderHint(QPainter::Antialiasing);
    m_spreadView->setMinimumHeight(260);
    m_spreadTable = new QTableWidget(0, 5);
    m_spreadTable->setHorizontalHeaderLabels(
            { tr("Option"), tr("P10"), tr("P50"), tr("P90"), tr("Cheapest in") });
    m_spreadTable->verticalHeader()->hide();
    m_spreadTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_spreadTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_spreadTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 5; ++column)
        m_spreadTable->horizontalHeader()->setSectionResizeMode(column,
                                                                QHeaderView::ResizeToContents);
    m_spreadTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_spreadTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_spreadTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_monteCarloStatus = new QLabel;
    m_monteCarloStatus->setWordWrap(true);
    auto *note = new QLabel(tr("Each draw picks every driver from its range and recomputes every "
                               "option. Simulated totals use fast binary arithmetic and are "
                               "rounded to the cent: they are estimates, not exact money. "
                               "Options no varying driver moves keep their exact totals."));
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: #5B6778;"));
    monteCarloLayout->addLayout(controls);
    monteCarloLayout->addWidget(m_monteCarloStatus);
    monteCarloLayout->addWidget(m_spreadView, 1);
    monteCarloLayout->addWidget(m_spreadTable);
    monteCarloLayout->addWidget(note);
    m_tabs->addTab(monteCarloPage, tr("Monte Carlo"));

    m_decisionText = new QTextBrowser;
    m_decisionText->setOpenLinks(false);
    m_tabs->addTab(m_decisionText, tr("Decision"));
    splitter->addWidget(m_tabs);
    // Wide enough for the drivers' names beside three values when the results dock takes
    // part of the window.
    left->setMinimumWidth(380);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 440, 1000 });
    layout->addWidget(splitter, 1);

    const auto pairChanged = [this] {
        m_optionA = m_comboA->currentData().toInt();
        m_optionB = m_comboB->currentData().toInt();
        scheduleAnalysis();
    };
    connect(m_comboA, &QComboBox::activated, this, pairChanged);
    connect(m_comboB, &QComboBox::activated, this, pairChanged);
    connect(m_measureCombo, &QComboBox::activated, this, [this] {
        m_measure = Measure(m_measureCombo->currentData().toInt());
        scheduleAnalysis();
    });
    connect(m_fxCombo, &QComboBox::activated, this, [this] {
        if (!m_model)
            return;
        // The new currency's rate, ±10%, in place of the old one's range.
        QList<DriverRange> ranges = m_ranges->ranges();
        const QList<DriverRange> defaults
                = Drivers::defaultRanges(m_model->scenario(), m_fxCombo->currentText());
        for (DriverRange &range : ranges) {
            if (range.driver != Driver::Fx)
                continue;
            for (const DriverRange &fresh : defaults) {
                if (fresh.driver == Driver::Fx)
                    range = fresh;
            }
        }
        m_ranges->setRanges(ranges, m_model->scenario());
        Q_EMIT m_ranges->rangesEdited();
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        resetRanges();
        Q_EMIT m_ranges->rangesEdited();
    });
    connect(m_run, &QPushButton::clicked, this, &RiskView::runMonteCarlo);
    connect(m_cancel, &QPushButton::clicked, this, &RiskView::cancelMonteCarlo);
}

void RiskView::setScenario(const Scenario &scenario, const Catalog &catalog)
{
    // The same scenario after an edit keeps what the user chose: the pair of options (by
    // name), the exchange rate and the ranges they edited; the other ranges follow the
    // scenario's new values.
    const bool same = m_model && m_model->scenario().id == scenario.id;
    QString nameA;
    QString nameB;
    QString fx;
    QList<DriverRange> edited;
    const int oldA = m_optionA;
    const int oldB = m_optionB;
    if (same) {
        if (m_optionA >= 0 && m_optionA < m_model->optionCount())
            nameA = m_model->option(m_optionA).name;
        if (m_optionB >= 0 && m_optionB < m_model->optionCount())
            nameB = m_model->option(m_optionB).name;
        fx = m_fxCombo->currentText();
        edited = editedRanges();
    }
    const bool hadSimulation = m_monteCarlo.has_value();

    stopThread();
    m_progress->setValue(0);
    m_sensitivity.reset();
    m_monteCarlo.reset();
    m_model.reset();
    m_scenarioProblems.clear();
    m_title->setText(tr("Risk and sensitivity: %1")
                             .arg(scenario.name.isEmpty() ? scenario.id : scenario.name));
    Outcome<DriverModel> built = DriverModel::build(scenario, catalog);
    if (built.ok())
        m_model = std::move(built.value());
    else
        m_scenarioProblems = built.problems();

    m_optionA = m_optionB = -1;
    if (m_model) {
        if (const auto pair = Sensitivity::defaultPair(m_model->baseResults())) {
            m_optionA = pair->first;
            m_optionB = pair->second;
        }
        if (same) {
            m_optionA = findOption(nameA, oldA, m_optionA);
            m_optionB = findOption(nameB, oldB, m_optionB);
        }
    }
    fillPairs();
    resetRanges(fx);
    if (!edited.isEmpty()) {
        QList<DriverRange> ranges = m_ranges->ranges();
        for (DriverRange &range : ranges) {
            for (const DriverRange &mine : std::as_const(edited)) {
                if (mine.driver == range.driver && mine.currency == range.currency)
                    range = mine;
            }
        }
        m_ranges->setRanges(ranges, m_model->scenario());
    }
    m_monteCarloStatus->setText(same && hadSimulation
                                        ? tr("The scenario changed: run the simulation again.")
                                        : tr("Choose a seed and the number of draws, then Run."));
    showMonteCarlo();
    analyse();
}

int RiskView::findOption(const QString &name, int oldIndex, int fallback) const
{
    const auto usable = [this](int i) {
        return i >= 0 && i < m_model->optionCount() && m_model->option(i).feasible;
    };
    for (int i = 0; i < m_model->optionCount(); ++i) {
        if (!name.isEmpty() && m_model->option(i).name == name && usable(i))
            return i;
    }
    return usable(oldIndex) ? oldIndex : fallback;
}

QList<DriverRange> RiskView::editedRanges() const
{
    QList<DriverRange> edited;
    if (!m_model)
        return edited;
    const QList<DriverRange> defaults
            = Drivers::defaultRanges(m_model->scenario(), m_fxCombo->currentText());
    for (const DriverRange &range : m_ranges->ranges()) {
        for (const DriverRange &given : defaults) {
            if (given.driver == range.driver && given.currency == range.currency
                && (given.low != range.low || given.mostLikely != range.mostLikely
                    || given.high != range.high))
                edited.append(range);
        }
    }
    return edited;
}

void RiskView::fillPairs()
{
    for (QComboBox *combo : { m_comboA, m_comboB }) {
        combo->clear();
        if (!m_model)
            continue;
        for (int i = 0; i < m_model->optionCount(); ++i) {
            if (m_model->option(i).feasible)
                combo->addItem(swatch(RiskCharts::optionColour(i)), m_model->option(i).name, i);
        }
    }
    m_comboA->setCurrentIndex(m_comboA->findData(m_optionA));
    m_comboB->setCurrentIndex(m_comboB->findData(m_optionB));
    m_fxCombo->clear();
    if (m_model)
        m_fxCombo->addItems(m_model->foreignCurrencies());
}

void RiskView::resetRanges(const QString &preferredFx)
{
    if (!m_model) {
        m_ranges->setRanges({}, Scenario());
        return;
    }
    QString fx = m_model->foreignCurrencies().contains(preferredFx)
            ? preferredFx
            : m_model->foreignCurrencies({ m_optionA, m_optionB }).value(0);
    if (fx.isEmpty())
        fx = m_model->foreignCurrencies().value(0);
    m_fxCombo->setCurrentIndex(m_fxCombo->findText(fx));
    m_ranges->setRanges(Drivers::defaultRanges(m_model->scenario(), fx), m_model->scenario());
}

void RiskView::setPair(int a, int b)
{
    m_optionA = a;
    m_optionB = b;
    m_comboA->setCurrentIndex(m_comboA->findData(a));
    m_comboB->setCurrentIndex(m_comboB->findData(b));
    analyse();
}

void RiskView::setMeasure(Measure measure)
{
    m_measure = measure;
    m_measureCombo->setCurrentIndex(m_measureCombo->findData(int(measure)));
    analyse();
}

void RiskView::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

void RiskView::scheduleAnalysis()
{
    m_analysisTimer->start();
}

RiskChartStyle RiskView::chartStyle() const
{
    RiskChartStyle style;
    style.locale = locale();
    style.font = font();
    return style;
}

Result RiskView::baseResult() const
{
    Result result;
    if (!m_model)
        return result;
    result.scenarioId = m_model->scenario().id;
    result.scenarioName = m_model->scenario().name;
    result.currency = m_model->scenario().currency;
    result.horizonMonths = m_model->scenario().horizonMonths;
    result.options = m_model->baseResults();
    return result;
}

void RiskView::setChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

void RiskView::analyse()
{
    m_analysisTimer->stop();
    m_sensitivity.reset();
    const Problems &problems = m_ranges->problems();
    m_rangeProblems->setVisible(!problems.isEmpty());
    if (!problems.isEmpty())
        m_rangeProblems->setText(problems.first().text());
    m_run->setEnabled(m_model && problems.isEmpty() && !m_thread);

    QString message;
    if (!m_model) {
        message = m_scenarioProblems.isEmpty() ? tr("No scenario.")
                                               : m_scenarioProblems.first().text();
    } else if (m_optionA < 0 || m_optionB < 0) {
        message = tr("Two options that can serve the workload are needed for a comparison.");
    } else if (!problems.isEmpty()) {
        message = tr("Correct the marked driver ranges to see the tornado.");
    } else {
        try {
            const Outcome<SensitivityResult> outcome = Sensitivity::run(
                    *m_model, m_optionA, m_optionB, m_ranges->ranges(), m_measure);
            if (outcome.ok())
                m_sensitivity = outcome.value();
            else
                message = outcome.problems().first().text();
        } catch (const std::exception &) {
            message = tr("These ranges make the figures too large to compute exactly.");
        }
    }

    if (m_sensitivity) {
        setChart(m_tornadoView,
                 RiskCharts::tornado(*m_sensitivity, m_model->scenario(), chartStyle()));
        QStringList flips;
        for (const SensitivityRow &row : m_sensitivity->rows) {
            if (row.flip)
                flips.append(row.flip->text.toHtmlEscaped());
        }
        const QString difference = MoneyFormat::money(m_sensitivity->baseDifference,
                                                      m_sensitivity->currency, locale());
        QString text = tr("At the scenario's figures %1 − %2 = %3.")
                               .arg(m_sensitivity->nameA.toHtmlEscaped(),
                                    m_sensitivity->nameB.toHtmlEscaped(),
                                    QStringLiteral("<b style=\"white-space:nowrap\">") + difference
                                            + QStringLiteral("</b>"));
        if (flips.isEmpty())
            text += u' ' + tr("No single driver within its range changes which is cheaper.");
        else
            text += QStringLiteral("<ul style=\"margin-left:-20px\"><li>")
                    + flips.join(QStringLiteral("</li><li>")) + QStringLiteral("</li></ul>")
                    + QStringLiteral("<span style=\"color:#5B6778\">")
                    + tr("In the tornado the red dashed line is equal cost; a diamond marks "
                         "each driver whose range changes which option is cheaper.")
                    + QStringLiteral("</span>");
        m_flipText->setText(text);
    } else {
        setChart(m_tornadoView, new QChart);
        m_flipText->setText(message.toHtmlEscaped());
    }
    updateDecision();
    Q_EMIT sensitivityUpdated();
}

void RiskView::updateDecision()
{
    if (!m_model) {
        m_decision = DecisionSummary();
        m_decisionText->setPlainText(m_scenarioProblems.isEmpty()
                                             ? tr("No scenario.")
                                             : m_scenarioProblems.first().text());
        return;
    }
    m_decision = Decision::summarize(m_model->scenario(), baseResult(),
                                     m_sensitivity ? &*m_sensitivity : nullptr,
                                     m_monteCarlo ? &*m_monteCarlo : nullptr);
    QString html = QStringLiteral("<div style=\"font-size:11pt\"><h2>") + tr("The answer")
            + QStringLiteral("</h2>") + htmlList(m_decision.headlines);
    html += QStringLiteral("<h2>") + tr("What could change it") + QStringLiteral("</h2>");
    if (m_decision.doubts.isEmpty())
        html += QStringLiteral("<p>") + tr("Nothing found in the figures.")
                + QStringLiteral("</p>");
    else
        html += htmlList(m_decision.doubts);
    if (!m_monteCarlo)
        html += QStringLiteral("<p style=\"color:#5B6778\">")
                + tr("Run the Monte Carlo simulation to add the odds of each option being the "
                     "cheapest.")
                + QStringLiteral("</p>");
    m_decisionText->setHtml(html + QStringLiteral("</div>"));
}

void RiskView::runMonteCarlo()
{
    if (m_thread || !m_model || !m_ranges->problems().isEmpty())
        return;
    MonteCarloSettings settings;
    settings.seed = static_cast<std::uint64_t>(m_seed->value());
    settings.draws = m_draws->value();
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    const auto model = std::make_shared<const DriverModel>(*m_model);
    const QList<DriverRange> ranges = m_ranges->ranges();
    const auto cancel = m_cancelFlag;
    m_monteCarlo.reset();
    m_progress->setValue(0);
    m_monteCarloStatus->setText(tr("Simulating %L1 draws…").arg(settings.draws));
    setRunning(true);
    // The worker only reads its own copies; results come back as queued calls, which are
    // dropped if the view is gone (the destructor waits for the thread first).
    const int runNumber = ++m_runNumber;
    m_thread = QThread::create([this, model, ranges, settings, cancel, runNumber] {
        const Outcome<MonteCarloResult> outcome = MonteCarlo::run(
                *model, ranges, settings,
                [this, runNumber](int done, int total) {
                    const int percent = static_cast<int>(qint64(done) * 100 / total);
                    QMetaObject::invokeMethod(
                            this,
                            [this, runNumber, percent] {
                                if (runNumber == m_runNumber)
                                    m_progress->setValue(percent);
                            },
                            Qt::QueuedConnection);
                },
                cancel.get());
        QMetaObject::invokeMethod(
                this, [this, runNumber, outcome] { monteCarloDone(runNumber, outcome); },
                Qt::QueuedConnection);
    });
    m_thread->start();
}

void RiskView::cancelMonteCarlo()
{
    if (m_cancelFlag)
        m_cancelFlag->store(true);
}

void RiskView::setRunning(bool running)
{
    m_run->setEnabled(!running && m_model && m_ranges->problems().isEmpty());
    m_cancel->setEnabled(running);
    m_seed->setEnabled(!running);
    m_draws->setEnabled(!running);
}

void RiskView::monteCarloDone(int runNumber, const Outcome<MonteCarloResult> &outcome)
{
    if (runNumber != m_runNumber)
        return;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    if (!outcome.ok()) {
        m_monteCarloStatus->setText(outcome.problems().first().text());
    } else if (outcome.value().cancelled) {
        m_monteCarloStatus->setText(tr("Cancelled."));
        m_progress->setValue(0);
    } else {
        m_monteCarlo = outcome.value();
        m_progress->setValue(100);
        const int best = m_monteCarlo->mostOftenCheapest();
        m_monteCarloStatus->setText(
                best < 0 ? QString()
                         : tr("%L1 draws, seed %2: <b>%3</b> is the cheapest in %4% of them.")
                                   .arg(m_monteCarlo->draws)
                                   .arg(m_monteCarlo->seed)
                                   .arg(m_monteCarlo->options.at(best).name.toHtmlEscaped())
                                   .arg(m_monteCarlo->options.at(best).probabilityCheapest * 100.0,
                                        0, 'f', 1));
    }
    setRunning(false);
    showMonteCarlo();
    updateDecision();
    Q_EMIT monteCarloFinished();
}

void RiskView::showMonteCarlo()
{
    m_spreadTable->setRowCount(0);
    if (!m_monteCarlo) {
        setChart(m_spreadView, new QChart);
        return;
    }
    setChart(m_spreadView, RiskCharts::spread(*m_monteCarlo, chartStyle()));
    const QString &currency = m_monteCarlo->currency;
    for (int i = 0; i < m_monteCarlo->options.size(); ++i) {
        const OptionDistribution &d = m_monteCarlo->options.at(i);
        if (!d.feasible)
            continue;
        const int row = m_spreadTable->rowCount();
        m_spreadTable->insertRow(row);
        auto *name = new QTableWidgetItem(swatch(RiskCharts::optionColour(i)), d.name);
        m_spreadTable->setItem(row, 0, name);
        const QList<QString> cells{
            MoneyFormat::money(d.p10, currency, locale()),
            MoneyFormat::money(d.p50, currency, locale()),
            MoneyFormat::money(d.p90, currency, locale()),
            locale().toString(d.probabilityCheapest * 100.0, 'f', 1) + u'%',
        };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_spreadTable->setItem(row, c + 1, item);
        }
    }
}

RiskReportContent RiskView::reportContent() const
{
    RiskReportContent content;
    if (!m_model)
        return content;
    content.scenario = m_model->scenario();
    content.sensitivity = m_sensitivity;
    content.monteCarlo = m_monteCarlo;
    content.decision = m_decision;
    // A report leaves the meeting room: it gets the simulation with the seed, draws and ranges
    // entered even if the user has not run it (or it is still running).
    if (!content.monteCarlo && m_ranges->problems().isEmpty()) {
        MonteCarloSettings settings;
        settings.seed = static_cast<std::uint64_t>(m_seed->value());
        settings.draws = m_draws->value();
        const Outcome<MonteCarloResult> simulation
                = MonteCarlo::run(*m_model, m_ranges->ranges(), settings);
        if (simulation.ok()) {
            content.monteCarlo = simulation.value();
            content.decision = Decision::summarize(content.scenario, baseResult(),
                                                   m_sensitivity ? &*m_sensitivity : nullptr,
                                                   &*content.monteCarlo);
        }
    }
    return content;
}

} // namespace infertco
