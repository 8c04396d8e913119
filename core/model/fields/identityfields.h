// SPDX-License-Identifier: GPL-3.0-or-later
// The identity of an item as a field table (docs/format.md): a catalog item's id, name, quote date,
// source and notes, a scenario's id, name and notes. The bundle reader, the document and
// validation read them as they read the item's own table; the bundle writer writes id and name
// first and the rest after the item's fields, the exported form of docs/format.md, "When a field is
// written".
#pragma once

#include "fields.h"

namespace infertco {

struct CatalogItem;
/// The identity of every catalog item, in the order validation reports it.
const QList<FieldSpec<CatalogItem>> &catalogIdentityFields();
struct Scenario;
/// The identity of a scenario: an id it must have, its name and notes.
const QList<FieldSpec<Scenario>> &scenarioIdentityFields();

} // namespace infertco
