// SPDX-License-Identifier: GPL-3.0-or-later
#include "enums.h"

#include <array>
#include <utility>

namespace infertco {

namespace {

template <typename Enum, size_t N>
QString textOf(const std::array<std::pair<Enum, const char *>, N> &names, Enum value)
{
    for (const auto &[candidate, name] : names) {
        if (candidate == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template <typename Enum, size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char *>, N> &names,
                            const QString &text)
{
    for (const auto &[value, name] : names) {
        if (text == QLatin1String(name))
            return value;
    }
    return std::nullopt;
}

template <typename Enum, size_t N>
QStringList textsOf(const std::array<std::pair<Enum, const char *>, N> &names)
{
    QStringList texts;
    texts.reserve(qsizetype(N));
    for (const auto &entry : names)
        texts.append(QString::fromLatin1(entry.second));
    return texts;
}

constexpr std::array<std::pair<AcceleratorClass, const char *>, 4> ClassNames{ {
        { AcceleratorClass::DatacenterGpu, "datacenter_gpu" },
        { AcceleratorClass::ConsumerGpu, "consumer_gpu" },
        { AcceleratorClass::Npu, "npu" },
        { AcceleratorClass::InferenceAsic, "inference_asic" },
} };

constexpr std::array<std::pair<Precision, const char *>, 5> PrecisionNames{ {
        { Precision::Fp16, "fp16" },
        { Precision::Bf16, "bf16" },
        { Precision::Fp8, "fp8" },
        { Precision::Int8, "int8" },
        { Precision::Int4, "int4" },
} };

constexpr std::array<std::pair<PowerBilling, const char *>, 3> BillingNames{ {
        { PowerBilling::Metered, "metered" },
        { PowerBilling::Included, "included" },
        { PowerBilling::PerKw, "per_kw" },
} };

constexpr std::array<std::pair<OptionMode, const char *>, 3> ModeNames{ {
        { OptionMode::Rent, "rent" },
        { OptionMode::Colo, "colo" },
        { OptionMode::Hybrid, "hybrid" },
} };

constexpr std::array<std::pair<SizingMode, const char *>, 2> SizingNames{ {
        { SizingMode::Average, "average" },
        { SizingMode::P99, "p99" },
} };

constexpr std::array<std::pair<ArrivalProcess, const char *>, 3> ArrivalNames{ {
        { ArrivalProcess::Poisson, "poisson" },
        { ArrivalProcess::Bursty, "bursty" },
        { ArrivalProcess::Log, "log" },
} };

constexpr std::array<std::pair<LengthSource, const char *>, 2> LengthNames{ {
        { LengthSource::Fixed, "fixed" },
        { LengthSource::Log, "log" },
} };

constexpr std::array<std::pair<FormFactor, const char *>, 4> FormFactorNames{ {
        { FormFactor::Sxm, "sxm" },
        { FormFactor::Oam, "oam" },
        { FormFactor::Pcie, "pcie" },
        { FormFactor::Other, "other" },
} };

constexpr std::array<std::pair<TaxOwnership, const char *>, 2> TaxOwnershipNames{ {
        { TaxOwnership::Immediate, "immediate" },
        { TaxOwnership::StraightLine, "straight_line" },
} };

constexpr std::array<std::pair<FinancingKind, const char *>, 2> FinancingKindNames{ {
        { FinancingKind::Loan, "loan" },
        { FinancingKind::Lease, "lease" },
} };

} // namespace

QString toText(AcceleratorClass value)
{
    return textOf(ClassNames, value);
}
QString toText(Precision value)
{
    return textOf(PrecisionNames, value);
}
QString toText(PowerBilling value)
{
    return textOf(BillingNames, value);
}
QString toText(OptionMode value)
{
    return textOf(ModeNames, value);
}
QString toText(SizingMode value)
{
    return textOf(SizingNames, value);
}
QString toText(ArrivalProcess value)
{
    return textOf(ArrivalNames, value);
}
QString toText(LengthSource value)
{
    return textOf(LengthNames, value);
}
QString toText(FormFactor value)
{
    return textOf(FormFactorNames, value);
}
QString toText(TaxOwnership value)
{
    return textOf(TaxOwnershipNames, value);
}
QString toText(FinancingKind value)
{
    return textOf(FinancingKindNames, value);
}

template <>
QStringList allTexts<AcceleratorClass>()
{
    return textsOf(ClassNames);
}
template <>
QStringList allTexts<Precision>()
{
    return textsOf(PrecisionNames);
}
template <>
QStringList allTexts<PowerBilling>()
{
    return textsOf(BillingNames);
}
template <>
QStringList allTexts<OptionMode>()
{
    return textsOf(ModeNames);
}
template <>
QStringList allTexts<SizingMode>()
{
    return textsOf(SizingNames);
}
template <>
QStringList allTexts<ArrivalProcess>()
{
    return textsOf(ArrivalNames);
}
template <>
QStringList allTexts<LengthSource>()
{
    return textsOf(LengthNames);
}
template <>
QStringList allTexts<FormFactor>()
{
    return textsOf(FormFactorNames);
}
template <>
QStringList allTexts<TaxOwnership>()
{
    return textsOf(TaxOwnershipNames);
}
template <>
QStringList allTexts<FinancingKind>()
{
    return textsOf(FinancingKindNames);
}

std::optional<AcceleratorClass> acceleratorClassFromText(const QString &text)
{
    return valueOf(ClassNames, text);
}

std::optional<Precision> precisionFromText(const QString &text)
{
    return valueOf(PrecisionNames, text);
}

std::optional<PowerBilling> powerBillingFromText(const QString &text)
{
    return valueOf(BillingNames, text);
}

std::optional<OptionMode> optionModeFromText(const QString &text)
{
    return valueOf(ModeNames, text);
}

std::optional<SizingMode> sizingModeFromText(const QString &text)
{
    return valueOf(SizingNames, text);
}

std::optional<ArrivalProcess> arrivalProcessFromText(const QString &text)
{
    return valueOf(ArrivalNames, text);
}

std::optional<LengthSource> lengthSourceFromText(const QString &text)
{
    return valueOf(LengthNames, text);
}

std::optional<FormFactor> formFactorFromText(const QString &text)
{
    return valueOf(FormFactorNames, text);
}

std::optional<TaxOwnership> taxOwnershipFromText(const QString &text)
{
    return valueOf(TaxOwnershipNames, text);
}

std::optional<FinancingKind> financingKindFromText(const QString &text)
{
    return valueOf(FinancingKindNames, text);
}

double bytesPerParameter(Precision precision)
{
    switch (precision) {
    case Precision::Fp16:
    case Precision::Bf16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0;
    case Precision::Int4:
        return 0.5;
    }
    return 2.0;
}

bool isQuantized(Precision precision)
{
    return precision == Precision::Fp8 || precision == Precision::Int8
            || precision == Precision::Int4;
}

} // namespace infertco
