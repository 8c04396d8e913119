// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of an Accelerator (docs/format.md), in the order the bundle writes them.
#include "fields.h"

#include "model/entities/accelerator.h"
#include "model/entities/enums.h"
#include "model/rules/validation.h"
#include "sharedfields.h"

#include <cmath>

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

using A = Accelerator;
using T = TensorThroughput;

constexpr auto ClassText = static_cast<QString (*)(AcceleratorClass)>(&toText);

FieldSpec<A> throughput(FieldSpec<A> spec, const char *title, const char *help)
{
    // docs/format.md: a missing tflops key means the precision is unsupported.
    return spec.written(WriteRule::IfNonZero)
            .ruled(FieldRule::Finite)
            .editor(FieldKind::Number, title, title, help, true);
}

// docs/format.md: at least one precision, none negative; judged once all four are finite.
void checkThroughput(const A &a, FieldChecks &c)
{
    const T &t = a.tflops;
    if (!std::isfinite(t.fp16) || !std::isfinite(t.fp8) || !std::isfinite(t.int8)
        || !std::isfinite(t.int4))
        return;
    c.require(t.fp16 >= 0 && t.fp8 >= 0 && t.int8 >= 0 && t.int4 >= 0, "tflops",
              Validator::tr("must not be negative"));
    c.require(t.fp16 > 0 || t.fp8 > 0 || t.int8 > 0 || t.int4 > 0, "tflops",
              Validator::tr("needs at least one precision (fp16, fp8, int8 or int4)"));
}

// A share of a peak the serving stack achieves, in (0, 1].
FieldSpec<A> efficiency(FieldSpec<A> spec, const char *title, const char *name, const char *help)
{
    return spec.ruled(FieldRule::Fraction).editor(FieldKind::Number, title, name, help);
}

// A time the serving stack adds (v5 and v10, docs/serving.md, "The performance model"),
// written when not zero; at or above `bound` (when not 0) a unit slip.
FieldSpec<A> overhead(FieldSpec<A> spec, int version, qint64 bound, const char *title,
                      const char *name, const char *help)
{
    return spec.since(version)
            .written(WriteRule::IfNonZero)
            .ruled(FieldRule::NonNegative, bound)
            .editor(FieldKind::Number, title, name, help);
}

} // namespace

const QList<FieldSpec<Accelerator>> &acceleratorFields()
{
    using namespace sharedfields;
    static const QList<FieldSpec<A>> fields{
        enumMember<A, &A::acceleratorClass, ClassText, &acceleratorClassFromText>(
                "class", "datacenter_gpu, consumer_gpu, npu, inference_asic")
                .mandatory()
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Class"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "class"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Datacenter GPU, consumer GPU, NPU or inference ASIC: "
                                          "decides which platforms accept the card and which "
                                          "warnings apply.")),
        member<A, &A::vendor>("vendor")
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::NameLength)
                .editor(FieldKind::Text, QT_TRANSLATE_NOOP("infertco::Fields", "Vendor"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "vendor"), nullptr),
        member<A, &A::memoryGb>("memory_gb")
                .mandatory()
                .ruled(FieldRule::Positive, 100000)
                .editor(FieldKind::Number, QT_TRANSLATE_NOOP("infertco::Fields", "Memory GB"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "memory"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "Memory per card, in GB.")),
        member<A, &A::bandwidthGbs>("bandwidth_gbs")
                .mandatory()
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Number, QT_TRANSLATE_NOOP("infertco::Fields", "Bandwidth GB/s"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "bandwidth"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Memory bandwidth per card, in GB/s.")),
        group<A>("tflops", true).named(QT_TRANSLATE_NOOP("infertco::Fields", "throughput")),
        throughput(nestedMember<A, &A::tflops, &T::fp16>("tflops.fp16").inColumn("tflops_fp16"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "FP16 TFLOPS"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Dense FP16 throughput in TFLOPS (TOPS for integers). "
                                     "Empty or 0: the precision is not supported.")),
        throughput(nestedMember<A, &A::tflops, &T::fp8>("tflops.fp8").inColumn("tflops_fp8"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "FP8 TFLOPS"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Dense FP8 throughput in TFLOPS (TOPS for integers). "
                                     "Empty or 0: the precision is not supported.")),
        throughput(nestedMember<A, &A::tflops, &T::int8>("tflops.int8").inColumn("tflops_int8"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "INT8 TFLOPS"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Dense INT8 throughput in TFLOPS (TOPS for integers). "
                                     "Empty or 0: the precision is not supported.")),
        throughput(nestedMember<A, &A::tflops, &T::int4>("tflops.int4").inColumn("tflops_int4"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "INT4 TFLOPS"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Dense INT4 throughput in TFLOPS (TOPS for integers). "
                                     "Empty or 0: the precision is not supported."))
                .checked(&checkThroughput),
        // 100 kW: above any single accelerator or wafer-scale system (a Cerebras CS-3 draws
        // about 23 kW); a larger figure is a unit slip (kW typed as W, or mW).
        member<A, &A::tdpW>("tdp_w")
                .mandatory()
                .ruled(FieldRule::Positive, 100000)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "TDP W"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "TDP"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "Power at full load, in watts.")),
        member<A, &A::idleW>("idle_w")
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::NonNegative)
                .checked([](const A &a, FieldChecks &c) {
                    if (a.idleW)
                        c.require(*a.idleW <= a.tdpW, "idle_w",
                                  Validator::tr("must not exceed tdp_w"));
                })
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Idle W"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "idle power"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Power when idle, in watts (at most the TDP)."),
                        true),
        optionalPrice<A, &A::price, &A::currency>(
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Purchase price of one card, in its currency. Empty "
                                  "where no price is known: the card can then only be "
                                  "rented.")),
        optionalCurrency<A, &A::currency>(QT_TRANSLATE_NOOP(
                "infertco::Fields", "Currency of the price, such as USD or HKD.")),
        efficiency(member<A, &A::bwEfficiency>("bw_efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "BW eff."),
                   QT_TRANSLATE_NOOP("infertco::Fields", "bandwidth efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Share of the memory bandwidth the serving stack "
                                     "achieves, in (0, 1].")),
        efficiency(member<A, &A::computeEfficiency>("compute_efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "Compute eff."),
                   QT_TRANSLATE_NOOP("infertco::Fields", "compute efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Share of the peak throughput achieved, in (0, 1].")),
        efficiency(member<A, &A::tpEfficiency>("tp_efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "TP eff."),
                   QT_TRANSLATE_NOOP("infertco::Fields", "tensor-parallel efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Scaling efficiency when a model is split over "
                                     "several cards, in (0, 1].")),
        efficiency(member<A, &A::dynamicShapeEfficiency>("dynamic_shape_efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields", "Dyn. shape eff."),
                   QT_TRANSLATE_NOOP("infertco::Fields", "dynamic-shape efficiency"),
                   QT_TRANSLATE_NOOP("infertco::Fields",
                                     "Efficiency left when request shapes vary, in "
                                     "(0, 1].")),
        member<A, &A::maxTp>("max_tp")
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Max TP"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "maximum tensor parallelism"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Largest number of cards one model copy may be split "
                                          "over.")),
        member<A, &A::supportsPartitioning>("supports_partitioning")
                .editor(FieldKind::Boolean, QT_TRANSLATE_NOOP("infertco::Fields", "Partitioning"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "partitioning support"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "The card can be split into isolated instances (like "
                                          "MIG).")),
        member<A, &A::requiresQuantization>("requires_quantization")
                .editor(FieldKind::Boolean,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Needs quantization"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "quantization requirement"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Every model update must be requantized for this "
                                          "card.")),
        member<A, &A::migrationDays>("migration_days")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Migration days"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "migration days"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Engineering days to port the serving stack to this "
                                          "card, once.")),
        member<A, &A::requantDays>("requant_days")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Requant days"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "requantization days"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Engineering days to requantize one model update.")),
        priceChangeYear<A, &A::priceChangeYear>(
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Yearly change of the card's price, as a fraction: "
                                  "-0.15 is a fall of 15% a year, 0 keeps it.")),
        flag<A, &A::exportControlled>(
                "export_controlled", QT_TRANSLATE_NOOP("infertco::Fields", "Export controlled"),
                QT_TRANSLATE_NOOP("infertco::Fields", "export control"),
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "The card is under export control: buying it may be "
                                  "restricted in some regions.")),
        // Followed by tp_efficiency_by_size and efficiency_by_precision, maps beside the table
        // (their keys are data: sizes and precisions).
        overhead(member<A, &A::sequenceOverheadMs>("sequence_overhead_ms"), 5, 0,
                 QT_TRANSLATE_NOOP("infertco::Fields", "Per-sequence overhead (ms)"),
                 QT_TRANSLATE_NOOP("infertco::Fields", "per-sequence overhead"),
                 QT_TRANSLATE_NOOP("infertco::Fields",
                                   "Host time an iteration spends per running request "
                                   "(scheduling, sampling, streaming), in milliseconds; "
                                   "0 for none.")),
        overhead(member<A, &A::requestOverheadMs>("request_overhead_ms"), 5, 0,
                 QT_TRANSLATE_NOOP("infertco::Fields", "Per-request overhead (ms)"),
                 QT_TRANSLATE_NOOP("infertco::Fields", "per-request overhead"),
                 QT_TRANSLATE_NOOP("infertco::Fields",
                                   "Time added once to every request's first token and "
                                   "end (tokenising, queue hand-off, the response path), "
                                   "in milliseconds; 0 for none.")),
        // v4 (docs/serving.md, "The performance model"): the all-reduce time at t > 1. Above
        // 1,000 µs a layer (a millisecond per layer and step, 80 ms a step for 80 layers) or
        // 1,000 ns a token and layer (a network slower than PCIe) is a unit slip.
        overhead(member<A, &A::tpAllreduceUs>("tp_allreduce_us"), 10, 1000,
                 QT_TRANSLATE_NOOP("infertco::Fields", "TP all-reduce (µs/layer)"),
                 QT_TRANSLATE_NOOP("infertco::Fields", "tensor-parallel all-reduce time"),
                 QT_TRANSLATE_NOOP("infertco::Fields",
                                   "Time of one layer's tensor-parallel all-reduces in "
                                   "one iteration, in microseconds, when a model is split "
                                   "over several cards; 0 for none.")),
        overhead(member<A, &A::tpAllreduceNsPerToken>("tp_allreduce_ns_per_token"), 10, 1000,
                 QT_TRANSLATE_NOOP("infertco::Fields", "TP all-reduce (ns/token/layer)"),
                 QT_TRANSLATE_NOOP("infertco::Fields", "tensor-parallel all-reduce time per token"),
                 QT_TRANSLATE_NOOP("infertco::Fields",
                                   "Time the tensor-parallel all-reduces of one layer add "
                                   "per token an iteration processes, in nanoseconds; 0 "
                                   "for none.")),
        [] {
            // docs/format.md (v3): an optional enumeration; absent (empty) means no restriction.
            FieldSpec<A> spec;
            spec.key = "form_factor";
            spec.type = FieldType::Enum;
            spec.choices = "sxm, oam, pcie, other";
            spec.values = &allTexts<FormFactor>;
            spec.get = [](const A &a) {
                return FieldValue(a.formFactor ? toText(*a.formFactor) : QString());
            };
            spec.set = [](A &a, const FieldValue &value) {
                const QString *text = std::get_if<QString>(&value);
                if (!text)
                    return false;
                if (text->isEmpty()) {
                    a.formFactor.reset();
                    return true;
                }
                const std::optional<FormFactor> parsed = formFactorFromText(*text);
                if (parsed)
                    a.formFactor = parsed;
                return parsed.has_value();
            };
            return spec;
        }()
                .since(5)
                .written(WriteRule::IfGiven)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Form factor"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "form factor"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "SXM, OAM, PCIe or other: a server platform that lists "
                                          "the form factors it takes accepts only these. Empty: "
                                          "not stated, no restriction."),
                        true),
    };
    return fields;
}

const QStringList &acceleratorColumns()
{
    // The price columns first; the editor finds each column by its key.
    static const QStringList columns{
        u"name"_s,
        u"class"_s,
        u"price"_s,
        u"currency"_s,
        u"price_change_year"_s,
        u"quote_date"_s,
        u"source"_s,
        u"memory_gb"_s,
        u"bandwidth_gbs"_s,
        u"tflops.fp16"_s,
        u"tflops.fp8"_s,
        u"tflops.int8"_s,
        u"tflops.int4"_s,
        u"tdp_w"_s,
        u"idle_w"_s,
        u"bw_efficiency"_s,
        u"compute_efficiency"_s,
        u"tp_efficiency"_s,
        u"dynamic_shape_efficiency"_s,
        u"max_tp"_s,
        u"supports_partitioning"_s,
        u"requires_quantization"_s,
        u"export_controlled"_s,
        u"migration_days"_s,
        u"requant_days"_s,
        u"vendor"_s,
        u"id"_s,
        u"notes"_s,
        u"form_factor"_s,
        u"tp_efficiency_by_size"_s,
        u"efficiency_by_precision"_s,
        u"sequence_overhead_ms"_s,
        u"request_overhead_ms"_s,
        u"tp_allreduce_us"_s,
        u"tp_allreduce_ns_per_token"_s,
    };
    return columns;
}

} // namespace infertco
