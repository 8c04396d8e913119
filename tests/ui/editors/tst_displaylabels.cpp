// SPDX-License-Identifier: GPL-3.0-or-later
// What the window shows for the bundle's own words: the choices of the scenario form (average,
// p99, poisson, bursty), the modes in the plan search's names (rent, colo, hybrid) and the
// fields of a team conflict or history (monthly_price, quote_date) come as the editor's labels,
// which the translations then put in the user's language (they showed raw in Chinese).
#include "editors/delegates/itemroles.h"
#include "editors/scenariotablemodel.h"
#include "plan/plantablemodel.h"
#include "team/teamconnectdialog.h"
#include "team/teamhistorydialog.h"
#include "team/teamlogin.h"
#include "team/teamtext.h"

#include "edit/bundlestore.h"
#include "editorstore.h"
#include "sourcetree.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace infertco;
using namespace infertco::testing;
using namespace Qt::StringLiterals;

class TestDisplayLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scenarioChoices_data();
    void scenarioChoices();
    void planNames_data();
    void planNames();
    void conflictFields_data();
    void conflictFields();
    void historyShowsBothValues();
    void connectDialogGrowsForItsError();
};

void TestDisplayLabels::scenarioChoices_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("values");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("sizing") << u"workload.sizing"_s << QStringList{ u"average"_s, u"p99"_s }
                            << QStringList{ u"By averages"_s, u"By P99"_s };
    QTest::newRow("arrivals") << u"workload.arrival"_s
                              << QStringList{ u"poisson"_s, u"bursty"_s, u"log"_s }
                              << QStringList{ u"Random (Poisson)"_s, u"Bursty"_s,
                                              u"As in the request log"_s };
    QTest::newRow("lengths") << u"workload.lengths"_s << QStringList{ u"fixed"_s, u"log"_s }
                             << QStringList{ u"Fixed"_s, u"As in the request log"_s };
}

void TestDisplayLabels::scenarioChoices()
{
    QFETCH(QString, key);
    QFETCH(QStringList, values);
    QFETCH(QStringList, labels);
    QTemporaryDir dir;
    std::unique_ptr<BundleStore> store
            = openStore(dir.filePath(u"labels.infertco"_s), readBundle("tests/golden/dc-gpu.json"));
    QVERIFY(store);
    ScenarioTableModel model(store.get());
    const QModelIndex cell
            = model.index(0, ScenarioTableModel::columnOf(key.toLatin1().constData()));
    QCOMPARE(cell.data(ChoicesRole).toStringList(), values);
    QCOMPARE(cell.data(ChoiceLabelsRole).toStringList(), labels);
}

void TestDisplayLabels::planNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("shown");
    QTest::newRow("rent") << u"H100 · rent · Lambda 8x"_s << int(OptionMode::Rent)
                          << u"H100 · Rent · Lambda 8x"_s;
    QTest::newRow("colo") << u"H100 · colo · HGX · HK rack"_s << int(OptionMode::Colo)
                          << u"H100 · Colocation · HGX · HK rack"_s;
    QTest::newRow("hybrid") << u"L40S · hybrid · 4U · HK rack + Cloud · 3 owned"_s
                            << int(OptionMode::Hybrid)
                            << u"L40S · Hybrid · 4U · HK rack + Cloud · 3 owned"_s;
    QTest::newRow("one owned") << u"L40S · hybrid · 4U · HK rack + Cloud · 1 owned"_s
                               << int(OptionMode::Hybrid)
                               << u"L40S · Hybrid · 4U · HK rack + Cloud · 1 owned"_s;
    // A name the user gave (a plan added earlier and renamed) stays as it is.
    QTest::newRow("other") << u"Our rent plan"_s << int(OptionMode::Rent) << u"Our rent plan"_s;
    QTest::newRow("another mode") << u"H100 · colo · x"_s << int(OptionMode::Rent)
                                  << u"H100 · colo · x"_s;
}

void TestDisplayLabels::planNames()
{
    QFETCH(QString, name);
    QFETCH(int, mode);
    QFETCH(QString, shown);
    QCOMPARE(PlanTableModel::displayName(name, static_cast<OptionMode>(mode)), shown);
}

void TestDisplayLabels::conflictFields_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("shown");
    QTest::newRow("price") << u"rental_offer"_s << u"monthly_price"_s << u"Monthly price"_s;
    QTest::newRow("identity") << u"accelerator"_s << u"quote_date"_s << u"Quote date"_s;
    QTest::newRow("source") << u"colo_offer"_s << u"source"_s << u"Source"_s;
    QTest::newRow("unknown key") << u"region"_s << u"no_such_field"_s << u"no_such_field"_s;
    QTest::newRow("unknown table")
            << u"no_such_table"_s << u"monthly_price"_s << u"monthly_price"_s;
}

void TestDisplayLabels::conflictFields()
{
    QFETCH(QString, table);
    QFETCH(QString, key);
    QFETCH(QString, shown);
    QCOMPARE(TeamText::field(table, key), shown);
}

void TestDisplayLabels::historyShowsBothValues()
{
    // The team history showed a field by its key and, after a long old value, no new one.
    TeamHistoryDialog dialog(u"rental_offer"_s, u"rent-h100"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    TeamServer::HistoryEntry entry;
    entry.at = u"2026-12-01T10:00:00.000Z"_s;
    entry.username = u"buyer"_s;
    entry.action = u"update"_s;
    entry.kind = u"rental_offer"_s;
    entry.itemId = u"rent-h100"_s;
    entry.changes.append({ u"source"_s, u"\"%1\""_s.arg(QString(300, u'x')), u"\"new\""_s });
    entry.changes.append({ u"monthly_price"_s, u"15999.99"_s, u"16000"_s });
    dialog.setEntries({ entry });
    auto *tree = dialog.findChild<QTreeWidget *>(u"teamHistory"_s);
    QVERIFY(tree);
    QTreeWidgetItem *change = tree->topLevelItem(0);
    QCOMPARE(change->childCount(), 2);
    QCOMPARE(change->child(0)->text(0), u"Source"_s);
    QCOMPARE(change->child(1)->text(0), u"Monthly price"_s);
    QCOMPARE(change->child(1)->text(2), u"16000"_s);
    // The column of the new values starts inside the view, with room to read.
    QVERIFY2(tree->header()->sectionViewportPosition(2) < tree->viewport()->width() - 60,
             qPrintable(QString::number(tree->header()->sectionViewportPosition(2))));
}

void TestDisplayLabels::connectDialogGrowsForItsError()
{
    // A long refusal of the server squeezed the dialog's fields instead of growing it.
    TeamConnectDialog dialog{ TeamLogin() };
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.showError(QStringLiteral("could not connect to server: Connection refused. Is the "
                                    "server running on host \"db.example\" (192.0.2.1) and "
                                    "accepting TCP/IP connections on port 5432? ")
                             .repeated(3));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    for (QWidget *child : dialog.findChildren<QWidget *>()) {
        if (!child->isVisible())
            continue;
        if (qobject_cast<QLineEdit *>(child) || qobject_cast<QLabel *>(child)) {
            const int needed = child->hasHeightForWidth() ? child->heightForWidth(child->width())
                                                          : child->minimumSizeHint().height();
            QVERIFY2(child->height() >= needed,
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                        .arg(child->objectName())
                                        .arg(child->height())
                                        .arg(needed)));
        }
    }
}

QTEST_MAIN(TestDisplayLabels)
#include "tst_displaylabels.moc"
