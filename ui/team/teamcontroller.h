// SPDX-License-Identifier: GPL-3.0-or-later
// The team catalog in the desktop (docs/team.md, "Pull, push and conflicts", guidance): File > Team
// catalog (connect, pull, publish, disconnect), the status bar's "who, which role, how many newer
// on the server", a row's history and the conflict dialog. Every exchange with the server runs off
// the window's thread (QtConcurrent), on a connection opened there for it, and through the same
// TeamExchange the CLI uses; the window only applies the result to the open document.
#pragma once

#include "teamlogin.h"

#include "edit/bundlechange.h"
#include "io/team/teamexchange.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

class QAction;
class QLabel;
class QMenu;
class QProgressDialog;
class QWidget;

namespace infertco {

class BundleStore;
class PasswordStore;
class TeamConflictDialog;
class TeamConnectDialog;
class TeamHistoryDialog;

class TeamController : public QObject
{
    Q_OBJECT

public:
    /// `window` parents the dialogs. The settings callbacks read and keep the login (never
    /// a password).
    TeamController(QWidget *window, std::function<QVariantMap()> loadLogin,
                   std::function<void(const QVariantMap &)> saveLogin);
    ~TeamController() override;

    /// Replaces the password store (the keyring by default); takes ownership.
    void setPasswordStore(PasswordStore *store);
    PasswordStore *passwordStore() const { return m_passwords; }

    /// Adds File > Team Catalog to `file` (called again when the menus are remade).
    void addMenu(QMenu *file);
    /// The status bar's item: hidden while not connected.
    QLabel *statusLabel() const { return m_status; }
    /// The open document's store, or nullptr when none is open.
    void setStore(BundleStore *store);

    bool isConnected() const { return !m_conn.isEmpty(); }
    bool isBusy() const { return m_busy > 0; }
    /// Nothing running: no connect, pull, publish, history or status refresh.
    bool isIdle() const { return m_busy == 0 && !m_refreshing && !m_connecting && m_reading == 0; }
    QString user() const { return m_user; }
    QString role() const { return m_role; }
    /// Server rows a pull would bring; -1 before the first count.
    int newerOnServer() const { return m_newer; }
    /// The outcome of the last operation, as the user was told it.
    QString lastMessage() const { return m_lastMessage; }
    TeamConflictDialog *conflictDialog() const;
    TeamConnectDialog *connectDialog() const;
    TeamHistoryDialog *historyDialog() const;
    /// The message box of the last refusal or error; nullptr when none is open.
    QWidget *messageBox() const;

    /// Says the status again in the language just installed.
    void retranslate() { updateStatus(); }

public Q_SLOTS:
    TeamConnectDialog *openConnectDialog();
    void pull(const infertco::TeamSync::Resolution &resolution = {});
    void publish(const infertco::TeamSync::Resolution &resolution = {});
    void disconnectFromServer();
    void refreshStatus();
    /// Row `row` of catalog part `part` in the open document.
    void showHistory(infertco::BundlePart part, int row);

Q_SIGNALS:
    /// A connect, pull, publish, history or status refresh has finished.
    void finished();
    /// A short outcome for the status bar.
    void message(const QString &text);

private:
    enum class Operation { Pull, Publish };
    void tryConnect();
    void run(Operation operation, const TeamSync::Resolution &resolution);
    void finishOperation(Operation operation, const TeamSync::Resolution &resolution,
                         const TeamExchangeResult &result, const Catalog &sent,
                         const QList<DocumentTeamBase> &basesBefore);
    void apply(const TeamExchangeResult &result, const Catalog &sent,
               const QList<DocumentTeamBase> &basesBefore, const QString &undoText,
               bool serverWritten);
    void warn(const QString &title, const QString &text);
    void setBusy(bool busy);
    void updateStatus();
    void updateActions();

    QWidget *m_window;
    std::function<QVariantMap()> m_loadLogin;
    std::function<void(const QVariantMap &)> m_saveLogin;
    PasswordStore *m_passwords;
    BundleStore *m_store = nullptr;
    QLabel *m_status;
    QPointer<QMenu> m_menu;
    QPointer<QAction> m_connectAction;
    QPointer<QAction> m_pullAction;
    QPointer<QAction> m_publishAction;
    QPointer<QAction> m_disconnectAction;
    QPointer<TeamConnectDialog> m_connectDialog;
    QPointer<TeamConflictDialog> m_conflictDialog;
    QPointer<TeamHistoryDialog> m_historyDialog;
    QPointer<QWidget> m_messageBox;
    QPointer<QProgressDialog> m_progress;
    QTimer m_refreshTimer;

    /// CONN with the password, in memory only while connected.
    QString m_conn;
    QString m_user;
    QString m_role;
    int m_newer = -1;
    QString m_statusError;
    int m_busy = 0;
    bool m_refreshing = false;
    bool m_connecting = false;
    int m_reading = 0; ///< history reads running
    QString m_lastMessage;
};

} // namespace infertco
