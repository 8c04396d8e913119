// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamconnection.h"

#include <QAtomicInteger>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

namespace infertco {

namespace {

bool isPassword(const QString &keyword)
{
    return keyword == QLatin1String("password");
}

// A libpq keyword value as the QPSQL connect options carry it: single-quoted, backslash and
// quote escaped (libpq's own quoting rules for keyword strings).
QString quoted(const QString &value)
{
    QString v = value;
    v.replace(u'\\', QLatin1String("\\\\"));
    v.replace(u'\'', QLatin1String("\\'"));
    return u'\'' + v + u'\'';
}

} // namespace

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
    for (const Keyword &keyword : keywords)
        shown.append(keyword.name + u'='
                     + (isPassword(keyword.name) ? QStringLiteral("***") : keyword.value));
    return shown.join(u' ');
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
        if (isPassword(keyword.name)) {
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
        if (!password.isEmpty())
            reason.replace(password, QStringLiteral("***"));
        *error = tr("cannot connect to %1: %2").arg(connection->m_shown, reason);
        return nullptr;
    }
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT session_user")) || !query.next()) {
        *error = tr("cannot connect to %1: %2")
                         .arg(connection->m_shown, query.lastError().databaseText().trimmed());
        return nullptr;
    }
    connection->m_user = query.value(0).toString();
    return connection;
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
