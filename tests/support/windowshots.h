// SPDX-License-Identifier: GPL-3.0-or-later
// The screenshot drivers' shared start: the real window on a document made from a bundle, one
// scenario shown in one language, the latency simulated, and each picture saved as a person would
// see it. The drivers take OUTDIR BUNDLE SCENARIO WIDTHxHEIGHT [en|zh_CN|zh_HK].
#pragma once

#include "window/mainwindow.h"
#include "window/workspace.h"

#include "i18n/language.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>
#include <memory>

namespace infertco::testing {

/// Lets the window paint and the background work report for `milliseconds`.
inline void settle(int milliseconds = 500)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < milliseconds) {
        QApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
}

/// `widget` as it stands on screen, saved as OUT/NAME.png; its path printed.
inline bool saveShot(QWidget *widget, const QDir &out, const QString &name)
{
    settle();
    const QString path = out.filePath(name + QStringLiteral(".png"));
    if (!widget->grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

/// The window of a screenshot driver, opened from the driver's arguments.
class ShotWindow
{
public:
    QDir out;
    QSize size;
    QString suffix; ///< "-WIDTHxHEIGHT-LANGUAGE", the end of every picture's name

    /// Opens BUNDLE's SCENARIO at WIDTHxHEIGHT in LANGUAGE and waits up to `latencyWaitMs` for
    /// its latency. 0 when the window is up, otherwise the driver's exit code (the reason is
    /// printed): 2 for wrong arguments, 1 for a bundle or document that cannot be opened.
    int open(const QStringList &args, const char *program, int latencyWaitMs)
    {
        if (args.size() < 5) {
            std::fprintf(stderr, "usage: %s OUTDIR BUNDLE SCENARIO WxH [LANGUAGE]\n", program);
            return 2;
        }
        out = QDir(args.at(1));
        QDir().mkpath(out.absolutePath());
        const QStringList sizeParts = args.at(4).split(u'x');
        size = QSize(sizeParts.value(0).toInt(), sizeParts.value(1).toInt());
        const QString languageKey = args.value(5, QStringLiteral("en"));
        suffix = QStringLiteral("-%1-%2").arg(args.at(4), languageKey);

        const QString document = m_work.filePath(QStringLiteral("shots.infertco"));
        const Outcome<Bundle> bundle = BundleReader::readFile(args.at(2));
        if (!bundle.ok() || !Document::createFromBundle(document, bundle.value()).ok()) {
            std::fprintf(stderr, "cannot make a document from %s\n", qPrintable(args.at(2)));
            return 1;
        }
        Language::apply(Language::Choice::English);
        m_window = std::make_unique<MainWindow>(
                AppSettings(m_work.filePath(QStringLiteral("settings.ini"))));
        m_window->resize(size);
        m_window->show();
        if (!m_window->openDocument(document)) {
            std::fprintf(stderr, "cannot open the document\n");
            return 1;
        }
        const Language::Choice language = Language::fromKey(languageKey);
        if (languageKey != QLatin1String("en") && language == Language::Choice::System) {
            std::fprintf(stderr, "unknown language %s\n", qPrintable(languageKey));
            return 2;
        }
        if (languageKey != QLatin1String("en"))
            Language::apply(language);
        m_window->showScenario(args.at(3));
        Workspace *workspace = m_window->workspace();
        workspace->setLatencyWanted(true); // as showing the latency tab does
        settle(300);
        QElapsedTimer waited;
        waited.start();
        while ((workspace->isSimulating() || !workspace->hasLatency())
               && waited.elapsed() < latencyWaitMs)
            settle(100);
        return 0;
    }

    MainWindow &window() { return *m_window; }

private:
    QTemporaryDir m_work;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace infertco::testing
