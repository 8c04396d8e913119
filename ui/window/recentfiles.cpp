// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfiles.h"

#include <QFileInfo>

namespace infertco {

QStringList RecentFiles::files() const
{
    QStringList existing;
    for (const QString &path : m_settings.recentFiles()) {
        if (QFileInfo::exists(path))
            existing.append(path);
    }
    return existing;
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = m_settings.recentFiles();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > MaximumCount)
        list.removeLast();
    m_settings.setRecentFiles(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = m_settings.recentFiles();
    list.removeAll(QFileInfo(path).absoluteFilePath());
    m_settings.setRecentFiles(list);
}

void RecentFiles::clear()
{
    m_settings.setRecentFiles({});
}

} // namespace infertco
