// SPDX-License-Identifier: GPL-3.0-or-later
// The team catalog's server (docs/team.md) as a BundleStorage: load() reads every server row
// with its version, and write() pushes the catalog rows a change touched with the versions
// they were read at, in one transaction through TeamExchange::push (the CLI's and the
// desktop's push): all or nothing, and a row someone else changed meanwhile is refused as a
// conflict naming the field, who changed it and when. The server holds catalog rows only, and
// a push never deletes one; money travels as decimal text.
#pragma once

#include "bundlestorage.h"
#include "io/document/document.h"

#include <memory>

namespace infertco {

class TeamConnection;
struct TeamExchangeResult;

class TeamServerStorage : public BundleStorage
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamServerStorage)

public:
    /// Connects to CONN (a libpq URI or keyword string); the problem names the server, never
    /// the password.
    static Outcome<std::unique_ptr<TeamServerStorage>> open(const QString &conn);
    explicit TeamServerStorage(std::unique_ptr<TeamConnection> connection);
    ~TeamServerStorage() override;

    bool hasFeature(Feature feature) const override;
    /// The connection as TeamConnection::display() shows it.
    QString location() const override;
    /// The server's catalog, rows in kind then id order, with their versions.
    Outcome<Bundle> load() override;
    /// The validation of what changed, and the server's own limits: no scenarios, no removal.
    Problems check(const Bundle &before, const Bundle &after) const override;
    /// Pushes the rows that differ from what was read; the versions move on with the push.
    Problems write(const Bundle &after) override;
    /// The rows the last push inserted or updated.
    qint64 lastWriteRowChanges() const override;

    /// The server version a catalog row was read or last pushed at; 0 for a row not known.
    qint64 version(const QString &kind, const QString &id) const;

private:
    Problems problemsOf(const TeamExchangeResult &result) const;

    std::unique_ptr<TeamConnection> m_connection;
    Bundle m_content;
    QList<DocumentTeamBase> m_bases;
    qint64 m_lastWriteRowChanges = 0;
};

} // namespace infertco
