// SPDX-License-Identifier: GPL-3.0-or-later
// Where the desktop keeps the team server's password (docs/team.md, "Connecting"): the desktop's
// keyring through QtKeychain, never settings, the document, a log or a message. Behind a small
// interface so that tests use one in memory; without a keyring the window asks each time.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace infertco {

class PasswordStore : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// What a read or write found. `unavailable` when there is no keyring at all (no
    /// secret service running): the caller asks for the password each time instead.
    struct Answer
    {
        bool found = false; ///< read: a password was stored for the account
        QString password;
        bool unavailable = false;
        QString error; ///< why the keyring failed (never holds the password)
    };
    using Callback = std::function<void(const Answer &)>;

    /// `account` names the server and user ("alice@db.example:5432/tco"). The callback
    /// runs later on this object's thread (keyrings answer asynchronously).
    virtual void read(const QString &account, Callback done) = 0;
    virtual void write(const QString &account, const QString &password, Callback done) = 0;
    virtual void remove(const QString &account, Callback done) = 0;
};

/// The desktop keyring (Secret Service, KWallet, macOS Keychain, Windows credentials)
/// through QtKeychain, under the service name "InferTCO team catalog".
class KeychainPasswordStore : public PasswordStore
{
    Q_OBJECT

public:
    using PasswordStore::PasswordStore;

    void read(const QString &account, Callback done) override;
    void write(const QString &account, const QString &password, Callback done) override;
    void remove(const QString &account, Callback done) override;
};

} // namespace infertco
