// SPDX-License-Identifier: GPL-3.0-or-later
// A real PostgreSQL server of the test's own (docs/team.md, issue 25): initdb into a temporary
// folder, listening only on a Unix socket in that folder (no TCP), stopped and removed with
// the object. The server refuses to run as root, so as root (CI) initdb and pg_ctl run as the
// unprivileged `nobody` through setpriv, on a folder given to it. The superuser `postgres`
// connects over the socket without a password; every other role needs its password
// (scram-sha-256), so that a wrong password can be tried.
//
// A test that needs the server calls start() and fails (never skips) when it cannot: CI must
// prove the team catalog against a real server.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <memory>

namespace infertco::testing {

class PostgresServer
{
public:
    PostgresServer() = default;
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;
    ~PostgresServer() { stop(); }

    /// Creates and starts the cluster; an empty string on success, else what went wrong.
    QString start()
    {
        const QString bin = binDirectory();
        if (bin.isEmpty())
            return QStringLiteral("no PostgreSQL server in /usr/lib/postgresql/*/bin "
                                  "(packaging/install-deps.sh installs it)");
        m_bin = bin;
        m_dir = std::make_unique<QTemporaryDir>(
                QDir::temp().filePath(QStringLiteral("infertco-pg-XXXXXX")));
        if (!m_dir->isValid())
            return QStringLiteral("cannot create a temporary folder: %1").arg(m_dir->errorString());
        if (geteuid() == 0) {
            const ::passwd *nobody = getpwnam("nobody");
            const ::group *nogroup = getgrnam("nogroup");
            if (!nobody || !nogroup)
                return QStringLiteral("running as root, but there is no user nobody / group "
                                      "nogroup to run the server as");
            if (chown(QFile::encodeName(m_dir->path()).constData(), nobody->pw_uid, nogroup->gr_gid)
                != 0)
                return QStringLiteral("cannot give %1 to nobody").arg(m_dir->path());
            m_asNobody = true;
        }
        if (QString error
            = runAsServer(QStringLiteral("initdb"),
                          { QStringLiteral("-D"), dataDirectory(), QStringLiteral("-U"),
                            QStringLiteral("postgres"), QStringLiteral("-E"),
                            QStringLiteral("UTF8"), QStringLiteral("--locale=C"),
                            QStringLiteral("-N"), QStringLiteral("--auth=trust") });
            !error.isEmpty())
            return error;
        // The superuser by trust over the socket; everyone else by password. No TCP.
        if (!rewrite(QStringLiteral("pg_hba.conf"),
                     "local all postgres trust\nlocal all all scram-sha-256\n"))
            return QStringLiteral("cannot write pg_hba.conf");
        const QByteArray settings = "listen_addresses = ''\nunix_socket_directories = '"
                + QFile::encodeName(m_dir->path())
                + "'\nport = 5432\nfsync = off\nsynchronous_commit = off\nfull_page_writes = "
                  "off\nmax_connections = 40\nshared_buffers = 16MB\n";
        QFile conf(dataDirectory() + QStringLiteral("/postgresql.conf"));
        if (!conf.open(QIODevice::Append) || conf.write(settings) != settings.size())
            return QStringLiteral("cannot write postgresql.conf");
        conf.close();
        return startServer();
    }

    /// Starts the stopped cluster again (after kill()).
    QString startServer()
    {
        QString error = runAsServer(QStringLiteral("pg_ctl"),
                                    { QStringLiteral("-D"), dataDirectory(), QStringLiteral("-l"),
                                      m_dir->filePath(QStringLiteral("server.log")),
                                      QStringLiteral("-w"), QStringLiteral("-t"),
                                      QStringLiteral("60"), QStringLiteral("start") });
        if (!error.isEmpty()) {
            QFile log(m_dir->filePath(QStringLiteral("server.log")));
            if (log.open(QIODevice::ReadOnly))
                error += QStringLiteral("\nserver log:\n") + QString::fromUtf8(log.readAll());
            return error;
        }
        m_running = true;
        return {};
    }

    /// Stops the server at once, as a crash would (pg_ctl stop -m immediate).
    void kill()
    {
        if (m_running)
            runAsServer(QStringLiteral("pg_ctl"),
                        { QStringLiteral("-D"), dataDirectory(), QStringLiteral("-m"),
                          QStringLiteral("immediate"), QStringLiteral("stop") });
        m_running = false;
    }

    void stop()
    {
        if (m_running)
            runAsServer(QStringLiteral("pg_ctl"),
                        { QStringLiteral("-D"), dataDirectory(), QStringLiteral("-m"),
                          QStringLiteral("fast"), QStringLiteral("stop") });
        m_running = false;
    }

    /// The folder holding the socket (libpq's host).
    QString socketDirectory() const { return m_dir ? m_dir->path() : QString(); }

    /// A keyword connection string to `database` as `user` (with `password` when given).
    QString conn(const QString &database = QStringLiteral("postgres"),
                 const QString &user = QStringLiteral("postgres"),
                 const QString &password = {}) const
    {
        QString c = QStringLiteral("host=%1 port=5432 dbname=%2 user=%3")
                            .arg(socketDirectory(), database, user);
        if (!password.isEmpty())
            c += QStringLiteral(" password=%1").arg(password);
        return c;
    }

    /// Runs `sql` with psql as the superuser (or `user` / `password`) on `database`; psql's
    /// output, or nullopt-like: sets *error to its message when it fails.
    QString psql(const QString &sql, QString *error = nullptr,
                 const QString &database = QStringLiteral("postgres"),
                 const QString &user = QStringLiteral("postgres"),
                 const QString &password = {}) const
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PGPASSWORD"), password);
        environment.remove(QStringLiteral("PGSERVICE"));
        process.setProcessEnvironment(environment);
        process.start(m_bin + QStringLiteral("/psql"),
                      { QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"),
                        QStringLiteral("-t"), QStringLiteral("-v"),
                        QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), socketDirectory(),
                        QStringLiteral("-p"), QStringLiteral("5432"), QStringLiteral("-U"), user,
                        QStringLiteral("-d"), database, QStringLiteral("-c"), sql });
        const bool finished = process.waitForFinished(60000);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        if (error)
            *error = (finished && process.exitCode() == 0)
                    ? QString()
                    : (err.isEmpty() ? QStringLiteral("psql failed") : err);
        return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    }

    /// What the team suites start from: a login role `owner` (CREATEROLE, with `ownerPassword`)
    /// owning a new database `database`, and a login role with its password for each of
    /// `users`. Empty on success, else psql's message.
    QString createTeamDatabase(const QString &database, const QString &owner,
                               const QString &ownerPassword,
                               const QList<std::pair<QString, QString>> &users) const
    {
        QString error;
        psql(QStringLiteral("CREATE ROLE %1 LOGIN CREATEROLE PASSWORD '%2'")
                     .arg(owner, ownerPassword),
             &error);
        if (error.isEmpty())
            psql(QStringLiteral("CREATE DATABASE %1 OWNER %2").arg(database, owner), &error);
        for (const auto &[user, password] : users) {
            if (!error.isEmpty())
                break;
            psql(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user, password), &error);
        }
        return error;
    }

    /// The newest installed server's bin folder, or empty.
    static QString binDirectory()
    {
        const QDir root(QStringLiteral("/usr/lib/postgresql"));
        QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(versions.begin(), versions.end(),
                  [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
        for (const QString &version : versions) {
            const QString bin = root.filePath(version + QStringLiteral("/bin"));
            if (QFile::exists(bin + QStringLiteral("/pg_ctl")))
                return bin;
        }
        return {};
    }

private:
    QString dataDirectory() const { return m_dir->filePath(QStringLiteral("data")); }

    bool rewrite(const QString &name, const QByteArray &content) const
    {
        QFile file(dataDirectory() + u'/' + name);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
                && file.write(content) == content.size();
    }

    /// Runs a server program from the version's bin folder, as nobody when we are root.
    QString runAsServer(const QString &program, const QStringList &arguments) const
    {
        QProcess process;
        process.setWorkingDirectory(m_dir->path());
        process.setProcessChannelMode(QProcess::MergedChannels);
        const QString path = m_bin + u'/' + program;
        if (m_asNobody) {
            process.start(QStringLiteral("setpriv"),
                          QStringList{ QStringLiteral("--reuid=nobody"),
                                       QStringLiteral("--regid=nogroup"),
                                       QStringLiteral("--clear-groups"), path }
                                  + arguments);
        } else {
            process.start(path, arguments);
        }
        if (!process.waitForFinished(120000))
            return QStringLiteral("%1 did not finish: %2").arg(program, process.errorString());
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            return QStringLiteral("%1 failed (%2): %3")
                    .arg(program)
                    .arg(process.exitCode())
                    .arg(QString::fromLocal8Bit(process.readAll()));
        return {};
    }

    QString m_bin;
    std::unique_ptr<QTemporaryDir> m_dir;
    bool m_asNobody = false;
    bool m_running = false;
};

} // namespace infertco::testing
