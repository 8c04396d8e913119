-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 1 to version 2 (DESIGN 7).
-- Run inside the migrating transaction; the application writes a backup of the version-1 file
-- first and sets user_version = 2 after this script.
--
-- Version 2 keeps a scenario's notes (its FX source and assumptions, which version 1 lost) and
-- records which program created and last saved the document.

ALTER TABLE scenario ADD COLUMN notes TEXT NOT NULL DEFAULT '';

CREATE TABLE document_meta (
    key TEXT NOT NULL PRIMARY KEY CHECK (key IN ('created_by', 'saved_by', 'migrated_by')),
    value TEXT NOT NULL
) STRICT;
