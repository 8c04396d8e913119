-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 6 to version 7 (docs/format.md, "The `.infertco` document"). An empty figure
-- is not a zero (docs/method.md, "Incomplete options"): a colocation offer's rack fee, U fee
-- and price per kW, a platform's base power and an accelerator's idle power may be NULL, which
-- the engine counts as 0 and reports as unknown; a stored '0' stays a typed 0. SQLite cannot
-- drop a NOT NULL, so the three tables are rebuilt with their columns in the same order. The
-- application runs this script with foreign keys off (so that dropping a table neither
-- cascades into nor refuses its children: platform_accepts, platform_form_factors,
-- rental_offer, scenario_option keep their rows and refer to the new table by name) and runs
-- foreign_key_check before it commits. Run inside the migrating transaction, after the backup.

CREATE TABLE accelerator_v7 (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    class TEXT NOT NULL
        CHECK (class IN ('datacenter_gpu', 'consumer_gpu', 'npu', 'inference_asic')),
    vendor TEXT NOT NULL DEFAULT '',
    memory_gb REAL NOT NULL CHECK (memory_gb > 0),
    bandwidth_gbs REAL NOT NULL CHECK (bandwidth_gbs > 0),
    tflops_fp16 REAL NOT NULL DEFAULT 0 CHECK (tflops_fp16 >= 0),
    tflops_fp8 REAL NOT NULL DEFAULT 0 CHECK (tflops_fp8 >= 0),
    tflops_int8 REAL NOT NULL DEFAULT 0 CHECK (tflops_int8 >= 0),
    tflops_int4 REAL NOT NULL DEFAULT 0 CHECK (tflops_int4 >= 0),
    tdp_w TEXT NOT NULL CHECK (tdp_w GLOB '[0-9]*' AND tdp_w NOT GLOB '*[^0-9.]*'),
    idle_w TEXT CHECK (idle_w IS NULL OR (idle_w GLOB '[0-9]*' AND idle_w NOT GLOB '*[^0-9.]*')),
    price TEXT CHECK (price IS NULL OR (price GLOB '[0-9]*' AND price NOT GLOB '*[^0-9.]*')),
    currency TEXT NOT NULL DEFAULT '',
    bw_efficiency REAL NOT NULL CHECK (bw_efficiency > 0 AND bw_efficiency <= 1),
    compute_efficiency REAL NOT NULL
        CHECK (compute_efficiency > 0 AND compute_efficiency <= 1),
    tp_efficiency REAL NOT NULL CHECK (tp_efficiency > 0 AND tp_efficiency <= 1),
    dynamic_shape_efficiency REAL NOT NULL
        CHECK (dynamic_shape_efficiency > 0 AND dynamic_shape_efficiency <= 1),
    max_tp INTEGER NOT NULL CHECK (max_tp > 0),
    supports_partitioning INTEGER NOT NULL CHECK (supports_partitioning IN (0, 1)),
    requires_quantization INTEGER NOT NULL CHECK (requires_quantization IN (0, 1)),
    migration_days TEXT NOT NULL
        CHECK (migration_days GLOB '[0-9]*' AND migration_days NOT GLOB '*[^0-9.]*'),
    requant_days TEXT NOT NULL
        CHECK (requant_days GLOB '[0-9]*' AND requant_days NOT GLOB '*[^0-9.]*'),
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    price_change_year TEXT NOT NULL DEFAULT '0'
        CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*'),
    export_controlled INTEGER NOT NULL DEFAULT 0 CHECK (export_controlled IN (0, 1)),
    form_factor TEXT
        CHECK (form_factor IS NULL OR form_factor IN ('sxm', 'oam', 'pcie', 'other')),
    tp_efficiency_by_size TEXT NOT NULL DEFAULT '{}' CHECK (tp_efficiency_by_size GLOB '{*}'),
    efficiency_by_precision TEXT NOT NULL DEFAULT '{}'
        CHECK (efficiency_by_precision GLOB '{*}'),
    sequence_overhead_ms REAL NOT NULL DEFAULT 0 CHECK (sequence_overhead_ms >= 0),
    request_overhead_ms REAL NOT NULL DEFAULT 0 CHECK (request_overhead_ms >= 0)
) STRICT;
INSERT INTO accelerator_v7 SELECT * FROM accelerator;
DROP TABLE accelerator;
ALTER TABLE accelerator_v7 RENAME TO accelerator;

CREATE TABLE platform_v7 (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    slots INTEGER NOT NULL CHECK (slots > 0),
    rack_units INTEGER NOT NULL CHECK (rack_units > 0),
    base_w TEXT CHECK (base_w IS NULL OR (base_w GLOB '[0-9]*' AND base_w NOT GLOB '*[^0-9.]*')),
    price TEXT CHECK (price IS NULL OR (price GLOB '[0-9]*' AND price NOT GLOB '*[^0-9.]*')),
    currency TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    price_change_year TEXT NOT NULL DEFAULT '0'
        CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*'),
    fully_populated INTEGER NOT NULL DEFAULT 0 CHECK (fully_populated IN (0, 1))
) STRICT;
INSERT INTO platform_v7 SELECT * FROM platform;
DROP TABLE platform;
ALTER TABLE platform_v7 RENAME TO platform;

CREATE TABLE colo_offer_v7 (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    provider TEXT NOT NULL DEFAULT '',
    region TEXT NOT NULL REFERENCES region (id),
    rack_fee_per_month TEXT CHECK (rack_fee_per_month IS NULL
        OR (rack_fee_per_month GLOB '[0-9]*' AND rack_fee_per_month NOT GLOB '*[^0-9.]*')),
    u_fee_per_month TEXT CHECK (u_fee_per_month IS NULL
        OR (u_fee_per_month GLOB '[0-9]*' AND u_fee_per_month NOT GLOB '*[^0-9.]*')),
    usable_u INTEGER NOT NULL CHECK (usable_u > 0),
    rack_power_kw TEXT NOT NULL
        CHECK (rack_power_kw GLOB '[0-9]*' AND rack_power_kw NOT GLOB '*[^0-9.]*'),
    power_billing TEXT NOT NULL CHECK (power_billing IN ('metered', 'included', 'per_kw')),
    power_price_per_kw_month TEXT CHECK (power_price_per_kw_month IS NULL
        OR (power_price_per_kw_month GLOB '[0-9]*'
            AND power_price_per_kw_month NOT GLOB '*[^0-9.]*')),
    pue TEXT CHECK (pue IS NULL OR (pue GLOB '[0-9]*' AND pue NOT GLOB '*[^0-9.]*')),
    setup_fee_per_rack TEXT NOT NULL
        CHECK (setup_fee_per_rack GLOB '[0-9]*' AND setup_fee_per_rack NOT GLOB '*[^0-9.]*'),
    network_per_month TEXT NOT NULL
        CHECK (network_per_month GLOB '[0-9]*' AND network_per_month NOT GLOB '*[^0-9.]*'),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    price_change_year TEXT NOT NULL DEFAULT '0'
        CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*')
) STRICT;
INSERT INTO colo_offer_v7 SELECT * FROM colo_offer;
DROP TABLE colo_offer;
ALTER TABLE colo_offer_v7 RENAME TO colo_offer;
CREATE INDEX colo_offer_by_region ON colo_offer (region);
