// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamcommands.h"

#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "io/output/terminaltext.h"
#include "io/storage/inputfile.h"
#include "io/team/teamconnection.h"
#include "io/team/teamexchange.h"
#include "io/team/teamserver.h"
#include "io/team/teamsync.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

#include <algorithm>
#include <cstring>

namespace infertco {

using namespace Qt::StringLiterals;

TeamCommands::TeamCommands(QTextStream &out, QTextStream &err)
    : CommandGroup(out, err, { { u"team"_s, command(this, &TeamCommands::team) } })
{ }

void TeamCommands::hideSecrets(int argc, char *argv[])
{
    if (argc < 3 || std::strcmp(argv[1], "team") != 0)
        return;
    for (int i = 2; i < argc; ++i) {
        const QString argument = QString::fromLocal8Bit(argv[i]);
        if (!argument.contains(u'=') && !argument.startsWith(QLatin1String("postgres")))
            continue;
        const QStringList secrets = TeamConnection::secrets(argument);
        if (secrets.isEmpty())
            continue;
        char *const text = argv[i];
        const qsizetype length = qsizetype(std::strlen(text));
        const auto blank = [&](const QByteArray &form) {
            if (form.isEmpty())
                return;
            for (qsizetype at = QByteArrayView(text, length).indexOf(form); at >= 0;
                 at = QByteArrayView(text, length).indexOf(form, at + 1))
                std::memset(text + at, '*', size_t(form.size()));
        };
        // As typed: plain, or percent-encoded in a URI.
        for (const QString &secret : secrets) {
            blank(secret.toLocal8Bit());
            blank(QUrl::toPercentEncoding(secret));
        }
        // Written some other way (partly encoded): the whole argument goes.
        const QStringList left = TeamConnection::secrets(QString::fromLocal8Bit(text));
        if (std::any_of(left.cbegin(), left.cend(),
                        [&](const QString &s) { return secrets.contains(s); }))
            std::memset(text, '*', size_t(length));
    }
}

QString TeamCommands::usage() const
{
    return tr("  infertco-cli team init CONN          create the team catalog on a PostgreSQL\n"
              "                                       server (its schema, roles and audit log)\n"
              "  infertco-cli team grant|revoke CONN USER viewer|buyer|admin\n"
              "  infertco-cli team pull CONN DOC [--theirs|--ours]\n"
              "                                       the team catalog into DOC (created if\n"
              "                                       missing)\n"
              "  infertco-cli team push CONN DOC|BUNDLE [--theirs|--ours]\n"
              "                                       DOC's new and edited rows to the server\n"
              "  infertco-cli team export CONN        the team catalog as bundle JSON\n"
              "  infertco-cli team history CONN [[KIND/]ID] [--limit N] [--format "
              "table|json]\n"
              "                                       CONN: a postgresql:// URI or libpq "
              "keywords\n");
}

int TeamCommands::team(const QStringList &arguments) const
{
    if (arguments.isEmpty())
        return usageError(
                tr("team needs a command: init, grant, revoke, pull, push, export or history"));
    const QString sub = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (sub == QLatin1String("init"))
        return init(rest);
    if (sub == QLatin1String("grant"))
        return grant(rest, false);
    if (sub == QLatin1String("revoke"))
        return grant(rest, true);
    if (sub == QLatin1String("export"))
        return exportCatalog(rest);
    if (sub == QLatin1String("history"))
        return history(rest);
    if (sub == QLatin1String("pull"))
        return pull(rest);
    if (sub == QLatin1String("push"))
        return push(rest);
    return usageError(tr("unknown team command \"%1\"").arg(TerminalText::safe(sub, true)));
}

int TeamCommands::refused(const QString &message) const
{
    m_err << "infertco-cli: team: " << TerminalText::safe(message, true) << '\n';
    m_err.flush();
    return ExitInvalidInput;
}

std::unique_ptr<TeamConnection> TeamCommands::connect(const QString &conn) const
{
    QString error;
    std::unique_ptr<TeamConnection> connection = TeamConnection::open(conn, &error);
    if (!connection)
        refused(error);
    return connection;
}

std::optional<TeamCommands::Server> TeamCommands::openServer(const QString &conn,
                                                             bool checkSchema) const
{
    Server team;
    team.connection = connect(conn);
    if (!team.connection)
        return std::nullopt;
    team.server = std::make_unique<TeamServer>(*team.connection);
    if (checkSchema) {
        if (const TeamError error = team.server->checkSchema(); error.isError()) {
            refused(error.message);
            return std::nullopt;
        }
    }
    return team;
}

int TeamCommands::init(const QStringList &arguments) const
{
    const std::optional<Arguments> args
            = parse(arguments, {}, 1, tr("team init takes exactly one CONN"));
    if (!args)
        return ExitUsage;
    const std::optional<Server> team = openServer(args->positional.first(), false);
    if (!team)
        return ExitInvalidInput;
    const TeamConnection &connection = *team->connection;
    TeamError error;
    int version = 0;
    const TeamServer::InitResult result = team->server->init(&error, &version);
    if (error.isError())
        return refused(error.message);
    if (result == TeamServer::InitResult::AlreadyCurrent)
        return print(tr("team catalog already initialised on %1 (schema version %2); nothing "
                        "changed\n")
                             .arg(connection.shown())
                             .arg(version));
    if (result == TeamServer::InitResult::Migrated)
        return print(tr("team catalog on %1 brought from schema version %2 to %3\n")
                             .arg(connection.shown())
                             .arg(version)
                             .arg(TeamServer::SchemaVersion));
    return print(tr("team catalog created on %1 (schema version %2); %3 holds infertco_admin\n")
                         .arg(connection.shown())
                         .arg(TeamServer::SchemaVersion)
                         .arg(connection.user()));
}

int TeamCommands::grant(const QStringList &arguments, bool revoke) const
{
    const std::optional<Arguments> args
            = parse(arguments, {}, 3,
                    revoke ? tr("team revoke takes CONN, USER and viewer, buyer or admin")
                           : tr("team grant takes CONN, USER and viewer, buyer or admin"));
    if (!args)
        return ExitUsage;
    const std::optional<TeamServer::Role> role = TeamServer::roleNamed(args->positional.at(2));
    if (!role)
        return usageError(tr("the role must be viewer, buyer or admin, not \"%1\"")
                                  .arg(TerminalText::safe(args->positional.at(2), true)));
    const std::optional<Server> team = openServer(args->positional.first(), true);
    if (!team)
        return ExitInvalidInput;
    TeamServer &server = *team->server;
    const QString user = args->positional.at(1);
    if (const TeamError error = server.grant(user, *role, revoke); error.isError())
        return refused(error.message);
    return print(revoke ? tr("%1 revoked from %2\n").arg(TeamServer::roleName(*role), user)
                        : tr("%1 granted to %2\n").arg(TeamServer::roleName(*role), user));
}

int TeamCommands::exportCatalog(const QStringList &arguments) const
{
    const std::optional<Arguments> args
            = parse(arguments, {}, 1, tr("team export takes exactly one CONN"));
    if (!args)
        return ExitUsage;
    const std::optional<Server> team = openServer(args->positional.first(), true);
    if (!team)
        return ExitInvalidInput;
    TeamServer &server = *team->server;
    TeamError error;
    const TeamServerRows rows = server.rows(&error);
    if (error.isError())
        return refused(error.message);
    TeamItems items;
    for (auto it = rows.constBegin(); it != rows.constEnd(); ++it)
        items.insert(it.key(), it.value().values);
    // A row the validator refuses is left out of the bundle and named.
    TeamSkipped skipped;
    items = TeamExchange::validRows(items, &skipped);
    for (auto it = skipped.constBegin(); it != skipped.constEnd(); ++it)
        m_err << "infertco-cli: team export: "
              << TerminalText::safe(tr("%1 %2: the server's row is invalid (%3); left out")
                                            .arg(it.key().kind, it.key().id, it.value()),
                                    false)
              << '\n';
    m_err.flush();
    const Outcome<Catalog> catalog = TeamItemsOf::catalog(items);
    if (!catalog.ok())
        return invalidInput(team->connection->shown(), catalog.problems());
    Bundle bundle;
    bundle.catalog = catalog.value();
    return print(QString::fromUtf8(BundleWriter::toJson(bundle)));
}

namespace {

// The characters that reorder the text around them (Unicode bidirectional controls): a row's
// name holding U+202E would show its history reversed in a terminal. `escape` gives the form
// each one is shown in.
template <typename Escape>
QString bidiShown(const QString &text, Escape escape)
{
    QString shown;
    shown.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool bidi = u == 0x061C || u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E)
                || (u >= 0x2066 && u <= 0x2069);
        if (bidi)
            shown += escape(u);
        else
            shown += c;
    }
    return shown;
}

} // namespace

int TeamCommands::history(const QStringList &arguments) const
{
    const std::optional<Arguments> args
            = parse(arguments, { { u"--limit"_s }, { u"--format"_s } }, AnyCount);
    if (!args)
        return ExitUsage;
    if (args->positional.isEmpty() || args->positional.size() > 2)
        return usageError(tr("team history takes CONN and optionally [KIND/]ID"));
    const QString format = args->value(u"--format"_s, u"table"_s);
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return usageError(tr("--format must be table or json, not \"%1\"")
                                  .arg(TerminalText::safe(format, true)));
    int limit = 0;
    if (args->contains(u"--limit"_s)) {
        bool ok = false;
        limit = args->value(u"--limit"_s).toInt(&ok);
        if (!ok || limit <= 0)
            return usageError(tr("--limit must be a whole number above 0"));
    }
    QString kind;
    QString id = args->positional.value(1);
    if (const qsizetype slash = id.indexOf(u'/'); slash > 0 && teamKind(id.left(slash))) {
        kind = id.left(slash);
        id = id.mid(slash + 1);
    }
    const std::optional<Server> team = openServer(args->positional.first(), true);
    if (!team)
        return ExitInvalidInput;
    TeamServer &server = *team->server;
    TeamError error;
    const QList<TeamServer::HistoryEntry> entries = server.history(kind, id, limit, &error);
    if (error.isError())
        return refused(error.message);

    // A decimal column's value as its exact text (a JSON string, as in a bundle).
    const auto value = [](const QString &kindName, const QString &field, const QString &json) {
        const TeamKind *k = teamKind(kindName);
        if (k && json != QLatin1String("null")) {
            for (const TeamColumn &column : k->columns) {
                if (column.name == field && column.type == TeamColumn::Type::Decimal)
                    return QString::fromUtf8(
                                   QJsonDocument(QJsonArray{ json }).toJson(QJsonDocument::Compact))
                            .mid(1)
                            .chopped(1);
            }
        }
        return json;
    };
    if (format == QLatin1String("json")) {
        // Written by hand so that numbers keep the exact text the server stores.
        const auto string = [](const QString &text) {
            return QString::fromUtf8(
                           QJsonDocument(QJsonArray{ text }).toJson(QJsonDocument::Compact))
                    .mid(1)
                    .chopped(1);
        };
        QStringList out;
        for (const TeamServer::HistoryEntry &entry : entries) {
            QStringList changes;
            for (const auto &[field, oldValue, newValue] : entry.changes)
                changes << u"%1: [%2, %3]"_s.arg(string(field), value(entry.kind, field, oldValue),
                                                 value(entry.kind, field, newValue));
            out << uR"({"id": %1, "at": %2, "username": %3, "action": %4, "kind": %5, "item_id": %6, "changes": {%7}})"_s
                            .arg(QString::number(entry.id), string(entry.at),
                                 string(entry.username), string(entry.action), string(entry.kind),
                                 string(entry.itemId), changes.join(u", "_s));
        }
        // Inside JSON strings a control is written as its \u escape: the same value.
        return print(bidiShown(u"["_s + out.join(u",\n "_s) + u"]\n"_s, [](char16_t u) {
            return u"\\u"_s + QString::number(uint(u), 16).rightJustified(4, u'0');
        }));
    }
    QString table;
    for (const TeamServer::HistoryEntry &entry : entries) {
        table += u"%1  %2  %3  %4/%5\n"_s.arg(entry.at, entry.username, entry.action, entry.kind,
                                              entry.itemId);
        for (const auto &[field, oldValue, newValue] : entry.changes)
            table += u"    %1: %2 -> %3\n"_s.arg(field, oldValue, newValue);
    }
    if (entries.isEmpty())
        table = tr("no changes recorded\n");
    return print(TerminalText::safe(
            bidiShown(table,
                      [](char16_t u) {
                          return u"<U+%1>"_s.arg(
                                  QString::number(uint(u), 16).toUpper().rightJustified(4, u'0'));
                      }),
            true));
}

std::variant<TeamCommands::Exchange, int> TeamCommands::startExchange(const QStringList &arguments,
                                                                      bool push) const
{
    const std::optional<Arguments> args
            = parse(arguments, { { u"--theirs"_s, 0 }, { u"--ours"_s, 0 } }, 2,
                    push ? tr("team push takes CONN and DOC or BUNDLE")
                         : tr("team pull takes CONN and DOC"));
    if (!args)
        return ExitUsage;
    const bool theirs = args->contains(u"--theirs"_s);
    const bool ours = args->contains(u"--ours"_s);
    if (theirs && ours)
        return usageError(tr("--theirs and --ours cannot both be given"));
    Exchange exchange;
    exchange.path = args->positional.at(1);
    if (theirs)
        exchange.resolve = TeamSync::Resolve::Theirs;
    else if (ours)
        exchange.resolve = TeamSync::Resolve::Ours;

    // The document first (input), then the server (connection).
    const QString &path = exchange.path;
    if (push ? InputFile::isDocument(path) : QFileInfo::exists(path)) {
        std::optional<OpenedInput> opened = openDocument(path);
        if (!opened)
            return ExitInvalidInput;
        exchange.local = std::move(*opened);
        const Outcome<QList<DocumentTeamBase>> stored = exchange.local.document->teamBases();
        if (!stored.ok())
            return invalidInput(path, stored.problems());
        exchange.bases = stored.value();
    } else if (push) {
        std::optional<Bundle> bundle = readInput(path);
        if (!bundle)
            return ExitInvalidInput;
        exchange.local.bundle = std::move(*bundle);
    }
    exchange.connection = connect(args->positional.first());
    if (!exchange.connection)
        return ExitInvalidInput;
    return exchange;
}

std::optional<int> TeamCommands::notDone(const TeamExchangeResult &result,
                                         const TeamConnection &connection, const QString &path,
                                         const char *command, const QString &conflicts) const
{
    switch (result.status) {
    case TeamExchangeResult::Status::Done:
        break;
    case TeamExchangeResult::Status::Refused:
        return refused(result.message);
    case TeamExchangeResult::Status::Invalid:
        return invalidInput(result.serverProblems ? connection.shown() : path, result.problems);
    case TeamExchangeResult::Status::Conflicts:
        for (const TeamConflict &conflict : result.plan.conflicts)
            m_err << "infertco-cli: team " << command
                  << ": conflict: " << TerminalText::safe(TeamSync::describe(conflict), false)
                  << '\n';
        m_err << conflicts.arg(TeamSync::rowsInConflict(result.plan));
        m_err.flush();
        return ExitConflicts;
    }
    return std::nullopt;
}

namespace {

// "pulled: …" or "pushed: …" with the counts of `plan`.
QString counted(const QString &text, const TeamSync::Plan &plan)
{
    return text.arg(plan.inserted).arg(plan.updated).arg(plan.stale).arg(plan.conflicted);
}

} // namespace

int TeamCommands::pull(const QStringList &arguments) const
{
    std::variant<Exchange, int> started = startExchange(arguments, false);
    if (const int *exit = std::get_if<int>(&started))
        return *exit;
    const Exchange &x = std::get<Exchange>(started);
    const QString &path = x.path;
    const TeamExchangeResult result
            = TeamExchange::pull(*x.connection, x.local.bundle.catalog, x.bases, x.resolve);
    if (const std::optional<int> exit
        = notDone(result, *x.connection, path, "pull",
                  tr("infertco-cli: team pull: %1 rows in conflict; nothing written (--theirs "
                     "takes the server's values, --ours keeps the local edits)\n")))
        return *exit;
    Bundle pulled = x.local.bundle;
    pulled.catalog = result.catalog;
    if (x.local.document) {
        const Problems problems = x.local.document->save(pulled, result.bases);
        if (!problems.isEmpty())
            return invalidInput(path, problems);
    } else {
        Outcome<std::unique_ptr<Document>> created = Document::createFromBundle(path, pulled);
        if (!created.ok())
            return invalidInput(path, created.problems());
        const Problems problems = created.value()->save(pulled, result.bases);
        if (!problems.isEmpty()) {
            created.value().reset();
            QFile::remove(path);
            return invalidInput(path, problems);
        }
    }
    for (const QString &note : result.plan.notes)
        m_out << TerminalText::safe(note, false) << '\n';
    return print(
            counted(tr("pulled: %1 inserted, %2 updated, %3 stale, %4 conflicts\n"), result.plan));
}

int TeamCommands::push(const QStringList &arguments) const
{
    std::variant<Exchange, int> started = startExchange(arguments, true);
    if (const int *exit = std::get_if<int>(&started))
        return *exit;
    const Exchange &x = std::get<Exchange>(started);
    const TeamExchangeResult result = TeamExchange::push(
            *x.connection, x.local.bundle.catalog, x.bases, x.local.document != nullptr, x.resolve);
    if (const std::optional<int> exit
        = notDone(result, *x.connection, x.path, "push",
                  tr("infertco-cli: team push: %1 rows in conflict; nothing written (pull first, "
                     "or --theirs takes the server's values, --ours keeps the local ones)\n")))
        return *exit;
    if (x.local.document) {
        Bundle pushed = x.local.bundle;
        pushed.catalog = result.catalog;
        const Problems problems = x.local.document->save(pushed, result.bases);
        if (!problems.isEmpty())
            return invalidInput(x.path, problems);
    }
    for (const QString &note : result.plan.notes)
        m_out << TerminalText::safe(note, false) << '\n';
    if (result.plan.deletedLocally > 0)
        m_out << tr("%1 rows deleted here are still on the server (a push deletes nothing)\n")
                         .arg(result.plan.deletedLocally);
    return print(
            counted(tr("pushed: %1 inserted, %2 updated, %3 stale, %4 conflicts\n"), result.plan));
}

} // namespace infertco
