// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamconnection.h"

#include <QAtomicInteger>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

namespace infertco {

namespace {

// The keywords whose values are secrets: shown as "***", never stored.
bool isPassword(const QString &keyword)
{
    return keyword == QLatin1String("password") || keyword == QLatin1String("sslpassword");
}

// A dbname that libpq itself expands into settings (a URI or keyword=value pairs): its own
// password must be masked too.
bool isExpandedDbname(const QString &keyword, const QString &value)
{
    return keyword == QLatin1String("dbname")
            && (value.startsWith(QLatin1String("postgresql://"))
                || value.startsWith(QLatin1String("postgres://")) || value.contains(u'='));
}

// How long a member waits for another's lock, and for one statement, unless the server or
// CONN says otherwise (docs/team.md, "Waiting").
constexpr const char *LockTimeout = "10s";
constexpr const char *StatementTimeout = "5min";

} // namespace

QString TeamConnection::quoted(const QString &value)
{
    QString v = value;
    v.replace(u'\\', QLatin1String("\\\\"));
    v.replace(u'\'', QLatin1String("\\'"));
    return u'\'' + v + u'\'';
}

QList<TeamConnection::Keyword> TeamConnection::parse(const QString &conn, QString *error)
{
    char *message = nullptr;
    PQconninfoOption *options = PQconninfoParse(conn.toUtf8().constData(), &message);
    if (!options) {
        // libpq's message may quote part of CONN; when CONN holds a password it is not shown.
        const QString reason = message ? QString::fromUtf8(message).trimmed() : QString();
        if (message)
            PQfreemem(message);
        const bool mayEcho = conn.contains(QLatin1String("password"), Qt::CaseInsensitive)
                || (conn.contains(u':') && conn.contains(u'@'));
        *error = reason.isEmpty() || mayEcho
                ? tr("the connection string is neither a postgresql:// URI nor a list of "
                     "keyword=value settings")
                : tr("the connection string cannot be read: %1").arg(reason);
        return {};
    }
    QList<Keyword> keywords;
    for (const PQconninfoOption *option = options; option->keyword; ++option) {
        if (option->val)
            keywords.append({ QString::fromUtf8(option->keyword), QString::fromUtf8(option->val) });
    }
    PQconninfoFree(options);
    return keywords;
}

QString TeamConnection::display(const QString &conn)
{
    QString error;
    const QList<Keyword> keywords = parse(conn, &error);
    QStringList shown;
    for (const Keyword &keyword : keywords) {
        QString value = keyword.value;
        if (isPassword(keyword.name))
            value = QStringLiteral("***");
        else if (isExpandedDbname(keyword.name, keyword.value))
            value = u'(' + display(keyword.value) + u')';
        shown.append(keyword.name + u'=' + value);
    }
    return shown.join(u' ');
}

QStringList TeamConnection::secrets(const QString &conn)
{
    QString error;
    QStringList found;
    for (const Keyword &keyword : parse(conn, &error)) {
        if (isPassword(keyword.name) && !keyword.value.isEmpty())
            found.append(keyword.value);
        else if (isExpandedDbname(keyword.name, keyword.value))
            found += secrets(keyword.value);
    }
    return found;
}

QString TeamConnection::masked(const QString &text, const QStringList &secrets)
{
    // Whole values only: a secret inside a longer word of libpq's own text is not the secret
    // (masking "se" in "service" would show which letters it has).
    QString shown = text;
    for (const QString &secret : secrets) {
        if (secret.isEmpty())
            continue;
        const QRegularExpression whole(QStringLiteral("(?<![\\p{L}\\p{N}_])")
                                       + QRegularExpression::escape(secret)
                                       + QStringLiteral("(?![\\p{L}\\p{N}_])"));
        shown.replace(whole, QStringLiteral("***"));
    }
    return shown;
}

std::unique_ptr<TeamConnection> TeamConnection::open(const QString &conn, QString *error)
{
    const QList<Keyword> keywords = parse(conn, error);
    if (keywords.isEmpty() && !error->isEmpty())
        return nullptr;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *error = tr("Qt's PostgreSQL driver (QPSQL) is not installed; on Debian install "
                    "libqt6sql6-psql");
        return nullptr;
    }
    // Everything but the password goes through the driver's connect options, which QPSQL
    // hands to libpq as they are (a ';' separates options there, so no value may hold one).
    QStringList options;
    QString password;
    for (const Keyword &keyword : keywords) {
        if (keyword.name == QLatin1String("password")) {
            password = keyword.value;
            continue;
        }
        if (keyword.value.contains(u';')) {
            *error = tr("the connection setting %1 holds a ';', which Qt's PostgreSQL driver "
                        "cannot pass on")
                             .arg(keyword.name);
            return nullptr;
        }
        options.append(keyword.name + u'=' + quoted(keyword.value));
    }

    static QAtomicInteger<quint64> serial;
    std::unique_ptr<TeamConnection> connection(new TeamConnection);
    connection->m_name = QStringLiteral("infertco-team-%1").arg(serial.fetchAndAddRelaxed(1));
    connection->m_shown = display(conn);
    connection->m_database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection->m_name);
    QSqlDatabase &db = connection->m_database;
    db.setConnectOptions(options.join(u';'));
    if (!password.isEmpty())
        db.setPassword(password);
    const bool opened = db.open();
    // The password is not kept once the connection is made (or refused).
    db.setPassword(QString());
    if (!opened) {
        QString reason = db.lastError().databaseText().trimmed();
        if (reason.isEmpty())
            reason = db.lastError().text().trimmed();
        *error = tr("cannot connect to %1: %2")
                         .arg(connection->m_shown, masked(reason, secrets(conn)));
        return nullptr;
    }
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT session_user, current_setting('lock_timeout'), "
                                   "current_setting('statement_timeout')"))
        || !query.next()) {
        *error = tr("cannot connect to %1: %2")
                         .arg(connection->m_shown, query.lastError().databaseText().trimmed());
        return nullptr;
    }
    connection->m_user = query.value(0).toString();
    // Bounded waits: a member holding a lock must not hang everyone's pull and push. A limit
    // the server or CONN (options=-c lock_timeout=…) already sets is kept.
    connection->m_lockTimeout = query.value(1).toString();
    connection->m_statementTimeout = query.value(2).toString();
    QStringList limits;
    if (connection->m_lockTimeout == QLatin1String("0")) {
        connection->m_lockTimeout = QString::fromLatin1(LockTimeout);
        limits << QStringLiteral("lock_timeout = '%1'").arg(connection->m_lockTimeout);
    }
    if (connection->m_statementTimeout == QLatin1String("0")) {
        connection->m_statementTimeout = QString::fromLatin1(StatementTimeout);
        limits << QStringLiteral("statement_timeout = '%1'").arg(connection->m_statementTimeout);
    }
    for (const QString &limit : std::as_const(limits)) {
        QSqlQuery set(db);
        if (!set.exec(QStringLiteral("SET ") + limit)) {
            *error = tr("cannot connect to %1: %2")
                             .arg(connection->m_shown, set.lastError().databaseText().trimmed());
            return nullptr;
        }
    }
    return connection;
}

bool TeamConnection::isLost() const
{
    if (!m_database.isOpen())
        return true;
    const QVariant handle = m_database.driver()->handle();
    if (qstrcmp(handle.typeName(), "PGconn*") != 0)
        return false;
    const PGconn *connection = *static_cast<PGconn *const *>(handle.constData());
    return !connection || PQstatus(connection) == CONNECTION_BAD;
}

TeamConnection::~TeamConnection()
{
    if (m_database.isValid()) {
        m_database.close();
        m_database = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
}

} // namespace infertco
