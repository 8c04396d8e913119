// SPDX-License-Identifier: GPL-3.0-or-later
// The languages InferTCO speaks (English, Simplified Chinese, Traditional Chinese for Hong Kong)
// and switching between them at run time: the application's and Qt's translators, and the locale.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace infertco {

class Language
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Language)

public:
    /// What the user chose; System follows the system's UI languages.
    enum class Choice { System, English, SimplifiedChinese, HongKongChinese };

    /// The translation a list of UI languages (most preferred first, as
    /// QLocale::uiLanguages() gives them) resolves to: "zh_HK" for Traditional Chinese
    /// (zh_HK, zh_TW, zh_MO, zh-Hant), "zh_CN" for other Chinese, "en" otherwise.
    static QString codeFor(const QStringList &uiLanguages);
    /// The translation a choice resolves to on this system.
    static QString codeFor(Choice choice);
    /// The locale numbers, dates and money follow for a translation code. English keeps the
    /// system's locale when it is English (or C), else English with the system's territory.
    static QLocale localeFor(const QString &code);

    /// Installs the translators of `choice` (InferTCO's and Qt's own) on the application,
    /// replacing those installed before, and makes its locale the default. Widgets receive
    /// QEvent::LanguageChange. Returns the translation code now in use.
    static QString apply(Choice choice);
    /// The translation code in use ("en" before the first apply()).
    static QString current();

    /// The choice's name in settings: "system", "en", "zh_CN", "zh_HK".
    static QString key(Choice choice);
    /// The choice a settings name stands for; System for anything unknown.
    static Choice fromKey(const QString &key);
    /// The choice the environment variable INFERTCO_LANGUAGE names ("en", "zh_CN", "zh_HK" or
    /// "system"; also "zh-CN", "zh-hk" and the like), which the application and infertco-cli
    /// take for one run in place of the saved choice; nullopt when it is unset, empty or names
    /// no language InferTCO ships.
    static std::optional<Choice> fromEnvironment();
    /// How the language menu names a choice: a language in its own script, System translated.
    static QString displayName(Choice choice);

    /// `text` without the spaces between two Chinese characters (Han, CJK or full-width
    /// punctuation): a translation that spaces a placeholder off for a Latin name ("位于 %1，")
    /// reads "位于香港（中电），" when the name is Chinese. Other spaces are kept.
    static QString tidySpaces(const QString &text);
};

} // namespace infertco
