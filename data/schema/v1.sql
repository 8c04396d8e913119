-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema, version 1 (DESIGN 7). Frozen: a later version changes the schema
-- only through its own migration script (v2.sql, ...), run in order on top of this one, so a
-- new document and a migrated old one end up with the same tables.
--
-- Column names are the bundle field names of DESIGN 2. Money, prices, rates and factors are
-- exact decimal TEXT (Decimal::toString(), never REAL); hardware figures that the domain holds
-- as double are REAL. `position` keeps the order of each list. The CHECK constraints are a
-- floor under the application's own validation, so that a row edited behind InferTCO's back is
-- caught by SQLite's quick_check as well.

CREATE TABLE region (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    electricity_price_per_kwh TEXT NOT NULL
        CHECK (electricity_price_per_kwh GLOB '[0-9]*'
               AND electricity_price_per_kwh NOT GLOB '*[^0-9.]*'),
    pue TEXT NOT NULL CHECK (pue GLOB '[0-9]*' AND pue NOT GLOB '*[^0-9.]*'),
    staff_cost_per_fte_year TEXT NOT NULL
        CHECK (staff_cost_per_fte_year GLOB '[0-9]*'
               AND staff_cost_per_fte_year NOT GLOB '*[^0-9.]*'),
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE accelerator (
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
    idle_w TEXT NOT NULL CHECK (idle_w GLOB '[0-9]*' AND idle_w NOT GLOB '*[^0-9.]*'),
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
    notes TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE platform (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    slots INTEGER NOT NULL CHECK (slots > 0),
    rack_units INTEGER NOT NULL CHECK (rack_units > 0),
    base_w TEXT NOT NULL CHECK (base_w GLOB '[0-9]*' AND base_w NOT GLOB '*[^0-9.]*'),
    price TEXT CHECK (price IS NULL OR (price GLOB '[0-9]*' AND price NOT GLOB '*[^0-9.]*')),
    currency TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT ''
) STRICT;

-- The accelerator classes a platform accepts, in the order given.
CREATE TABLE platform_accepts (
    platform TEXT NOT NULL REFERENCES platform (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    class TEXT NOT NULL
        CHECK (class IN ('datacenter_gpu', 'consumer_gpu', 'npu', 'inference_asic')),
    PRIMARY KEY (platform, position)
) STRICT;

CREATE TABLE rental_offer (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    provider TEXT NOT NULL DEFAULT '',
    region TEXT NOT NULL REFERENCES region (id),
    accelerator TEXT NOT NULL REFERENCES accelerator (id),
    accelerators_per_server INTEGER NOT NULL CHECK (accelerators_per_server > 0),
    monthly_price TEXT CHECK (monthly_price IS NULL
        OR (monthly_price GLOB '[0-9]*' AND monthly_price NOT GLOB '*[^0-9.]*')),
    hourly_price TEXT CHECK (hourly_price IS NULL
        OR (hourly_price GLOB '[0-9]*' AND hourly_price NOT GLOB '*[^0-9.]*')),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    setup_fee_per_server TEXT NOT NULL CHECK (setup_fee_per_server GLOB '[0-9]*'
        AND setup_fee_per_server NOT GLOB '*[^0-9.]*'),
    network_per_month TEXT NOT NULL
        CHECK (network_per_month GLOB '[0-9]*' AND network_per_month NOT GLOB '*[^0-9.]*'),
    min_term_months INTEGER NOT NULL CHECK (min_term_months >= 0),
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    CHECK (monthly_price IS NOT NULL OR hourly_price IS NOT NULL)
) STRICT;

CREATE TABLE colo_offer (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    provider TEXT NOT NULL DEFAULT '',
    region TEXT NOT NULL REFERENCES region (id),
    rack_fee_per_month TEXT NOT NULL
        CHECK (rack_fee_per_month GLOB '[0-9]*' AND rack_fee_per_month NOT GLOB '*[^0-9.]*'),
    u_fee_per_month TEXT NOT NULL
        CHECK (u_fee_per_month GLOB '[0-9]*' AND u_fee_per_month NOT GLOB '*[^0-9.]*'),
    usable_u INTEGER NOT NULL CHECK (usable_u > 0),
    rack_power_kw TEXT NOT NULL
        CHECK (rack_power_kw GLOB '[0-9]*' AND rack_power_kw NOT GLOB '*[^0-9.]*'),
    power_billing TEXT NOT NULL CHECK (power_billing IN ('metered', 'included', 'per_kw')),
    power_price_per_kw_month TEXT NOT NULL CHECK (power_price_per_kw_month GLOB '[0-9]*'
        AND power_price_per_kw_month NOT GLOB '*[^0-9.]*'),
    pue TEXT CHECK (pue IS NULL OR (pue GLOB '[0-9]*' AND pue NOT GLOB '*[^0-9.]*')),
    setup_fee_per_rack TEXT NOT NULL
        CHECK (setup_fee_per_rack GLOB '[0-9]*' AND setup_fee_per_rack NOT GLOB '*[^0-9.]*'),
    network_per_month TEXT NOT NULL
        CHECK (network_per_month GLOB '[0-9]*' AND network_per_month NOT GLOB '*[^0-9.]*'),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    source TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT ''
) STRICT;

-- A scenario with its workload (one to one, so in the same row) and its assumptions.
CREATE TABLE scenario (
    id TEXT NOT NULL PRIMARY KEY CHECK (trim(id) <> ''),
    position INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    horizon_months INTEGER NOT NULL CHECK (horizon_months BETWEEN 1 AND 240),
    discount_rate_year TEXT NOT NULL
        CHECK (discount_rate_year GLOB '[0-9]*' AND discount_rate_year NOT GLOB '*[^0-9.]*'),
    headroom TEXT NOT NULL CHECK (headroom GLOB '[0-9]*' AND headroom NOT GLOB '*[^0-9.]*'),
    engineer_day_rate TEXT NOT NULL
        CHECK (engineer_day_rate GLOB '[0-9]*' AND engineer_day_rate NOT GLOB '*[^0-9.]*'),
    engineer_currency TEXT NOT NULL CHECK (length(engineer_currency) = 3),
    staff_fte_per_server_owned TEXT NOT NULL CHECK (staff_fte_per_server_owned GLOB '[0-9]*'
        AND staff_fte_per_server_owned NOT GLOB '*[^0-9.]*'),
    staff_fte_per_server_rented TEXT NOT NULL CHECK (staff_fte_per_server_rented GLOB '[0-9]*'
        AND staff_fte_per_server_rented NOT GLOB '*[^0-9.]*'),
    staff_min_fte_owned TEXT NOT NULL
        CHECK (staff_min_fte_owned GLOB '[0-9]*' AND staff_min_fte_owned NOT GLOB '*[^0-9.]*'),
    staff_min_fte_rented TEXT NOT NULL CHECK (staff_min_fte_rented GLOB '[0-9]*'
        AND staff_min_fte_rented NOT GLOB '*[^0-9.]*'),
    owned_spare_fraction TEXT NOT NULL CHECK (owned_spare_fraction GLOB '[0-9]*'
        AND owned_spare_fraction NOT GLOB '*[^0-9.]*'),
    owned_purchase_overhead_fraction TEXT NOT NULL
        CHECK (owned_purchase_overhead_fraction GLOB '[0-9]*'
               AND owned_purchase_overhead_fraction NOT GLOB '*[^0-9.]*'),
    owned_maintenance_rate_year TEXT NOT NULL CHECK (owned_maintenance_rate_year GLOB '[0-9]*'
        AND owned_maintenance_rate_year NOT GLOB '*[^0-9.]*'),
    owned_residual_fraction TEXT NOT NULL CHECK (owned_residual_fraction GLOB '[0-9]*'
        AND owned_residual_fraction NOT GLOB '*[^0-9.]*'),
    workload_params_b REAL NOT NULL CHECK (workload_params_b > 0),
    workload_precision TEXT NOT NULL
        CHECK (workload_precision IN ('fp16', 'bf16', 'fp8', 'int8', 'int4')),
    workload_kv_bytes REAL NOT NULL CHECK (workload_kv_bytes > 0),
    workload_layers INTEGER NOT NULL CHECK (workload_layers > 0),
    workload_kv_heads INTEGER NOT NULL CHECK (workload_kv_heads > 0),
    workload_head_dim INTEGER NOT NULL CHECK (workload_head_dim > 0),
    workload_prompt_tokens INTEGER NOT NULL CHECK (workload_prompt_tokens >= 0),
    workload_output_tokens INTEGER NOT NULL CHECK (workload_output_tokens > 0),
    workload_peak_output_tokens_per_s TEXT NOT NULL
        CHECK (workload_peak_output_tokens_per_s GLOB '[0-9]*'
               AND workload_peak_output_tokens_per_s NOT GLOB '*[^0-9.]*'),
    workload_tpot_ms REAL NOT NULL CHECK (workload_tpot_ms > 0),
    workload_utilization TEXT NOT NULL CHECK (workload_utilization GLOB '[0-9]*'
        AND workload_utilization NOT GLOB '*[^0-9.]*'),
    workload_model_updates_per_year TEXT NOT NULL
        CHECK (workload_model_updates_per_year GLOB '[0-9]*'
               AND workload_model_updates_per_year NOT GLOB '*[^0-9.]*'),
    workload_max_batch INTEGER NOT NULL CHECK (workload_max_batch > 0),
    workload_dynamic_shapes INTEGER NOT NULL CHECK (workload_dynamic_shapes IN (0, 1)),
    workload_requires_isolation INTEGER NOT NULL CHECK (workload_requires_isolation IN (0, 1))
) STRICT;

-- Value of one unit of `currency` in the scenario's reporting currency.
CREATE TABLE scenario_fx (
    scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
    currency TEXT NOT NULL,
    rate TEXT NOT NULL CHECK (rate GLOB '[0-9]*' AND rate NOT GLOB '*[^0-9.]*'),
    PRIMARY KEY (scenario, currency)
) STRICT;

-- An option: rent from a rental offer, or buy on a platform and place it with a colo offer.
CREATE TABLE scenario_option (
    scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL CHECK (trim(name) <> ''),
    mode TEXT NOT NULL CHECK (mode IN ('rent', 'colo')),
    accelerator TEXT NOT NULL REFERENCES accelerator (id),
    platform TEXT REFERENCES platform (id),
    rental_offer TEXT REFERENCES rental_offer (id),
    colo_offer TEXT REFERENCES colo_offer (id),
    PRIMARY KEY (scenario, position),
    UNIQUE (scenario, name),
    CHECK ((mode = 'rent' AND rental_offer IS NOT NULL AND colo_offer IS NULL)
        OR (mode = 'colo' AND colo_offer IS NOT NULL AND rental_offer IS NULL
            AND platform IS NOT NULL))
) STRICT;

CREATE INDEX rental_offer_by_accelerator ON rental_offer (accelerator);
CREATE INDEX rental_offer_by_region ON rental_offer (region);
CREATE INDEX colo_offer_by_region ON colo_offer (region);
CREATE INDEX scenario_option_by_accelerator ON scenario_option (accelerator);
CREATE INDEX scenario_option_by_platform ON scenario_option (platform);
CREATE INDEX scenario_option_by_rental_offer ON scenario_option (rental_offer);
CREATE INDEX scenario_option_by_colo_offer ON scenario_option (colo_offer);
