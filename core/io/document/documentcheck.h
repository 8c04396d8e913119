// SPDX-License-Identifier: GPL-3.0-or-later
// The checks a .infertco file passes before InferTCO trusts it (docs/format.md, "Opening a
// document"): each way a file can be wrong gets its own message, and the file is read, never
// written.
#pragma once

#include "documentchecksum.h"
#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>

#include <optional>

namespace infertco {

class DocumentCheck
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DocumentCheck)

public:
    struct Findings
    {
        int version = 0; ///< the file's user_version
        Bundle bundle; ///< its content, validated
        /// The digests of its rows, summed as its checksum was checked (version 3 on): what
        /// a save carries on from without reading every row again.
        std::optional<RowDigestSum> rowSum;
    };

    enum class Journal {
        Refuse, ///< a hot journal is a problem (the caller holds no lock)
        Recover, ///< the caller holds the lock: let SQLite roll the journal back first
    };

    /// In order: the SQLite header, InferTCO's application_id, a version this build reads,
    /// the size the header promises, SQLite's integrity_check, the exact tables of that version,
    /// foreign keys, every row as a domain value passing validation and, from version 3, the
    /// content checksum. Only SQLite's
    /// own rollback of a hot journal (Journal::Recover) writes to the file, and only to
    /// restore its last committed state: after checking that the journal belongs to the
    /// document, and with both files put back as found when the result fails any check.
    static Outcome<Findings> inspect(const QString &path, Journal journal);

    /// True when the first 16 bytes are SQLite's "SQLite format 3" header.
    static bool hasSqliteHeader(const QString &path);

    /// What lies at `<path>-journal`.
    enum class JournalState {
        None, ///< no journal
        Empty, ///< a journal SQLite never made hot: 0 bytes, or a first byte of 0 (a writer
               ///< that died between creating it and writing its header); it holds nothing
        Unfinished, ///< a journal that may hold the pages of an unfinished save
    };
    /// SQLite's own test (a journal is hot only when its first byte is not 0), read without
    /// blocking: anything but a regular file counts as Unfinished, so it is never removed.
    static JournalState journalState(const QString &path);

private:
    /// Every check after the journal has been dealt with.
    static Outcome<Findings> inspectFile(const QString &path);
};

} // namespace infertco
