// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: a problem is asserted by what a user is told, which item and which field,
// not by how many problems there are or by a phrase alone (docs/architecture.md, "Libraries"):
//
//     QVERIFY_PROBLEM(problems, itemLabel("accelerator", "h100-sxm"), "price", "must not be
//     negative");
#pragma once

#include "model/rules/problem.h"

#include <QStringList>
#include <QTest>

namespace infertco::testing {

/// The label a problem gives its item: `accelerator "h100-sxm"`, `rental offer "rent-hk"`.
/// Spelled here, not taken from the validator, so that a change of the label fails the tests.
inline QString itemLabel(const char *kind, const char *id)
{
    return QStringLiteral("%1 \"%2\"").arg(QLatin1String(kind), QString::fromUtf8(id));
}

/// Every problem's text, one a line, for a failure message.
inline QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines.append(problem.text());
    return lines.isEmpty() ? QStringLiteral("(no problems)") : lines.join(u'\n');
}

/// Empty when `problems` holds one for `field` of `item` whose message contains `message`
/// (any message when it is empty); otherwise what was wanted and what was reported.
inline QString missingProblem(const Problems &problems, const QString &item, const QString &field,
                              const QString &message = {})
{
    for (const Problem &problem : problems) {
        if (problem.item == item && problem.field == field && problem.message.contains(message))
            return {};
    }
    return QStringLiteral("no problem for %1, field \"%2\" saying \"%3\"; reported:\n%4")
            .arg(item, field, message, describe(problems));
}

} // namespace infertco::testing

/// Fails the test (and returns from it) unless `problems` names `item` and `field`, with a
/// message containing `message`.
#define QVERIFY_PROBLEM(problems, item, field, message)                                            \
    do {                                                                                           \
        const QString infertcoMissing_ = infertco::testing::missingProblem(                        \
                (problems), QString(item), QStringLiteral(field), QStringLiteral(message));        \
        QVERIFY2(infertcoMissing_.isEmpty(), qPrintable(infertcoMissing_));                        \
    } while (false)
