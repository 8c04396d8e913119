// SPDX-License-Identifier: GPL-3.0-or-later
#include "document.h"

#include "documentcheck.h"
#include "documentchecksum.h"
#include "documentlock.h"
#include "documentschema.h"
#include "documenttables.h"
#include "io/file/outputfile.h"
#include "model/rules/validation.h"
#include "sqliteconnection.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryFile>
#include <QtEndian>

#include <cstdio>
#include <sys/stat.h>

namespace infertco {

namespace {

Problems fileProblem(const QString &message)
{
    return Problems{ { QString(), QString(), message } };
}

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// Which program writes: kept in the document_meta table (document version 2).
QString writerName()
{
    QString application = QCoreApplication::applicationName();
    if (application.isEmpty())
        application = QStringLiteral("InferTCO");
    return QStringLiteral("%1 %2").arg(application, QStringLiteral(INFERTCO_VERSION));
}

QString setMeta(SqliteConnection &connection, const char *key, const QString &value)
{
    return connection.exec(QStringLiteral("INSERT INTO document_meta (key, value) VALUES (?, ?) "
                                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                           { QString::fromLatin1(key), value });
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

// "<document>.v1.bak", or "<document>.v1.2.bak" and so on when an earlier backup is there.
QString backupNameFor(const QString &path, int version)
{
    QString candidate = QStringLiteral("%1.v%2.bak").arg(path).arg(version);
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = QStringLiteral("%1.v%2.%3.bak").arg(path).arg(version).arg(n);
    return candidate;
}

// Runs `work` inside BEGIN IMMEDIATE … COMMIT; on any error rolls back and returns it.
template <typename Work>
QString inTransaction(SqliteConnection &connection, Work work)
{
    QString error = connection.exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (!error.isEmpty())
        return error;
    error = work();
    if (error.isEmpty())
        error = connection.exec(QStringLiteral("COMMIT"));
    if (!error.isEmpty())
        connection.exec(QStringLiteral("ROLLBACK"));
    return error;
}

// The first row that refers to a row that does not exist, as a message; empty when none.
QString foreignKeyProblem(SqliteConnection &connection)
{
    QString error;
    const QList<QVariantList> rows
            = connection.rows(QStringLiteral("PRAGMA foreign_key_check"), &error);
    if (!error.isEmpty() || rows.isEmpty())
        return error;
    return Document::tr("a row of table %1 refers to a missing row of table %2")
            .arg(rows.first().value(0).toString(), rows.first().value(2).toString());
}

Problems checkForSaving(const Bundle &bundle)
{
    return Validator::check(bundle) + DocumentTables::checkStorable(bundle);
}

// checkForSaving(after), knowing that `before` passed it: the items that changed and those
// that refer to them are checked (Validator::changeIsValid); when anything fails, the
// whole is checked, so that the problems and their order are those of checkForSaving().
Problems checkChange(const Bundle &before, const Bundle &after)
{
    if (Validator::changeIsValid(before, after) && DocumentTables::checkStorable(after).isEmpty())
        return {};
    return checkForSaving(after);
}

} // namespace

Document::Document(QString path, std::unique_ptr<DocumentLock> lock,
                   std::unique_ptr<SqliteConnection> connection)
    : m_path(std::move(path)), m_lock(std::move(lock)), m_connection(std::move(connection))
{ }

Document::~Document()
{
    m_checksumRows.clear(); // its prepared statements, before their connection goes
    m_connection.reset();
    m_lock.reset();
}

int Document::schemaVersion()
{
    return DocumentSchema::CurrentVersion;
}

qint32 Document::applicationId()
{
    return DocumentSchema::ApplicationId;
}

QString Document::path() const
{
    return m_path;
}

QString Document::backupPath() const
{
    return m_backupPath;
}

bool Document::looksLikeDocument(const QString &path)
{
    return DocumentCheck::hasSqliteHeader(path);
}

bool Document::opensWithoutWriting(const QString &path)
{
    const QString file = QFileInfo(path).canonicalFilePath();
    if (file.isEmpty() || !QFileInfo(file).isFile() || !isInferTcoFile(file)
        || DocumentCheck::journalState(file) != DocumentCheck::JournalState::None)
        return false;
    QFile document(file);
    if (!document.open(QIODevice::ReadOnly))
        return false;
    // SQLite's header holds user_version at offset 60, big-endian.
    const QByteArray header = document.read(64);
    return header.size() == 64
            && qFromBigEndian<qint32>(header.constData() + 60) == DocumentSchema::CurrentVersion;
}

bool Document::isInferTcoFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(72);
    return header.size() == 72 && header.startsWith(QByteArray("SQLite format 3", 16))
            && qFromBigEndian<qint32>(header.constData() + 68) == DocumentSchema::ApplicationId;
}

Outcome<Bundle> Document::read(const QString &path)
{
    Outcome<DocumentCheck::Findings> findings
            = DocumentCheck::inspect(absolute(path), DocumentCheck::Journal::Refuse);
    if (!findings.ok())
        return findings.problems();
    return std::move(findings.value().bundle);
}

Outcome<Document::Recovery> Document::recover(const QString &path)
{
    const QString file = QFileInfo(path).canonicalFilePath();
    if (file.isEmpty())
        return fileProblem(tr("does not exist"));
    const Outcome<std::unique_ptr<DocumentLock>> lock
            = DocumentLock::acquire(file, DocumentLock::Create::No);
    if (!lock.ok())
        return lock.problems();
    const DocumentCheck::JournalState journal = DocumentCheck::journalState(file);
    const Outcome<DocumentCheck::Findings> findings
            = DocumentCheck::inspect(file, DocumentCheck::Journal::Recover);
    if (!findings.ok())
        return findings.problems();
    switch (journal) {
    case DocumentCheck::JournalState::None:
        return Recovery::Complete;
    case DocumentCheck::JournalState::Empty:
        return Recovery::EmptyJournalRemoved;
    case DocumentCheck::JournalState::Unfinished:
        break;
    }
    return Recovery::RolledBack;
}

Outcome<std::unique_ptr<Document>> Document::create(const QString &path)
{
    const QString file = absolute(path);
    const QFileInfo folder(QFileInfo(file).absolutePath());
    if (!folder.isDir()) {
        return fileProblem(tr("cannot be created: the folder %1 does not exist")
                                   .arg(QDir::toNativeSeparators(folder.filePath())));
    }
    const QString journal = file + QStringLiteral("-journal");
    const auto journalInTheWay = [&] {
        return fileProblem(tr("cannot be created: a journal file %1 from an earlier document of "
                              "that name is in the way")
                                   .arg(QDir::toNativeSeparators(journal)));
    };
    if (DocumentCheck::journalState(file) == DocumentCheck::JournalState::Unfinished)
        return journalInTheWay();
    // docs/format.md, "While it is open": the new file is made and locked in one step, so no other
    // process can slip in.
    Outcome<std::unique_ptr<DocumentLock>> lock
            = DocumentLock::acquire(file, DocumentLock::Create::Exclusively);
    if (!lock.ok())
        return lock.problems();
    // A journal that holds nothing (a writer killed as it made it) is left
    // from an earlier file of this name; now that this name is ours alone, it is removed.
    // Anything else there stays and the new file is taken back.
    if (DocumentCheck::journalState(file) != DocumentCheck::JournalState::None
        && (DocumentCheck::journalState(file) != DocumentCheck::JournalState::Empty
            || !QFile::remove(journal))) {
        lock.value().reset();
        QFile::remove(file);
        return journalInTheWay();
    }

    auto connection = std::make_unique<SqliteConnection>();
    QString error = connection->open(file, SqliteConnection::Mode::ReadWriteCreate);
    if (error.isEmpty()) {
        error = inTransaction(*connection, [&] {
            QString e = DocumentSchema::upgrade(*connection, 0, DocumentSchema::CurrentVersion);
            if (e.isEmpty())
                e = setMeta(*connection, "created_by", writerName());
            if (e.isEmpty())
                e = setMeta(*connection, "saved_by", writerName());
            if (e.isEmpty())
                e = DocumentChecksum::store(*connection);
            return e;
        });
    }
    if (!error.isEmpty()) {
        connection.reset();
        QFile::remove(file);
        QFile::remove(file + QStringLiteral("-journal"));
        return fileProblem(tr("cannot be created: %1").arg(error));
    }
    std::unique_ptr<Document> document(
            new Document(file, std::move(lock.value()), std::move(connection)));
    document->m_content = Bundle();
    return document;
}

Outcome<std::unique_ptr<Document>> Document::createFromBundle(const QString &path,
                                                              const Bundle &bundle)
{
    const Problems problems = checkForSaving(bundle);
    if (!problems.isEmpty())
        return problems;
    Outcome<std::unique_ptr<Document>> document = create(path);
    if (!document.ok())
        return document.problems();
    const Problems saved = document.value()->save(bundle);
    if (!saved.isEmpty()) {
        const QString file = document.value()->path();
        document.value().reset();
        QFile::remove(file);
        return saved;
    }
    return document;
}

Outcome<std::unique_ptr<Document>> Document::open(const QString &path)
{
    // The real file behind any symlink: its journal and backups live beside it.
    const QString file = QFileInfo(path).canonicalFilePath();
    if (file.isEmpty())
        return fileProblem(tr("does not exist"));
    if (QFileInfo(file).isFile() && !QFileInfo(file).isWritable()) {
        return fileProblem(tr("is read-only on disk, so it cannot be opened for editing; open a "
                              "copy, or allow writing to it"));
    }
    // docs/format.md, "While it is open": the lock is on the file itself, so a second opener is
    // refused whichever name (symlink, hard link) it uses.
    Outcome<std::unique_ptr<DocumentLock>> lock
            = DocumentLock::acquire(file, DocumentLock::Create::No);
    if (!lock.ok())
        return lock.problems();
    return openChecked(file, std::move(lock.value()));
}

Outcome<std::unique_ptr<Document>> Document::openChecked(const QString &file,
                                                         std::unique_ptr<DocumentLock> lock)
{
    // Everything is checked read-only first; only a file that passes is opened for writing.
    Outcome<DocumentCheck::Findings> findings
            = DocumentCheck::inspect(file, DocumentCheck::Journal::Recover);
    if (!findings.ok())
        return findings.problems();
    const int version = findings.value().version;

    // docs/format.md, "Opening a document": a backup copy before a migration rewrites the file.
    QString backup;
    if (version < DocumentSchema::CurrentVersion) {
        backup = backupNameFor(file, version);
        if (!QFile::copy(file, backup) || fileHash(backup) != fileHash(file)) {
            QFile::remove(backup);
            return fileProblem(tr("needs updating from document version %1 to %2, but no backup "
                                  "copy could be written to %3; the file was not changed")
                                       .arg(version)
                                       .arg(DocumentSchema::CurrentVersion)
                                       .arg(QDir::toNativeSeparators(backup)));
        }
    }

    auto connection = std::make_unique<SqliteConnection>();
    QString error = connection->open(file, SqliteConnection::Mode::ReadWrite);
    if (!error.isEmpty())
        return fileProblem(tr("cannot be opened for editing: %1").arg(error));

    if (version < DocumentSchema::CurrentVersion) {
        // A migration that rebuilds a table (data/schema/v7.sql) must neither cascade into nor
        // be refused by the rows that refer to it: foreign keys are off while it runs (the
        // pragma cannot change inside a transaction) and checked whole before the commit.
        error = connection->exec(QStringLiteral("PRAGMA foreign_keys = OFF"));
        if (error.isEmpty()) {
            error = inTransaction(*connection, [&] {
                QString e = DocumentSchema::upgrade(*connection, version,
                                                    DocumentSchema::CurrentVersion);
                if (e.isEmpty())
                    e = foreignKeyProblem(*connection);
                if (e.isEmpty())
                    e = setMeta(*connection, "migrated_by",
                                tr("%1, from document version %2").arg(writerName()).arg(version));
                // The checksum of the migrated rows, which the checks of inspect() have just read
                // and validated.
                if (e.isEmpty())
                    e = DocumentChecksum::store(*connection);
                return e;
            });
        }
        const QString keysOn = connection->exec(QStringLiteral("PRAGMA foreign_keys = ON"));
        if (error.isEmpty())
            error = keysOn;
        if (error.isEmpty()) {
            QString schemaError;
            if (DocumentSchema::objectsOf(*connection, &schemaError)
                != DocumentSchema::expectedObjects(DocumentSchema::CurrentVersion))
                error = tr("the updated tables are not those of version %1")
                                .arg(DocumentSchema::CurrentVersion);
        }
        if (!error.isEmpty()) {
            return fileProblem(tr("could not be updated from document version %1: %2; a copy "
                                  "of the original is at %3")
                                       .arg(version)
                                       .arg(error)
                                       .arg(QDir::toNativeSeparators(backup)));
        }
    }

    std::unique_ptr<Document> document(new Document(file, std::move(lock), std::move(connection)));
    document->m_backupPath = backup;
    // A file of this version was read and checked whole, under the lock held since: its
    // content and the sum of its rows' digests are kept, so that neither load() nor the
    // first save reads every row again. A migrated file is read anew.
    if (version == DocumentSchema::CurrentVersion) {
        document->m_content = std::move(findings.value().bundle);
        document->m_contentFromChecks = true;
        if (findings.value().rowSum)
            document->m_checksumRows.start(*document->m_connection, findings.value().rowSum);
    }
    return document;
}

Outcome<Bundle> Document::load() const
{
    if (m_contentFromChecks && m_content)
        return *m_content;
    QString error = m_connection->exec(QStringLiteral("BEGIN"));
    if (!error.isEmpty())
        return fileProblem(tr("cannot be read: %1").arg(error));
    Outcome<Bundle> content = DocumentTables::read(*m_connection, DocumentSchema::CurrentVersion);
    m_connection->exec(QStringLiteral("COMMIT"));
    if (!content.ok())
        return content.problems();
    const Problems problems = Validator::check(content.value());
    if (!problems.isEmpty())
        return problems;
    m_content = content.value();
    return content;
}

Problems Document::check(const Bundle &bundle)
{
    return checkForSaving(bundle);
}

Problems Document::check(const Bundle &before, const Bundle &after)
{
    return checkChange(before, after);
}

namespace {

// docs/team.md, "Pull, push and conflicts": the stored team bases made `bases`, writing only the
// rows that differ (a push of a few rows of a large catalog rewrites a few bases), each followed
// for the checksum like the catalog's rows. Returns SQLite's error text.
template <typename Follow>
QString writeTeamBases(SqliteConnection &connection, const QList<DocumentTeamBase> &bases,
                       const Follow &follow)
{
    QString error;
    const QList<QVariantList> rows = connection.rows(
            QStringLiteral("SELECT kind, item_id, version, CAST(base AS BLOB) FROM team_base"),
            &error);
    if (!error.isEmpty())
        return error;
    QHash<std::pair<QString, QString>, std::pair<qint64, QString>> stored;
    stored.reserve(rows.size());
    for (const QVariantList &row : rows)
        stored.insert({ row.value(0).toString(), row.value(1).toString() },
                      { row.value(2).toLongLong(), DocumentTables::textOf(row.value(3)) });
    const QString table = QStringLiteral("team_base");
    for (const DocumentTeamBase &base : bases) {
        const QString values = QString::fromUtf8(base.values);
        const auto it = stored.constFind({ base.kind, base.itemId });
        const bool there = it != stored.constEnd();
        if (there && it->first == base.version && it->second == values) {
            stored.erase(it);
            continue;
        }
        const QVariantList key{ base.kind, base.itemId };
        QString e = there ? follow(table, key, DocumentTables::Moment::Before) : QString();
        if (e.isEmpty()) {
            e = there ? connection.exec(QStringLiteral("UPDATE team_base SET version = ?, base = ? "
                                                       "WHERE kind = ? AND item_id = ?"),
                                        { base.version, DocumentTables::storedText(values),
                                          base.kind, base.itemId })
                      : connection.exec(QStringLiteral("INSERT INTO team_base (kind, item_id, "
                                                       "version, base) VALUES (?, ?, ?, ?)"),
                                        { base.kind, base.itemId, base.version,
                                          DocumentTables::storedText(values) });
        }
        if (e.isEmpty())
            e = follow(table, key, DocumentTables::Moment::After);
        if (!e.isEmpty())
            return e;
        if (there)
            stored.erase(it);
    }
    // What is left is no base any more.
    for (auto it = stored.constBegin(); it != stored.constEnd(); ++it) {
        const QVariantList key{ it.key().first, it.key().second };
        QString e = follow(table, key, DocumentTables::Moment::Before);
        if (e.isEmpty())
            e = connection.exec(
                    QStringLiteral("DELETE FROM team_base WHERE kind = ? AND item_id = ?"), key);
        if (!e.isEmpty())
            return e;
    }
    return {};
}

} // namespace

Problems Document::save(const Bundle &bundle)
{
    return save(bundle, nullptr);
}

Problems Document::save(const Bundle &bundle, const QList<DocumentTeamBase> &bases)
{
    return save(bundle, &bases);
}

Outcome<QList<DocumentTeamBase>> Document::teamBases() const
{
    QString error;
    const QList<QVariantList> rows = m_connection->rows(
            QStringLiteral("SELECT kind, item_id, version, CAST(base AS BLOB) FROM team_base "
                           "ORDER BY kind, item_id"),
            &error);
    if (!error.isEmpty())
        return fileProblem(tr("cannot read the team catalog's bases: %1").arg(error));
    QList<DocumentTeamBase> bases;
    for (const QVariantList &row : rows)
        bases.append({ row.value(0).toString(), row.value(1).toString(), row.value(2).toLongLong(),
                       DocumentTables::textOf(row.value(3)).toUtf8() });
    return bases;
}

Problems Document::save(const Bundle &bundle, const QList<DocumentTeamBase> *bases)
{
    // What the document holds has passed these checks: only what changes is checked again
    // with the same problems as a check of the whole.
    const Problems problems = m_content ? checkChange(*m_content, bundle) : checkForSaving(bundle);
    if (!problems.isEmpty())
        return problems;
    const qint64 changesBefore
            = m_connection->scalar(QStringLiteral("SELECT total_changes()")).toLongLong();
    const QString error = inTransaction(*m_connection, [&] {
        if (!m_content) {
            Outcome<Bundle> current
                    = DocumentTables::read(*m_connection, DocumentSchema::CurrentVersion);
            if (!current.ok())
                return current.problems().value(0).text();
            m_content = std::move(current.value());
        }
        // The checksum is carried on from the sum of every row's digest the checks of the
        // file found (or, the first time without one, read once): each row written has its
        // old digest taken out before the write and its new one added after.
        if (!m_checksumRows.isLoaded())
            m_checksumRows.load(*m_connection);
        const auto follow = [this](const QString &table, const QVariantList &key,
                                   DocumentTables::Moment moment) {
            if (!m_checksumRows.isLoaded())
                return QString();
            const QString failure = moment == DocumentTables::Moment::Before
                    ? m_checksumRows.remove(*m_connection, table, key)
                    : m_checksumRows.add(*m_connection, table, key);
            // Without the sum, every row is read for the checksum below.
            if (!failure.isEmpty())
                m_checksumRows.clear();
            return QString();
        };
        // docs/format.md, "While it is open": only the rows that differ are written.
        QString e = DocumentTables::write(*m_connection, *m_content, bundle, follow);
        const QVariantList savedBy{ QStringLiteral("saved_by") };
        if (e.isEmpty())
            e = follow(QStringLiteral("document_meta"), savedBy, DocumentTables::Moment::Before);
        if (e.isEmpty())
            e = setMeta(*m_connection, "saved_by", writerName());
        if (e.isEmpty())
            e = follow(QStringLiteral("document_meta"), savedBy, DocumentTables::Moment::After);
        if (e.isEmpty() && bases)
            e = writeTeamBases(*m_connection, *bases, follow);
        // The checksum in the same transaction as the rows it covers.
        if (e.isEmpty()) {
            e = m_checksumRows.isLoaded()
                    ? DocumentChecksum::store(*m_connection, m_checksumRows.checksum())
                    : DocumentChecksum::store(*m_connection);
        }
        return e;
    });
    if (!error.isEmpty()) {
        // The sum may hold some of the rolled-back rows; the next save reads them anew.
        m_checksumRows.clear();
        return fileProblem(tr("was not saved (%1); the document is as it was before").arg(error));
    }
    m_content = bundle;
    m_contentFromChecks = false;
    m_lastSaveRowChanges
            = m_connection->scalar(QStringLiteral("SELECT total_changes()")).toLongLong()
            - changesBefore;
    return {};
}

Problems Document::saveAs(const QString &newPath)
{
    const QString target = absolute(newPath);
    if (target == m_path || DocumentLock::sameFile(target, m_path))
        return {};
    if (QFileInfo(target).isDir())
        return fileProblem(tr("cannot be saved as %1: that is a folder")
                                   .arg(QDir::toNativeSeparators(target)));
    // A file at the target that another window or process has open is never replaced; its
    // lock is held until the copy has been renamed over it.
    std::unique_ptr<DocumentLock> targetLock;
    if (QFileInfo::exists(target)) {
        Outcome<std::unique_ptr<DocumentLock>> held
                = DocumentLock::acquire(target, DocumentLock::Create::No);
        if (!held.ok()) {
            Problems problems = held.problems();
            for (Problem &problem : problems)
                problem.item = QDir::toNativeSeparators(target);
            return problems;
        }
        targetLock = std::move(held.value());
    }

    // A consistent snapshot into a new file beside the target, synced, then renamed over it:
    // the target is either the old file or the complete copy, never half of one. The copy is
    // locked from its creation, so the lock moves with the rename.
    QString temporary;
    {
        QTemporaryFile reserve(target + QStringLiteral(".saving-XXXXXX"));
        reserve.setAutoRemove(false);
        if (!reserve.open()) {
            return fileProblem(
                    tr("cannot be saved as %1: %2")
                            .arg(QDir::toNativeSeparators(target), reserve.errorString()));
        }
        temporary = reserve.fileName();
    }
    Outcome<std::unique_ptr<DocumentLock>> lock
            = DocumentLock::acquire(temporary, DocumentLock::Create::No);
    if (!lock.ok()) {
        QFile::remove(temporary);
        return fileProblem(
                tr("cannot be saved as %1: %2")
                        .arg(QDir::toNativeSeparators(target), lock.problems().value(0).message));
    }
    QString error = m_connection->exec(QStringLiteral("VACUUM INTO ?"), { temporary });
    if (error.isEmpty() && !OutputFile::syncToDisk(temporary))
        error = tr("the copy could not be flushed to disk");
    if (error.isEmpty()
        && std::rename(QFile::encodeName(temporary).constData(),
                       QFile::encodeName(target).constData())
                != 0)
        error = tr("the copy could not be renamed into place");
    targetLock.reset();
    if (!error.isEmpty()) {
        QFile::remove(temporary);
        return fileProblem(
                tr("cannot be saved as %1: %2").arg(QDir::toNativeSeparators(target), error));
    }

    // The reserved temporary name was private (0600); the copy gets a new file's usual
    // permissions, as SQLite gives a document it creates.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::chmod(QFile::encodeName(target).constData(), 0644 & ~mask);

    auto connection = std::make_unique<SqliteConnection>();
    error = connection->open(target, SqliteConnection::Mode::ReadWrite);
    if (!error.isEmpty()) {
        return fileProblem(tr("was copied to %1, but the copy cannot be opened: %2; the document "
                              "stays at its old place")
                                   .arg(QDir::toNativeSeparators(target), error));
    }
    m_checksumRows.clear(); // prepared on the old connection; the copy's rows are read anew
    m_connection = std::move(connection);
    m_lock = std::move(lock.value());
    m_path = target;
    return {};
}

} // namespace infertco
