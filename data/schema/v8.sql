-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: migration from version 7 to version 8, after tax and financed
-- (docs/method.md, "After tax, loans and leases"): a scenario's profits tax and an option's
-- loan or lease. Every new column has the default that makes a version-6 document compute
-- exactly as before: no tax rate (results before tax) and no financing kind (cash). Run inside
-- the migrating transaction, after the backup.

-- The tax: present when tax_rate is given; the other columns count only beside it.
ALTER TABLE scenario ADD COLUMN tax_rate TEXT
    CHECK (tax_rate IS NULL OR (tax_rate GLOB '[0-9]*' AND tax_rate NOT GLOB '*[^0-9.]*'));
ALTER TABLE scenario ADD COLUMN tax_ownership TEXT NOT NULL DEFAULT 'immediate'
    CHECK (tax_ownership IN ('immediate', 'straight_line'));
-- 0: not given (an immediate write-off has no years).
ALTER TABLE scenario ADD COLUMN tax_years INTEGER NOT NULL DEFAULT 0
    CHECK (tax_years BETWEEN 0 AND 20);
ALTER TABLE scenario ADD COLUMN tax_lag_months INTEGER NOT NULL DEFAULT 0
    CHECK (tax_lag_months BETWEEN 0 AND 24);

-- The financing of an option: present when financing_kind is given; the other columns count
-- only beside it.
ALTER TABLE scenario_option ADD COLUMN financing_kind TEXT
    CHECK (financing_kind IS NULL OR financing_kind IN ('loan', 'lease'));
ALTER TABLE scenario_option ADD COLUMN financing_rate_year TEXT NOT NULL DEFAULT '0'
    CHECK (financing_rate_year GLOB '[0-9]*' AND financing_rate_year NOT GLOB '*[^0-9.]*');
ALTER TABLE scenario_option ADD COLUMN financing_term_months INTEGER NOT NULL DEFAULT 0
    CHECK (financing_term_months BETWEEN 0 AND 120);
ALTER TABLE scenario_option ADD COLUMN financing_down_payment_fraction TEXT
    CHECK (financing_down_payment_fraction IS NULL
           OR (financing_down_payment_fraction GLOB '[0-9]*'
               AND financing_down_payment_fraction NOT GLOB '*[^0-9.]*'));
