// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the GUI targets of docs/architecture.md, "Tests": cold start to an interactive window
// with the demo document (< 500 ms) and an edit to updated charts (< 30 ms on the demo, < 50 ms on
// a document of 2,000 catalog rows and 50 scenarios), with where the time goes.
//
//   bench_gui [DEMO.infertco | DEMO.json]      (default: the build's data/demo.infertco,
//                                               else data/demo.json)
// Runs on whatever platform Qt picks: QT_QPA_PLATFORM=offscreen, or xvfb-run for X11.
#include "window/apptheme.h"
#include "window/mainwindow.h"
#include "window/workspace.h"

#include "edit/bundlestore.h"
#include "editors/rentaloffertablemodel.h"
#include "editors/tableeditor.h"
#include "results/dashboard.h"

#include "io/bundle/bundlereader.h"
#include "io/document/document.h"
#include "model/rules/validation.h"

#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QWindow>

#include <algorithm>
#include <vector>

#include <unistd.h>

using namespace infertco;

namespace {

// Time since the process started, from /proc (clock ticks, so within ±10 ms); -1 elsewhere.
double millisecondsSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 of stat(5)
    const double now = uptime.readAll().split(' ').value(0).toDouble();
    return (now - startTicks / static_cast<double>(sysconf(_SC_CLK_TCK))) * 1000.0;
}

struct Figures
{
    std::vector<double> values;

    void add(double value) { values.push_back(value); }
    double median()
    {
        std::sort(values.begin(), values.end());
        return values[values.size() / 2];
    }
    double max() const { return *std::max_element(values.begin(), values.end()); }
};

double since(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// When a widget last began to paint, on the clock of the edit being measured.
class PaintWatch : public QObject
{
public:
    PaintWatch(QWidget *widget, const QElapsedTimer &clock) : QObject(widget), m_clock(clock)
    {
        widget->installEventFilter(this);
    }
    double lastPaint = -1;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            lastPaint = since(m_clock);
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_clock;
};

int catalogRows(const Catalog &catalog)
{
    return int(catalog.accelerators.size() + catalog.platforms.size() + catalog.rentalOffers.size()
               + catalog.coloOffers.size() + catalog.regions.size());
}

// One more copy of `item` under a new id ("h100-sxm-c3") and name, appended to `list`.
template <typename Item>
void appendCopy(QList<Item> &list, const Item &item, int copy)
{
    Item next = item;
    next.id = QStringLiteral("%1-c%2").arg(item.id).arg(copy);
    next.name = QStringLiteral("%1 (copy %2)").arg(item.displayName()).arg(copy);
    list.append(next);
}

// The large benchmark document: the demo's catalog copied item by item, in the demo's
// proportions, up to `rows` catalog rows, and its scenarios copied up to `scenarios`. Copies
// refer to the demo's originals, so every one is valid; the same input gives the same bundle.
Bundle largeBundle(const Bundle &demo, int rows, int scenarios)
{
    Bundle large = demo;
    Catalog &catalog = large.catalog;
    const Catalog &original = demo.catalog;
    for (int copy = 1; catalogRows(catalog) < rows; ++copy) {
        const auto add = [&](auto &list, const auto &from) {
            for (const auto &item : from) {
                if (catalogRows(catalog) < rows)
                    appendCopy(list, item, copy);
            }
        };
        add(catalog.accelerators, original.accelerators);
        add(catalog.platforms, original.platforms);
        add(catalog.rentalOffers, original.rentalOffers);
        add(catalog.coloOffers, original.coloOffers);
        add(catalog.regions, original.regions);
    }
    for (int copy = 1; large.scenarios.size() < scenarios; ++copy) {
        for (const Scenario &scenario : demo.scenarios) {
            if (large.scenarios.size() >= scenarios)
                break;
            Scenario next = scenario;
            next.id = QStringLiteral("%1-c%2").arg(scenario.id).arg(copy);
            next.name = QStringLiteral("%1 (copy %2)").arg(scenario.name).arg(copy);
            large.scenarios.append(next);
        }
    }
    return large;
}

// Types 40 different prices into the rental offer of the open scenario's first rent option
// and prints where each edit's time went, from the keystroke to painted charts. False when
// the document has no such option or an edit is refused.
bool measureEdits(MainWindow *window, const QString &label, double target, QTextStream &out)
{
    window->showCatalog(BundlePart::RentalOffers);
    TableEditor *offers = window->catalogEditor(BundlePart::RentalOffers);
    BundleTableModel *model = offers->model();
    Workspace *workspace = window->workspace();
    const Scenario *scenario = workspace->scenario();
    int row = -1;
    for (const ScenarioOption &option : scenario->options) {
        if (option.mode == OptionMode::Rent) {
            const QList<RentalOffer> &list = workspace->store()->bundle().catalog.rentalOffers;
            for (int i = 0; i < list.size(); ++i) {
                if (list.at(i).id == option.offer)
                    row = i;
            }
            break;
        }
    }
    if (row < 0) {
        out << "the first scenario of " << label << " has no rent option" << Qt::endl;
        return false;
    }
    const QModelIndex price = model->index(row, RentalOfferTableModel::columnOf("hourly_price"));
    const QModelIndex monthly = model->index(row, RentalOfferTableModel::columnOf("monthly_price"));
    const QModelIndex cell = monthly.data(UnderlyingValueRole).isValid() ? monthly : price;
    const Decimal base = cell.data(UnderlyingValueRole).value<Decimal>();

    // Where an edit's time goes, from the signals along its way: the store announces the
    // change once the document took it; the workspace reports the result after the engine
    // and the dashboard (connected before this benchmark) have run.
    // The window writes an edit after the paint of its charts (BundleStore::
    // setWritesAfterPaint): "to the charts" ends where the write begins, the write follows.
    BundleStore *store = workspace->store();
    const bool afterPaint = store->writesAfterPaint();
    Figures total, saved, computed, dashboard, editors, painted, written, writes;
    QElapsedTimer edit;
    double savedAt = 0;
    double resultAt = 0;
    double writtenAt = 0;
    const QMetaObject::Connection onSaved = QObject::connect(
            store, &BundleStore::aboutToChange, workspace, [&] { savedAt = since(edit); });
    const QMetaObject::Connection onResult = QObject::connect(
            workspace, &Workspace::resultChanged, workspace, [&] { resultAt = since(edit); });
    const QMetaObject::Connection onWritten = QObject::connect(
            store, &BundleStore::unwrittenChangesChanged, workspace, [&](bool unwritten) {
                if (!unwritten)
                    writtenAt = since(edit);
            });
    // The chart on screen: its paint must come before the write.
    auto *breakdown
            = window->dashboard()->findChild<QChartView *>(QStringLiteral("breakdownChart"));
    auto *watch = new PaintWatch(breakdown->viewport(), edit);
    int paintedFirst = 0;
    constexpr int Edits = 40;
    for (int i = 1; i <= Edits; ++i) {
        const QString text = (base + Decimal(i)).toString();
        edit.start();
        // Each edit is a different cell value, so that QUndoStack does not merge them into a
        // no-op; every one is written to the document.
        if (!model->setData(cell, text)) {
            out << "edit refused: " << model->lastRefusal() << Qt::endl;
            return false;
        }
        const double returned = since(edit);
        double all = 0;
        if (afterPaint) {
            // The queued layout and paint run first, the write last (its event has the lowest
            // priority): the charts are on screen when the write starts.
            writtenAt = 0;
            watch->lastPaint = -1;
            while (store->hasUnwrittenChanges())
                QApplication::processEvents();
            all = writtenAt - store->lastWriteMilliseconds();
            if (watch->lastPaint >= 0 && watch->lastPaint <= all)
                ++paintedFirst;
            written.add(writtenAt);
            writes.add(store->lastWriteMilliseconds());
        } else {
            QApplication::processEvents();
            window->dashboard()->repaint();
            all = since(edit);
        }
        const double compute = workspace->lastComputeMilliseconds();
        total.add(all);
        saved.add(savedAt);
        computed.add(compute);
        dashboard.add(resultAt - savedAt - compute);
        editors.add(returned - resultAt);
        painted.add(all - returned);
    }
    QObject::disconnect(onSaved);
    QObject::disconnect(onResult);
    QObject::disconnect(onWritten);
    delete watch;
    const Bundle &bundle = workspace->store()->bundle();
    out << QStringLiteral("An edit to updated charts on %1 (%2 catalog rows, %3 scenarios; "
                          "target < %4 ms), %5 edits:")
                    .arg(label)
                    .arg(catalogRows(bundle.catalog))
                    .arg(bundle.scenarios.size())
                    .arg(target)
                    .arg(Edits)
        << Qt::endl;
    out << QStringLiteral("  median %1 ms, slowest %2 ms")
                    .arg(total.median(), 0, 'f', 1)
                    .arg(total.max(), 0, 'f', 1)
        << Qt::endl;
    out << QStringLiteral("  medians: %6 %1 ms, compute %2 ms, "
                          "dashboard update %3 ms, editors and sidebar %4 ms, layout and paint "
                          "%5 ms")
                    .arg(saved.median(), 0, 'f', 1)
                    .arg(computed.median(), 0, 'f', 2)
                    .arg(dashboard.median(), 0, 'f', 1)
                    .arg(editors.median(), 0, 'f', 1)
                    .arg(painted.median(), 0, 'f', 1)
                    .arg(afterPaint ? QStringLiteral("checks before the document takes it")
                                    : QStringLiteral("check + write to the document"))
        << Qt::endl;
    if (afterPaint) {
        out << QStringLiteral("  the write after the paint: %1 ms (median); edit to written "
                              "median %2 ms, slowest %3 ms; the breakdown chart painted before "
                              "the write in %4 of %5 edits")
                        .arg(writes.median(), 0, 'f', 1)
                        .arg(written.median(), 0, 'f', 1)
                        .arg(written.max(), 0, 'f', 1)
                        .arg(paintedFirst)
                        .arg(Edits)
            << Qt::endl;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    const double beforeMain = millisecondsSinceProcessStart();

    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("InferTCO"));
    QApplication::setApplicationName(QStringLiteral("InferTCO benchmark"));
    QTextStream out(stdout);

    const QString given = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const QString builtDemo = QStringLiteral(INFERTCO_BINARY_DIR "/data/demo.infertco");
    const QString source = !given.isEmpty()
            ? given
            : (QFileInfo::exists(builtDemo)
                       ? builtDemo
                       : QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    QTemporaryDir work;
    const QString document = work.filePath(QStringLiteral("demo.infertco"));
    if (source.endsWith(QLatin1String(".json"))) {
        // Not part of a start: the application ships the document ready made.
        const Outcome<Bundle> bundle = BundleReader::readFile(source);
        if (!bundle.ok() || !Document::createFromBundle(document, bundle.value()).ok()) {
            out << "cannot make a document from " << source << Qt::endl;
            return 1;
        }
    } else if (!QFile::copy(source, document)) {
        out << "cannot copy " << source << Qt::endl;
        return 1;
    }
    const double setupMs = since(sinceMain);

    // Cold start: what main.cpp does, up to a window on screen with the demo's results.
    QElapsedTimer start;
    start.start();
    AppTheme::apply(application);
    auto *window = new MainWindow(AppSettings(work.filePath(QStringLiteral("settings.ini"))));
    window->resize(1600, 1000);
    window->show();
    const double windowMs = since(start);
    if (!window->openDocument(document)) {
        out << "cannot open " << document << Qt::endl;
        return 1;
    }
    const double openMs = since(start) - windowMs;
    // Interactive: everything queued (layout, first paint of editors and charts) is done.
    while (!window->windowHandle() || !window->windowHandle()->isExposed())
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    QApplication::processEvents();
    window->repaint();
    const double interactiveMs = since(start);

    out << "Platform: " << QApplication::platformName() << ", document: " << source << Qt::endl;
    out << "Cold start to an interactive window with the demo (target < 500 ms):" << Qt::endl;
    out << QStringLiteral("  in main: %1 ms (theme + window %2 ms, open + compute + dashboard "
                          "%3 ms, first layout and paint %4 ms)")
                    .arg(interactiveMs, 0, 'f', 1)
                    .arg(windowMs, 0, 'f', 1)
                    .arg(openMs, 0, 'f', 1)
                    .arg(interactiveMs - windowMs - openMs, 0, 'f', 1)
        << Qt::endl;
    if (beforeMain >= 0) {
        out << QStringLiteral("  with process start and library loading: %1 ms (±10 ms; "
                              "excluding %2 ms preparing the benchmark's copy)")
                        .arg(beforeMain + since(sinceMain) - setupMs, 0, 'f', 0)
                        .arg(setupMs, 0, 'f', 1)
            << Qt::endl;
    }

    // An edit to updated charts: a price typed into the rental offers' table, written to the
    // document, the scenario recomputed, the dashboard rebuilt and painted.
    if (!measureEdits(window, QStringLiteral("the demo"), 30, out))
        return 1;
    // Opening again, warm, to split the open: the document alone (checks, lock, load, first
    // compute) against the whole switch (plus editors, sidebar and dashboard).
    const QString second = work.filePath(QStringLiteral("second.infertco"));
    const QString third = work.filePath(QStringLiteral("third.infertco"));
    QFile::copy(document, second);
    QFile::copy(document, third);
    QElapsedTimer reopen;
    reopen.start();
    Outcome<std::unique_ptr<Workspace>> alone = Workspace::open(second);
    const double aloneMs = since(reopen);
    alone.value().reset();
    reopen.start();
    window->openDocument(third);
    const double switchMs = since(reopen);
    out << QStringLiteral("Opening a document again (warm): the document and its first compute "
                          "%1 ms; with the editors, sidebar and dashboard %2 ms")
                    .arg(aloneMs, 0, 'f', 1)
                    .arg(switchMs, 0, 'f', 1)
        << Qt::endl;

    // The same edits on the large document, made from the demo in code.
    const Outcome<Bundle> demo = Document::read(document);
    const QString large = work.filePath(QStringLiteral("large.infertco"));
    if (!demo.ok()
        || !Document::createFromBundle(large, largeBundle(demo.value(), 2000, 50)).ok()) {
        out << "cannot make the large document" << Qt::endl;
        return 1;
    }
    // The check and the save alone, outside the window: what "check + write" is made of.
    {
        const Bundle bundle = largeBundle(demo.value(), 2000, 50);
        Figures validate, save;
        for (int i = 0; i < 20; ++i) {
            QElapsedTimer timer;
            timer.start();
            const bool valid = Validator::check(bundle).isEmpty();
            validate.add(since(timer));
            if (!valid)
                return 1;
        }
        const QString alone = work.filePath(QStringLiteral("large-alone.infertco"));
        Outcome<std::unique_ptr<Document>> opened = Document::createFromBundle(alone, bundle);
        if (!opened.ok())
            return 1;
        Bundle edited = bundle;
        RentalOffer &offer = edited.catalog.rentalOffers[edited.catalog.rentalOffers.size() / 2];
        std::optional<Decimal> &price = offer.monthlyPrice ? offer.monthlyPrice : offer.hourlyPrice;
        for (int i = 0; i < 20; ++i) {
            *price = *price + Decimal(1);
            QElapsedTimer timer;
            timer.start();
            if (!opened.value()->save(edited).isEmpty())
                return 1;
            save.add(since(timer));
        }
        out << QStringLiteral("The large document alone: validating the bundle %1 ms, saving "
                              "one changed price %2 ms (medians of 20; the save validates too)")
                        .arg(validate.median(), 0, 'f', 1)
                        .arg(save.median(), 0, 'f', 1)
            << Qt::endl;
    }
    reopen.start();
    if (!window->openDocument(large)) {
        out << "cannot open " << large << Qt::endl;
        return 1;
    }
    QApplication::processEvents();
    out << QStringLiteral("Opening the large document: %1 ms").arg(since(reopen), 0, 'f', 1)
        << Qt::endl;
    if (!measureEdits(window, QStringLiteral("the large document"), 50, out))
        return 1;
    delete window;
    return 0;
}
