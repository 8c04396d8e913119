// SPDX-License-Identifier: GPL-3.0-or-later
// Imports vendor quotes from CSV into a catalog (docs/format.md, "Other imports and exports"):
// rental offers, colocation offers or accelerator prices, all or nothing, every error naming its
// line and column.
#pragma once

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace infertco {

class QuoteImport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::QuoteImport)

public:
    /// What a file holds, told by its header: a rental-offer file has the column
    /// accelerators_per_server, a colo-offer file usable_u, an accelerator-price file the
    /// columns accelerator and price (the columns are documented in the README).
    enum class Kind { RentalOffers, ColoOffers, AcceleratorPrices };

    /// One field an import changes: its bundle key, its label from the field table (or the
    /// identity labels), and its value before and after as the bundle writes it ("" when
    /// absent).
    struct FieldChange
    {
        QString key;
        const char *label = nullptr;
        QString before;
        QString after;
    };

    /// What an import does to one item: added with every field it gives, or changed in the
    /// fields listed (an item the file gives again as it was has no entry).
    struct ItemChange
    {
        QString id;
        bool added = false;
        QList<FieldChange> fields;
    };

    struct Imported
    {
        Bundle bundle; ///< the input bundle with the quotes merged in
        Kind kind = Kind::RentalOffers;
        QStringList added; ///< ids of new items, in file order
        QStringList updated; ///< ids of items replaced or re-priced, in file order
        /// Field by field, what the import changes, in file order: shown
        /// before it is applied.
        QList<ItemChange> changes;
    };

    /// Told how far an import has come, in percent; returns false to stop it. It is called
    /// on the thread that runs the import, every few thousand rows.
    using Progress = std::function<bool(int percent)>;

    /// Merges the quotes of `csv` into a copy of `into`. A row whose id is already in the
    /// catalog replaces that item (an accelerator-price row re-prices its accelerator), so
    /// importing the same file twice changes nothing the second time; the name, source,
    /// quote_date and notes the row leaves empty (or has no column for) are the item's own. Any
    /// problem in any row, or in the merged bundle, fails the whole import; so does a `progress`
    /// that returns false (the problems are then cancelled()).
    static Outcome<Imported> apply(const QByteArray &csv, const Bundle &into,
                                   const Progress &progress = {});

    /// How apply() may save work.
    struct Options
    {
        /// `into` passed Validator::check (a document's content): only what the rows
        /// change is checked again, with the same problems as a check of the whole.
        bool intoIsValid = false;
        /// Whether Imported::changes is filled (the preview before applying); an import
        /// that shows none skips it.
        bool listChanges = true;
    };
    static Outcome<Imported> apply(const QByteArray &csv, const Bundle &into,
                                   const Progress &progress, const Options &options);
    static Outcome<Imported> applyFile(const QString &path, const Bundle &into,
                                       const Progress &progress = {});
    /// The problems of an import stopped by its Progress.
    static Problems cancelled();

    /// The columns a kind of file may have, required ones first.
    static QStringList columns(Kind kind);
    static QStringList requiredColumns(Kind kind);
    static QString kindName(Kind kind);
};

} // namespace infertco
