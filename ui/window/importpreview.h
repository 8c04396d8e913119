// SPDX-License-Identifier: GPL-3.0-or-later
// What a quote import will change, shown before it is applied: the items
// added and changed, field by field, with Import and Cancel.
#pragma once

#include "io/import/quoteimport.h"

#include <QDialog>

class QTreeWidget;

namespace infertco {

class ImportPreview : public QDialog
{
    Q_OBJECT

public:
    /// At most this many items are listed one by one; the rest are counted.
    static constexpr int MaxItemsListed = 200;

    ImportPreview(const QuoteImport::Imported &imported, const QString &fileName,
                  QWidget *parent = nullptr);

    /// The list as shown: one line per item ("Changed: id"), its fields indented beneath
    /// ("    Hourly price: 3.44 → 3.96"); for tests.
    QStringList lines() const;

private:
    QTreeWidget *m_tree;
};

} // namespace infertco
