// SPDX-License-Identifier: GPL-3.0-or-later
#include "textformat.h"

#include "model/entities/quoteage.h"
#include "validation.h"

#include <QStringList>

#include <algorithm>

namespace infertco {

QString TextFormat::idProblem(const QString &id)
{
    if (id.trimmed().isEmpty())
        return Validator::tr("is required");
    if (std::any_of(id.cbegin(), id.cend(), [](QChar c) { return c.isSpace(); }))
        return Validator::tr("must not contain spaces (\"%1\")").arg(id);
    return {};
}

QString TextFormat::quoteDateProblem(const QString &quoteDate)
{
    if (quoteDate.isEmpty() || QuoteAge::day(quoteDate))
        return {};
    return Validator::tr("\"%1\" is not a date such as 2026-03-28 or 2026-03").arg(quoteDate);
}

QString TextFormat::currencyProblem(const QString &code)
{
    const bool ok = code.size() == CurrencyLength
            && std::all_of(code.cbegin(), code.cend(),
                           [](QChar c) { return c >= u'A' && c <= u'Z'; });
    if (ok)
        return {};
    if (code.isEmpty())
        return Validator::tr("is required");
    return Validator::tr("\"%1\" is not a three-letter currency code such as HKD").arg(code);
}

QString TextFormat::currencyTypingPattern()
{
    return QStringLiteral("[A-Za-z]{0,%1}").arg(CurrencyLength);
}

std::optional<QList<Decimal>> TextFormat::residualCurve(const QString &text, QString *error)
{
    QList<Decimal> shares;
    const QStringList words = text.split(u',', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        const std::optional<Decimal> share = Decimal::parse(word.trimmed());
        if (!share) {
            *error = Validator::tr("\"%1\" is not a number; give one fraction per year, "
                                   "separated by commas, such as 0.7, 0.5, 0.4")
                             .arg(word.trimmed());
            return std::nullopt;
        }
        shares.append(*share);
    }
    return shares;
}

QString TextFormat::residualCurveText(const QList<Decimal> &shares)
{
    QStringList words;
    for (const Decimal &share : shares)
        words.append(share.toString());
    return words.join(QStringLiteral(", "));
}

std::optional<QList<AcceleratorClass>> TextFormat::acceleratorClasses(const QString &text,
                                                                      QString *error)
{
    QList<AcceleratorClass> classes;
    const QStringList words = text.split(u',', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        const std::optional<AcceleratorClass> c = acceleratorClassFromText(word.trimmed());
        if (!c) {
            *error = Validator::tr("\"%1\" is not an accelerator class; use datacenter_gpu, "
                                   "consumer_gpu, npu or inference_asic")
                             .arg(word.trimmed());
            return std::nullopt;
        }
        if (!classes.contains(*c))
            classes.append(*c);
    }
    return classes;
}

std::optional<QList<FormFactor>> TextFormat::formFactors(const QString &text, QString *error)
{
    QList<FormFactor> forms;
    const QStringList words = text.split(u',', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        const std::optional<FormFactor> form = formFactorFromText(word.trimmed());
        if (!form) {
            *error = Validator::tr("\"%1\" is not a form factor; use sxm, oam, pcie or other")
                             .arg(word.trimmed());
            return std::nullopt;
        }
        if (!forms.contains(*form))
            forms.append(*form);
    }
    return forms;
}

QString TextFormat::listText(const QList<AcceleratorClass> &classes)
{
    QStringList words;
    for (AcceleratorClass c : classes)
        words.append(toText(c));
    return words.join(QStringLiteral(", "));
}

QString TextFormat::listText(const QList<FormFactor> &forms)
{
    QStringList words;
    for (FormFactor form : forms)
        words.append(toText(form));
    return words.join(QStringLiteral(", "));
}

} // namespace infertco
