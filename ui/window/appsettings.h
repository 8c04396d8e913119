// SPDX-License-Identifier: GPL-3.0-or-later
// The application's own settings (window layout, recent files, the last document), typed,
// with every key in this header. Document data never goes here: it lives in the document.
#pragma once

#include "i18n/language.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

#include <memory>

namespace infertco {

namespace SettingsKey {
inline constexpr char WindowGeometry[] = "window/geometry";
inline constexpr char WindowState[] = "window/state";
inline constexpr char RecentFiles[] = "documents/recent";
inline constexpr char LastDocument[] = "documents/last";
inline constexpr char LastDirectory[] = "documents/lastDirectory";
inline constexpr char InterfaceLanguage[] = "interface/language";
inline constexpr char LastScenario[] = "documents/lastScenario";
inline constexpr char LastExportDirectory[] = "exports/lastDirectory";
inline constexpr char TeamLogin[] = "team/login";
} // namespace SettingsKey

class AppSettings
{
public:
    /// The user's settings (QSettings with the application's organisation and name).
    AppSettings();
    /// Settings in a given file, for tests.
    explicit AppSettings(const QString &iniFile);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    /// Most recent first.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &files);

    /// The document open when the application last closed; empty before the first start.
    QString lastDocument() const;
    void setLastDocument(const QString &path);

    /// Where the last open or save dialog was.
    QString lastDirectory() const;
    void setLastDirectory(const QString &path);

    /// The scenario last viewed in `document`; empty when the last one
    /// viewed was in another document.
    QString lastScenario(const QString &document) const;
    void setLastScenario(const QString &document, const QString &scenarioId);

    /// Where the last report or export was saved; the documents' folder before the first.
    QString lastExportDirectory() const;
    void setLastExportDirectory(const QString &path);

    /// The team catalog's server, user and TLS mode (docs/team.md, "Connecting"); never a password,
    /// which lives in the desktop keyring.
    QVariantMap teamLogin() const;
    void setTeamLogin(const QVariantMap &login);

    /// The language chosen in View > Language; System until the user picks one.
    Language::Choice language() const;
    void setLanguage(Language::Choice choice);

private:
    QVariant value(const char *key) const;
    void setValue(const char *key, const QVariant &value);

    /// One QSettings shared by the copies of this object: read once, written back by Qt.
    std::shared_ptr<QSettings> m_settings;
};

} // namespace infertco
