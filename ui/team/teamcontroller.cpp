// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamcontroller.h"

#include "passwordstore.h"
#include "teamconflictdialog.h"
#include "teamconnectdialog.h"
#include "teamhistorydialog.h"

#include "edit/bundlecommand.h"
#include "edit/bundlestore.h"
#include "io/team/teamconnection.h"
#include "io/team/teamserver.h"

#include <QAction>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

namespace infertco {

namespace {

/// Runs `work` on a pool thread with a connection opened there (QSqlDatabase connections
/// belong to the thread that opened them) and hands its value to `done` on `context`'s
/// thread; `done` gets the reason instead when the server cannot be reached.
template <typename T>
void onWorker(QObject *context, const QString &conn, std::function<T(TeamConnection &)> work,
              std::function<void(const QString &error, const T &value)> done)
{
    struct Reply
    {
        QString error;
        T value{};
    };
    auto *watcher = new QFutureWatcher<Reply>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done] {
        const Reply reply = watcher->result();
        watcher->deleteLater();
        done(reply.error, reply.value);
    });
    watcher->setFuture(QtConcurrent::run([conn, work] {
        Reply reply;
        const std::unique_ptr<TeamConnection> connection = TeamConnection::open(conn, &reply.error);
        if (connection)
            reply.value = work(*connection);
        return reply;
    }));
}

/// A pull or publish that changed the catalog: one undoable step that puts the document's
/// team bases back with the rows, so that an undone pull is as if it had not been made (its
/// rows are not "edited" against bases they were never pulled at).
class TeamSyncCommand : public BundleCommand
{
public:
    TeamSyncCommand(BundleStore *store, const QString &text, const Bundle &before,
                    const Bundle &after, QList<DocumentTeamBase> basesBefore,
                    QList<DocumentTeamBase> basesAfter)
        : BundleCommand(store, text, before, after, BundleChange{ BundleChange::Reset }),
          m_basesBefore(std::move(basesBefore)),
          m_basesAfter(std::move(basesAfter))
    { }

    void redo() override
    {
        Bundle next = m_store->bundle();
        m_delta.apply(next);
        if (!m_store->replace(next, m_change, m_basesAfter).isEmpty())
            setObsolete(true);
    }

    void undo() override
    {
        Bundle previous = m_store->bundle();
        m_delta.revert(previous);
        if (!m_store->replace(previous, m_change.inverse(), m_basesBefore).isEmpty())
            setObsolete(true);
    }

private:
    QList<DocumentTeamBase> m_basesBefore;
    QList<DocumentTeamBase> m_basesAfter;
};

QString problemsText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines << problem.text();
    return lines.join(u'\n');
}

struct ConnectInfo
{
    QString user;
    QString role;
    QString error;
};

struct HistoryInfo
{
    QList<TeamServer::HistoryEntry> entries;
    QString error;
};

} // namespace

TeamController::TeamController(QWidget *window, std::function<QVariantMap()> loadLogin,
                               std::function<void(const QVariantMap &)> saveLogin)
    : QObject(window),
      m_window(window),
      m_loadLogin(std::move(loadLogin)),
      m_saveLogin(std::move(saveLogin)),
      m_passwords(new KeychainPasswordStore(this)),
      m_status(new QLabel)
{
    m_status->setObjectName(QStringLiteral("teamStatus"));
    m_status->hide();
    // The count of newer rows is kept fresh while connected; a refresh never blocks.
    m_refreshTimer.setInterval(60 * 1000);
    connect(&m_refreshTimer, &QTimer::timeout, this, &TeamController::refreshStatus);
}

TeamController::~TeamController()
{
    m_conn.fill(u' ');
}

TeamConflictDialog *TeamController::conflictDialog() const
{
    return m_conflictDialog;
}

TeamConnectDialog *TeamController::connectDialog() const
{
    return m_connectDialog;
}

TeamHistoryDialog *TeamController::historyDialog() const
{
    return m_historyDialog;
}

QWidget *TeamController::messageBox() const
{
    return m_messageBox;
}

void TeamController::setPasswordStore(PasswordStore *store)
{
    delete m_passwords;
    m_passwords = store;
    store->setParent(this);
}

void TeamController::addMenu(QMenu *file)
{
    m_menu = file->addMenu(tr("&Team Catalog"));
    m_menu->setObjectName(QStringLiteral("teamMenu"));
    m_connectAction = m_menu->addAction(tr("&Connect…"), this, [this] { openConnectDialog(); });
    m_connectAction->setObjectName(QStringLiteral("teamConnectAction"));
    m_pullAction = m_menu->addAction(tr("&Pull from the Server"), this, [this] { pull(); });
    m_pullAction->setObjectName(QStringLiteral("teamPullAction"));
    m_pullAction->setToolTip(tr("Bring the server's new and changed rows into this document"));
    m_publishAction = m_menu->addAction(tr("P&ublish to the Server"), this, [this] { publish(); });
    m_publishAction->setObjectName(QStringLiteral("teamPublishAction"));
    m_publishAction->setToolTip(tr("Send this document's new and edited rows to the server"));
    m_menu->addSeparator();
    m_disconnectAction
            = m_menu->addAction(tr("&Disconnect"), this, &TeamController::disconnectFromServer);
    m_disconnectAction->setObjectName(QStringLiteral("teamDisconnectAction"));
    updateActions();
}

void TeamController::setStore(BundleStore *store)
{
    m_store = store;
    m_newer = -1;
    updateActions();
    updateStatus();
    if (store)
        refreshStatus();
}

void TeamController::updateActions()
{
    const bool idle = m_busy == 0 && !m_connecting;
    if (m_connectAction)
        m_connectAction->setEnabled(idle);
    if (m_pullAction)
        m_pullAction->setEnabled(idle && isConnected() && m_store);
    if (m_publishAction)
        m_publishAction->setEnabled(idle && isConnected() && m_store);
    if (m_disconnectAction)
        m_disconnectAction->setEnabled(idle && isConnected());
}

void TeamController::updateStatus()
{
    if (!isConnected() && !m_connecting) {
        m_status->hide();
        m_status->clear();
        return;
    }
    m_status->show();
    m_status->setToolTip(QString());
    if (!isConnected()) {
        m_status->setText(tr("Team catalog: contacting server…"));
        return;
    }
    QString role;
    if (m_role == QLatin1String("admin"))
        role = tr("admin");
    else if (m_role == QLatin1String("buyer"))
        role = tr("buyer");
    else if (m_role == QLatin1String("viewer"))
        role = tr("viewer");
    else
        role = tr("no team role");
    const QString who = tr("%1 (%2)").arg(m_user, role);
    if (m_busy > 0 || m_refreshing)
        m_status->setText(tr("Team catalog: %1 · contacting server…").arg(who));
    else if (!m_statusError.isEmpty()) {
        m_status->setText(tr("Team catalog: %1 · server not reached").arg(who));
        m_status->setToolTip(m_statusError);
    } else if (!m_store || m_newer < 0)
        m_status->setText(tr("Team catalog: %1").arg(who));
    else if (m_newer == 0)
        m_status->setText(tr("Team catalog: %1 · up to date with the server").arg(who));
    else
        m_status->setText(
                tr("Team catalog: %1 · %n newer on the server", nullptr, m_newer).arg(who));
}

void TeamController::setBusy(bool busy)
{
    m_busy += busy ? 1 : -1;
    if (busy && !m_progress) {
        m_progress = new QProgressDialog(tr("Contacting server…"), QString(), 0, 0, m_window);
        m_progress->setObjectName(QStringLiteral("teamProgress"));
        m_progress->setWindowTitle(tr("Team Catalog"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setCancelButton(nullptr);
        m_progress->setMinimumDuration(300);
        m_progress->setAttribute(Qt::WA_DeleteOnClose);
    } else if (!busy && m_busy == 0 && m_progress) {
        m_progress->close();
    }
    updateActions();
    updateStatus();
}

void TeamController::warn(const QString &title, const QString &text)
{
    m_lastMessage = text;
    Q_EMIT message(text);
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("teamMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_messageBox = box;
    box->open();
}

TeamConnectDialog *TeamController::openConnectDialog()
{
    if (m_connectDialog) {
        m_connectDialog->raise();
        return m_connectDialog;
    }
    const TeamLogin login = TeamLogin::fromMap(m_loadLogin ? m_loadLogin() : QVariantMap());
    m_connectDialog = new TeamConnectDialog(login, m_window);
    m_connectDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_connectDialog, &TeamConnectDialog::connectRequested, this,
            &TeamController::tryConnect);
    if (!login.isEmpty()) {
        QPointer<TeamConnectDialog> dialog = m_connectDialog;
        m_passwords->read(login.account(), [dialog](const PasswordStore::Answer &answer) {
            if (!dialog)
                return;
            if (answer.unavailable)
                dialog->setKeyringAvailable(false);
            else if (answer.found)
                dialog->setPassword(answer.password);
        });
    }
    m_connectDialog->open();
    return m_connectDialog;
}

void TeamController::tryConnect()
{
    QPointer<TeamConnectDialog> dialog = m_connectDialog;
    if (!dialog || m_connecting)
        return;
    const TeamLogin login = dialog->login();
    const QString password = dialog->password();
    const bool remember = dialog->rememberPassword();
    QString error;
    const QString conn = login.conn(password, &error);
    if (conn.isEmpty()) {
        dialog->showError(error);
        return;
    }
    dialog->setBusy(true);
    m_connecting = true;
    m_conn.clear();
    updateActions();
    updateStatus();
    onWorker<ConnectInfo>(
            this, conn,
            [](TeamConnection &connection) {
                ConnectInfo info;
                info.user = connection.user();
                TeamServer server(connection);
                if (const TeamError e = server.checkSchema(); e.isError()) {
                    info.error = e.message;
                    return info;
                }
                info.role = TeamExchange::role(connection, &info.error);
                return info;
            },
            [this, dialog, conn, login, password, remember](const QString &connectError,
                                                            const ConnectInfo &info) {
                m_connecting = false;
                const QString failure = connectError.isEmpty() ? info.error : connectError;
                if (!failure.isEmpty()) {
                    if (dialog) {
                        dialog->setBusy(false);
                        dialog->showError(failure);
                    }
                    m_lastMessage = failure;
                    updateActions();
                    updateStatus();
                    Q_EMIT finished();
                    return;
                }
                m_conn = conn;
                m_user = info.user;
                m_role = info.role;
                m_statusError.clear();
                m_newer = -1;
                if (m_saveLogin)
                    m_saveLogin(login.toMap());
                if (remember && !password.isEmpty()) {
                    m_passwords->write(
                            login.account(), password, [this](const PasswordStore::Answer &answer) {
                                if (answer.unavailable)
                                    Q_EMIT message(tr("No desktop keyring is available: the "
                                                      "password was not kept and will be asked "
                                                      "for at the next connection."));
                            });
                } else if (!remember) {
                    m_passwords->remove(login.account(), [](const PasswordStore::Answer &) {});
                }
                m_lastMessage = tr("Connected to the team catalog as %1").arg(m_user);
                Q_EMIT message(m_lastMessage);
                if (dialog) {
                    dialog->setBusy(false);
                    dialog->accept();
                }
                m_refreshTimer.start();
                updateActions();
                updateStatus();
                Q_EMIT finished();
                refreshStatus();
            });
}

void TeamController::disconnectFromServer()
{
    m_conn.fill(u' ');
    m_conn.clear();
    m_user.clear();
    m_role.clear();
    m_newer = -1;
    m_statusError.clear();
    m_refreshTimer.stop();
    m_lastMessage = tr("Disconnected from the team catalog");
    Q_EMIT message(m_lastMessage);
    updateActions();
    updateStatus();
}

void TeamController::pull(const TeamSync::Resolution &resolution)
{
    run(Operation::Pull, resolution);
}

void TeamController::publish(const TeamSync::Resolution &resolution)
{
    run(Operation::Publish, resolution);
}

void TeamController::run(Operation operation, const TeamSync::Resolution &resolution)
{
    if (!m_store || !isConnected() || m_busy > 0)
        return;
    // What is sent is what the document holds now: the queued write goes first.
    const Catalog sent = m_store->bundle().catalog;
    const Outcome<QList<DocumentTeamBase>> stored = m_store->teamBases();
    if (!stored.ok()) {
        warn(tr("Team Catalog"), problemsText(stored.problems()));
        return;
    }
    const QList<DocumentTeamBase> bases = stored.value();
    setBusy(true);
    onWorker<TeamExchangeResult>(
            this, m_conn,
            [operation, sent, bases, resolution](TeamConnection &connection) {
                return operation == Operation::Pull
                        ? TeamExchange::pull(connection, sent, bases, resolution)
                        : TeamExchange::push(connection, sent, bases, true, resolution);
            },
            [this, operation, resolution, sent, bases](const QString &error,
                                                       const TeamExchangeResult &result) {
                setBusy(false);
                if (!error.isEmpty()) {
                    warn(operation == Operation::Pull ? tr("Pull Failed") : tr("Publish Failed"),
                         tr("The team server cannot be reached; nothing was changed.\n\n%1")
                                 .arg(error));
                } else {
                    finishOperation(operation, resolution, result, sent, bases);
                }
                Q_EMIT finished();
            });
}

void TeamController::finishOperation(Operation operation, const TeamSync::Resolution &resolution,
                                     const TeamExchangeResult &result, const Catalog &sent,
                                     const QList<DocumentTeamBase> &basesBefore)
{
    const bool isPull = operation == Operation::Pull;
    switch (result.status) {
    case TeamExchangeResult::Status::Refused:
        warn(isPull ? tr("Pull Refused by the Server") : tr("Publish Refused by the Server"),
             tr("The team server refused: %1").arg(result.message));
        return;
    case TeamExchangeResult::Status::Invalid:
        warn(isPull ? tr("Pull Failed") : tr("Publish Failed"),
             (result.serverProblems ? tr("The team catalog on the server holds rows this "
                                         "InferTCO cannot read; nothing was changed.")
                                    : tr("The result would not be a valid catalog; nothing "
                                         "was changed."))
                     + QStringLiteral("\n\n") + problemsText(result.problems));
        return;
    case TeamExchangeResult::Status::Conflicts: {
        m_lastMessage = tr("%n row(s) in conflict; nothing was written", nullptr,
                           TeamSync::rowsInConflict(result.plan));
        Q_EMIT message(m_lastMessage);
        delete m_conflictDialog;
        auto *dialog = new TeamConflictDialog(isPull ? TeamConflictDialog::Operation::Pull
                                                     : TeamConflictDialog::Operation::Publish,
                                              result.plan.conflicts, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_conflictDialog = dialog;
        connect(dialog, &QDialog::accepted, this, [this, dialog, operation, resolution] {
            // The rows settled before keep their choice; the new ones take the dialog's.
            TeamSync::Resolution next = resolution;
            const TeamSync::Resolution chosen = dialog->resolution();
            for (auto it = chosen.rows.constBegin(); it != chosen.rows.constEnd(); ++it)
                next.rows.insert(it.key(), it.value());
            QMetaObject::invokeMethod(
                    this, [this, operation, next] { run(operation, next); }, Qt::QueuedConnection);
        });
        dialog->open();
        return;
    }
    case TeamExchangeResult::Status::Done:
        break;
    }

    apply(result, sent, basesBefore,
          isPull ? tr("Pull from the Team Catalog")
                 : tr("Take the Team Catalog's Values on Publish"),
          !isPull);
    const TeamSync::Plan &plan = result.plan;
    QString summary = isPull ? tr("Pulled: %1 inserted, %2 updated, %3 stale, %4 conflicts")
                                       .arg(plan.inserted)
                                       .arg(plan.updated)
                                       .arg(plan.stale)
                                       .arg(plan.conflicted)
                             : tr("Published: %1 inserted, %2 updated, %3 stale, %4 conflicts")
                                       .arg(plan.inserted)
                                       .arg(plan.updated)
                                       .arg(plan.stale)
                                       .arg(plan.conflicted);
    if (!isPull && plan.deletedLocally > 0)
        summary += u' '
                + tr("(%n row(s) deleted here are still on the server: a publish deletes "
                     "nothing)",
                     nullptr, plan.deletedLocally);
    for (const QString &note : plan.notes)
        summary += QStringLiteral(" · ") + note;
    m_lastMessage = summary;
    Q_EMIT message(summary);

    // "Keep mine" on a publish records the server's version as the base (the CLI's --ours);
    // the rows kept are published by the publish that follows at once.
    bool keptMine = resolution.all == TeamSync::Resolve::Ours;
    for (const TeamSync::Resolve r : resolution.rows)
        keptMine = keptMine || r == TeamSync::Resolve::Ours;
    if (!isPull && keptMine && plan.stale > 0) {
        QMetaObject::invokeMethod(
                this, [this] { publish(); }, Qt::QueuedConnection);
        return;
    }
    refreshStatus();
}

void TeamController::apply(const TeamExchangeResult &result, const Catalog &sent,
                           const QList<DocumentTeamBase> &basesBefore, const QString &undoText,
                           bool serverWritten)
{
    if (!m_store)
        return;
    const Bundle current = m_store->bundle();
    if (!(current.catalog == sent)) {
        // Not reached while the progress dialog holds the window; kept safe all the same.
        if (serverWritten)
            m_store->replace(current, BundleChange{ BundleChange::ValuesChanged }, result.bases);
        else
            warn(tr("Pull Not Applied"),
                 tr("The catalog was edited while the server was contacted; the pull was not "
                    "applied. Pull again."));
        return;
    }
    Bundle next = current;
    next.catalog = result.catalog;
    if (next.catalog == current.catalog) {
        // Only the bases move: nothing to undo in the catalog.
        m_store->replace(current, BundleChange{ BundleChange::ValuesChanged }, result.bases);
        return;
    }
    m_store->undoStack()->push(
            new TeamSyncCommand(m_store, undoText, current, next, basesBefore, result.bases));
}

void TeamController::refreshStatus()
{
    if (!isConnected() || !m_store || m_refreshing) {
        updateStatus();
        return;
    }
    const Catalog local = m_store->bundle().catalog;
    const Outcome<QList<DocumentTeamBase>> stored = m_store->teamBases();
    if (!stored.ok())
        return;
    const QList<DocumentTeamBase> bases = stored.value();
    m_refreshing = true;
    updateStatus();
    // How many rows a pull would bring: the pull's own plan, nothing written.
    onWorker<TeamExchangeResult>(
            this, m_conn,
            [local, bases](TeamConnection &connection) {
                return TeamExchange::pull(connection, local, bases, {});
            },
            [this](const QString &error, const TeamExchangeResult &result) {
                m_refreshing = false;
                if (!error.isEmpty())
                    m_statusError = error;
                else if (result.status == TeamExchangeResult::Status::Refused)
                    m_statusError = result.message;
                else {
                    m_statusError.clear();
                    m_newer = result.plan.inserted + result.plan.updated + result.plan.conflicted;
                }
                updateStatus();
                Q_EMIT finished();
            });
}

void TeamController::showHistory(BundlePart part, int row)
{
    if (!m_store || !isConnected())
        return;
    const std::optional<CatalogKind> itemKind = catalogKindOf(part);
    if (!itemKind)
        return;
    const QString kind = QString::fromLatin1(catalogKey(*itemKind));
    const QString id = withCatalogList(m_store->bundle().catalog, *itemKind,
                                       [row](const auto &items) { return items.value(row).id; });
    if (id.isEmpty())
        return;
    delete m_historyDialog;
    auto *dialog = new TeamHistoryDialog(kind, id, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setBusy();
    m_historyDialog = dialog;
    dialog->show();
    QPointer<TeamHistoryDialog> guard = dialog;
    ++m_reading;
    onWorker<HistoryInfo>(
            this, m_conn,
            [kind, id](TeamConnection &connection) {
                HistoryInfo info;
                TeamServer server(connection);
                TeamError error = server.checkSchema();
                if (!error.isError())
                    info.entries = server.history(kind, id, 0, &error);
                info.error = error.message;
                return info;
            },
            [this, guard](const QString &error, const HistoryInfo &info) {
                --m_reading;
                if (guard) {
                    if (!error.isEmpty() || !info.error.isEmpty())
                        guard->showError(tr("The history could not be read: %1")
                                                 .arg(error.isEmpty() ? info.error : error));
                    else
                        guard->setEntries(info.entries);
                }
                Q_EMIT finished();
            });
}

} // namespace infertco
