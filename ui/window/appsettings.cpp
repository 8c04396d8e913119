// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include <memory>

namespace infertco {

namespace {

std::unique_ptr<QSettings> open(const QString &iniFile)
{
    if (iniFile.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(iniFile, QSettings::IniFormat);
}

} // namespace

AppSettings::AppSettings(const QString &iniFile) : m_iniFile(iniFile) { }

QVariant AppSettings::value(const char *key) const
{
    return open(m_iniFile)->value(QLatin1String(key));
}

void AppSettings::setValue(const char *key, const QVariant &value)
{
    open(m_iniFile)->setValue(QLatin1String(key), value);
}

QByteArray AppSettings::windowGeometry() const
{
    return value(SettingsKey::WindowGeometry).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    setValue(SettingsKey::WindowGeometry, geometry);
}

QByteArray AppSettings::windowState() const
{
    return value(SettingsKey::WindowState).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    setValue(SettingsKey::WindowState, state);
}

QStringList AppSettings::recentFiles() const
{
    return value(SettingsKey::RecentFiles).toStringList();
}

void AppSettings::setRecentFiles(const QStringList &files)
{
    setValue(SettingsKey::RecentFiles, files);
}

QString AppSettings::lastDocument() const
{
    return value(SettingsKey::LastDocument).toString();
}

void AppSettings::setLastDocument(const QString &path)
{
    setValue(SettingsKey::LastDocument, path);
}

QString AppSettings::lastDirectory() const
{
    return value(SettingsKey::LastDirectory).toString();
}

void AppSettings::setLastDirectory(const QString &path)
{
    setValue(SettingsKey::LastDirectory, path);
}

} // namespace infertco
