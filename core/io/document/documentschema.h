// SPDX-License-Identifier: GPL-3.0-or-later
// The tables of a .infertco document and how a document of an older version is brought up to
// date (docs/format.md, "Identification and versions"): one SQL script per version, run in order,
// the same for new and old files.
#pragma once

#include "documentschemaversion.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace infertco {

class SqliteConnection;

class DocumentSchema
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DocumentSchema)

public:
    /// PRAGMA application_id of every InferTCO document: the ASCII bytes "ITCO".
    static constexpr qint32 ApplicationId = 0x4954434F;
    /// PRAGMA user_version of a document written by this build: the number of schema scripts
    /// in data/schema, counted by the build (core/io/CMakeLists.txt).
    static constexpr int CurrentVersion = SchemaScriptCount;

    /// The script that takes a document from version - 1 to `version`; version 1 creates the
    /// tables. Scripts live in data/schema/v<N>.sql, compiled in as Qt resources.
    static QString script(int version);

    /// Runs the scripts for versions from + 1 .. to and sets user_version (and, for a new
    /// file, application_id). The caller holds the transaction. Returns SQLite's error text.
    static QString upgrade(SqliteConnection &connection, int from, int to);

    /// Every table and index of a document of `version` as "type name: sql", sorted: what a
    /// file must hold exactly, built once by running the scripts on an in-memory database.
    static QStringList expectedObjects(int version);
    /// The same list for an open file.
    static QStringList objectsOf(SqliteConnection &connection, QString *error);
};

} // namespace infertco
