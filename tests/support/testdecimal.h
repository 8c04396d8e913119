// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: a figure written in a test as text, read exactly: dec("0.08"), dec("1e15").
// A text that does not parse is a mistake in the test, not a result, so the run stops there.
#pragma once

#include "money/decimal.h"

#include <QString>
#include <QTest>

namespace infertco::testing {

/// `text` as a Decimal with at most `maxScale` decimal places (the engine's own intermediate
/// figures, such as a monthly rate, need more than a user may type).
inline Decimal dec(const QString &text, int maxScale = Decimal::MaxInputScale)
{
    QString error;
    const std::optional<Decimal> value = Decimal::parse(text, &error, maxScale);
    if (!value)
        qFatal("test figure \"%s\" does not parse: %s", qPrintable(text), qPrintable(error));
    return *value;
}

inline Decimal dec(const char *text, int maxScale = Decimal::MaxInputScale)
{
    return dec(QString::fromLatin1(text), maxScale);
}

} // namespace infertco::testing

namespace QTest {
// Readable failures for QCOMPARE on exact figures.
template <>
inline char *toString(const infertco::Decimal &value)
{
    return qstrdup(qPrintable(value.toString()));
}
} // namespace QTest
