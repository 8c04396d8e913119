// SPDX-License-Identifier: GPL-3.0-or-later
// An accelerator card or module: its memory, throughput, power, price and how well the
// serving stack uses it (docs/format.md, "Accelerators").
#pragma once

#include "catalogitem.h"
#include "enums.h"
#include "money/decimal.h"

#include <QMap>

#include <optional>

namespace infertco {

/// Dense TFLOPS (or TOPS) per precision; zero means the precision is unsupported.
struct TensorThroughput
{
    double fp16 = 0; ///< also used for bf16
    double fp8 = 0;
    double int8 = 0;
    double int4 = 0;

    double forPrecision(Precision precision) const;
    bool supports(Precision precision) const { return forPrecision(precision) > 0; }

    friend bool operator==(const TensorThroughput &, const TensorThroughput &) = default;
};

struct Accelerator : CatalogItem
{
    AcceleratorClass acceleratorClass = AcceleratorClass::DatacenterGpu;
    QString vendor;
    double memoryGb = 0;
    double bandwidthGbs = 0;
    TensorThroughput tflops;
    Decimal tdpW;
    std::optional<Decimal> idleW; ///< empty: unknown (docs/method.md, "Incomplete options")
    std::optional<Decimal> price; ///< absent where no public price exists
    QString currency;
    double bwEfficiency = 1.0;
    double computeEfficiency = 1.0;
    double tpEfficiency = 1.0;
    double dynamicShapeEfficiency = 1.0;
    int maxTp = 8;
    bool supportsPartitioning = false;
    bool requiresQuantization = false;
    Decimal migrationDays;
    Decimal requantDays;
    Decimal priceChangeYear = Decimal(); ///< the price moves by (1 + c) once a year
                                         ///< (docs/method.md, "Prices over time")
    /// Needs a US export licence for Hong Kong, Macau and mainland China.
    bool exportControlled = false;
    /// v3 (docs/serving.md, "The performance model"): tp_efficiency for tensor-parallel size 2, 4
    /// or 8; a size it lacks takes tpEfficiency.
    QMap<int, double> tpEfficiencyBySize = {};
    /// v3 (docs/serving.md, "The performance model"): at an effective precision, replace
    /// bwEfficiency / computeEfficiency.
    struct PrecisionEfficiency
    {
        std::optional<double> bw = std::nullopt;
        std::optional<double> compute = std::nullopt;
        friend bool operator==(const PrecisionEfficiency &, const PrecisionEfficiency &) = default;
    };
    /// Keyed by the tflops key: fp16 (also bf16), fp8, int8, int4.
    QMap<QString, PrecisionEfficiency> efficiencyByPrecision = {};
    double sequenceOverheadMs = 0; ///< v3: host time per running request per iteration
    double requestOverheadMs = 0; ///< v3: added once to a request's first token and end
    /// v4 (docs/serving.md, "The performance model"): at t > 1, the time of one layer's
    /// tensor-parallel all-reduces in one iteration, µs, and the part added per token the
    /// iteration processes, ns.
    double tpAllreduceUs = 0;
    double tpAllreduceNsPerToken = 0;
    std::optional<FormFactor> formFactor = std::nullopt; ///< v3 (docs/format.md, "Accelerators")

    friend bool operator==(const Accelerator &, const Accelerator &) = default;
};

} // namespace infertco
