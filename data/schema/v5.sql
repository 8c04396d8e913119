-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 4 to version 5 (DESIGN 7), the fields of
-- DESIGN version 3: form factors (section 2), the serving simulation and P99 sizing of the
-- workload, and the accelerator's measured efficiencies and overheads (section 10). Every new
-- column has the default that makes a version-4 document compute exactly as before. Run inside
-- the migrating transaction, after the backup.

-- An accelerator's form factor; NULL when not stated (no restriction), as other optional
-- choices are stored.
ALTER TABLE accelerator ADD COLUMN form_factor TEXT
    CHECK (form_factor IS NULL OR form_factor IN ('sxm', 'oam', 'pcie', 'other'));
-- The two maps whose keys are data (a tensor-parallel size, a precision), each a JSON object
-- as the bundle writes it: {"2": 0.8, "4": 0.65} and {"fp16": {"bw": 0.9, "compute": 0.6}}.
-- A side table per map would hold two or three rows each; the reader checks keys and values
-- as the bundle reader does and validation judges them.
-- (SQLite's JSON functions are not allowed in the schema of a file opened defensively, so the
-- CHECK only asks for an object's braces.)
ALTER TABLE accelerator ADD COLUMN tp_efficiency_by_size TEXT NOT NULL DEFAULT '{}'
    CHECK (tp_efficiency_by_size GLOB '{*}');
ALTER TABLE accelerator ADD COLUMN efficiency_by_precision TEXT NOT NULL DEFAULT '{}'
    CHECK (efficiency_by_precision GLOB '{*}');
ALTER TABLE accelerator ADD COLUMN sequence_overhead_ms REAL NOT NULL DEFAULT 0
    CHECK (sequence_overhead_ms >= 0);
ALTER TABLE accelerator ADD COLUMN request_overhead_ms REAL NOT NULL DEFAULT 0
    CHECK (request_overhead_ms >= 0);

-- The form factors a platform takes, in the order given, as platform_accepts holds its
-- classes; none: every form factor.
CREATE TABLE platform_form_factors (
    platform TEXT NOT NULL REFERENCES platform (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    form_factor TEXT NOT NULL CHECK (form_factor IN ('sxm', 'oam', 'pcie', 'other')),
    PRIMARY KEY (platform, position)
) STRICT;

ALTER TABLE scenario ADD COLUMN workload_sizing TEXT NOT NULL DEFAULT 'average'
    CHECK (workload_sizing IN ('average', 'p99'));
ALTER TABLE scenario ADD COLUMN workload_arrival TEXT NOT NULL DEFAULT 'poisson'
    CHECK (workload_arrival IN ('poisson', 'bursty'));
ALTER TABLE scenario ADD COLUMN workload_burst_cv REAL NOT NULL DEFAULT 2
    CHECK (workload_burst_cv >= 1);
ALTER TABLE scenario ADD COLUMN workload_prefill_chunk_tokens INTEGER NOT NULL DEFAULT 2048
    CHECK (workload_prefill_chunk_tokens BETWEEN 16 AND 1000000);
ALTER TABLE scenario ADD COLUMN workload_iteration_overhead_ms REAL NOT NULL DEFAULT 0
    CHECK (workload_iteration_overhead_ms >= 0);
ALTER TABLE scenario ADD COLUMN workload_sim_requests INTEGER NOT NULL DEFAULT 4000
    CHECK (workload_sim_requests BETWEEN 500 AND 1000000);
-- A seed in [0, 2^63) as its digits (an SQLite integer is signed).
ALTER TABLE scenario ADD COLUMN workload_sim_seed TEXT NOT NULL DEFAULT '1'
    CHECK (workload_sim_seed GLOB '[0-9]*' AND workload_sim_seed NOT GLOB '*[^0-9]*'
           AND length(workload_sim_seed) <= 19);
