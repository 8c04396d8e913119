// SPDX-License-Identifier: GPL-3.0-or-later
// Checks of catalog items and scenarios that name the item, the field and the problem,
// so that nothing invalid reaches sizing or the ledger.
#pragma once

#include "catalog.h"
#include "catalogindex.h"
#include "problem.h"
#include "scenario.h"

#include <QCoreApplication>

namespace infertco {

class Validator
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Validator)

public:
    static Problems check(const Accelerator &item);
    static Problems check(const ServerPlatform &item);
    static Problems check(const RentalOffer &item, const Catalog &catalog);
    static Problems check(const ColoOffer &item, const Catalog &catalog);
    static Problems check(const Region &item);
    /// Every item, plus duplicate ids and dangling references.
    static Problems check(const Catalog &catalog);
    /// The scenario's own fields and every option's references, including the FX rates its
    /// options need. Catalog items are not re-checked here.
    static Problems check(const Scenario &scenario, const Catalog &catalog);
    /// The same, looking the references up in an index built once for many scenarios.
    static Problems check(const Scenario &scenario, const CatalogIndex &catalog);

    /// `kind "id"`, the id shortened when it is too long to be shown in a message.
    static QString itemLabel(const char *kind, const QString &id);

    /// The kinds of text field, each with the longest text it may hold. A document must stay
    /// savable: SQLite refuses a value over 16 MiB (the document's SQLITE_LIMIT_LENGTH), and
    /// a row holds several texts. Ids and codes are typed and referenced by people, names are
    /// one line of a table, notes and sources are free text (a page of caveats, a list of
    /// links); 100,000 characters are at most 400 KB of UTF-8.
    enum class TextKind { Id, Name, FreeText };
    static qsizetype maxLength(TextKind kind);
    /// Why `text` is too long for a field of `kind`; empty when it fits.
    static QString lengthProblem(const QString &text, TextKind kind);
    /// `text` as a message may quote it: shortened, with its length, when it is long.
    static QString shown(const QString &text);

private:
    // The checks of items that refer to others, for a Catalog or a CatalogIndex.
    template <typename Lookup>
    static Problems checkRentalOffer(const RentalOffer &item, const Lookup &catalog);
    template <typename Lookup>
    static Problems checkColoOffer(const ColoOffer &item, const Lookup &catalog);
    template <typename Lookup>
    static Problems checkScenario(const Scenario &scenario, const Lookup &catalog);
};

} // namespace infertco
