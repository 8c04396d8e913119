// SPDX-License-Identifier: GPL-3.0-or-later
// Bundles the analysis tests run on: the golden bundles and the demo, read from the sources.
#pragma once

#include "analysis/drivermodel.h"
#include "sourcetree.h"
#include "testdecimal.h"

#include <QString>
#include <QTest>

namespace infertco::testing {

inline const Scenario &scenario(const Bundle &bundle, const QString &id)
{
    const Scenario *found = bundle.scenario(id);
    if (!found)
        qFatal("no scenario %s", qPrintable(id));
    return *found;
}

inline DriverModel model(const Bundle &bundle, const QString &scenarioId)
{
    const Outcome<DriverModel> built = DriverModel::build(scenario(bundle, scenarioId),
                                                          bundle.catalog, QDate::currentDate());
    if (!built.ok())
        qFatal("cannot build %s: %s", qPrintable(scenarioId),
               qPrintable(built.problems().first().text()));
    return built.value();
}

inline int optionIndex(const DriverModel &model, const QString &name)
{
    for (int i = 0; i < model.optionCount(); ++i) {
        if (model.option(i).name == name)
            return i;
    }
    qFatal("no option %s", qPrintable(name));
    return -1;
}

/// The golden bundles and their scenarios, and the demo's.
struct BundleCase
{
    const char *path;
    const char *scenario;
};
inline constexpr BundleCase AllBundles[] = {
    { "tests/golden/example-hk.json", "example" },
    { "tests/golden/dc-gpu.json", "dc-gpu" },
    { "tests/golden/consumer-tp.json", "consumer-tp" },
    { "tests/golden/npu-fallback.json", "npu-fallback" },
    { "tests/golden/example-hk-v2.json", "example-v2" },
    { "tests/golden/v2-growth-tranches.json", "v2-growth-tranches" },
    { "tests/golden/v2-hybrid-hgx.json", "v2-hybrid-hgx" },
    { "tests/golden/v2-rent-term.json", "v2-rent-term" },
    { "data/demo.json", "hk-api" },
    { "data/demo.json", "hk-api-growth" },
    { "data/demo.json", "vision-npu" },
    { "data/demo.json", "consumer-poc" },
    { "data/demo.json", "70b-tp" },
};

} // namespace infertco::testing
