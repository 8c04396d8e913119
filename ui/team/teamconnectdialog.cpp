// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamconnectdialog.h"

#include "widgets/wheelguard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace infertco {

TeamConnectDialog::TeamConnectDialog(const TeamLogin &login, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("teamConnectDialog"));
    setWindowTitle(tr("Connect to the Team Catalog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The team's shared catalog on a PostgreSQL server. Give a "
                                "connection string, or the server's host and the rest."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_connection = new QLineEdit(login.connection);
    m_connection->setObjectName(QStringLiteral("teamConnection"));
    m_connection->setPlaceholderText(
            tr("optional, e.g. postgresql://alice@db.example:5432/tco?sslmode=verify-full"));
    form->addRow(tr("Connection &string:"), m_connection);
    m_host = new QLineEdit(login.host);
    m_host->setObjectName(QStringLiteral("teamHost"));
    m_host->setPlaceholderText(tr("db.example.com"));
    form->addRow(tr("&Host:"), m_host);
    m_port = new QLineEdit(login.port);
    m_port->setObjectName(QStringLiteral("teamPort"));
    m_port->setPlaceholderText(QStringLiteral("5432"));
    form->addRow(tr("&Port:"), m_port);
    m_database = new QLineEdit(login.database);
    m_database->setObjectName(QStringLiteral("teamDatabase"));
    form->addRow(tr("&Database:"), m_database);
    m_user = new QLineEdit(login.user);
    m_user->setObjectName(QStringLiteral("teamUser"));
    form->addRow(tr("&User:"), m_user);
    m_sslmode = new QComboBox;
    m_sslmode->setObjectName(QStringLiteral("teamSslMode"));
    // libpq's modes, passed through as they are (docs/team.md, "Connecting"); empty leaves libpq's
    // default.
    m_sslmode->addItem(tr("libpq default (prefer)"), QString());
    for (const char *mode : { "verify-full", "verify-ca", "require", "prefer", "allow", "disable" })
        m_sslmode->addItem(QString::fromLatin1(mode), QString::fromLatin1(mode));
    m_sslmode->setCurrentIndex(std::max(0, m_sslmode->findData(login.sslmode)));
    form->addRow(tr("&TLS (sslmode):"), m_sslmode);
    m_password = new QLineEdit;
    m_password->setObjectName(QStringLiteral("teamPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("empty: from ~/.pgpass or PGPASSWORD"));
    form->addRow(tr("Pass&word:"), m_password);
    layout->addLayout(form);

    m_remember = new QCheckBox(tr("&Remember the password in the desktop keyring"));
    m_remember->setObjectName(QStringLiteral("teamRemember"));
    m_remember->setChecked(true);
    layout->addWidget(m_remember);
    m_keyringNote = new QLabel;
    m_keyringNote->setObjectName(QStringLiteral("teamKeyringNote"));
    m_keyringNote->setWordWrap(true);
    m_keyringNote->hide();
    layout->addWidget(m_keyringNote);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("teamConnectStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *connectButton = m_buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    connectButton->setObjectName(QStringLiteral("teamConnectButton"));
    connectButton->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamConnectDialog::connectRequested);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    WheelGuard::install(this);
    setMinimumWidth(520);
}

TeamLogin TeamConnectDialog::login() const
{
    TeamLogin login;
    login.connection = m_connection->text().trimmed();
    login.host = m_host->text().trimmed();
    login.port = m_port->text().trimmed();
    login.database = m_database->text().trimmed();
    login.user = m_user->text().trimmed();
    login.sslmode = m_sslmode->currentData().toString();
    return login;
}

QString TeamConnectDialog::password() const
{
    return m_password->text();
}

bool TeamConnectDialog::rememberPassword() const
{
    return m_remember->isEnabled() && m_remember->isChecked();
}

void TeamConnectDialog::setPassword(const QString &password)
{
    if (m_password->text().isEmpty())
        m_password->setText(password);
}

void TeamConnectDialog::setKeyringAvailable(bool available)
{
    m_remember->setEnabled(available);
    if (!available)
        m_remember->setChecked(false);
    m_keyringNote->setVisible(!available);
    m_keyringNote->setText(tr("No desktop keyring is available, so the password cannot be "
                              "remembered: InferTCO asks for it at each connection and never "
                              "writes it anywhere."));
}

void TeamConnectDialog::setBusy(bool busy)
{
    for (QWidget *field : std::initializer_list<QWidget *>{
                 m_connection, m_host, m_port, m_database, m_user, m_sslmode, m_password })
        field->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(!busy);
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(!busy);
    }
    if (busy) {
        m_error.clear();
        m_status->setStyleSheet(QString());
        m_status->setText(tr("Contacting server…"));
        m_status->show();
        fitHeight();
    }
}

void TeamConnectDialog::showError(const QString &message)
{
    m_error = message;
    m_status->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_status->setText(message);
    m_status->setVisible(!message.isEmpty());
    fitHeight();
}

void TeamConnectDialog::fitHeight()
{
    // A word-wrapped message needs more height the narrower it is: the dialog grows to hold
    // it instead of squeezing the fields.
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

QString TeamConnectDialog::error() const
{
    return m_error;
}

} // namespace infertco
