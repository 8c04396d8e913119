// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the team catalog in the desktop (docs/team.md) against a PostgreSQL server of its
// own: the connect dialog, the window with the status bar's team item, the conflict dialog and
// a row's history, as PNGs in OUTDIR. Not a test: run by hand and looked at.
//   INFERTCO_LANGUAGE=zh_CN QT_QPA_PLATFORM=offscreen team_screenshots OUTDIR
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
#include "i18n/language.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"
#include "io/team/teamconnection.h"
#include "io/team/teamserver.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace infertco;
using infertco::testing::MemoryPasswordStore;

namespace {

bool save(QWidget *widget, const QString &path)
{
    QTest::qWait(200);
    const bool ok = widget->grab().save(path);
    std::printf("%s %s\n", ok ? "wrote" : "could not write", qPrintable(path));
    return ok;
}

bool idle(MainWindow &w)
{
    return QTest::qWaitFor([&] { return w.team()->isIdle(); }, 20000);
}

void editNetwork(BundleStore *store, const QString &amount)
{
    Bundle next = store->bundle();
    next.catalog.rentalOffers[0].networkPerMonth = *Decimal::parse(amount);
    store->undoStack()->push(new BundleCommand(store, QStringLiteral("edit"), store->bundle(), next,
                                               BundleChange{}));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QDir().mkpath(out);
    const QString language = qEnvironmentVariable("INFERTCO_LANGUAGE", QStringLiteral("en"));
    Language::apply(Language::fromKey(language));

    testing::PostgresServer server;
    if (const QString error = server.start(); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    QString error = server.createTeamDatabase(
            QStringLiteral("tco"), QStringLiteral("owner"), QStringLiteral("o-pw"),
            { { QStringLiteral("alice"), QStringLiteral("a-pw") },
              { QStringLiteral("carol"), QStringLiteral("c-pw") } });
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    {
        const std::unique_ptr<TeamConnection> owner = TeamConnection::open(
                server.conn(QStringLiteral("tco"), QStringLiteral("owner"), QStringLiteral("o-pw")),
                &error);
        if (!owner) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        TeamServer team(*owner);
        TeamError e;
        int version = 0;
        team.init(&e, &version);
        team.grant(QStringLiteral("alice"), TeamServer::Role::Buyer, false);
        team.grant(QStringLiteral("carol"), TeamServer::Role::Buyer, false);
    }

    QTemporaryDir dir;
    const Outcome<Bundle> demo
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    if (!demo.ok())
        return 1;
    const auto window = [&](const QString &name) {
        auto w = std::make_unique<MainWindow>(
                AppSettings(dir.filePath(name + QStringLiteral(".ini"))));
        w->team()->setPasswordStore(new MemoryPasswordStore);
        const QString path = dir.filePath(name + QStringLiteral(".infertco"));
        {
            (void)Document::createFromBundle(path, demo.value());
        }
        w->openDocument(path);
        w->resize(1440, 860);
        w->show();
        w->showCatalog(BundlePart::RentalOffers);
        return w;
    };
    const auto connectAs = [&](MainWindow &w, const QString &user, const QString &password,
                               const QString &shot) {
        TeamConnectDialog *dialog = w.team()->openConnectDialog();
        dialog->hostEdit()->setText(server.socketDirectory());
        dialog->portEdit()->setText(QStringLiteral("5432"));
        dialog->databaseEdit()->setText(QStringLiteral("tco"));
        dialog->userEdit()->setText(user);
        dialog->passwordEdit()->setText(password);
        if (!shot.isEmpty())
            save(dialog, shot);
        dialog->findChild<QPushButton *>(QStringLiteral("teamConnectButton"))->click();
        idle(w);
    };

    auto alice = window(QStringLiteral("alice"));
    auto carol = window(QStringLiteral("carol"));
    connectAs(*alice, QStringLiteral("alice"), QStringLiteral("a-pw"),
              out + QStringLiteral("/team-connect.png"));
    connectAs(*carol, QStringLiteral("carol"), QStringLiteral("c-pw"), QString());
    alice->team()->publish();
    idle(*alice);
    carol->team()->pull();
    idle(*carol);
    editNetwork(alice->workspace()->store(), QStringLiteral("1500.5"));
    editNetwork(alice->workspace()->store(), QStringLiteral("1550.25"));
    alice->team()->publish();
    idle(*alice);
    editNetwork(carol->workspace()->store(), QStringLiteral("1600.75"));
    carol->team()->refreshStatus();
    idle(*carol);
    save(carol.get(), out + QStringLiteral("/team-window.png"));
    QStatusBar *bar = carol->statusBar();
    save(bar, out + QStringLiteral("/team-statusbar.png"));

    carol->team()->publish();
    idle(*carol);
    if (TeamConflictDialog *conflict = carol->team()->conflictDialog()) {
        save(conflict, out + QStringLiteral("/team-conflict.png"));
        conflict->reject();
    }
    alice->team()->showHistory(BundlePart::RentalOffers, 0);
    idle(*alice);
    if (TeamHistoryDialog *history = alice->team()->historyDialog())
        save(history, out + QStringLiteral("/team-history.png"));
    return 0;
}
