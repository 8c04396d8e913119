// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace infertco {

namespace {

// The languages InferTCO ships, each with its code (the translation file's suffix and the
// settings key) and its name in its own script, so that a reader finds it whatever is shown.
struct Named
{
    Language::Choice choice;
    const char16_t *code;
    const char16_t *nativeName;
};

constexpr Named namedChoices[] = {
    { Language::Choice::English, u"en", u"English" },
    { Language::Choice::SimplifiedChinese, u"zh_CN", u"简体中文" },
    { Language::Choice::HongKongChinese, u"zh_HK", u"繁體中文（香港）" },
};

// Null for Choice::System, which follows the system's languages.
const Named *namedChoice(Language::Choice choice)
{
    for (const Named &named : namedChoices) {
        if (named.choice == choice)
            return &named;
    }
    return nullptr;
}

// One translator installed for the application's lifetime, asking InferTCO's catalog first and
// then Qt's. A switch replaces what it holds and sends a single LanguageChange, where
// installing and removing two translators would send four.
class LanguageTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        for (const QTranslator *translator : { m_application.get(), m_qt.get() }) {
            if (!translator)
                continue;
            const QString text = translator->translate(context, sourceText, disambiguation, n);
            if (!text.isNull())
                return text;
        }
        return QString();
    }

    bool isEmpty() const override { return !m_application && !m_qt; }

    void setTranslators(std::unique_ptr<QTranslator> application, std::unique_ptr<QTranslator> qt)
    {
        m_application = std::move(application);
        m_qt = std::move(qt);
    }

    QString code = QStringLiteral("en");
    bool added = false;

private:
    std::unique_ptr<QTranslator> m_application;
    std::unique_ptr<QTranslator> m_qt;
};

LanguageTranslator &translator()
{
    static LanguageTranslator instance;
    return instance;
}

bool isTraditional(const QString &tag)
{
    // zh-Hant-HK and the like start with zh-hant; zh-Hans-HK is Simplified.
    static const QStringList traditional = { QStringLiteral("zh-hk"), QStringLiteral("zh-tw"),
                                             QStringLiteral("zh-mo"), QStringLiteral("zh-hant") };
    for (const QString &prefix : traditional) {
        if (tag == prefix || tag.startsWith(prefix + u'-'))
            return true;
    }
    return false;
}

std::unique_ptr<QTranslator> load(const QString &fileName, const QString &directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(fileName, directory))
        return nullptr;
    return translator;
}

// Strings Qt asks of a context its own Chinese catalogs (Qt 6.4) do not
// have, so the file dialog's type column said "Folder" in a Chinese window. InferTCO's
// catalog, asked first, carries them; lupdate reads them from here.
struct QtString
{
    const char *source;
    const char *comment;
};
[[maybe_unused]] constexpr QtString qtStringsMissingFromQt[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
};

} // namespace

QString Language::codeFor(const QStringList &uiLanguages)
{
    for (const QString &language : uiLanguages) {
        const QString tag = language.toLower().replace(u'_', u'-');
        if (tag == QLatin1String("c"))
            continue;
        if (tag != QLatin1String("zh") && !tag.startsWith(QLatin1String("zh-")))
            return QStringLiteral("en");
        return isTraditional(tag) ? QStringLiteral("zh_HK") : QStringLiteral("zh_CN");
    }
    return QStringLiteral("en");
}

QString Language::codeFor(Choice choice)
{
    if (const Named *named = namedChoice(choice))
        return QString::fromUtf16(named->code);
    return codeFor(QLocale::system().uiLanguages());
}

QLocale Language::localeFor(const QString &code)
{
    if (code == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    if (code == QLatin1String("zh_HK"))
        return QLocale(QLocale::Chinese, QLocale::TraditionalHanScript, QLocale::HongKong);
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::English || system.language() == QLocale::C)
        return system;
    return QLocale(QLocale::English, system.territory());
}

QString Language::apply(Choice choice)
{
    const QString code = codeFor(choice);
    // The locale first: widgets that rebuild on LanguageChange format with the new one.
    QLocale::setDefault(localeFor(code));
    // Qt has no Hong Kong file; Taiwan's is the Traditional Chinese one. English is the
    // source language: only its plural forms come from a file.
    const QString qtFile = code == QLatin1String("zh_CN") ? QStringLiteral("qtbase_zh_CN")
            : code == QLatin1String("zh_HK")              ? QStringLiteral("qtbase_zh_TW")
                                                          : QString();
    LanguageTranslator &installed = translator();
    installed.setTranslators(
            load(QStringLiteral("infertco_") + code, QStringLiteral(":/i18n")),
            qtFile.isEmpty() ? nullptr
                             : load(qtFile, QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    installed.code = code;
    QCoreApplication *application = QCoreApplication::instance();
    if (!application)
        return code;
    // Installed once (installing again would list it twice); a switch then announces itself.
    if (!installed.added) {
        installed.added = true;
        if (QCoreApplication::installTranslator(&installed))
            return code;
    }
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(application, &change);
    return code;
}

QString Language::current()
{
    return translator().code;
}

QString Language::key(Choice choice)
{
    if (const Named *named = namedChoice(choice))
        return QString::fromUtf16(named->code);
    return QStringLiteral("system");
}

Language::Choice Language::fromKey(const QString &key)
{
    for (const Named &named : namedChoices) {
        if (key == QStringView(named.code))
            return named.choice;
    }
    return Choice::System;
}

std::optional<Language::Choice> Language::fromEnvironment()
{
    const QString value = qEnvironmentVariable("INFERTCO_LANGUAGE").trimmed();
    if (value.compare(QLatin1String("system"), Qt::CaseInsensitive) == 0)
        return Choice::System;
    const QString tag = value.toLower().replace(u'-', u'_');
    for (const Named &named : namedChoices) {
        if (tag == QString::fromUtf16(named.code).toLower())
            return named.choice;
    }
    return std::nullopt;
}

QString Language::displayName(Choice choice)
{
    if (const Named *named = namedChoice(choice))
        return QString::fromUtf16(named->nativeName);
    return tr("System language");
}

namespace {

bool isChinese(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x303f) // CJK symbols and punctuation
            || (u >= 0x3400 && u <= 0x4dbf) // extension A
            || (u >= 0x4e00 && u <= 0x9fff) // unified ideographs
            || (u >= 0xff00 && u <= 0xffef); // full-width forms
}

} // namespace

QString Language::tidySpaces(const QString &text)
{
    QString tidy;
    tidy.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u' ' && !tidy.isEmpty() && isChinese(tidy.back())) {
            qsizetype next = i;
            while (next < text.size() && text.at(next) == u' ')
                ++next;
            if (next < text.size() && isChinese(text.at(next))) {
                i = next - 1;
                continue;
            }
        }
        tidy.append(text.at(i));
    }
    return tidy;
}

} // namespace infertco
