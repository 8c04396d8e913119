// SPDX-License-Identifier: GPL-3.0-or-later
// What the desktop needs to reach the team catalog's server (docs/team.md, "Connecting"), the
// password aside: a libpq connection string and/or the usual fields. Kept in the settings as libpq
// keywords; the password only ever joins them in memory, for the connection being made.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>

namespace infertco {

struct TeamLogin
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamLogin)

public:
    QString connection; ///< a postgresql:// URI or keyword string; may be empty
    QString host;
    QString port;
    QString database;
    QString user;
    QString sslmode; ///< libpq's: disable, allow, prefer, require, verify-ca, verify-full

    /// CONN for TeamConnection::open: the connection string's keywords, each field given
    /// set over them, and `password` when not empty. Empty with *error when the string
    /// cannot be read or holds a password (the password has its own field).
    QString conn(const QString &password, QString *error) const;
    /// The keyring account of this login: "user@host:port/database" as libpq resolves them.
    QString account() const;
    /// For the settings: never a password.
    QVariantMap toMap() const;
    static TeamLogin fromMap(const QVariantMap &map);
    bool isEmpty() const;
};

} // namespace infertco
