// SPDX-License-Identifier: GPL-3.0-or-later
// The team catalog in the desktop (docs/team.md, issue 25 item 4) against a real PostgreSQL server
// the suite starts itself: connect (the password in the keyring's stand-in, never in the
// settings file), publish, the status bar's count of newer rows, a pull as one undoable step
// that takes the bases back with it, a conflict shown field by field with both values and who
// changed the server row, settled row by row, a viewer's publish refused with the server's
// reason, and a row's history from the audit log. Every exchange runs off the window's thread:
// the tests wait for it with the event loop running.
#include "memorypasswordstore.h"
#include "postgresserver.h"

#include "team/passwordstore.h"
#include "team/teamconflictdialog.h"
#include "team/teamconnectdialog.h"
#include "team/teamcontroller.h"
#include "team/teamhistorydialog.h"
#include "window/mainwindow.h"
#include "window/workspace.h"

#include "edit/bundlecommand.h"
#include "edit/bundlestore.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"
#include "io/team/teamconnection.h"
#include "io/team/teamserver.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace infertco;
using infertco::testing::MemoryPasswordStore;
using infertco::testing::PostgresServer;

namespace {

const QString OwnerPassword = QStringLiteral("owner-pw-5e0d");
const QString AlicePassword = QStringLiteral("alice-pw-c41b");
const QString CarolPassword = QStringLiteral("carol-pw-19fa");
const QString BobPassword = QStringLiteral("bob-pw-d83e");

// The first rental offer's network_per_month set to `amount`, as one undoable edit (what the
// editor's cell edit does).
void editNetwork(BundleStore *store, const QString &amount)
{
    Bundle next = store->bundle();
    next.catalog.rentalOffers[0].networkPerMonth = *Decimal::parse(amount);
    store->undoStack()->push(new BundleCommand(store, QStringLiteral("edit"), store->bundle(), next,
                                               BundleChange{}));
}

QString network(const MainWindow &window)
{
    return window.workspace()
            ->store()
            ->bundle()
            .catalog.rentalOffers.at(0)
            .networkPerMonth.toString();
}

qint64 baseVersion(const MainWindow &window, const QString &id)
{
    const Outcome<QList<DocumentTeamBase>> bases = window.workspace()->store()->teamBases();
    if (!bases.ok())
        return -1;
    for (const DocumentTeamBase &base : bases.value()) {
        if (base.kind == QLatin1String("rental_offer") && base.itemId == id)
            return base.version;
    }
    return 0;
}

} // namespace

class TstTeamGui : public QObject
{
    Q_OBJECT

private:
    PostgresServer m_server;
    QTemporaryDir m_dir;

    QString serverSql(const QString &sql) const
    {
        QString error;
        const QString out = m_server.psql(sql, &error, QStringLiteral("tco"));
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return out;
    }

    /// A window on a new document `name` with its own settings file and an in-memory keyring.
    std::unique_ptr<MainWindow> window(const QString &name)
    {
        auto w = std::make_unique<MainWindow>(
                AppSettings(m_dir.filePath(name + QStringLiteral(".ini"))));
        w->team()->setPasswordStore(new MemoryPasswordStore);
        // A document holding the shipped catalog (data/catalog.json).
        const QString path = m_dir.filePath(name + QStringLiteral(".infertco"));
        Outcome<Bundle> catalog
                = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/catalog.json"));
        if (!catalog.ok() || catalog.value().catalog.rentalOffers.isEmpty()) {
            qWarning("data/catalog.json cannot be read");
            return nullptr;
        }
        if (const Problems problems = Document::createFromBundle(path, catalog.value()).problems();
            !problems.isEmpty()) {
            qWarning("%s", qPrintable(problems.constFirst().text()));
            return nullptr;
        }
        if (!w->openDocument(path)) {
            qWarning("%s", qPrintable(w->lastProblems().constFirst().text()));
            return nullptr;
        }
        w->show();
        return w;
    }

    /// Connects through the dialog as a user typing it would.
    bool connectAs(MainWindow &w, const QString &user, const QString &password)
    {
        TeamConnectDialog *dialog = w.team()->openConnectDialog();
        dialog->hostEdit()->setText(m_server.socketDirectory());
        dialog->portEdit()->setText(QStringLiteral("5432"));
        dialog->databaseEdit()->setText(QStringLiteral("tco"));
        dialog->userEdit()->setText(user);
        dialog->passwordEdit()->setText(password);
        dialog->findChild<QPushButton *>(QStringLiteral("teamConnectButton"))->click();
        return QTest::qWaitFor([&] { return w.team()->isIdle(); }, 20000)
                && w.team()->isConnected();
    }

    static bool settle(MainWindow &w)
    {
        return QTest::qWaitFor([&] { return w.team()->isIdle(); }, 20000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const QString error = m_server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString created = m_server.createTeamDatabase(
                QStringLiteral("tco"), QStringLiteral("owner"), OwnerPassword,
                { { QStringLiteral("alice"), AlicePassword },
                  { QStringLiteral("carol"), CarolPassword },
                  { QStringLiteral("bob"), BobPassword } });
        QVERIFY2(created.isEmpty(), qPrintable(created));
        // The schema and roles, as `infertco-cli team init` and `grant` make them.
        QString openError;
        const std::unique_ptr<TeamConnection> owner = TeamConnection::open(
                m_server.conn(QStringLiteral("tco"), QStringLiteral("owner"), OwnerPassword),
                &openError);
        QVERIFY2(owner, qPrintable(openError));
        TeamServer server(*owner);
        TeamError initError;
        int version = 0;
        server.init(&initError, &version);
        QVERIFY2(!initError.isError(), qPrintable(initError.message));
        QVERIFY(!server.grant(QStringLiteral("alice"), TeamServer::Role::Buyer, false).isError());
        QVERIFY(!server.grant(QStringLiteral("carol"), TeamServer::Role::Buyer, false).isError());
        QVERIFY(!server.grant(QStringLiteral("bob"), TeamServer::Role::Viewer, false).isError());
    }

    void connect_keepsThePasswordOutOfTheSettings()
    {
        std::unique_ptr<MainWindow> w = window(QStringLiteral("connect"));
        QVERIFY(w);
        QVERIFY(!w->team()->statusLabel()->isVisible());
        QVERIFY(connectAs(*w, QStringLiteral("alice"), AlicePassword));
        QCOMPARE(w->team()->user(), QStringLiteral("alice"));
        QCOMPARE(w->team()->role(), QStringLiteral("buyer"));
        QVERIFY(settle(*w));
        QVERIFY(w->team()->statusLabel()->isVisible());
        QVERIFY2(w->team()->statusLabel()->text().contains(QLatin1String("alice (buyer)")),
                 qPrintable(w->team()->statusLabel()->text()));
        // The keyring (here its stand-in) holds the password under the login's account.
        auto *keyring = static_cast<MemoryPasswordStore *>(w->team()->passwordStore());
        QVERIFY(keyring->holds(
                QStringLiteral("alice@%1:5432/tco").arg(m_server.socketDirectory())));

        // The settings file keeps the login, never the password.
        const QString ini = m_dir.filePath(QStringLiteral("connect.ini"));
        // AppSettings writes its file back when the window, which holds it, goes.
        w.reset();
        QFile file(ini);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray settings = file.readAll();
        QVERIFY2(settings.contains("alice"), settings.constData());
        QVERIFY2(settings.contains("tco"), settings.constData());
        QVERIFY(!settings.contains(AlicePassword.toUtf8()));
        QVERIFY(!settings.contains(QByteArray(reinterpret_cast<const char *>(AlicePassword.utf16()),
                                              AlicePassword.size() * 2)));
        QVERIFY(!settings.contains("password"));

        // The next connect dialog offers the login again and the password from the keyring.
        auto again = std::make_unique<MainWindow>(AppSettings(ini));
        auto *store = new MemoryPasswordStore;
        again->team()->setPasswordStore(store);
        store->write(QStringLiteral("alice@%1:5432/tco").arg(m_server.socketDirectory()),
                     AlicePassword, [](const PasswordStore::Answer &) {});
        QTest::qWait(0);
        TeamConnectDialog *dialog = again->team()->openConnectDialog();
        QCOMPARE(dialog->userEdit()->text(), QStringLiteral("alice"));
        QTRY_COMPARE(dialog->passwordEdit()->text(), AlicePassword);
        dialog->reject();
    }

    void connect_withoutKeyringSaysItAsksEachTime()
    {
        const std::unique_ptr<MainWindow> w = window(QStringLiteral("nokeyring"));
        QVERIFY(w);
        QVERIFY(connectAs(*w, QStringLiteral("alice"), AlicePassword));
        w->team()->disconnectFromServer();
        QVERIFY(!w->team()->statusLabel()->isVisible());
        static_cast<MemoryPasswordStore *>(w->team()->passwordStore())->setUnavailable(true);
        TeamConnectDialog *dialog = w->team()->openConnectDialog();
        QTRY_VERIFY(!dialog->rememberPassword());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("teamKeyringNote"))->isVisible());
        QVERIFY(dialog->passwordEdit()->text().isEmpty());
        // A wrong password: the server's reason in the dialog, never the password typed.
        dialog->passwordEdit()->setText(QStringLiteral("not-her-password-77"));
        dialog->findChild<QPushButton *>(QStringLiteral("teamConnectButton"))->click();
        QVERIFY(settle(*w));
        QVERIFY(!w->team()->isConnected());
        QVERIFY2(dialog->error().contains(QLatin1String("password authentication failed")),
                 qPrintable(dialog->error()));
        QVERIFY(!dialog->error().contains(QLatin1String("not-her-password-77")));
        dialog->reject();
    }

    void publishPullUndoConflictHistory()
    {
        const std::unique_ptr<MainWindow> a = window(QStringLiteral("alice"));
        const std::unique_ptr<MainWindow> c = window(QStringLiteral("carol"));
        QVERIFY(a && c);
        QVERIFY(connectAs(*a, QStringLiteral("alice"), AlicePassword));
        QVERIFY(connectAs(*c, QStringLiteral("carol"), CarolPassword));
        const qsizetype rows = a->workspace()->store()->bundle().catalog.rentalOffers.size();
        const QString offer = a->workspace()->store()->bundle().catalog.rentalOffers.at(0).id;

        // Alice publishes the whole catalog: every row inserted.
        a->team()->publish();
        QVERIFY(settle(*a));
        QVERIFY2(a->team()->lastMessage().startsWith(QLatin1String("Published: ")),
                 qPrintable(a->team()->lastMessage()));
        QCOMPARE(serverSql(QStringLiteral("SELECT count(*) FROM infertco.rental_offer")),
                 QString::number(rows));
        QCOMPARE(baseVersion(*a, offer), 1);
        QVERIFY2(a->team()->statusLabel()->text().contains(QLatin1String("up to date")),
                 qPrintable(a->team()->statusLabel()->text()));

        // Carol pulls it in: the same values, so only the bases are recorded.
        c->team()->pull();
        QVERIFY(settle(*c));
        QCOMPARE(baseVersion(*c, offer), 1);

        // Alice changes a price and publishes: Carol's status counts one newer row.
        editNetwork(a->workspace()->store(), QStringLiteral("1234.56"));
        a->team()->publish();
        QVERIFY(settle(*a));
        QVERIFY2(a->team()->lastMessage().contains(QLatin1String("1 updated")),
                 qPrintable(a->team()->lastMessage()));
        c->team()->refreshStatus();
        QVERIFY(settle(*c));
        QCOMPARE(c->team()->newerOnServer(), 1);
        QVERIFY2(c->team()->statusLabel()->text().contains(QLatin1String("1 newer on the server")),
                 qPrintable(c->team()->statusLabel()->text()));

        // Her pull is one undoable step that takes the bases back with the rows.
        QUndoStack *undo = c->workspace()->store()->undoStack();
        const int steps = undo->count();
        c->team()->pull();
        QVERIFY(settle(*c));
        QCOMPARE(network(*c), QStringLiteral("1234.56"));
        QCOMPARE(baseVersion(*c, offer), 2);
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(undo->undoText(), QStringLiteral("Pull from the Team Catalog"));
        QCOMPARE(c->team()->newerOnServer(), 0);
        undo->undo();
        QVERIFY(network(*c) != QStringLiteral("1234.56"));
        QCOMPARE(baseVersion(*c, offer), 1);
        undo->redo();
        QCOMPARE(network(*c), QStringLiteral("1234.56"));
        QCOMPARE(baseVersion(*c, offer), 2);

        // Both change the same price; Alice publishes first, Carol's publish is a conflict.
        editNetwork(a->workspace()->store(), QStringLiteral("1500.5"));
        editNetwork(c->workspace()->store(), QStringLiteral("1600.25"));
        a->team()->publish();
        QVERIFY(settle(*a));
        c->team()->publish();
        QVERIFY(settle(*c));
        TeamConflictDialog *dialog = c->team()->conflictDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const TeamItemKey key{ QStringLiteral("rental_offer"), offer };
        QCOMPARE(dialog->rows(), QList<TeamItemKey>{ key });
        QTableWidget *fields = dialog->fieldTable(key);
        QVERIFY(fields);
        QCOMPARE(fields->rowCount(), 1);
        // The field by its editor label (the conflict dialog speaks the user's words).
        QCOMPARE(fields->item(0, 0)->text(), QStringLiteral("Network/month"));
        QCOMPARE(fields->item(0, 1)->text(), QStringLiteral("1600.25"));
        QCOMPARE(fields->item(0, 2)->text(), QStringLiteral("1500.5"));
        QVERIFY(!dialog->findChildren<QLabel *>().isEmpty());
        bool namesAlice = false;
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            namesAlice = namesAlice || label->text().contains(QLatin1String("by alice at"));
        QVERIFY(namesAlice);
        // Nothing was written: the server still has Alice's value, at version 3.
        QCOMPARE(serverSql(QStringLiteral("SELECT network_per_month::text || ' ' || version FROM "
                                          "infertco.rental_offer WHERE id = '%1'")
                                   .arg(offer)),
                 QStringLiteral("1500.5 3"));
        QVERIFY(!dialog->retryButton()->isEnabled());
        dialog->findChild<QRadioButton *>(QStringLiteral("keepMine"))->click();
        QVERIFY(dialog->retryButton()->isEnabled());
        dialog->retryButton()->click();
        // The retry keeps Carol's value (the CLI's --ours for this row), then publishes it.
        QTRY_VERIFY_WITH_TIMEOUT(c->team()->lastMessage().contains(QLatin1String("1 updated")),
                                 20000);
        QVERIFY(settle(*c));
        QCOMPARE(
                serverSql(QStringLiteral("SELECT network_per_month::text || ' ' || updated_by FROM "
                                         "infertco.rental_offer WHERE id = '%1'")
                                  .arg(offer)),
                QStringLiteral("1600.25 carol"));
        QCOMPARE(network(*c), QStringLiteral("1600.25"));

        // The row's history from the audit log: who, when, what changed, newest first.
        c->team()->showHistory(BundlePart::RentalOffers, 0);
        TeamHistoryDialog *history = c->team()->historyDialog();
        QVERIFY(history);
        QVERIFY(settle(*c));
        QTreeWidget *tree = history->tree();
        QCOMPARE(tree->topLevelItemCount(), 4); // insert, alice's two updates, carol's
        QCOMPARE(tree->topLevelItem(0)->text(1), QStringLiteral("carol"));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(0), QStringLiteral("Network/month"));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(1), QStringLiteral("1500.5"));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(2), QStringLiteral("1600.25"));
        QCOMPARE(tree->topLevelItem(3)->text(1), QStringLiteral("alice"));
        QCOMPARE(tree->topLevelItem(3)->text(2), QStringLiteral("added"));
        history->close();
    }

    void pullConflict_takeTheServers()
    {
        const std::unique_ptr<MainWindow> a = window(QStringLiteral("alice2"));
        const std::unique_ptr<MainWindow> c = window(QStringLiteral("carol2"));
        QVERIFY(a && c);
        QVERIFY(connectAs(*a, QStringLiteral("alice"), AlicePassword));
        QVERIFY(connectAs(*c, QStringLiteral("carol"), CarolPassword));
        a->team()->pull({ TeamSync::Resolve::Theirs });
        c->team()->pull({ TeamSync::Resolve::Theirs });
        QVERIFY(settle(*a) && settle(*c));
        editNetwork(a->workspace()->store(), QStringLiteral("1700.75"));
        editNetwork(c->workspace()->store(), QStringLiteral("1800.5"));
        a->team()->publish();
        QVERIFY(settle(*a));
        c->team()->pull();
        QVERIFY(settle(*c));
        TeamConflictDialog *dialog = c->team()->conflictDialog();
        QVERIFY(dialog);
        QCOMPARE(network(*c), QStringLiteral("1800.5")); // nothing taken yet
        dialog->findChild<QRadioButton *>(QStringLiteral("takeTheirs"))->click();
        dialog->retryButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(network(*c) == QStringLiteral("1700.75"), 20000);
        QVERIFY(settle(*c));
        QVERIFY2(c->team()->lastMessage().startsWith(QLatin1String("Pulled: ")),
                 qPrintable(c->team()->lastMessage()));
    }

    void viewersPublish_refusedWithTheServersReason()
    {
        const std::unique_ptr<MainWindow> b = window(QStringLiteral("bob"));
        QVERIFY(b);
        QVERIFY(connectAs(*b, QStringLiteral("bob"), BobPassword));
        QCOMPARE(b->team()->role(), QStringLiteral("viewer"));
        QVERIFY(settle(*b));
        QVERIFY(b->team()->statusLabel()->text().contains(QLatin1String("bob (viewer)")));
        b->team()->pull({ TeamSync::Resolve::Theirs });
        QVERIFY(settle(*b));
        const QString before = serverSql(QStringLiteral(
                "SELECT string_agg(id || version, ',' ORDER BY id) FROM infertco.rental_offer"));
        editNetwork(b->workspace()->store(), QStringLiteral("99.5"));
        b->team()->publish();
        QVERIFY(settle(*b));
        auto *box = qobject_cast<QMessageBox *>(b->team()->messageBox());
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QCOMPARE(box->windowTitle(), QStringLiteral("Publish Refused by the Server"));
        QVERIFY2(box->text().contains(QLatin1String("permission denied")), qPrintable(box->text()));
        QVERIFY(!box->text().contains(BobPassword));
        box->accept();
        // Nothing written on the server; the document keeps Bob's edit to publish elsewhere.
        QCOMPARE(serverSql(QStringLiteral("SELECT string_agg(id || version, ',' ORDER BY id) FROM "
                                          "infertco.rental_offer")),
                 before);
        QCOMPARE(network(*b), QStringLiteral("99.5"));
    }
};

QTEST_MAIN(TstTeamGui)
#include "tst_teamgui.moc"
