// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcheck.h"

#include "documentchecksum.h"
#include "documentschema.h"
#include "documenttables.h"
#include "sqliteconnection.h"

#include "model/rules/validation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QtEndian>

#include <sqlite3.h>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace infertco {

namespace {

constexpr char SqliteMagic[] = "SQLite format 3"; // followed by a NUL: 16 bytes
constexpr int HeaderSize = 100;

Problems fileProblem(const QString &message)
{
    return Problems{ { QString(), QString(), message } };
}

quint32 bigEndian32(const QByteArray &header, int offset)
{
    return qFromBigEndian<quint32>(header.constData() + offset);
}

// The facts of the 100-byte SQLite header that can be checked without SQLite.
struct Header
{
    qint64 fileSize = 0;
    QByteArray bytes;

    bool isSqlite() const
    {
        return bytes.size() >= 16 && bytes.startsWith(QByteArray(SqliteMagic, 16));
    }
    bool complete() const { return bytes.size() == HeaderSize; }
    quint32 pageSize() const
    {
        const quint32 raw = qFromBigEndian<quint16>(bytes.constData() + 16);
        return raw == 1 ? 65536u : raw;
    }
    bool usesWal() const { return bytes.at(18) == 2 || bytes.at(19) == 2; }
    qint32 userVersion() const { return static_cast<qint32>(bigEndian32(bytes, 60)); }
    qint32 applicationId() const { return static_cast<qint32>(bigEndian32(bytes, 68)); }
    /// The page count the header states, when it is known to be current (SQLite 3.7.0+).
    std::optional<quint32> pageCount() const
    {
        if (bigEndian32(bytes, 24) != bigEndian32(bytes, 92))
            return std::nullopt;
        return bigEndian32(bytes, 28);
    }
};

Outcome<Header> readHeader(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return fileProblem(DocumentCheck::tr("does not exist"));
    if (info.isDir())
        return fileProblem(DocumentCheck::tr("is a folder, not a document"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fileProblem(DocumentCheck::tr("cannot be read: %1").arg(file.errorString()));
    Header header;
    header.fileSize = file.size();
    header.bytes = file.read(HeaderSize);
    return header;
}

// A journal SQLite would not call hot (empty, or a 0 first byte) does not
// make the file's size suspect; any other journal may.
bool mayBeHotJournal(const QString &path)
{
    return DocumentCheck::journalState(path) == DocumentCheck::JournalState::Unfinished;
}

// The header checks, each with its own message: not SQLite, another program's database, a
// newer document, a file shorter than its header says.
Problems checkHeader(const Header &header, bool checkSize)
{
    if (header.fileSize == 0)
        return fileProblem(DocumentCheck::tr("is empty (0 bytes); it is not an InferTCO document"));
    if (!header.isSqlite()) {
        return fileProblem(DocumentCheck::tr("is not an InferTCO document: it is not an SQLite "
                                             "database at all"));
    }
    if (!header.complete()) {
        return fileProblem(DocumentCheck::tr("is truncated: it ends after %1 bytes, inside the "
                                             "database header")
                                   .arg(header.fileSize));
    }
    if (header.applicationId() != DocumentSchema::ApplicationId) {
        return fileProblem(
                DocumentCheck::tr("is an SQLite database of another program "
                                  "(application_id 0x%1), not an InferTCO document")
                        .arg(QString::number(static_cast<quint32>(header.applicationId()), 16)
                                     .rightJustified(8, u'0')));
    }
    if (header.userVersion() > DocumentSchema::CurrentVersion) {
        return fileProblem(DocumentCheck::tr("was saved by a newer InferTCO (document version "
                                             "%1; this version reads versions up to %2); update "
                                             "InferTCO to open it")
                                   .arg(header.userVersion())
                                   .arg(DocumentSchema::CurrentVersion));
    }
    if (header.userVersion() < 1) {
        return fileProblem(DocumentCheck::tr("is damaged: it carries InferTCO's application id "
                                             "but no document version"));
    }
    if (header.usesWal()) {
        return fileProblem(DocumentCheck::tr("was changed by another program: it uses SQLite's "
                                             "write-ahead log, which InferTCO documents never "
                                             "do"));
    }
    const quint32 pageSize = header.pageSize();
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) != 0)
        return fileProblem(
                DocumentCheck::tr("is damaged: its header gives an impossible page size"));
    if (checkSize) {
        if (const std::optional<quint32> pages = header.pageCount()) {
            const qint64 expected = qint64(*pages) * pageSize;
            if (header.fileSize < expected) {
                return fileProblem(
                        DocumentCheck::tr("is truncated: it has %1 bytes where its header "
                                          "promises %2 (%3 pages of %4 bytes); it was cut short, "
                                          "perhaps by an interrupted copy or download")
                                .arg(header.fileSize)
                                .arg(expected)
                                .arg(*pages)
                                .arg(pageSize));
            }
        }
        if (header.fileSize % pageSize != 0) {
            return fileProblem(DocumentCheck::tr("is truncated or damaged: its size (%1 bytes) "
                                                 "is not a whole number of %2-byte pages")
                                       .arg(header.fileSize)
                                       .arg(pageSize));
        }
    }
    return {};
}

// Lets SQLite roll back a journal left by a writer that stopped mid-save: taking a lock on the
// database is how SQLite recovers the last committed state from a hot journal. A journal that
// is still there afterwards was never made hot (the writer died before its header was synced);
// under our exclusive lock no other connection can be using it, so it is removed, leaving the
// document one file again. The result must pass SQLite's integrity_check.
QString rollBack(const QString &path)
{
    SqliteConnection connection;
    QString error = connection.open(path, SqliteConnection::Mode::ReadWrite);
    if (error.isEmpty())
        error = connection.exec(QStringLiteral("BEGIN EXCLUSIVE"));
    if (!error.isEmpty())
        return error;
    connection.scalar(QStringLiteral("SELECT count(*) FROM sqlite_schema"), &error);
    if (error.isEmpty()) {
        const QString journal = path + QStringLiteral("-journal");
        if (QFileInfo::exists(journal) && !QFile::remove(journal))
            error = DocumentCheck::tr("the unfinished journal %1 cannot be removed").arg(journal);
    }
    connection.exec(QStringLiteral("ROLLBACK"));
    if (error.isEmpty()) {
        const QVariant verdict
                = connection.scalar(QStringLiteral("PRAGMA integrity_check"), &error);
        if (error.isEmpty() && verdict.toString() != QLatin1String("ok"))
            error = DocumentCheck::tr("SQLite's integrity_check fails after the rollback (%1)")
                            .arg(verdict.toString());
    }
    return error;
}

constexpr unsigned char JournalMagic[] = { 0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7 };

// Why the rollback journal beside `header`'s document cannot be that document's own, or an
// empty string when it may be: SQLite rolls back any hot journal of the right name, so a
// journal left by another file of that name would be written into this one. Its page size
// must be the document's, its original size and its pages must fit the file, and its copy of
// page 1 (when it holds one) must be an InferTCO header at most one save behind.
QString foreignJournal(const Header &header, const QByteArray &journal)
{
    if (journal.size() < 28
        || !journal.startsWith(QByteArray(reinterpret_cast<const char *>(JournalMagic), 8)))
        return {}; // never made hot: SQLite ignores it and rollBack() removes it
    const quint32 originalPages = bigEndian32(journal, 16);
    const quint32 sectorSize = bigEndian32(journal, 20);
    const quint32 pageSize = bigEndian32(journal, 24);
    if (pageSize != header.pageSize()) {
        return DocumentCheck::tr("its pages are of %1 bytes, the document's of %2")
                .arg(pageSize)
                .arg(header.pageSize());
    }
    if (sectorSize < 512 || sectorSize > 65536 || (sectorSize & (sectorSize - 1)) != 0)
        return DocumentCheck::tr("its header is damaged");
    const qint64 filePages = header.fileSize / header.pageSize();
    if (originalPages < 1 || originalPages > filePages) {
        return DocumentCheck::tr("it restores a file of %1 pages, the document has %2")
                .arg(originalPages)
                .arg(filePages);
    }
    const qint64 recordSize = qint64(pageSize) + 8;
    for (qint64 offset = sectorSize; offset + recordSize <= journal.size(); offset += recordSize) {
        const quint32 page = bigEndian32(journal, int(offset));
        if (page == 0)
            break;
        if (page > quint32(filePages))
            return DocumentCheck::tr("it restores page %1, beyond the document's end").arg(page);
        if (page != 1)
            continue;
        const QByteArray original = journal.mid(offset + 4, HeaderSize);
        if (!original.startsWith(QByteArray(SqliteMagic, 16))
            || static_cast<qint32>(bigEndian32(original, 68)) != DocumentSchema::ApplicationId)
            return DocumentCheck::tr("its copy of the first page is not an InferTCO document");
        if (qFromBigEndian<quint16>(original.constData() + 16)
            != qFromBigEndian<quint16>(header.bytes.constData() + 16))
            return DocumentCheck::tr("its pages are of %1 bytes, the document's of %2")
                    .arg(qFromBigEndian<quint16>(original.constData() + 16))
                    .arg(header.pageSize());
        const quint32 before = bigEndian32(original, 24);
        const quint32 now = bigEndian32(header.bytes, 24);
        if (now != before && now != before + 1) {
            return DocumentCheck::tr("it was written at save %1 of its file, the document is at "
                                     "save %2")
                    .arg(before)
                    .arg(now);
        }
    }
    return {};
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.resize(0) && file.write(bytes) == bytes.size()
            && file.flush() && ::fsync(file.handle()) == 0;
}

// The document and its journal exactly as they were found, kept (in memory, and
// synced back to disk if needed) until the recovered document has passed every check.
struct FoundFiles
{
    QString path;
    QByteArray document;
    QByteArray journal;

    bool restore() const
    {
        return writeBytes(path, document) && writeBytes(path + QStringLiteral("-journal"), journal);
    }
};

bool isConstraintReport(const QString &line)
{
    return line.startsWith(QLatin1String("CHECK constraint failed"))
            || line.startsWith(QLatin1String("NULL value in"))
            || line.startsWith(QLatin1String("NOT NULL constraint failed"));
}

QString listed(const QStringList &items, int limit)
{
    QStringList shown = items.mid(0, limit);
    if (items.size() > limit)
        shown.append(DocumentCheck::tr("and %n more", nullptr, int(items.size() - limit)));
    return shown.join(QLatin1String("; "));
}

} // namespace

bool DocumentCheck::hasSqliteHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(16) == QByteArray(SqliteMagic, 16);
}

DocumentCheck::JournalState DocumentCheck::journalState(const QString &path)
{
    const QByteArray journal = QFile::encodeName(path + QStringLiteral("-journal"));
    struct stat info
    {
    };
    if (::lstat(journal.constData(), &info) != 0)
        return errno == ENOENT ? JournalState::None : JournalState::Unfinished;
    if (!S_ISREG(info.st_mode))
        return JournalState::Unfinished;
    if (info.st_size == 0)
        return JournalState::Empty;
    const int fd = ::open(journal.constData(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return JournalState::Unfinished;
    char first = 1;
    ssize_t got;
    do {
        got = ::read(fd, &first, 1);
    } while (got < 0 && errno == EINTR);
    ::close(fd);
    return got == 1 && first == 0 ? JournalState::Empty : JournalState::Unfinished;
}

Outcome<DocumentCheck::Findings> DocumentCheck::inspect(const QString &path, Journal journal)
{
    const Outcome<Header> header = readHeader(path);
    if (!header.ok())
        return header.problems();
    const Problems problems = checkHeader(header.value(), false);
    if (!problems.isEmpty())
        return problems;
    // An empty journal (a writer killed between creating it and writing its
    // header) is dealt with like any other: rollBack() proves SQLite does not call it hot by
    // taking the exclusive lock, and then removes it.
    if (journal == Journal::Refuse || journalState(path) == JournalState::None) {
        Outcome<Findings> findings = inspectFile(path);
        // SQLite looks for the journal beside the name it was given. A
        // document half-saved under another name (a hard link) looks damaged under this one,
        // while the journal beside that name holds its last complete save.
        if (!findings.ok() && journalState(path) == JournalState::None) {
            struct stat info
            {
            };
            if (::stat(QFile::encodeName(path).constData(), &info) == 0 && info.st_nlink > 1) {
                Problems problems = findings.problems();
                problems.append(
                        { QString(), QString(),
                          tr("the file has %1 names (hard links): if a program stopped while "
                             "saving it under another name, the journal beside that name "
                             "holds its last complete save; open it by that name in InferTCO, "
                             "or run \"infertco-cli recover\" on that name")
                                  .arg(info.st_nlink) });
                return problems;
            }
        }
        return findings;
    }

    // A writer that stopped mid-save leaves a journal; until it is rolled back the file on
    // disk may be half-written. It is never trusted blindly.
    QFile documentFile(path);
    QFile journalFile(path + QStringLiteral("-journal"));
    if (!documentFile.open(QIODevice::ReadOnly) || !journalFile.open(QIODevice::ReadOnly)) {
        return fileProblem(tr("was left half-saved, and it cannot be recovered because it "
                              "cannot be copied aside first; the file was not changed"));
    }
    const FoundFiles found{ path, documentFile.readAll(), journalFile.readAll() };
    documentFile.close();
    journalFile.close();
    const QString foreign = foreignJournal(header.value(), found.journal);
    if (!foreign.isEmpty()) {
        return fileProblem(tr("has a journal file %1 beside it that does not belong to it (%2); "
                              "the journal was not applied and the document was not changed. "
                              "If the document was not being saved, move that journal away")
                                   .arg(QDir::toNativeSeparators(journalFile.fileName()), foreign));
    }
    const QString error = rollBack(path);
    Outcome<Findings> findings = error.isEmpty()
            ? inspectFile(path)
            : Outcome<Findings>(
                    fileProblem(tr("was left half-saved and cannot be recovered: %1").arg(error)));
    if (findings.ok())
        return findings;
    Problems refused = findings.problems();
    refused.append({ QString(), QString(),
                     found.restore()
                             ? tr("the document and its journal were put back exactly as they "
                                  "were found")
                             : tr("the document and its journal could not be put back as they "
                                  "were found: a copy of each is needed from a backup") });
    return refused;
}

Outcome<DocumentCheck::Findings> DocumentCheck::inspectFile(const QString &path)
{
    const Outcome<Header> header = readHeader(path);
    if (!header.ok())
        return header.problems();
    Problems problems = checkHeader(header.value(), !mayBeHotJournal(path));
    if (!problems.isEmpty())
        return problems;

    SqliteConnection connection;
    QString error = connection.open(path, SqliteConnection::Mode::ReadOnly);
    if (!error.isEmpty())
        return fileProblem(tr("cannot be opened: %1").arg(error));
    // Every check below in one read transaction: a save by another process (a reader takes no
    // document lock) commits before or after all of them, never between the rows and the
    // checksum of the rows.
    error = connection.exec(QStringLiteral("BEGIN"));
    if (!error.isEmpty())
        return fileProblem(tr("cannot be opened: %1").arg(error));

    // docs/format.md, "Opening a document": SQLite's own structural check before anything is read.
    // The full integrity_check, not quick_check: it also proves that every index agrees with its
    // table, and the rows are read through indexes while the checksum reads the tables.
    const QList<QVariantList> report
            = connection.rows(QStringLiteral("PRAGMA integrity_check"), &error);
    if (!error.isEmpty()) {
        if ((connection.lastErrorCode() & 0xff) == SQLITE_READONLY) {
            return fileProblem(tr("was left half-saved by a program that stopped; run "
                                  "\"infertco-cli recover\" on it, or open it in InferTCO, to "
                                  "return it to its last complete save (both first check that "
                                  "the journal beside it belongs to it)"));
        }
        return fileProblem(tr("is damaged: SQLite cannot read it (%1)").arg(error));
    }
    QStringList structural;
    QStringList constraints;
    for (const QVariantList &row : report) {
        const QString line = row.value(0).toString();
        if (line == QLatin1String("ok"))
            continue;
        (isConstraintReport(line) ? constraints : structural).append(line);
    }
    if (!structural.isEmpty())
        return fileProblem(
                tr("is damaged: SQLite's integrity_check reports: %1").arg(listed(structural, 3)));

    const int version = connection.scalar(QStringLiteral("PRAGMA user_version"), &error).toInt();
    const qint32 applicationId
            = connection.scalar(QStringLiteral("PRAGMA application_id"), &error).toInt();
    if (!error.isEmpty())
        return fileProblem(tr("is damaged: SQLite cannot read it (%1)").arg(error));
    if (applicationId != DocumentSchema::ApplicationId || version < 1
        || version > DocumentSchema::CurrentVersion) {
        return fileProblem(tr("changed while it was being checked; try again"));
    }

    // Exactly the tables and indexes InferTCO makes: no extra table, trigger or view a
    // hostile file could use, nothing missing.
    const QStringList actual = DocumentSchema::objectsOf(connection, &error);
    if (!error.isEmpty())
        return fileProblem(tr("is damaged: SQLite cannot read its schema (%1)").arg(error));
    const QStringList expected = DocumentSchema::expectedObjects(version);
    if (actual != expected) {
        const QSet<QString> have(actual.cbegin(), actual.cend());
        const QSet<QString> want(expected.cbegin(), expected.cend());
        QStringList unexpected;
        QStringList missing;
        for (const QString &object : actual) {
            if (!want.contains(object))
                unexpected.append(object.section(u':', 0, 0));
        }
        for (const QString &object : expected) {
            if (!have.contains(object))
                missing.append(object.section(u':', 0, 0));
        }
        QString detail;
        if (!unexpected.isEmpty())
            detail += tr("unexpected or changed: %1").arg(listed(unexpected, 5));
        if (!missing.isEmpty()) {
            if (!detail.isEmpty())
                detail += QLatin1String("; ");
            detail += tr("missing or changed: %1").arg(listed(missing, 5));
        }
        return fileProblem(tr("was changed by another program: its tables are not those of an "
                              "InferTCO document of version %1 (%2)")
                                   .arg(version)
                                   .arg(detail));
    }

    QStringList danglingReferences;
    for (const QVariantList &row :
         connection.rows(QStringLiteral("PRAGMA foreign_key_check"), &error)) {
        danglingReferences.append(tr("a row of %1 refers to a missing row of %2")
                                          .arg(row.value(0).toString(), row.value(2).toString()));
    }

    const Problems invalid{ { QString(), QString(),
                              tr("holds data InferTCO does not accept (was it changed by another "
                                 "program?); the file was not changed:") } };
    Outcome<Bundle> content = DocumentTables::read(connection, version);
    if (!content.ok())
        return invalid + content.problems();
    problems = Validator::check(content.value());
    if (!problems.isEmpty())
        return invalid + problems;
    // Content that passes validation yet breaks a constraint or a reference is still not
    // what InferTCO writes.
    for (const QString &line : std::as_const(constraints))
        problems.append({ QString(), QString(), line });
    for (const QString &line : std::as_const(danglingReferences))
        problems.append({ QString(), QString(), line });
    if (!problems.isEmpty())
        return invalid + problems;

    // Version 3 on: the rows must be those the last save wrote. SQLite pages carry no checksum,
    // so a changed byte inside a value would otherwise read as a different, valid value.
    std::optional<RowDigestSum> rowSum;
    if (version >= 3) {
        const QByteArray stored = DocumentChecksum::stored(connection, &error);
        if (error.isEmpty())
            rowSum = DocumentChecksum::computeSum(connection, &error);
        QByteArray actual = rowSum ? rowSum->checksum() : QByteArray();
        // A document last saved before per-row digests carries the first definition.
        if (error.isEmpty() && !stored.isEmpty() && stored != actual
            && DocumentChecksum::computeFirstDefinition(connection, &error) == stored)
            actual = stored;
        if (!error.isEmpty())
            return fileProblem(tr("is damaged: SQLite cannot read it (%1)").arg(error));
        if (stored.isEmpty()) {
            return fileProblem(tr("is damaged or was changed by another program: its content "
                                  "checksum is missing; the file was not changed"));
        }
        if (stored != actual) {
            return fileProblem(tr("is damaged or was changed by another program: its content "
                                  "does not match the checksum of its last save (a changed byte, "
                                  "perhaps a disk or copy fault); the file was not changed"));
        }
    }

    connection.exec(QStringLiteral("COMMIT"));
    return Findings{ version, std::move(content.value()), rowSum };
}

} // namespace infertco
