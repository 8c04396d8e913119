// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

namespace infertco {

AppSettings::AppSettings() : m_settings(std::make_shared<QSettings>()) { }

AppSettings::AppSettings(const QString &iniFile)
    : m_settings(std::make_shared<QSettings>(iniFile, QSettings::IniFormat))
{ }

QVariant AppSettings::value(const char *key) const
{
    return m_settings->value(QLatin1String(key));
}

void AppSettings::setValue(const char *key, const QVariant &value)
{
    m_settings->setValue(QLatin1String(key), value);
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

QString AppSettings::lastScenario(const QString &document) const
{
    const QStringList pair = value(SettingsKey::LastScenario).toStringList();
    return pair.size() == 2 && pair.first() == document ? pair.last() : QString();
}

void AppSettings::setLastScenario(const QString &document, const QString &scenarioId)
{
    setValue(SettingsKey::LastScenario, QStringList{ document, scenarioId });
}

QString AppSettings::lastExportDirectory() const
{
    const QString directory = value(SettingsKey::LastExportDirectory).toString();
    return directory.isEmpty() ? lastDirectory() : directory;
}

void AppSettings::setLastExportDirectory(const QString &path)
{
    setValue(SettingsKey::LastExportDirectory, path);
}

QVariantMap AppSettings::teamLogin() const
{
    // One plain text entry per setting, so that the file can be read (and checked) by eye.
    QVariantMap login;
    m_settings->beginGroup(QLatin1String(SettingsKey::TeamLogin));
    for (const QString &key : m_settings->childKeys())
        login.insert(key, m_settings->value(key).toString());
    m_settings->endGroup();
    return login;
}

void AppSettings::setTeamLogin(const QVariantMap &login)
{
    m_settings->remove(QLatin1String(SettingsKey::TeamLogin));
    m_settings->beginGroup(QLatin1String(SettingsKey::TeamLogin));
    for (auto it = login.constBegin(); it != login.constEnd(); ++it) {
        if (it.key() != QLatin1String("password")) // never, whatever a caller hands in
            m_settings->setValue(it.key(), it.value().toString());
    }
    m_settings->endGroup();
}

Language::Choice AppSettings::language() const
{
    return Language::fromKey(value(SettingsKey::InterfaceLanguage).toString());
}

void AppSettings::setLanguage(Language::Choice choice)
{
    setValue(SettingsKey::InterfaceLanguage, Language::key(choice));
}

} // namespace infertco
