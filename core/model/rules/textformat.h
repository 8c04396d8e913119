// SPDX-License-Identifier: GPL-3.0-or-later
// The forms a text field must take, whoever reads it (the editor, the bundle reader, the
// document, the CSV quote import): an id, a quote date, a currency code, a residual curve.
#pragma once

#include "model/entities/enums.h"
#include "money/decimal.h"

#include <QList>
#include <QString>

#include <optional>

namespace infertco {

class TextFormat
{
public:
    /// Why `id` cannot be an id: empty ("is required") or holding white space (other items
    /// and the command line refer to it as one word). Empty when it can.
    static QString idProblem(const QString &id);

    /// Why `quoteDate` is not a quote date: "yyyy-MM-dd" or "yyyy-MM" of a day that exists
    /// (QuoteAge::day reads it). Empty text is fine (no date given). Empty when it is one.
    static QString quoteDateProblem(const QString &quoteDate);

    /// How many letters a currency code has (ISO 4217).
    static constexpr int CurrencyLength = 3;
    /// Why `code` is not a currency code: three capital letters A–Z ("HKD"). Empty when it is.
    static QString currencyProblem(const QString &code);
    /// What a currency field lets a person type: letters only, at most CurrencyLength of them
    /// (a regular expression for the field's validator).
    static QString currencyTypingPattern();
    /// A currency code as typed, as it is meant: "hkd" is HKD.
    static QString currencyInput(const QString &typed) { return typed.toUpper(); }

    /// A residual curve as typed: fractions of the price left after 1, 2, 3 … years,
    /// separated by commas ("0.7, 0.5, 0.4"); empty text is an empty curve. Nullopt with
    /// *error naming the word that is not a number. The bounds of each share are the
    /// validation's (owned.residual_by_year).
    static std::optional<QList<Decimal>> residualCurve(const QString &text, QString *error);
    /// The curve as residualCurve() reads it back: "0.7, 0.5, 0.4".
    static QString residualCurveText(const QList<Decimal> &shares);

    /// The accelerator classes a platform accepts as typed: bundle names separated by commas
    /// ("datacenter_gpu, npu"), each kept once in the order given. Nullopt with *error naming
    /// the word that is not a class.
    static std::optional<QList<AcceleratorClass>> acceleratorClasses(const QString &text,
                                                                     QString *error);
    /// A platform's form factors as typed ("sxm, oam"); empty text: every form factor
    /// (docs/format.md, v3). Nullopt with *error naming the word that is not a form factor.
    static std::optional<QList<FormFactor>> formFactors(const QString &text, QString *error);
    /// A list as the two readers above read it back: "datacenter_gpu, npu".
    static QString listText(const QList<AcceleratorClass> &classes);
    static QString listText(const QList<FormFactor> &forms);
};

} // namespace infertco
