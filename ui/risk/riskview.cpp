// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskview.h"

#include "charts/chartpalette.h"
#include "driverrangemodel.h"
#include "money/moneyformat.h"
#include "risksession.h"
#include "widgets/wheelguard.h"

#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
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
#include <QTimer>
#include <QVBoxLayout>
#include <QValidator>

#include <algorithm>
#include <cstdint>

namespace infertco {

namespace {

// Digits only, at most MonteCarlo::MaxSeed; an empty field is still being typed.
class SeedValidator : public QValidator
{
public:
    using QValidator::QValidator;
    State validate(QString &input, int &) const override
    {
        if (input.isEmpty())
            return Intermediate;
        bool ok = false;
        const qulonglong seed = input.toULongLong(&ok);
        const bool digits = std::all_of(input.cbegin(), input.cend(),
                                        [](QChar c) { return c >= u'0' && c <= u'9'; });
        return digits && ok && seed <= MonteCarlo::MaxSeed ? Acceptable : Invalid;
    }
};

} // namespace

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

RiskView::RiskView(RiskSession *session, QWidget *parent)
    : QWidget(parent), m_session(session ? session : new RiskSession(this))
{
    buildUi();
    WheelGuard::install(this);
    connect(m_session, &RiskSession::scenarioChanged, this, &RiskView::showScenario);
    connect(m_session, &RiskSession::sensitivityUpdated, this, &RiskView::showSensitivity);
    connect(m_session, &RiskSession::runningChanged, this, &RiskView::showRunning);
    connect(m_session, &RiskSession::monteCarloProgress, m_progress, &QProgressBar::setValue);
    connect(m_session, &RiskSession::monteCarloStatusChanged, this,
            [this] { m_monteCarloStatus->setText(m_session->monteCarloStatus()); });
    connect(m_session, &RiskSession::monteCarloReset, this, [this] {
        m_progress->setValue(0);
        showMonteCarlo();
        showDecision();
    });
    connect(m_session, &RiskSession::monteCarloFinished, this, [this] {
        if (!m_session->monteCarlo())
            m_progress->setValue(0);
        showMonteCarlo();
        showDecision();
        Q_EMIT monteCarloFinished();
    });
    if (m_session->model() || !m_session->scenarioProblems().isEmpty()) {
        showScenario();
        showSensitivity();
        showMonteCarlo();
        m_monteCarloStatus->setText(m_session->monteCarloStatus());
    }
}

RiskView::~RiskView() = default;

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

    layout->addLayout(buildPairRow());

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setChildrenCollapsible(false);
    QWidget *left = buildRangesPanel();
    splitter->addWidget(left);
    m_tabs = new QTabWidget;
    m_tabs->addTab(buildTornadoPage(), tr("Tornado"));
    m_tabs->addTab(buildMonteCarloPage(), tr("Monte Carlo"));
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
}

QLayout *RiskView::buildPairRow()
{
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

    const auto pairChanged = [this] {
        m_session->setPair(m_comboA->currentData().toInt(), m_comboB->currentData().toInt());
    };
    connect(m_comboA, &QComboBox::activated, this, pairChanged);
    connect(m_comboB, &QComboBox::activated, this, pairChanged);
    connect(m_measureCombo, &QComboBox::activated, this,
            [this] { m_session->setMeasure(Measure(m_measureCombo->currentData().toInt())); });
    return header;
}

QWidget *RiskView::buildRangesPanel()
{
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
    m_rangeTable->setModel(m_session->rangeModel());
    m_rangeTable->verticalHeader()->hide();
    m_rangeTable->horizontalHeader()->setSectionResizeMode(DriverRangeModel::DriverColumn,
                                                           QHeaderView::Stretch);
    for (int column = DriverRangeModel::LowColumn; column < DriverRangeModel::ColumnCount; ++column)
        m_rangeTable->horizontalHeader()->setSectionResizeMode(column,
                                                               QHeaderView::ResizeToContents);
    // A driver's name wraps in its column ("Owned servers (hybrid)") rather than end in "…".
    m_rangeTable->setWordWrap(true);
    m_rangeTable->setTextElideMode(Qt::ElideNone);
    m_rangeTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rangeTable->setAlternatingRowColors(true);
    m_rangeTable->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_rangeTable->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_fxBasis = new QLabel;
    m_fxBasis->setObjectName(QStringLiteral("fxBasis"));
    m_fxBasis->setWordWrap(true);
    m_fxBasis->setStyleSheet(QStringLiteral("color: #5B6778;"));
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
    leftLayout->addWidget(m_fxBasis);
    leftLayout->addWidget(m_rangeProblems);
    leftLayout->addLayout(rangeButtons);
    leftLayout->addSpacing(8);
    leftLayout->addWidget(new QLabel(tr("<b>Where the choice flips</b>")));
    leftLayout->addWidget(m_flipText, 1);

    connect(m_fxCombo, &QComboBox::activated, this,
            [this] { m_session->setFxCurrency(m_fxCombo->currentText()); });
    connect(reset, &QPushButton::clicked, m_session, &RiskSession::resetRanges);
    return left;
}

QWidget *RiskView::buildTornadoPage()
{
    auto *tornadoPage = new QWidget;
    auto *tornadoLayout = new QVBoxLayout(tornadoPage);
    m_tornadoView = new QChartView;
    m_tornadoView->setObjectName(QStringLiteral("tornado"));
    m_tornadoView->setRenderHint(QPainter::Antialiasing);
    m_tornadoView->setMinimumHeight(320);
    tornadoLayout->addWidget(m_tornadoView, 1);
    m_tornadoLegend = new QLabel(tornadoPage);
    m_tornadoLegend->setObjectName(QStringLiteral("tornadoLegend"));
    m_tornadoLegend->setTextFormat(Qt::RichText);
    m_tornadoLegend->setWordWrap(true);
    m_tornadoLegend->setAlignment(Qt::AlignHCenter);
    tornadoLayout->addWidget(m_tornadoLegend);
    return tornadoPage;
}

QLayout *RiskView::buildMonteCarloControls()
{
    auto *controls = new QHBoxLayout;
    // The same seeds as the CLI and the run (0..MonteCarlo::MaxSeed, more than a spin box's
    // int holds).
    m_seed = new QLineEdit(QString::number(m_session->seed()));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(new SeedValidator(m_seed));
    m_seed->setMaxLength(16);
    m_seed->setToolTip(tr("A whole number from 0 to %1; the same seed gives the same draws.")
                               .arg(QLocale().toString(qulonglong{ MonteCarlo::MaxSeed })));
    m_draws = new QSpinBox;
    m_draws->setObjectName(QStringLiteral("draws"));
    m_draws->setRange(MonteCarlo::MinDrawsInView, MonteCarlo::MaxDraws);
    m_draws->setSingleStep(1000);
    m_draws->setGroupSeparatorShown(true);
    m_draws->setValue(m_session->draws());
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

    connect(m_seed, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (m_seed->hasAcceptableInput())
            m_session->setSeed(text.toULongLong());
    });
    connect(m_draws, &QSpinBox::valueChanged, m_session, &RiskSession::setDraws);
    connect(m_run, &QPushButton::clicked, this, &RiskView::runMonteCarlo);
    connect(m_cancel, &QPushButton::clicked, this, &RiskView::cancelMonteCarlo);
    return controls;
}

QWidget *RiskView::buildMonteCarloPage()
{
    auto *monteCarloPage = new QWidget;
    auto *monteCarloLayout = new QVBoxLayout(monteCarloPage);
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
    // Long option names wrap in their column rather than end in "…".
    m_spreadTable->setWordWrap(true);
    m_spreadTable->setTextElideMode(Qt::ElideNone);
    m_spreadTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
    monteCarloLayout->addLayout(buildMonteCarloControls());
    monteCarloLayout->addWidget(m_monteCarloStatus);
    monteCarloLayout->addWidget(m_spreadView, 1);
    monteCarloLayout->addWidget(m_spreadTable);
    monteCarloLayout->addWidget(note);
    return monteCarloPage;
}

void RiskView::setScenario(const Scenario &scenario, const Catalog &catalog)
{
    m_session->setScenario(scenario, catalog);
}

void RiskView::showScenario()
{
    const DriverModel *model = m_session->model();
    m_title->setText(tr("Risk and sensitivity: %1").arg(m_session->scenarioName()));
    QStringList names;
    for (int i = 0; model && i < model->optionCount(); ++i)
        names.append(model->option(i).name);
    for (QComboBox *combo : { m_comboA, m_comboB }) {
        combo->clear();
        if (!model)
            continue;
        for (int i = 0; i < model->optionCount(); ++i) {
            if (model->option(i).feasible)
                combo->addItem(swatch(ChartPalette::option(names, i)), model->option(i).name, i);
        }
    }
    m_fxCombo->clear();
    if (model)
        m_fxCombo->addItems(model->foreignCurrencies());
    m_progress->setValue(0);
    showMonteCarlo();
}

void RiskView::setPair(int a, int b)
{
    m_session->setPair(a, b);
}

void RiskView::setMeasure(Measure measure)
{
    m_session->setMeasure(measure);
}

void RiskView::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

DriverRangeModel *RiskView::rangeModel() const
{
    return m_session->rangeModel();
}

const std::optional<SensitivityResult> &RiskView::sensitivity() const
{
    return m_session->sensitivity();
}

const std::optional<MonteCarloResult> &RiskView::monteCarlo() const
{
    return m_session->monteCarlo();
}

const DecisionSummary &RiskView::decision() const
{
    return m_session->decision();
}

RiskReportContent RiskView::reportContent() const
{
    return m_session->reportContent();
}

bool RiskView::isRunning() const
{
    return m_session->isRunning();
}

void RiskView::runMonteCarlo()
{
    if (!m_seed->hasAcceptableInput())
        m_seed->setText(QString::number(m_session->seed()));
    m_session->setSeed(m_seed->text().toULongLong());
    m_session->setDraws(m_draws->value());
    if (m_session->canRun())
        m_progress->setValue(0);
    m_session->runMonteCarlo();
}

void RiskView::cancelMonteCarlo()
{
    m_session->cancelMonteCarlo();
}

ChartStyle RiskView::chartStyle() const
{
    ChartStyle style;
    style.locale = locale();
    style.font = font();
    // The charts' width, so that their money axes take only the ticks whose labels fit.
    style.chartWidth = m_tabs ? m_tabs->width() : 0;
    return style;
}

void RiskView::setChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

void RiskView::showRunning(bool running)
{
    m_run->setEnabled(!running && m_session->canRun());
    m_cancel->setEnabled(running);
    m_seed->setEnabled(!running);
    m_draws->setEnabled(!running);
}

void RiskView::showSensitivity()
{
    const DriverModel *model = m_session->model();
    m_comboA->setCurrentIndex(m_comboA->findData(m_session->optionA()));
    m_comboB->setCurrentIndex(m_comboB->findData(m_session->optionB()));
    m_measureCombo->setCurrentIndex(m_measureCombo->findData(int(m_session->measure())));
    m_fxCombo->setCurrentIndex(m_fxCombo->findText(m_session->fxCurrency()));
    const Problems &problems = m_session->rangeModel()->problems();
    m_rangeProblems->setVisible(!problems.isEmpty());
    if (!problems.isEmpty())
        m_rangeProblems->setText(problems.first().text());
    showRunning(m_session->isRunning());

    // Where the exchange-rate range comes from: a peg or band is what a buyer checks first.
    QString basis;
    for (const DriverRange &range : m_session->rangeModel()->ranges()) {
        if (range.driver != Driver::Fx || !model)
            continue;
        basis = tr("%1 from %2 to %3. Basis: %4")
                        .arg(Drivers::label(range),
                             Sensitivity::valueText(range, range.low, model->scenario()),
                             Sensitivity::valueText(range, range.high, model->scenario()),
                             DriverRangeModel::basisText(range));
    }
    m_fxBasis->setText(basis);
    m_fxBasis->setVisible(!basis.isEmpty());

    const std::optional<SensitivityResult> &sensitivity = m_session->sensitivity();
    if (sensitivity && model) {
        setChart(m_tornadoView, RiskCharts::tornado(*sensitivity, model->scenario(), chartStyle()));
        m_tornadoLegend->setText(RiskCharts::tornadoLegendHtml(*sensitivity, locale()));
        m_tornadoLegend->show();
        QStringList flips;
        for (const SensitivityRow &row : sensitivity->rows) {
            if (row.flip)
                flips.append(row.flip->text.toHtmlEscaped());
        }
        const QString difference
                = MoneyFormat::money(sensitivity->baseDifference, sensitivity->currency, locale());
        QString text = tr("At the scenario's figures %1 − %2 = %3.")
                               .arg(sensitivity->nameA.toHtmlEscaped(),
                                    sensitivity->nameB.toHtmlEscaped(),
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
        m_tornadoLegend->clear();
        m_tornadoLegend->hide();
        m_flipText->setText(m_session->sensitivityMessage().toHtmlEscaped());
    }
    showDecision();
    Q_EMIT sensitivityUpdated();
}

void RiskView::showDecision()
{
    if (!m_session->model()) {
        m_decisionText->setPlainText(m_session->scenarioProblems().isEmpty()
                                             ? tr("No scenario.")
                                             : m_session->scenarioProblems().first().text());
        return;
    }
    const DecisionSummary &decision = m_session->decision();
    QString html = QStringLiteral("<div style=\"font-size:11pt\"><h2>") + tr("The answer")
            + QStringLiteral("</h2>") + htmlList(decision.headlines);
    html += QStringLiteral("<h2>") + tr("What could change it") + QStringLiteral("</h2>");
    if (decision.doubts.isEmpty())
        html += QStringLiteral("<p>") + tr("Nothing found in the figures.")
                + QStringLiteral("</p>");
    else
        html += htmlList(decision.doubts);
    if (!m_session->monteCarlo())
        html += QStringLiteral("<p style=\"color:#5B6778\">")
                + tr("Run the Monte Carlo simulation to add the odds of each option being the "
                     "cheapest.")
                + QStringLiteral("</p>");
    m_decisionText->setHtml(html + QStringLiteral("</div>"));
}

void RiskView::showMonteCarlo()
{
    m_spreadTable->setRowCount(0);
    const std::optional<MonteCarloResult> &monteCarlo = m_session->monteCarlo();
    if (!monteCarlo) {
        setChart(m_spreadView, new QChart);
        return;
    }
    m_progress->setValue(100);
    setChart(m_spreadView, RiskCharts::spread(*monteCarlo, chartStyle()));
    const QString &currency = monteCarlo->currency;
    for (int i = 0; i < monteCarlo->options.size(); ++i) {
        const OptionDistribution &d = monteCarlo->options.at(i);
        if (!d.feasible)
            continue;
        const int row = m_spreadTable->rowCount();
        m_spreadTable->insertRow(row);
        auto *name = new QTableWidgetItem(swatch(ChartPalette::optionIn(monteCarlo->options, i)),
                                          d.name);
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

} // namespace infertco
