// SPDX-License-Identifier: GPL-3.0-or-later
// File > Team catalog > Connect…: the server (a connection string, or host, port, database,
// user and TLS mode) and the password, which may be kept in the desktop keyring. Connect does
// not close the dialog: the window tries the connection off its thread and closes it on
// success, or shows why not here.
#pragma once

#include "teamlogin.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace infertco {

class TeamConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TeamConnectDialog(const TeamLogin &login, QWidget *parent = nullptr);

    TeamLogin login() const;
    QString password() const;
    bool rememberPassword() const;

    /// A password found in the keyring for this login.
    void setPassword(const QString &password);
    /// Without a keyring the password cannot be remembered: the box is off and says so.
    void setKeyringAvailable(bool available);
    /// While the connection is tried: the fields locked, "Contacting server…" shown.
    void setBusy(bool busy);
    /// Why the connection failed (never the password).
    void showError(const QString &message);
    QString error() const;

    QLineEdit *connectionEdit() const { return m_connection; }
    QLineEdit *hostEdit() const { return m_host; }
    QLineEdit *portEdit() const { return m_port; }
    QLineEdit *databaseEdit() const { return m_database; }
    QLineEdit *userEdit() const { return m_user; }
    QLineEdit *passwordEdit() const { return m_password; }
    QComboBox *sslModeBox() const { return m_sslmode; }

Q_SIGNALS:
    void connectRequested();

private:
    /// Grows the dialog to the height its layout needs at its width.
    void fitHeight();
    QLineEdit *m_connection;
    QLineEdit *m_host;
    QLineEdit *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_sslmode;
    QLineEdit *m_password;
    QCheckBox *m_remember;
    QLabel *m_keyringNote;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QString m_error;
};

} // namespace infertco
