// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: two result JSONs compared the way the outside checks of docs/serving.md, "The serving simulation" compare them —
// "warnings" and "reason" texts ignored, every number under a "latency" key (a simulated time,
// rate or count) within 0.1 % relative, everything else (sizing, money, roofline) exactly.
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cmath>

namespace infertco::testing {

inline void resultDifferences(const QJsonValue &expected, const QJsonValue &actual,
                              const QString &path, bool simulated, QStringList &out)
{
    if (expected.isObject() && actual.isObject()) {
        const QJsonObject a = expected.toObject();
        const QJsonObject b = actual.toObject();
        QStringList keys = a.keys() + b.keys();
        keys.removeDuplicates();
        for (const QString &key : keys) {
            if (key == QLatin1String("warnings") || key == QLatin1String("reason"))
                continue;
            if (!a.contains(key) || !b.contains(key))
                out.append(path + u'.' + key + QStringLiteral(": only on one side"));
            else
                resultDifferences(a.value(key), b.value(key), path + u'.' + key,
                                  simulated || key == QLatin1String("latency"), out);
        }
    } else if (expected.isArray() && actual.isArray()) {
        const QJsonArray a = expected.toArray();
        const QJsonArray b = actual.toArray();
        if (a.size() != b.size())
            out.append(path + QStringLiteral(": %1 vs %2 items").arg(a.size()).arg(b.size()));
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
            resultDifferences(a.at(i), b.at(i), path + QStringLiteral("[%1]").arg(i), simulated,
                              out);
    } else if (simulated && expected.isDouble() && actual.isDouble()) {
        const double e = expected.toDouble();
        const double g = actual.toDouble();
        if (!(std::abs(g - e) <= 0.001 * std::abs(e)))
            out.append(path + QStringLiteral(": expected %1, got %2 (more than 0.1 % apart)")
                                      .arg(e, 0, 'g', 17)
                                      .arg(g, 0, 'g', 17));
    } else if (expected != actual) {
        out.append(path
                   + QStringLiteral(": expected %1, got %2")
                             .arg(QString::fromUtf8(QJsonDocument(QJsonArray{ expected })
                                                            .toJson(QJsonDocument::Compact)),
                                  QString::fromUtf8(QJsonDocument(QJsonArray{ actual })
                                                            .toJson(QJsonDocument::Compact))));
    }
}

/// Every difference, one line each; empty when the results agree. Output that is not JSON is
/// one difference.
inline QStringList resultDifferences(const QByteArray &expectedJson, const QByteArray &actualJson)
{
    QJsonParseError error;
    const QJsonDocument actual = QJsonDocument::fromJson(actualJson, &error);
    if (error.error != QJsonParseError::NoError)
        return { QStringLiteral("output is not JSON: %1").arg(error.errorString()) };
    QStringList out;
    resultDifferences(QJsonDocument::fromJson(expectedJson).object(), actual.object(),
                      QStringLiteral("$"), false, out);
    return out;
}

} // namespace infertco::testing
