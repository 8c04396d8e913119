-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 2 to version 3 (docs/format.md, "The `.infertco` document").
-- Run inside the migrating transaction; the application writes a backup of the version-2 file
-- first, sets user_version = 3 after this script and stores the checksum of the migrated rows.
--
-- Version 3 keeps a content checksum: SHA-256 over a canonical serialization of every row of
-- every other table, in primary-key order (core/io/documentchecksum.cpp), written in the same
-- transaction as every save and verified before a document is trusted. SQLite pages carry no
-- checksum of their own, so without it a changed byte inside a value would read as a valid,
-- different value.

CREATE TABLE document_checksum (
    id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    sha256 BLOB NOT NULL CHECK (length(sha256) = 32)
) STRICT;
