// SPDX-License-Identifier: GPL-3.0-or-later
#include "calibrationdialog.h"

#include "charts/chartpalette.h"
#include "edit/bundlecommand.h"
#include "edit/bundlestore.h"
#include "io/import/runreader.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QScatterSeries>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrentRun>

#include <algorithm>

namespace infertco {

CalibrationDialog::CalibrationDialog(BundleStore *store, const QString &scenarioId, QWidget *parent)
    : QDialog(parent), m_store(store), m_scenarioId(scenarioId)
{
    setWindowTitle(tr("Calibrate from Measured Runs"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_accelerator = new QComboBox(this);
    for (const Accelerator &a : m_store->bundle().catalog.accelerators)
        m_accelerator->addItem(a.displayName(), a.id);
    // The card of the scenario's first option, where it has one.
    for (const Scenario &s : m_store->bundle().scenarios) {
        if (s.id == m_scenarioId && !s.options.isEmpty())
            setAccelerator(s.options.first().accelerator);
    }
    form->addRow(tr("Measured on"), m_accelerator);
    m_tpBox = new QComboBox(this);
    for (const int tp : { 1, 2, 4, 8 })
        m_tpBox->addItem(QString::number(tp), tp);
    form->addRow(tr("Tensor-parallel size"), m_tpBox);
    layout->addLayout(form);

    layout->addWidget(new QLabel(tr("Run files (vllm bench serve --save-result JSON, or a CSV "
                                    "of runs):"),
                                 this));
    m_files = new QListWidget(this);
    m_files->setMaximumHeight(90);
    layout->addWidget(m_files);
    auto *fileButtons = new QHBoxLayout;
    m_addFiles = new QPushButton(tr("Add &Files…"), this);
    m_clearFiles = new QPushButton(tr("C&lear"), this);
    m_calibrate = new QPushButton(tr("&Calibrate"), this);
    fileButtons->addWidget(m_addFiles);
    fileButtons->addWidget(m_clearFiles);
    fileButtons->addStretch();
    fileButtons->addWidget(m_calibrate);
    layout->addLayout(fileButtons);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_factors = new QLabel(this);
    m_factors->setWordWrap(true);
    layout->addWidget(m_factors);
    auto *charts = new QHBoxLayout;
    for (QChartView **view : { &m_ttftChart, &m_tpotChart }) {
        *view = new QChartView(this);
        (*view)->setRenderHint(QPainter::Antialiasing);
        (*view)->setMinimumSize(380, 320);
        charts->addWidget(*view);
    }
    layout->addLayout(charts, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_add = buttons->addButton(tr("&Add Calibrated Card"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);

    connect(m_addFiles, &QPushButton::clicked, this, &CalibrationDialog::chooseFiles);
    connect(m_clearFiles, &QPushButton::clicked, this, [this] {
        m_runs.clear();
        m_files->clear();
        m_result.reset();
        drawChart();
        updateButtons();
    });
    connect(m_calibrate, &QPushButton::clicked, this, &CalibrationDialog::start);
    connect(m_add, &QPushButton::clicked, this, &CalibrationDialog::addToCatalog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_watcher, &QFutureWatcher<Outcome<CalibrationResult>>::finished, this,
            &CalibrationDialog::fitDone);
    showStatus(tr("Add the run files of your pilot, then calibrate."));
    drawChart();
    updateButtons();
}

CalibrationDialog::~CalibrationDialog()
{
    m_watcher.waitForFinished();
}

void CalibrationDialog::setAccelerator(const QString &id)
{
    const int index = m_accelerator->findData(id);
    if (index >= 0)
        m_accelerator->setCurrentIndex(index);
}

void CalibrationDialog::setTensorParallelSize(int tp)
{
    const int index = m_tpBox->findData(tp);
    if (index >= 0)
        m_tpBox->setCurrentIndex(index);
}

void CalibrationDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add Run Files"), QString(),
                                                            tr("Benchmark results (*.json *.csv)"));
    addFiles(paths);
}

bool CalibrationDialog::addFiles(const QStringList &paths)
{
    QStringList refused;
    for (const QString &path : paths) {
        const Outcome<QList<MeasuredRun>> read = RunReader::read(path);
        if (!read.ok()) {
            refused.append(QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(),
                                                        read.problems().constFirst().text()));
            continue;
        }
        m_runs += read.value();
        m_files->addItem(tr("%1 (%n run(s))", nullptr, static_cast<int>(read.value().size()))
                                 .arg(QFileInfo(path).fileName()));
    }
    if (!refused.isEmpty())
        showStatus(tr("Not added: %1").arg(refused.join(u'\n')), true);
    else if (!paths.isEmpty())
        showStatus(tr("%n run(s) to calibrate on.", nullptr, static_cast<int>(m_runs.size())));
    updateButtons();
    return refused.isEmpty();
}

void CalibrationDialog::start()
{
    if (isRunning() || m_runs.isEmpty())
        return;
    const Bundle &bundle = m_store->bundle();
    const auto scenario = std::find_if(bundle.scenarios.cbegin(), bundle.scenarios.cend(),
                                       [&](const Scenario &s) { return s.id == m_scenarioId; });
    const Accelerator *card = bundle.catalog.accelerator(m_accelerator->currentData().toString());
    if (scenario == bundle.scenarios.cend() || !card) {
        showStatus(tr("Choose a scenario and a card first."), true);
        return;
    }
    CalibrationInput input;
    input.workload = scenario->workload;
    input.headroom = scenario->headroom.toDouble();
    input.accelerator = *card;
    input.tp = m_tpBox->currentData().toInt();
    input.runs = m_runs;
    input.today = QDate::currentDate();
    m_start = *card;
    m_tp = input.tp;
    m_result.reset();
    showStatus(tr("Calibrating…"));
    m_watcher.setFuture(QtConcurrent::run([input] { return Calibration::run(input); }));
    updateButtons();
}

void CalibrationDialog::fitDone()
{
    const Outcome<CalibrationResult> outcome = m_watcher.result();
    if (!outcome.ok()) {
        showStatus(tr("Not calibrated: %1").arg(outcome.problems().constFirst().text()), true);
    } else {
        m_result = outcome.value();
        const CalibrationResult &r = *m_result;
        showStatus(tr("After calibration, TTFT is within ±25 % on %1 of %2 runs and TPOT within "
                      "±10 % on %3.")
                           .arg(r.ttftWithin25)
                           .arg(r.runs.size())
                           .arg(r.tpotWithin10));
        const CalibratedFactors &f = r.factors;
        QString factors = tr("Fitted at %1: bandwidth efficiency %2, compute efficiency %3")
                                  .arg(f.precisionKey)
                                  .arg(f.bw)
                                  .arg(f.compute);
        if (f.tpEfficiency)
            factors += tr(", tensor-parallel efficiency %1").arg(*f.tpEfficiency);
        factors += tr(", sequence overhead %1 ms, request overhead %2 ms")
                           .arg(f.sequenceOverheadMs)
                           .arg(f.requestOverheadMs);
        if (f.allreduceUs)
            factors += tr(", all-reduce %1 µs per layer and step").arg(*f.allreduceUs);
        for (const QString &note : r.notes)
            factors += u'\n' + note;
        m_factors->setText(factors);
    }
    drawChart();
    updateButtons();
    Q_EMIT finished();
}

void CalibrationDialog::drawChart()
{
    // One chart per metric: measured across, modelled up, each run before (grey) and after
    // (the accent colour); on the dashed line the model meets the measurement.
    struct Metric
    {
        QChartView *view;
        QString name;
        double (*measured)(const MeasuredRun &);
        double (*modelled)(const ModelledRun &);
    };
    const Metric metrics[] = {
        { m_ttftChart, tr("TTFT"), [](const MeasuredRun &m) { return m.ttftMs; },
          [](const ModelledRun &m) { return m.ttftMs; } },
        { m_tpotChart, tr("TPOT"), [](const MeasuredRun &m) { return m.tpotMs; },
          [](const ModelledRun &m) { return m.tpotMs; } },
    };
    for (const Metric &metric : metrics) {
        auto *chart = new QChart;
        chart->setBackgroundVisible(false);
        chart->setTitle(tr("%1 ms: modelled against measured").arg(metric.name));
        if (m_result) {
            const CalibrationResult &r = *m_result;
            double top = 0;
            auto *before = new QScatterSeries;
            auto *after = new QScatterSeries;
            before->setName(tr("before"));
            after->setName(tr("after"));
            before->setColor(ChartPalette::mutedText());
            after->setColor(ChartPalette::accent());
            for (QScatterSeries *series : { before, after }) {
                series->setMarkerSize(9);
                series->setBorderColor(Qt::transparent);
            }
            for (qsizetype i = 0; i < r.runs.size(); ++i) {
                const double measured = metric.measured(r.runs.at(i));
                before->append(measured, metric.modelled(r.before.at(i)));
                after->append(measured, metric.modelled(r.after.at(i)));
                top = std::max({ top, measured, metric.modelled(r.before.at(i)),
                                 metric.modelled(r.after.at(i)) });
            }
            auto *diagonal = new QLineSeries;
            diagonal->setName(tr("modelled = measured"));
            diagonal->append(0, 0);
            diagonal->append(top * 1.1, top * 1.1);
            QPen pen(ChartPalette::text());
            pen.setStyle(Qt::DashLine);
            diagonal->setPen(pen);
            auto *x = new QValueAxis;
            auto *y = new QValueAxis;
            x->setRange(0, top * 1.1);
            y->setRange(0, top * 1.1);
            x->setLabelFormat(QStringLiteral("%.0f"));
            y->setLabelFormat(QStringLiteral("%.0f"));
            x->setTitleText(tr("measured"));
            y->setTitleText(tr("modelled"));
            chart->addAxis(x, Qt::AlignBottom);
            chart->addAxis(y, Qt::AlignLeft);
            for (QXYSeries *series :
                 std::initializer_list<QXYSeries *>{ diagonal, before, after }) {
                chart->addSeries(series);
                series->attachAxis(x);
                series->attachAxis(y);
            }
        }
        QChart *old = metric.view->chart();
        metric.view->setChart(chart);
        delete old;
    }
}

bool CalibrationDialog::addToCatalog()
{
    if (!m_result)
        return false;
    Bundle next = m_store->bundle();
    Accelerator card = m_result->calibrated;
    // A free id beside the original: never over it nor over another card.
    const QString base = card.id;
    for (int n = 2; next.catalog.accelerator(card.id); ++n)
        card.id = QStringLiteral("%1-%2").arg(base).arg(n);
    auto &list = next.catalog.accelerators;
    const auto original = std::find_if(list.begin(), list.end(),
                                       [&](const Accelerator &a) { return a.id == m_start.id; });
    const int row = original == list.end() ? static_cast<int>(list.size())
                                           : static_cast<int>(original - list.begin()) + 1;
    list.insert(row, card);
    BundleChange change;
    change.kind = BundleChange::RowInserted;
    change.part = BundlePart::Accelerators;
    change.row = row;
    m_store->undoStack()->push(new BundleCommand(m_store, tr("Add Calibrated Card %1").arg(card.id),
                                                 m_store->bundle(), next, change));
    if (!m_store->lastProblems().isEmpty()) {
        showStatus(tr("Nothing was added: %1").arg(m_store->lastProblems().constFirst().text()),
                   true);
        return false;
    }
    showStatus(tr("Added the card \"%1\" beside \"%2\".").arg(card.id, m_start.id));
    return true;
}

QString CalibrationDialog::statusText() const
{
    return m_status->text();
}

void CalibrationDialog::updateButtons()
{
    m_calibrate->setEnabled(!isRunning() && !m_runs.isEmpty());
    m_add->setEnabled(!isRunning() && m_result.has_value());
    m_addFiles->setEnabled(!isRunning());
    m_clearFiles->setEnabled(!isRunning() && !m_runs.isEmpty());
}

void CalibrationDialog::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    QPalette palette = m_status->palette();
    palette.setColor(QPalette::WindowText,
                     problem ? ChartPalette::warning() : ChartPalette::text());
    m_status->setPalette(palette);
}

} // namespace infertco
