// SPDX-License-Identifier: GPL-3.0-or-later
// The enumerations of the domain model (docs/format.md) and their bundle/document spellings.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace infertco {

enum class AcceleratorClass { DatacenterGpu, ConsumerGpu, Npu, InferenceAsic };
enum class Precision { Fp16, Bf16, Fp8, Int8, Int4 };
enum class PowerBilling { Metered, Included, PerKw };
/// How an option serves the workload: rent every server, own every server in colocation,
/// or own a fixed base and rent the rest (v2).
enum class OptionMode { Rent, Colo, Hybrid };
/// v3 (docs/serving.md, "The serving simulation"): how replicas are counted: by section 4's
/// averages or by the simulated P99 latency capacity.
enum class SizingMode { Average, P99 };
/// v3 (docs/serving.md, "The serving simulation"): how requests arrive in the serving simulation;
/// v4: as the request log's arrivals (docs/serving.md, "Request logs").
enum class ArrivalProcess { Poisson, Bursty, Log };
/// v4: the lengths of the simulated requests: the workload's (every request the same) or the
/// request log's, row by row.
enum class LengthSource { Fixed, Log };
/// v3 (docs/format.md): the mechanical form of an accelerator, and what a platform takes.
enum class FormFactor { Sxm, Oam, Pcie, Other };
/// v4 (docs/method.md, "After tax, loans and leases"): how owned hardware is written off
/// for tax, in full in the month of purchase or in equal months over a number of years.
enum class TaxOwnership { Immediate, StraightLine };
/// v4: how an option's hardware is paid for when not in cash.
enum class FinancingKind { Loan, Lease };

/// True for the modes that buy hardware (colo and hybrid).
inline bool ownsHardware(OptionMode mode)
{
    return mode != OptionMode::Rent;
}

/// True for the modes that rent servers (rent and hybrid).
inline bool rentsServers(OptionMode mode)
{
    return mode != OptionMode::Colo;
}

QString toText(AcceleratorClass value);
QString toText(Precision value);
QString toText(PowerBilling value);
QString toText(OptionMode value);
QString toText(SizingMode value);
QString toText(ArrivalProcess value);
QString toText(LengthSource value);
QString toText(FormFactor value);
QString toText(TaxOwnership value);
QString toText(FinancingKind value);

/// Every bundle text of an enumeration, in declaration order: the values a field of that type
/// takes, and the choices an editor offers for it.
template <typename Enum>
QStringList allTexts();
template <>
QStringList allTexts<AcceleratorClass>();
template <>
QStringList allTexts<Precision>();
template <>
QStringList allTexts<PowerBilling>();
template <>
QStringList allTexts<OptionMode>();
template <>
QStringList allTexts<SizingMode>();
template <>
QStringList allTexts<ArrivalProcess>();
template <>
QStringList allTexts<LengthSource>();
template <>
QStringList allTexts<FormFactor>();
template <>
QStringList allTexts<TaxOwnership>();
template <>
QStringList allTexts<FinancingKind>();

std::optional<AcceleratorClass> acceleratorClassFromText(const QString &text);
std::optional<Precision> precisionFromText(const QString &text);
std::optional<PowerBilling> powerBillingFromText(const QString &text);
std::optional<OptionMode> optionModeFromText(const QString &text);
std::optional<SizingMode> sizingModeFromText(const QString &text);
std::optional<ArrivalProcess> arrivalProcessFromText(const QString &text);
std::optional<LengthSource> lengthSourceFromText(const QString &text);
std::optional<FormFactor> formFactorFromText(const QString &text);
std::optional<TaxOwnership> taxOwnershipFromText(const QString &text);
std::optional<FinancingKind> financingKindFromText(const QString &text);

/// Bytes per parameter of a precision (docs/serving.md, "Sizing"): fp16/bf16 2, fp8 1, int8 1, int4
/// 0.5.
double bytesPerParameter(Precision precision);
/// True for the precisions that need a quantized model (fp8, int8, int4).
bool isQuantized(Precision precision);

} // namespace infertco
