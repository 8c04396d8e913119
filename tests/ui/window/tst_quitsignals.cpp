// SPDX-License-Identifier: GPL-3.0-or-later
// QuitSignals: SIGTERM, SIGINT and SIGHUP reach the event loop as received(); the defaults
// come back when it is gone.
#include "window/quitsignals.h"

#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace infertco;

class TestQuitSignals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachSignalArrives_data();
    void eachSignalArrives();
    void nothingArrivesUnasked();
    void defaultsComeBack();
    void oneInstanceAtATime();
};

static bool hasDefaultHandler(int signalNumber)
{
    struct sigaction current = {};
    ::sigaction(signalNumber, nullptr, &current);
    return current.sa_handler == SIG_DFL;
}

void TestQuitSignals::eachSignalArrives_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGTERM (logout, kill, CI)") << int(SIGTERM);
    QTest::newRow("SIGINT (Ctrl+C in a terminal)") << int(SIGINT);
    QTest::newRow("SIGHUP (terminal closed)") << int(SIGHUP);
}

void TestQuitSignals::eachSignalArrives()
{
    QFETCH(int, signalNumber);
    QuitSignals quit;
    QSignalSpy spy(&quit, &QuitSignals::received);
    QCOMPARE(::raise(signalNumber), 0); // would end the test process without the handler
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), signalNumber);
}

void TestQuitSignals::nothingArrivesUnasked()
{
    QuitSignals quit;
    QSignalSpy spy(&quit, &QuitSignals::received);
    QTest::qWait(50);
    QCOMPARE(spy.count(), 0);
}

void TestQuitSignals::defaultsComeBack()
{
    {
        QuitSignals quit;
        QVERIFY(!hasDefaultHandler(SIGTERM));
        QVERIFY(!hasDefaultHandler(SIGHUP));
    }
    QVERIFY(hasDefaultHandler(SIGTERM));
    QVERIFY(hasDefaultHandler(SIGINT));
    QVERIFY(hasDefaultHandler(SIGHUP));
}

void TestQuitSignals::oneInstanceAtATime()
{
    QuitSignals first;
    QVERIFY_THROWS_EXCEPTION(std::logic_error, QuitSignals second);
    QSignalSpy spy(&first, &QuitSignals::received);
    ::raise(SIGTERM); // the first still works after the refused second
    QTRY_COMPARE(spy.count(), 1);
}

QTEST_GUILESS_MAIN(TestQuitSignals)
#include "tst_quitsignals.moc"
