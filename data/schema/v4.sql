-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 3 to version 4 (DESIGN 7), the fields of
-- DESIGN version 2: yearly price changes, export control, fully populated platforms, the team
-- region, demand over time (a growth rate or steps), a time-to-first-token limit, a residual
-- curve, and hybrid options. Every new column has the default that makes a version-3 document
-- compute exactly as before. Run inside the migrating transaction, after the backup.

-- A yearly change c > -1 as exact decimal text ("-0.15"); the validator checks its range.
ALTER TABLE accelerator ADD COLUMN price_change_year TEXT NOT NULL DEFAULT '0'
    CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*');
ALTER TABLE accelerator ADD COLUMN export_controlled INTEGER NOT NULL DEFAULT 0
    CHECK (export_controlled IN (0, 1));
ALTER TABLE platform ADD COLUMN price_change_year TEXT NOT NULL DEFAULT '0'
    CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*');
ALTER TABLE platform ADD COLUMN fully_populated INTEGER NOT NULL DEFAULT 0
    CHECK (fully_populated IN (0, 1));
ALTER TABLE rental_offer ADD COLUMN price_change_year TEXT NOT NULL DEFAULT '0'
    CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*');
ALTER TABLE colo_offer ADD COLUMN price_change_year TEXT NOT NULL DEFAULT '0'
    CHECK (price_change_year <> '' AND price_change_year NOT GLOB '*[^0-9.-]*');
ALTER TABLE region ADD COLUMN electricity_price_change_year TEXT NOT NULL DEFAULT '0'
    CHECK (electricity_price_change_year <> ''
           AND electricity_price_change_year NOT GLOB '*[^0-9.-]*');
ALTER TABLE region ADD COLUMN staff_cost_change_year TEXT NOT NULL DEFAULT '0'
    CHECK (staff_cost_change_year <> '' AND staff_cost_change_year NOT GLOB '*[^0-9.-]*');

ALTER TABLE scenario ADD COLUMN team_region TEXT REFERENCES region (id);
ALTER TABLE scenario ADD COLUMN workload_demand_growth_year TEXT
    CHECK (workload_demand_growth_year IS NULL OR (workload_demand_growth_year <> ''
           AND workload_demand_growth_year NOT GLOB '*[^0-9.-]*'));
ALTER TABLE scenario ADD COLUMN workload_ttft_ms REAL
    CHECK (workload_ttft_ms IS NULL OR workload_ttft_ms > 0);

-- The demand in steps: from from_month on, the peak is peak_output_tokens_per_s.
CREATE TABLE scenario_demand (
    scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
    from_month INTEGER NOT NULL CHECK (from_month >= 1),
    peak_output_tokens_per_s TEXT NOT NULL CHECK (peak_output_tokens_per_s GLOB '[0-9]*'
        AND peak_output_tokens_per_s NOT GLOB '*[^0-9.]*'),
    PRIMARY KEY (scenario, from_month)
) STRICT;

-- The residual curve: the share of the purchase value left after `year` years.
CREATE TABLE scenario_residual (
    scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
    year INTEGER NOT NULL CHECK (year >= 1),
    share TEXT NOT NULL CHECK (share GLOB '[0-9]*' AND share NOT GLOB '*[^0-9.]*'),
    PRIMARY KEY (scenario, year)
) STRICT;

-- Options gain the hybrid mode: a colo offer and platform for the owned servers, and a rental
-- offer for the rest. SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE scenario_option_v4 (
    scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL CHECK (trim(name) <> ''),
    mode TEXT NOT NULL CHECK (mode IN ('rent', 'colo', 'hybrid')),
    accelerator TEXT NOT NULL REFERENCES accelerator (id),
    platform TEXT REFERENCES platform (id),
    rental_offer TEXT REFERENCES rental_offer (id),
    colo_offer TEXT REFERENCES colo_offer (id),
    owned_servers INTEGER NOT NULL DEFAULT 0 CHECK (owned_servers >= 0),
    PRIMARY KEY (scenario, position),
    UNIQUE (scenario, name),
    CHECK ((mode = 'rent' AND rental_offer IS NOT NULL AND colo_offer IS NULL)
        OR (mode = 'colo' AND colo_offer IS NOT NULL AND rental_offer IS NULL
            AND platform IS NOT NULL)
        OR (mode = 'hybrid' AND colo_offer IS NOT NULL AND rental_offer IS NOT NULL
            AND platform IS NOT NULL))
) STRICT;
INSERT INTO scenario_option_v4
    (scenario, position, name, mode, accelerator, platform, rental_offer, colo_offer)
    SELECT scenario, position, name, mode, accelerator, platform, rental_offer, colo_offer
    FROM scenario_option;
DROP TABLE scenario_option;
ALTER TABLE scenario_option_v4 RENAME TO scenario_option;
CREATE INDEX scenario_option_by_accelerator ON scenario_option (accelerator);
CREATE INDEX scenario_option_by_platform ON scenario_option (platform);
CREATE INDEX scenario_option_by_rental_offer ON scenario_option (rental_offer);
CREATE INDEX scenario_option_by_colo_offer ON scenario_option (colo_offer);
