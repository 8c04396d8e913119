// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamlogin.h"

#include "io/team/teamconnection.h"

namespace infertco {

QString TeamLogin::conn(const QString &password, QString *error) const
{
    QList<std::pair<QString, QString>> keywords;
    if (!connection.trimmed().isEmpty()) {
        const QList<TeamConnection::Keyword> parsed = TeamConnection::parse(connection, error);
        if (parsed.isEmpty() && !error->isEmpty())
            return {};
        for (const TeamConnection::Keyword &keyword : parsed) {
            if (keyword.name == QLatin1String("password")) {
                *error = tr("the connection string holds a password; type it in the password "
                            "field instead (it is never kept in the settings)");
                return {};
            }
            keywords.append({ keyword.name, keyword.value });
        }
    }
    const auto set = [&keywords](const QString &name, const QString &value) {
        if (value.trimmed().isEmpty())
            return;
        for (auto &keyword : keywords) {
            if (keyword.first == name) {
                keyword.second = value.trimmed();
                return;
            }
        }
        keywords.append({ name, value.trimmed() });
    };
    set(QStringLiteral("host"), host);
    set(QStringLiteral("port"), port);
    set(QStringLiteral("dbname"), database);
    set(QStringLiteral("user"), user);
    set(QStringLiteral("sslmode"), sslmode);
    if (keywords.isEmpty()) {
        *error = tr("give a connection string or at least the server's host");
        return {};
    }
    QStringList parts;
    for (const auto &[name, value] : keywords)
        parts << name + u'=' + TeamConnection::quoted(value);
    if (!password.isEmpty())
        parts << QStringLiteral("password=") + TeamConnection::quoted(password);
    return parts.join(u' ');
}

QString TeamLogin::account() const
{
    QString error;
    const QString c = conn(QString(), &error);
    QString h, p, d, u;
    for (const TeamConnection::Keyword &keyword : TeamConnection::parse(c, &error)) {
        if (keyword.name == QLatin1String("host"))
            h = keyword.value;
        else if (keyword.name == QLatin1String("port"))
            p = keyword.value;
        else if (keyword.name == QLatin1String("dbname"))
            d = keyword.value;
        else if (keyword.name == QLatin1String("user"))
            u = keyword.value;
    }
    return QStringLiteral("%1@%2:%3/%4")
            .arg(u, h.isEmpty() ? QStringLiteral("localhost") : h,
                 p.isEmpty() ? QStringLiteral("5432") : p, d.isEmpty() ? u : d);
}

QVariantMap TeamLogin::toMap() const
{
    return { { QStringLiteral("connection"), connection },
             { QStringLiteral("host"), host },
             { QStringLiteral("port"), port },
             { QStringLiteral("database"), database },
             { QStringLiteral("user"), user },
             { QStringLiteral("sslmode"), sslmode } };
}

TeamLogin TeamLogin::fromMap(const QVariantMap &map)
{
    TeamLogin login;
    login.connection = map.value(QStringLiteral("connection")).toString();
    login.host = map.value(QStringLiteral("host")).toString();
    login.port = map.value(QStringLiteral("port")).toString();
    login.database = map.value(QStringLiteral("database")).toString();
    login.user = map.value(QStringLiteral("user")).toString();
    login.sslmode = map.value(QStringLiteral("sslmode")).toString();
    return login;
}

bool TeamLogin::isEmpty() const
{
    return connection.isEmpty() && host.isEmpty() && database.isEmpty() && user.isEmpty();
}

} // namespace infertco
