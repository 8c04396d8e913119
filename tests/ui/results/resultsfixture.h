// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the results tests: the example bundle computed by the engine, and its expected
// figures from the independent reference (example-hk.expected.json).
#pragma once

#include "cost/engine.h"
#include "io/bundle/bundlereader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace infertco::testing {

/// A golden bundle or its expected output, e.g. "example-hk.json".
inline QString goldenPath(const QString &name)
{
    return QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/") + name;
}

struct ComputedBundle
{
    Bundle bundle;
    Scenario scenario;
    Result result;
    bool ok = false;
};

inline ComputedBundle compute(const QString &path, int scenarioIndex = 0)
{
    ComputedBundle computed;
    const Outcome<Bundle> bundle = BundleReader::readFile(path);
    if (!bundle.ok() || bundle.value().scenarios.size() <= scenarioIndex)
        return computed;
    computed.bundle = bundle.value();
    computed.scenario = computed.bundle.scenarios.at(scenarioIndex);
    const Outcome<Result> result = Engine::compute(computed.scenario, computed.bundle.catalog);
    if (!result.ok())
        return computed;
    computed.result = result.value();
    computed.ok = true;
    return computed;
}

/// The reference's options, by name.
inline QJsonObject expectedOption(const QString &expectedPath, const QString &name)
{
    QFile file(expectedPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonArray options = QJsonDocument::fromJson(file.readAll())
                                       .object()
                                       .value(QStringLiteral("options"))
                                       .toArray();
    for (const QJsonValue &option : options) {
        if (option.toObject().value(QStringLiteral("name")).toString() == name)
            return option.toObject();
    }
    return {};
}

} // namespace infertco::testing
