// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfile.h"

#include "io/bundle/bundlereader.h"
#include "io/document/document.h"

#include <QFileInfo>

namespace infertco {

bool InputFile::isDocument(const QString &path)
{
    return Document::looksLikeDocument(path);
}

Outcome<Bundle> InputFile::read(const QString &path, Problems *warnings)
{
    if (warnings)
        warnings->clear();
    if (!QFileInfo::exists(path))
        return Problems{ { QString(), QString(), tr("does not exist") } };
    // A file named .infertco is judged as a document even when it is not SQLite at all, so
    // that a damaged document is called one, not "invalid JSON".
    const bool namedAsDocument
            = QFileInfo(path).suffix().compare(QLatin1String("infertco"), Qt::CaseInsensitive) == 0;
    if (namedAsDocument || isDocument(path))
        return Document::read(path);
    return BundleReader::readFile(path, warnings);
}

} // namespace infertco
