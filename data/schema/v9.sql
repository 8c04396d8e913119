-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 8 to version 9, request logs
-- (docs/serving.md, "Request logs"). Every new column has the default that makes a version-6
-- document compute exactly as before. Run inside the migrating transaction, after the backup.

-- A request log: its identity as a catalog item's, and its rows packed in one BLOB, 16 bytes
-- a row in order (t_us as a little-endian 64-bit integer, then prompt and output tokens as
-- little-endian 32-bit integers): a million rows are 16 MB written in one statement instead of
-- a million rows of a side table. The reader checks the values as the bundle reader does.
CREATE TABLE request_log (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    row_count INTEGER NOT NULL CHECK (row_count BETWEEN 2 AND 1000000),
    rows BLOB NOT NULL CHECK (length(rows) = 16 * row_count)
) STRICT;

ALTER TABLE scenario ADD COLUMN workload_lengths TEXT NOT NULL DEFAULT 'fixed'
    CHECK (workload_lengths IN ('fixed', 'log'));
ALTER TABLE scenario ADD COLUMN workload_request_log TEXT NOT NULL DEFAULT '';
-- Arrivals replayed from the log. The CHECK of workload_arrival (version 5) cannot be widened
-- in place, so a log's arrivals are this flag beside it (workload_arrival then says
-- 'poisson', unread).
ALTER TABLE scenario ADD COLUMN workload_arrival_log INTEGER NOT NULL DEFAULT 0
    CHECK (workload_arrival_log IN (0, 1));
