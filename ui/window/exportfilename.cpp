// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfilename.h"

namespace infertco {

namespace {

// File systems limit a name to 255 bytes; this leaves room for the suffix and a " (2)".
constexpr qsizetype MaxNameBytes = 200;

bool isRefused(QChar c)
{
    return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
            || QStringView(u"\\/:*?\"<>|").contains(c);
}

} // namespace

QString exportFileName(const QString &title, const QString &suffix, const QString &fallback)
{
    QString name;
    name.reserve(title.size());
    for (const QChar c : title)
        name.append(c.isSpace() ? QChar(u' ') : isRefused(c) ? QChar(u'-') : c);
    name = name.simplified();
    while (name.contains(QStringLiteral("--"))) // "a//b" → "a-b"
        name.replace(QStringLiteral("--"), QStringLiteral("-"));
    while (!name.isEmpty()
           && (name.front() == u'.' || name.front() == u'-' || name.front() == u' '))
        name.remove(0, 1);
    while (!name.isEmpty() && (name.back() == u'.' || name.back() == u'-' || name.back() == u' '))
        name.chop(1);
    while (name.toUtf8().size() > MaxNameBytes) {
        name.chop(1);
        if (!name.isEmpty() && name.back().isHighSurrogate())
            name.chop(1);
    }
    name = name.trimmed();
    if (name.isEmpty())
        name = fallback;
    return name + suffix;
}

} // namespace infertco
