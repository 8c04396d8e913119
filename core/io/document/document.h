// SPDX-License-Identifier: GPL-3.0-or-later
// A .infertco document (docs/format.md, "The `.infertco` document"): an SQLite file holding a whole
// catalog and its scenarios, locked while open, checked before it is trusted, and written only in
// whole transactions.
#pragma once

#include "documentchecksum.h"

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace infertco {

class DocumentLock;
class SqliteConnection;

/// docs/team.md: the server version and canonical values (bundle object JSON) a catalog row of
/// the document was pulled or pushed at; kept beside the catalog, through every local edit.
struct DocumentTeamBase
{
    QString kind; ///< "rental_offer"
    QString itemId;
    qint64 version = 0;
    QByteArray values;

    friend bool operator==(const DocumentTeamBase &, const DocumentTeamBase &) = default;
};

class Document
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Document)

public:
    /// A new, empty document at `path`. Refuses to overwrite an existing file.
    static Outcome<std::unique_ptr<Document>> create(const QString &path);
    /// An existing document: takes the lock, checks the file read-only (not ours, newer,
    /// truncated, damaged or holding invalid rows: refused, the file untouched), then writes
    /// a backup `<path>.v<N>.bak` and migrates it if it is an older version.
    static Outcome<std::unique_ptr<Document>> open(const QString &path);
    /// A new document at `path` holding `bundle`; nothing is created if the bundle is invalid.
    static Outcome<std::unique_ptr<Document>> createFromBundle(const QString &path,
                                                               const Bundle &bundle);

    /// The content of a document without locking, migrating or writing anything: for reading
    /// a file another window may have open (the command line, previews). Makes the same
    /// checks as open(); an older version is read as it is.
    static Outcome<Bundle> read(const QString &path);
    /// What recover() found.
    enum class Recovery {
        Complete, ///< no journal: the document was already complete
        RolledBack, ///< a journal was checked and rolled back
        EmptyJournalRemoved, ///< a journal that held nothing (a writer killed as it made it)
    };
    /// Returns a document left half-saved to its last complete save, without migrating it:
    /// takes the lock, checks the journal belongs to it, rolls it back and checks the result
    /// (on any failure both files are put back as found). A journal SQLite never made hot
    /// (empty, or without a header) is removed.
    static Outcome<Recovery> recover(const QString &path);
    /// True when open() would write nothing to the file at `path`: it carries this build's
    /// document version and no journal lies beside it (an older file is migrated, a journal
    /// rolled back). Read from the header without SQLite; open() still checks everything.
    static bool opensWithoutWriting(const QString &path);
    /// True when the file starts with the SQLite header: a document, or at least an attempt.
    static bool looksLikeDocument(const QString &path);
    /// True when the file is an SQLite database carrying InferTCO's application_id, whatever
    /// its name: a file no export or report may write over.
    static bool isInferTcoFile(const QString &path);

    /// Releases the lock and closes the connection; no -journal, -wal or -shm is left.
    ~Document();
    Document(const Document &) = delete;
    Document &operator=(const Document &) = delete;

    QString path() const;
    /// The backup open() wrote before migrating an older file; empty when there was none.
    QString backupPath() const;

    /// The whole content, validated.
    Outcome<Bundle> load() const;
    /// The checks save() makes before it writes: the problems that would refuse `bundle`.
    static Problems check(const Bundle &bundle);
    /// The same problems, knowing that `before` passes them: only the items that changed and
    /// those that refer to them are checked, the whole only when something fails (the check
    /// save() makes of a document whose content it knows).
    static Problems check(const Bundle &before, const Bundle &after);
    /// Validates `bundle`, then makes it the content in one transaction that writes only the
    /// rows that differ from the content before, and the checksum. On any problem nothing
    /// changes.
    Problems save(const Bundle &bundle);
    /// How many rows the last successful save() inserted, updated or deleted, the document's
    /// own bookkeeping (writer name, checksum) included: SQLite's total_changes().
    qint64 lastSaveRowChanges() const { return m_lastSaveRowChanges; }

    /// The team catalog's bases (docs/team.md, "Pull, push and conflicts"), in kind and id order.
    Outcome<QList<DocumentTeamBase>> teamBases() const;
    /// save(), and the team bases replaced by `bases`, in the same transaction.
    Problems save(const Bundle &bundle, const QList<DocumentTeamBase> &bases);
    /// Writes a consistent copy to `newPath` (replacing a file there, unless another window
    /// has it open) and continues on the copy; the lock moves with it. On any problem the
    /// document stays where it was.
    Problems saveAs(const QString &newPath);

    /// The user_version this build writes.
    static int schemaVersion();
    /// The application_id every document carries: 0x4954434F, the ASCII bytes "ITCO".
    static qint32 applicationId();

private:
    Problems save(const Bundle &bundle, const QList<DocumentTeamBase> *bases);

    Document(QString path, std::unique_ptr<DocumentLock> lock,
             std::unique_ptr<SqliteConnection> connection);

    static Outcome<std::unique_ptr<Document>> openChecked(const QString &path,
                                                          std::unique_ptr<DocumentLock> lock);

    QString m_path;
    QString m_backupPath;
    std::unique_ptr<DocumentLock> m_lock;
    std::unique_ptr<SqliteConnection> m_connection;
    /// What the tables hold, once known (created, loaded or saved): what a save compares
    /// with to find the rows to write.
    mutable std::optional<Bundle> m_content;
    /// True while m_content is what open() read and checked, and nothing was saved since:
    /// load() returns it without reading the file again.
    bool m_contentFromChecks = false;
    /// The sum of the rows' digests, from open()'s checks or read at the first save, kept up
    /// to date by each.
    ChecksumRows m_checksumRows;
    qint64 m_lastSaveRowChanges = 0;
};

} // namespace infertco
