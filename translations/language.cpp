// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace infertco {

namespace {

struct Installed
{
    std::unique_ptr<QTranslator> application;
    std::unique_ptr<QTranslator> qt;
    QString code = QStringLiteral("en");
};

Installed &installed()
{
    static Installed translators;
    return translators;
}

bool isTraditional(const QString &tag)
{
    static const QStringList traditional = { QStringLiteral("zh-hk"), QStringLiteral("zh-tw"),
                                             QStringLiteral("zh-mo"), QStringLiteral("zh-hant") };
    for (const QString &prefix : traditional) {
        if (tag == prefix || tag.startsWith(prefix + u'-'))
            return true;
    }
    // zh-Hant-HK and the like start with zh-hant; zh-Hans-HK is Simplified.
    return false;
}

void replace(std::unique_ptr<QTranslator> &slot, std::unique_ptr<QTranslator> next)
{
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot = std::move(next);
    if (slot)
        QCoreApplication::installTranslator(slot.get());
}

std::unique_ptr<QTranslator> load(const QString &fileName, const QString &directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(fileName, directory))
        return nullptr;
    return translator;
}

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
    switch (choice) {
    case Choice::English:
        return QStringLiteral("en");
    case Choice::SimplifiedChinese:
        return QStringLiteral("zh_CN");
    case Choice::HongKongChinese:
        return QStringLiteral("zh_HK");
    case Choice::System:
        break;
    }
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
    Installed &state = installed();
    // English is the source language: only its plural forms come from a file.
    replace(state.application, load(QStringLiteral("infertco_") + code, QStringLiteral(":/i18n")));
    // Qt has no Hong Kong file; Taiwan's is the Traditional Chinese one.
    const QString qtFile = code == QLatin1String("zh_CN") ? QStringLiteral("qtbase_zh_CN")
            : code == QLatin1String("zh_HK")              ? QStringLiteral("qtbase_zh_TW")
                                                          : QString();
    replace(state.qt,
            qtFile.isEmpty() ? nullptr
                             : load(qtFile, QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    state.code = code;
    QLocale::setDefault(localeFor(code));
    return code;
}

QString Language::current()
{
    return installed().code;
}

QString Language::key(Choice choice)
{
    switch (choice) {
    case Choice::English:
        return QStringLiteral("en");
    case Choice::SimplifiedChinese:
        return QStringLiteral("zh_CN");
    case Choice::HongKongChinese:
        return QStringLiteral("zh_HK");
    case Choice::System:
        break;
    }
    return QStringLiteral("system");
}

Language::Choice Language::fromKey(const QString &key)
{
    for (Choice choice : { Choice::English, Choice::SimplifiedChinese, Choice::HongKongChinese }) {
        if (key == Language::key(choice))
            return choice;
    }
    return Choice::System;
}

QString Language::displayName(Choice choice)
{
    // A language is named in its own script so that a reader finds it whatever is shown.
    switch (choice) {
    case Choice::English:
        return QStringLiteral("English");
    case Choice::SimplifiedChinese:
        return QStringLiteral("简体中文");
    case Choice::HongKongChinese:
        return QStringLiteral("繁體中文（香港）");
    case Choice::System:
        break;
    }
    return tr("System language");
}

} // namespace infertco
