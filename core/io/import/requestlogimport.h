// SPDX-License-Identifier: GPL-3.0-or-later
// A request log from a CSV file (docs/serving.md, "Request logs"): Azure's public LLM trace
// (TIMESTAMP,ContextTokens,GeneratedTokens), BurstGPT (Timestamp,…,Request tokens,Response
// tokens,…) or arrival_s,prompt_tokens,output_tokens. All or nothing.
#pragma once

#include "model/entities/bundle.h"
#include "model/entities/requestlog.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QIODevice>

namespace infertco {

class RequestLogImport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RequestLogImport)

public:
    struct Imported
    {
        RequestLog log;
        /// What the import left out, for the message ("12 rows with no output tokens left
        /// out"); empty when nothing was.
        QStringList leftOut;
    };

    /// Reads the CSV from `csv` (read line by line: memory grows with the rows kept, 16 bytes
    /// each, not with the file). Times are cut to whole microseconds and counted from the
    /// first row kept; a row with 0 prompt or output tokens is left out and counted; a row
    /// earlier than the one kept before it is refused at its line. The log is checked as a
    /// bundle's would be. `file` names the file in problems.
    static Outcome<Imported> read(QIODevice &csv, const QString &file, const QString &id,
                                  const QString &name);
    static Outcome<Imported> readFile(const QString &path, const QString &id, const QString &name);

    /// `into` with `log` added, or in place of the log of the same id; replacing keeps the
    /// name the log had unless `nameGiven`. Unchecked: the caller validates the whole.
    static Bundle placed(const Bundle &into, RequestLog log, bool nameGiven);

    /// Microseconds since 1970-01-01 of "YYYY-MM-DD HH:MM:SS[.fraction]" read as UTC, the
    /// fraction cut after six digits; nullopt when the text is not such a time.
    static std::optional<qint64> utcMicroseconds(QByteArrayView text);
    /// Whole microseconds of decimal seconds ("12.3456789" -> 12,345,678), cut; nullopt for
    /// text that is not a non-negative decimal.
    static std::optional<qint64> secondsToMicroseconds(QByteArrayView text);
};

} // namespace infertco
