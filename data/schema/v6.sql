-- SPDX-License-Identifier: GPL-3.0-or-later
-- InferTCO document schema: the team catalog's bases (DESIGN 11). For each catalog row pulled
-- from (or pushed to) the team server, the server version and the values it had then, as the
-- canonical bundle object: a row whose values differ from its base is edited locally. The
-- base is kept beside the catalog tables, not in them, so every local edit (the editor, a CSV
-- quote import, importing a bundle over the row, deleting it) leaves it as it was. Run inside
-- the migrating transaction, after the backup.
CREATE TABLE team_base (
    kind TEXT NOT NULL
        CHECK (kind IN ('accelerator', 'platform', 'rental_offer', 'colo_offer', 'region')),
    item_id TEXT NOT NULL CHECK (item_id <> ''),
    version INTEGER NOT NULL CHECK (version >= 1),
    base TEXT NOT NULL CHECK (base GLOB '{*}'),
    PRIMARY KEY (kind, item_id)
) STRICT;
