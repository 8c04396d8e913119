// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper for the editors: a BundleStore on a new document (DocumentStorage) at `path` that
// holds `bundle`, as the editors' models and undo commands use it; nullptr when the document cannot
// be made.
#pragma once

#include "edit/bundlestore.h"
#include "io/document/document.h"
#include "io/storage/documentstorage.h"

#include <QFile>

#include <memory>

namespace infertco::testing {

inline std::unique_ptr<BundleStore> openStore(const QString &path, const Bundle &bundle)
{
    QFile::remove(path);
    Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, bundle);
    if (!document.ok()) {
        qWarning("cannot create %s: %s", qPrintable(path),
                 qPrintable(document.problems().value(0).text()));
        return nullptr;
    }
    return std::make_unique<BundleStore>(
            std::make_unique<DocumentStorage>(std::move(document.value())), bundle);
}

} // namespace infertco::testing
