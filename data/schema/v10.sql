-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 9 to version 10, the accelerator's
-- tensor-parallel all-reduce time (docs/serving.md, "The performance model"). Both columns
-- default to 0, which makes a version-9 document compute exactly as before. Run inside the
-- migrating transaction, after the backup.
ALTER TABLE accelerator ADD COLUMN tp_allreduce_us REAL NOT NULL DEFAULT 0
    CHECK (tp_allreduce_us >= 0 AND tp_allreduce_us < 1000);
ALTER TABLE accelerator ADD COLUMN tp_allreduce_ns_per_token REAL NOT NULL DEFAULT 0
    CHECK (tp_allreduce_ns_per_token >= 0 AND tp_allreduce_ns_per_token < 1000);
