// SPDX-License-Identifier: GPL-3.0-or-later
// The documents opened last, most recent first, kept in the settings: File ▸ Open Recent.
#pragma once

#include "appsettings.h"

#include <QStringList>

namespace infertco {

class RecentFiles
{
public:
    static constexpr int MaximumCount = 8;

    explicit RecentFiles(AppSettings settings) : m_settings(std::move(settings)) { }

    /// The files that still exist, most recent first.
    QStringList files() const;
    /// Puts `path` first (once), dropping the oldest beyond MaximumCount.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

private:
    AppSettings m_settings;
};

} // namespace infertco
