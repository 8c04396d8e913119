// SPDX-License-Identifier: GPL-3.0-or-later
// The identity and scalar fields of a Scenario and the fields of a ScenarioOption (docs/format.md,
// "Scenarios"), in the order the bundle writes them. The collections (fx, owned.residual_by_year,
// workload.demand and the options) are read and written beside the tables; their checks are the
// `checked` rules of the field they follow, so that problems come in the bundle's order.
#include "fields.h"

#include "identityfields.h"
#include "model/entities/enums.h"
#include "model/entities/scenario.h"
#include "model/rules/validation.h"

#include <QLocale>

#include <limits>

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

using S = Scenario;
using O = ScenarioOption;

constexpr auto PrecisionText = static_cast<QString (*)(Precision)>(&toText);
constexpr auto ModeText = static_cast<QString (*)(OptionMode)>(&toText);
constexpr auto SizingText = static_cast<QString (*)(SizingMode)>(&toText);
constexpr auto ArrivalText = static_cast<QString (*)(ArrivalProcess)>(&toText);
constexpr auto LengthText = static_cast<QString (*)(LengthSource)>(&toText);

template <auto Member>
FieldValue workloadValue(const S &s)
{
    return fieldvalue::of(s.workload.*Member);
}

template <auto Member>
bool setWorkload(S &s, const FieldValue &value)
{
    return fieldvalue::take(s.workload.*Member, value);
}

/// A field of the scenario's workload ("workload.params_b", column workload_params_b).
template <auto Member>
FieldSpec<S> workload(const char *key, const char *column)
{
    FieldSpec<S> spec;
    spec.key = key;
    spec.type = fieldvalue::typeOfMember(Member);
    spec.get = &workloadValue<Member>;
    spec.set = &setWorkload<Member>;
    spec.column = column;
    return spec;
}

// The fx rates, each into the reporting currency: a code, a rate above zero.
void checkRates(const S &s, FieldChecks &c)
{
    QLocale grouping = QLocale::c();
    grouping.setNumberOptions(QLocale::DefaultNumberOptions);
    for (auto it = s.fx.cbegin(); it != s.fx.cend(); ++it) {
        if (!Validator::lengthProblem(it.key(), Validator::TextKind::Id).isEmpty())
            c.fail("fx",
                   Validator::tr("names a currency of %1 characters; a currency is a code such "
                                 "as USD")
                           .arg(grouping.toString(it.key().size())));
        else if (!it.value().isPositive())
            c.fail("fx", Validator::tr("the rate of %1 must be greater than zero").arg(it.key()));
    }
}

// The residual curve (a list beside the table) and its exclusion with the single fraction.
void checkResidual(const S &s, FieldChecks &c)
{
    c.fraction(s.owned.residualFraction, "owned.residual_fraction", true);
    for (const Decimal &share : s.owned.residualByYear)
        c.fraction(share, "owned.residual_by_year", true);
    c.require(s.owned.residualByYear.size() <= 100, "owned.residual_by_year",
              Validator::tr("has more than 100 years"));
    c.require(s.owned.residualByYear.isEmpty() || s.owned.residualFraction.isZero(),
              "owned.residual_by_year",
              Validator::tr("cannot be given together with owned.residual_fraction; give one "
                            "of them"));
}

// The bound of a peak, with its unit: "1,000,000,000 tokens/s".
QString peakLimitText()
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    return c.toString(1000000000) + u" tokens/s"_s;
}

// The demand growth, then the demand steps (a list beside the table), which exclude it.
void checkDemand(const S &s, FieldChecks &c)
{
    const Workload &w = s.workload;
    if (w.demandGrowthYear) {
        c.require(*w.demandGrowthYear > Decimal(-1), "workload.demand_growth_year",
                  Validator::tr("must be greater than -1 (0.5 is a growth of 50% a year)"));
        c.require(*w.demandGrowthYear <= Decimal(10), "workload.demand_growth_year",
                  Validator::tr("is implausibly large: it must be at most 10 (1,000% a year)"));
        c.require(w.demand.isEmpty(), "workload.demand_growth_year",
                  Validator::tr("cannot be given together with workload.demand; give one of "
                                "them"));
    }
    for (qsizetype i = 0; i < w.demand.size(); ++i) {
        const DemandStep &step = w.demand.at(i);
        const bool ordered
                = i == 0 ? step.fromMonth == 1 : step.fromMonth > w.demand.at(i - 1).fromMonth;
        if (!ordered) {
            c.fail("workload.demand",
                   i == 0 ? Validator::tr("the first step must start in month 1, not %1")
                                    .arg(step.fromMonth)
                          : Validator::tr("step %1 starts in month %2; each step must start "
                                          "after the one before")
                                    .arg(i + 1)
                                    .arg(step.fromMonth));
        }
        if (step.fromMonth > s.horizonMonths)
            c.fail("workload.demand",
                   Validator::tr("step %1 starts in month %2, after the %3-month horizon")
                           .arg(i + 1)
                           .arg(step.fromMonth)
                           .arg(s.horizonMonths));
        if (!step.peakOutputTokensPerS.isPositive())
            c.fail("workload.demand",
                   Validator::tr("the peak of step %1 must be greater than zero").arg(i + 1));
        else if (!(step.peakOutputTokensPerS < Decimal(1000000000)))
            c.fail("workload.demand",
                   Validator::tr("the peak of step %1 is implausibly large: it must be below %2")
                           .arg(i + 1)
                           .arg(peakLimitText()));
    }
}

/// A workload enumeration ("workload.sizing", column workload_sizing).
template <auto Member, auto ToText, auto FromText>
FieldSpec<S> workloadEnum(const char *key, const char *column, const char *choices)
{
    FieldSpec<S> spec;
    spec.key = key;
    spec.type = FieldType::Enum;
    spec.choices = choices;
    spec.values = &allTexts<typename decltype(FromText(QString()))::value_type>;
    spec.column = column;
    spec.get = [](const S &s) { return FieldValue(ToText(s.workload.*Member)); };
    spec.set = [](S &s, const FieldValue &value) {
        const QString *text = std::get_if<QString>(&value);
        const auto parsed = text ? FromText(*text) : std::nullopt;
        if (parsed)
            s.workload.*Member = *parsed;
        return parsed.has_value();
    };
    return spec;
}

// docs/serving.md, "The serving simulation": a whole number within [low, high], the bounds in the
// message as people read them.
void requireWithin(FieldChecks &c, qint64 value, qint64 low, qint64 high, const char *field)
{
    QLocale grouping = QLocale::c();
    grouping.setNumberOptions(QLocale::DefaultNumberOptions);
    c.require(value >= low && value <= high, field,
              Validator::tr("must be a whole number from %1 to %2")
                      .arg(grouping.toString(low), grouping.toString(high)));
}

bool isHybrid(const O &o)
{
    return o.mode == OptionMode::Hybrid;
}

// docs/format.md, "Tables and columns": the document keeps a rent option's offer in the option
// row's rental_offer column, a colo or hybrid option's (a colo offer) in colo_offer; a hybrid's
// rental offer is in rental_offer. A column no field of the row fills keeps its default (NULL, 0
// servers).
const char *offerColumn(const O &o)
{
    return o.mode == OptionMode::Rent ? "rental_offer" : "colo_offer";
}

// docs/method.md, "After tax, loans and leases": the tax and financing objects are optional;
// a scenario has tax when its rate is given, an option financing when its kind is.
bool hasTax(const S &s)
{
    return s.tax.given();
}

bool hasFinancing(const O &o)
{
    return o.financing.given();
}

// A rate of the finance objects: a fraction in [0, 1) (0.165 is 16.5 %).
void requireRate(FieldChecks &c, const Decimal &rate, const char *field)
{
    c.require(!rate.isNegative() && rate < Decimal(1), field,
              Validator::tr("must be at least 0 and less than 1 (0.165 is 16.5%)"));
}

void checkTax(const S &s, FieldChecks &c)
{
    if (!s.tax.given())
        return;
    requireRate(c, *s.tax.rate, "tax.rate");
    if (s.tax.ownership == TaxOwnership::StraightLine) {
        if (s.tax.years == 0)
            c.fail("tax.years",
                   Validator::tr("is required with ownership \"straight_line\": the years "
                                 "over which the hardware is written off"));
        else
            requireWithin(c, s.tax.years, 1, 20, "tax.years");
    } else {
        c.require(s.tax.years == 0, "tax.years",
                  Validator::tr("is only for ownership \"straight_line\"; an immediate "
                                "write-off deducts the whole price in the month of purchase"));
    }
    requireWithin(c, s.tax.lagMonths, 0, 24, "tax.lag_months");
}

// The option's own financing fields; the term against the horizon is validation's, which
// has the scenario.
void checkFinancing(const O &o, FieldChecks &c)
{
    if (!o.financing.given())
        return;
    c.require(ownsHardware(o.mode), "financing",
              Validator::tr("is for colo and hybrid options; a rent option buys no hardware "
                            "to finance"));
    requireRate(c, o.financing.rateYear, "financing.rate_year");
    requireWithin(c, o.financing.termMonths, 1, 120, "financing.term_months");
    if (const std::optional<Decimal> &down = o.financing.downPaymentFraction) {
        if (o.financing.kind == FinancingKind::Lease)
            c.fail("financing.down_payment_fraction",
                   Validator::tr("is only for a loan; a lease is paid in equal payments from "
                                 "the month of purchase"));
        else
            c.require(!down->isNegative() && *down < Decimal(1), "financing.down_payment_fraction",
                      Validator::tr("must be at least 0 and less than 1"));
    }
}

FieldSpec<O> financingKind()
{
    FieldSpec<O> spec;
    spec.key = "financing.kind";
    spec.type = FieldType::Enum;
    spec.choices = "loan, lease";
    spec.values = &allTexts<FinancingKind>;
    spec.column = "financing_kind";
    spec.sinceVersion = 8;
    spec.required = true;
    spec.write = WriteRule::IfGiven;
    spec.get = [](const O &o) {
        return FieldValue(o.financing.kind ? toText(*o.financing.kind) : QString());
    };
    spec.set = [](O &o, const FieldValue &value) {
        const QString *text = std::get_if<QString>(&value);
        if (!text)
            return false;
        // The document keeps "no financing" as an empty kind.
        if (text->isEmpty()) {
            o.financing.kind.reset();
            return true;
        }
        const std::optional<FinancingKind> kind = financingKindFromText(*text);
        if (kind)
            o.financing.kind = kind;
        return kind.has_value();
    };
    spec.check = &checkFinancing;
    return spec;
}

FieldSpec<S> taxOwnership()
{
    FieldSpec<S> spec;
    spec.key = "tax.ownership";
    spec.type = FieldType::Enum;
    spec.choices = "immediate, straight_line";
    spec.values = &allTexts<TaxOwnership>;
    spec.column = "tax_ownership";
    spec.sinceVersion = 8;
    spec.get = [](const S &s) { return FieldValue(toText(s.tax.ownership)); };
    spec.set = [](S &s, const FieldValue &value) {
        const QString *text = std::get_if<QString>(&value);
        const std::optional<TaxOwnership> ownership
                = text ? taxOwnershipFromText(*text) : std::nullopt;
        if (ownership)
            s.tax.ownership = *ownership;
        return ownership.has_value();
    };
    spec.applies = &hasTax;
    return spec;
}

} // namespace

const QList<FieldSpec<Scenario>> &scenarioFields()
{
    using St = StaffAssumptions;
    using Ow = OwnedAssumptions;
    using W = Workload;
    static const QList<FieldSpec<S>> fields{
        member<S, &S::currency>("currency")
                .shownIn(FormGroup::Reporting)
                .mandatory()
                .ruled(FieldRule::Currency)
                .checked(&checkRates)
                .editor(FieldKind::Currency,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Reporting currency"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "reporting currency"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Every cost is converted into this currency with the "
                                          "exchange rates below.")),
        member<S, &S::horizonMonths>("horizon_months")
                .shownIn(FormGroup::Reporting)
                .checked([](const S &s, FieldChecks &c) {
                    c.require(s.horizonMonths >= 1 && s.horizonMonths <= 240, "horizon_months",
                              Validator::tr("must be between 1 and 240 months"));
                })
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Horizon (months)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "horizon"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Months of running costs compared, 1 to 240; 36 is "
                                          "three years.")),
        member<S, &S::discountRateYear>("discount_rate_year")
                .shownIn(FormGroup::Reporting)
                .checked([](const S &s, FieldChecks &c) {
                    c.require(!s.discountRateYear.isNegative() && s.discountRateYear <= Decimal(1),
                              "discount_rate_year",
                              Validator::tr("must be between 0 and 1 (0.08 is 8% a year)"));
                })
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Discount rate / year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "discount rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Cost of capital for the NPV, as a fraction: 0.08 is "
                                          "8 % a year.")),
        member<S, &S::headroom>("headroom")
                .shownIn(FormGroup::Workload)
                .checked([](const S &s, FieldChecks &c) {
                    c.require(!s.headroom.isNegative() && s.headroom < Decimal(1), "headroom",
                              Validator::tr("must be at least 0 and less than 1"));
                })
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Memory headroom"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "memory headroom"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Share of each card's memory kept free, as a "
                                          "fraction: 0.1 is 10 %.")),
        member<S, &S::engineerDayRate>("engineer_day_rate")
                .shownIn(FormGroup::Reporting)
                .ruled(FieldRule::Money)
                .editor(FieldKind::Money,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Engineer day rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "engineer day rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Cost of one engineering day, for migration and "
                                          "requantization.")),
        // Absent: the reporting currency, set beside readFields (a default from another field).
        member<S, &S::engineerCurrency>("engineer_currency")
                .shownIn(FormGroup::Reporting)
                .ruled(FieldRule::Currency)
                .editor(FieldKind::Currency,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Engineer currency"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "engineer currency"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "Currency of the day rate.")),
        // A region of the catalog: checked in validation.cpp, which has the catalog.
        member<S, &S::teamRegion>("team_region")
                .shownIn(FormGroup::Staff)
                .since(4)
                .written(WriteRule::IfGiven)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Team region"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "team region"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "The region whose staff cost applies to every option, "
                                          "for one team running them all; or each option's own "
                                          "region's staff cost.")),
        group<S>("staff", false),
        nestedMember<S, &S::staff, &St::ftePerServerOwned>("staff.fte_per_server_owned")
                .shownIn(FormGroup::Staff)
                .inColumn("staff_fte_per_server_owned")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "FTE per owned server"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "FTE per owned server"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Staff time each owned server takes, in full-time "
                                          "equivalents.")),
        nestedMember<S, &S::staff, &St::ftePerServerRented>("staff.fte_per_server_rented")
                .shownIn(FormGroup::Staff)
                .inColumn("staff_fte_per_server_rented")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "FTE per rented server"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "FTE per rented server"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Staff time each rented server takes, in full-time "
                                          "equivalents.")),
        nestedMember<S, &S::staff, &St::minFteOwned>("staff.min_fte_owned")
                .shownIn(FormGroup::Staff)
                .inColumn("staff_min_fte_owned")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Minimum FTE, owned"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "minimum FTE for owned servers"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Staff an owned deployment needs however small it "
                                          "is.")),
        nestedMember<S, &S::staff, &St::minFteRented>("staff.min_fte_rented")
                .shownIn(FormGroup::Staff)
                .inColumn("staff_min_fte_rented")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Minimum FTE, rented"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "minimum FTE for rented servers"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Staff a rented deployment needs however small it "
                                          "is.")),
        group<S>("owned", false),
        nestedMember<S, &S::owned, &Ow::spareFraction>("owned.spare_fraction")
                .shownIn(FormGroup::OwnedHardware)
                .inColumn("owned_spare_fraction")
                .checked([](const S &s, FieldChecks &c) {
                    c.fraction(s.owned.spareFraction, "owned.spare_fraction", true);
                })
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Spare cards"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "spare fraction"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Spare cards bought per installed card, as a "
                                          "fraction: 0.05 is 5 %.")),
        nestedMember<S, &S::owned, &Ow::purchaseOverheadFraction>(
                "owned.purchase_overhead_fraction")
                .shownIn(FormGroup::OwnedHardware)
                .inColumn("owned_purchase_overhead_fraction")
                .checked([](const S &s, FieldChecks &c) {
                    c.require(!s.owned.purchaseOverheadFraction.isNegative()
                                      && s.owned.purchaseOverheadFraction <= Decimal(10),
                              "owned.purchase_overhead_fraction",
                              Validator::tr("must be between 0 and 10"));
                })
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Purchase overhead"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "purchase overhead"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Freight, import and installation on top of the "
                                          "hardware price, as a fraction.")),
        nestedMember<S, &S::owned, &Ow::maintenanceRateYear>("owned.maintenance_rate_year")
                .shownIn(FormGroup::OwnedHardware)
                .inColumn("owned_maintenance_rate_year")
                .checked([](const S &s, FieldChecks &c) {
                    c.fraction(s.owned.maintenanceRateYear, "owned.maintenance_rate_year", true);
                })
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Maintenance / year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "maintenance rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Yearly maintenance as a fraction of the hardware "
                                          "price.")),
        // Followed by owned.residual_by_year, a list beside the table.
        nestedMember<S, &S::owned, &Ow::residualFraction>("owned.residual_fraction")
                .shownIn(FormGroup::OwnedHardware)
                .inColumn("owned_residual_fraction")
                .checked(&checkResidual)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Residual value"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "residual value"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Value of the hardware at the end of the horizon, as a "
                                          "fraction of its price; credited in the last month.")),
        group<S>("workload", true),
        workload<&W::paramsB>("workload.params_b", "workload_params_b")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .checked([](const S &s, FieldChecks &c) {
                    const double b = s.workload.paramsB;
                    if (c.finite(b, "workload.params_b"))
                        c.require(b > 0 && b <= 100000, "workload.params_b",
                                  Validator::tr("must be greater than 0 and at most 100000 "
                                                "(billions of parameters)"));
                })
                .editor(FieldKind::Number,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Parameters (billions)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "parameters"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Model size in billions of parameters.")),
        workloadEnum<&W::precision, PrecisionText, &precisionFromText>(
                "workload.precision", "workload_precision", "fp16, bf16, fp8, int8, int4")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Precision"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "precision"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Weights' precision. A card without it falls back "
                                          "(int4 → int8 → fp16, fp8 → fp16) and the option is "
                                          "flagged.")),
        workload<&W::kvBytes>("workload.kv_bytes", "workload_kv_bytes")
                .shownIn(FormGroup::Workload)
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Number, QT_TRANSLATE_NOOP("infertco::Fields", "KV cache bytes"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "KV cache bytes"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Bytes per KV-cache element; 2 for fp16.")),
        workload<&W::layers>("workload.layers", "workload_layers")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Layers"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "layers"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Transformer layers (config.json "
                                          "num_hidden_layers).")),
        workload<&W::kvHeads>("workload.kv_heads", "workload_kv_heads")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "KV heads"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "KV heads"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Key/value heads (num_key_value_heads).")),
        workload<&W::headDim>("workload.head_dim", "workload_head_dim")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Head dimension"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "head dimension"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "Dimension of one attention head.")),
        workload<&W::promptTokens>("workload.prompt_tokens", "workload_prompt_tokens")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Prompt tokens"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "prompt tokens"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Tokens in a typical request's prompt.")),
        workload<&W::outputTokens>("workload.output_tokens", "workload_output_tokens")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Output tokens"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "output tokens"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "Tokens in a typical answer.")),
        // Required unless workload.demand is given: a step beside readFields, which knows the
        // bundle. docs/method.md, "Demand": with demand steps the workload's own peak is ignored,
        // so it is not checked.
        workload<&W::peakOutputTokensPerS>("workload.peak_output_tokens_per_s",
                                           "workload_peak_output_tokens_per_s")
                .shownIn(FormGroup::Workload)
                .checked([](const S &s, FieldChecks &c) {
                    const Workload &w = s.workload;
                    if (!w.demand.isEmpty())
                        return;
                    c.require(w.peakOutputTokensPerS.isPositive(),
                              "workload.peak_output_tokens_per_s",
                              Validator::tr("must be greater than zero"));
                    c.require(w.peakOutputTokensPerS < Decimal(1000000000),
                              "workload.peak_output_tokens_per_s",
                              Validator::tr("is implausibly large: it must be below %1")
                                      .arg(peakLimitText()));
                })
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Peak output tokens/s"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "peak throughput"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Output tokens per second the service must sustain at "
                                          "its busiest.")),
        // Followed by workload.demand, a list of steps beside the table.
        workload<&W::demandGrowthYear>("workload.demand_growth_year", "workload_demand_growth_year")
                .shownIn(FormGroup::Workload)
                .since(4)
                .written(WriteRule::IfGiven)
                .checked(&checkDemand)
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Demand growth / year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "demand growth"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "The peak grows by this fraction once a year: 0.5 is "
                                          "50 % a year. Empty: no growth (or the demand steps "
                                          "below)."),
                        true),
        workload<&W::tpotMs>("workload.tpot_ms", "workload_tpot_ms")
                .shownIn(FormGroup::Workload)
                .mandatory()
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Number,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Time per output token (ms)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "latency target"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Latency target: milliseconds per generated token a "
                                          "user sees.")),
        workload<&W::ttftMs>("workload.ttft_ms", "workload_ttft_ms")
                .shownIn(FormGroup::Workload)
                .since(4)
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Number,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Time to first token (ms)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "time-to-first-token limit"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Longest wait for the first token, in milliseconds: "
                                          "options whose prefill of one prompt takes longer are "
                                          "excluded. Empty: no limit."),
                        true),
        workload<&W::utilization>("workload.utilization", "workload_utilization")
                .shownIn(FormGroup::Workload)
                .ruled(FieldRule::Fraction)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Utilization"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "utilization"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Average load as a fraction of the peak, in (0, 1]: "
                                          "drives power and the tokens actually served.")),
        workload<&W::modelUpdatesPerYear>("workload.model_updates_per_year",
                                          "workload_model_updates_per_year")
                .shownIn(FormGroup::Workload)
                .checked([](const S &s, FieldChecks &c) {
                    const Decimal &updates = s.workload.modelUpdatesPerYear;
                    c.require(!updates.isNegative() && updates <= Decimal(366),
                              "workload.model_updates_per_year",
                              Validator::tr("must be between 0 and 366"));
                })
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Model updates / year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "model updates per year"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "New model versions a year; each needs requantizing on "
                                          "quantized precisions.")),
        workload<&W::maxBatch>("workload.max_batch", "workload_max_batch")
                .shownIn(FormGroup::Workload)
                .ruled(FieldRule::Positive)
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Maximum batch"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "maximum batch"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Largest batch the serving stack runs.")),
        workload<&W::dynamicShapes>("workload.dynamic_shapes", "workload_dynamic_shapes")
                .shownIn(FormGroup::Workload)
                .editor(FieldKind::Boolean, QT_TRANSLATE_NOOP("infertco::Fields", "Dynamic shapes"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "dynamic shapes"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Requests vary in length and shape (hard for NPUs and "
                                          "ASICs).")),
        workload<&W::requiresIsolation>("workload.requires_isolation",
                                        "workload_requires_isolation")
                .shownIn(FormGroup::Workload)
                .editor(FieldKind::Boolean,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Requires isolation"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "isolation requirement"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Tenants must be isolated on shared cards (needs "
                                          "partitioning).")),
        // v3 (docs/serving.md, "P99 sizing"): the serving simulation and P99 sizing.
        workloadEnum<&W::sizing, SizingText, &sizingModeFromText>("workload.sizing",
                                                                  "workload_sizing", "average, p99")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNotDefault)
                .checked([](const S &s, FieldChecks &c) {
                    // Without a first-token target a queue could grow without bound while every
                    // token still comes on time.
                    c.require(s.workload.sizing != SizingMode::P99 || s.workload.ttftMs.has_value(),
                              "workload.ttft_ms",
                              Validator::tr("is required with sizing \"p99\": P99 sizing needs a "
                                            "time-to-first-token target"));
                })
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Sizing"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "sizing"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "average: replicas from the average batch; p99: from "
                                          "the simulated load at which the P99 latencies still "
                                          "meet both targets (needs a time-to-first-token "
                                          "target).")),
        workloadEnum<&W::arrival, ArrivalText, &arrivalProcessFromText>(
                "workload.arrival", "workload_arrival", "poisson, bursty, log")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNotDefault)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Arrivals"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "arrival process"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "How requests arrive in the simulation: poisson "
                                          "(independent), bursty (gaps that vary by the burst "
                                          "CV) or log (the gaps of the request log, replayed at "
                                          "the simulated rate).")),
        workload<&W::burstCv>("workload.burst_cv", "workload_burst_cv")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNotDefault)
                .checked([](const S &s, FieldChecks &c) {
                    if (c.finite(s.workload.burstCv, "workload.burst_cv"))
                        c.require(s.workload.burstCv >= 1, "workload.burst_cv",
                                  Validator::tr("must be at least 1 (1 is as random as "
                                                "poisson)"));
                })
                .editor(FieldKind::Number, QT_TRANSLATE_NOOP("infertco::Fields", "Burst CV"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "burst CV"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Bursty arrivals: the coefficient of variation of the "
                                          "gaps between requests, at least 1; 2 by default.")),
        workload<&W::prefillChunkTokens>("workload.prefill_chunk_tokens",
                                         "workload_prefill_chunk_tokens")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNotDefault)
                .checked([](const S &s, FieldChecks &c) {
                    requireWithin(c, s.workload.prefillChunkTokens, 16, 1000000,
                                  "workload.prefill_chunk_tokens");
                })
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Prefill chunk tokens"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "prefill chunk"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Tokens one iteration may process, decode tokens "
                                          "included (the engine's chunked-prefill budget), 16 "
                                          "to 1,000,000; 2048 by default.")),
        workload<&W::iterationOverheadMs>("workload.iteration_overhead_ms",
                                          "workload_iteration_overhead_ms")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNonZero)
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Number,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Iteration overhead (ms)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "iteration overhead"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Time added to every iteration (scheduler, sampling, "
                                          "kernel launches), in milliseconds; 0 for none.")),
        workload<&W::simRequests>("workload.sim_requests", "workload_sim_requests")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNotDefault)
                .checked([](const S &s, FieldChecks &c) {
                    requireWithin(c, s.workload.simRequests, 500, 1000000, "workload.sim_requests");
                })
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Simulated requests"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "simulated requests"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Requests one simulation runs, 500 to 1,000,000; the "
                                          "first tenth warms up and is not counted.")),
        workload<&W::simSeed>("workload.sim_seed", "workload_sim_seed")
                .shownIn(FormGroup::ServingSimulation)
                .since(5)
                .written(WriteRule::IfNotDefault)
                .checked([](const S &s, FieldChecks &c) {
                    c.require(s.workload.simSeed <= quint64(std::numeric_limits<qint64>::max()),
                              "workload.sim_seed",
                              Validator::tr("must be a whole number from 0 to 2^63 - 1"));
                })
                .editor(FieldKind::Text, QT_TRANSLATE_NOOP("infertco::Fields", "Simulation seed"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "simulation seed"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Seed of the simulation's random arrivals, 0 to "
                                          "2^63 - 1: the same seed gives the same results.")),
        // v4 (docs/serving.md, "Request logs"): the lengths and arrivals of a request log.
        workloadEnum<&W::lengths, LengthText, &lengthSourceFromText>(
                "workload.lengths", "workload_lengths", "fixed, log")
                .shownIn(FormGroup::ServingSimulation)
                .since(9)
                .written(WriteRule::IfNotDefault)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Lengths"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "request lengths"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "The lengths of the simulated requests: fixed (every "
                                          "request has the prompt and output tokens above) or "
                                          "log (each request those of a row of the request "
                                          "log).")),
        workload<&W::requestLog>("workload.request_log", "workload_request_log")
                .shownIn(FormGroup::ServingSimulation)
                .since(9)
                .written(WriteRule::IfGiven)
                .checked([](const S &s, FieldChecks &c) {
                    const Workload &w = s.workload;
                    if (!w.requestLog.isEmpty())
                        return;
                    c.require(w.lengths != LengthSource::Log, "workload.request_log",
                              Validator::tr("is required with lengths \"log\": name the request "
                                            "log whose lengths the simulation replays"));
                    c.require(w.arrival != ArrivalProcess::Log, "workload.request_log",
                              Validator::tr("is required with arrival \"log\": name the "
                                            "request log whose arrivals the simulation "
                                            "replays"));
                })
                .editor(FieldKind::Text, QT_TRANSLATE_NOOP("infertco::Fields", "Request log"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "request log"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "The id of the request log whose lengths or arrivals "
                                          "the simulation replays; empty: none."),
                        true),

        // v4 (docs/method.md, "After tax, loans and leases"): the profits tax, given with its
        // rate; the other fields only beside it.
        group<S>("tax", false).onlyWhen(&hasTax),
        nestedMember<S, &S::tax, &TaxAssumptions::rate>("tax.rate")
                .shownIn(FormGroup::ProfitsTax)
                .mandatory()
                .inColumn("tax_rate", 8)
                .written(WriteRule::IfGiven)
                .checked(&checkTax)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Tax rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "tax rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Profits tax rate, as a fraction: 0.165 is Hong Kong's "
                                          "16.5 %. Empty: results before tax only."),
                        true),
        taxOwnership()
                .shownIn(FormGroup::ProfitsTax)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Write-off"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "write-off"),
                        QT_TRANSLATE_NOOP(
                                "infertco::Fields",
                                "immediate: owned hardware is deducted in full in the month "
                                "it is bought (Hong Kong s.16G); straight_line: in equal "
                                "months over the years below.")),
        nestedMember<S, &S::tax, &TaxAssumptions::years>("tax.years")
                .shownIn(FormGroup::ProfitsTax)
                .onlyWhen(&hasTax)
                .inColumn("tax_years", 8)
                .written(WriteRule::IfNonZero)
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Write-off years"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "write-off years"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Straight-line write-off only: the years, 1 to 20, "
                                          "over which hardware is deducted.")),
        nestedMember<S, &S::tax, &TaxAssumptions::lagMonths>("tax.lag_months")
                .shownIn(FormGroup::ProfitsTax)
                .onlyWhen(&hasTax)
                .inColumn("tax_lag_months", 8)
                .written(WriteRule::IfNonZero)
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Tax lag (months)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "tax lag"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Months, 0 to 24, from a month's profit to its tax "
                                          "being paid (or saved); what falls after the horizon "
                                          "is paid in its last month.")),
    };
    return fields;
}

const QList<FieldSpec<Scenario>> &scenarioIdentityFields()
{
    static const QList<FieldSpec<S>> fields{
        member<S, &S::id>("id")
                .shownIn(FormGroup::NotShown)
                .mandatory()
                .ruled(FieldRule::IdLength)
                .checked([](const S &s, FieldChecks &c) { c.nonEmpty(s.id, "id"); })
                .editor(FieldKind::Id, QT_TRANSLATE_NOOP("infertco::Fields", "Id"),
                        FieldLabel::ofIdentity("id"_L1),
                        QT_TRANSLATE_NOOP("infertco::Fields", "The scenario's key.")),
        member<S, &S::name>("name")
                .shownIn(FormGroup::Heading)
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::NameLength)
                .editor(FieldKind::Text, QT_TRANSLATE_NOOP("infertco::Fields", "Name"),
                        FieldLabel::ofIdentity("name"_L1),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Shown on the dashboard and the report's title page.")),
        // Version 1 of the document did not keep a scenario's notes (data/schema/v2.sql).
        member<S, &S::notes>("notes")
                .shownIn(FormGroup::Notes)
                .since(2)
                .written(WriteRule::IfGiven)
                .checked([](const S &s, FieldChecks &c) {
                    c.length(s.notes, "notes", Validator::TextKind::FreeText);
                })
                .editor(FieldKind::Notes, QT_TRANSLATE_NOOP("infertco::Fields", "Notes"),
                        FieldLabel::ofIdentity("notes"_L1),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Where the figures come from and what was assumed.")),
    };
    return fields;
}

const QStringList &scenarioColumns()
{
    // The name first and the notes last, as the form shows them; the residual curve after the
    // single residual fraction it excludes.
    static const QStringList columns{
        u"name"_s,
        u"id"_s,
        u"currency"_s,
        u"horizon_months"_s,
        u"discount_rate_year"_s,
        u"headroom"_s,
        u"engineer_day_rate"_s,
        u"engineer_currency"_s,
        u"team_region"_s,
        u"staff.fte_per_server_owned"_s,
        u"staff.fte_per_server_rented"_s,
        u"staff.min_fte_owned"_s,
        u"staff.min_fte_rented"_s,
        u"owned.spare_fraction"_s,
        u"owned.purchase_overhead_fraction"_s,
        u"owned.maintenance_rate_year"_s,
        u"owned.residual_fraction"_s,
        u"owned.residual_by_year"_s,
        u"workload.params_b"_s,
        u"workload.precision"_s,
        u"workload.kv_bytes"_s,
        u"workload.layers"_s,
        u"workload.kv_heads"_s,
        u"workload.head_dim"_s,
        u"workload.prompt_tokens"_s,
        u"workload.output_tokens"_s,
        u"workload.peak_output_tokens_per_s"_s,
        u"workload.demand_growth_year"_s,
        u"workload.tpot_ms"_s,
        u"workload.ttft_ms"_s,
        u"workload.utilization"_s,
        u"workload.model_updates_per_year"_s,
        u"workload.max_batch"_s,
        u"workload.dynamic_shapes"_s,
        u"workload.requires_isolation"_s,
        u"workload.sizing"_s,
        u"workload.arrival"_s,
        u"workload.burst_cv"_s,
        u"workload.prefill_chunk_tokens"_s,
        u"workload.iteration_overhead_ms"_s,
        u"workload.sim_requests"_s,
        u"workload.sim_seed"_s,
        u"workload.lengths"_s,
        u"workload.request_log"_s,
        u"tax.rate"_s,
        u"tax.ownership"_s,
        u"tax.years"_s,
        u"tax.lag_months"_s,
        u"notes"_s,
    };
    return columns;
}

FormGroup scenarioColumnGroup(QLatin1StringView key)
{
    // The residual curve, shown as text, follows the single residual fraction it excludes.
    if (key == "owned.residual_by_year"_L1)
        return FormGroup::OwnedHardware;
    if (const FieldSpec<S> *spec = findField(scenarioIdentityFields(), key))
        return spec->form;
    if (const FieldSpec<S> *spec = findField(scenarioFields(), key))
        return spec->form;
    return FormGroup::Unset;
}

const QList<FieldSpec<ScenarioOption>> &scenarioOptionFields()
{
    // The checks of the option's own fields are here; those that name catalog items and the
    // other options (the references, a unique name) are in validation.cpp, which has them.
    // A reference is an id (IdLength): one too long to be one is reported by its length only.
    static const QList<FieldSpec<O>> fields{
        member<O, &O::name>("name")
                .mandatory()
                .ruled(FieldRule::NameLength)
                .checked([](const O &o, FieldChecks &c) { c.nonEmpty(o.name, "name"); })
                .editor(FieldKind::Text, QT_TRANSLATE_NOOP("infertco::Fields", "Option"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "name"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "How the option is called on the dashboard; unique in "
                                          "the scenario.")),
        enumMember<O, &O::mode, ModeText, &optionModeFromText>("mode", "rent, colo, hybrid")
                .mandatory()
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Mode"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "mode"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Rent servers from a provider, buy the hardware and "
                                          "place it in colocation, or both (hybrid): own a base "
                                          "of servers and rent the rest.")),
        member<O, &O::accelerator>("accelerator")
                .mandatory()
                .ruled(FieldRule::IdLength)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Accelerator"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "accelerator"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Rent: cards some rental offer has. Colocation: cards "
                                          "with a price. Hybrid: cards with both.")),
        member<O, &O::platform>("platform")
                .mandatoryWhen([](const O &o) { return ownsHardware(o.mode); })
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::IdLength)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Server platform"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "platform"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Colocation and hybrid: a priced server that accepts "
                                          "the card's class.")),
        member<O, &O::offer>("offer")
                .mandatory()
                .inColumnOf(&offerColumn)
                .ruled(FieldRule::IdLength)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Offer"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "offer"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Rent: an offer for this card. Colocation and hybrid: "
                                          "the rack offer. The offer's region gives electricity, "
                                          "PUE and staff cost.")),
        member<O, &O::rentalOffer>("rental_offer")
                .onlyWhen(&isHybrid)
                .mandatory()
                .ruled(FieldRule::IdLength)
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Rental offer"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "rental offer"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Hybrid only: the offer for this card that rents the "
                                          "servers the owned base does not cover.")),
        member<O, &O::ownedServers>("owned_servers")
                .onlyWhen(&isHybrid)
                .mandatory()
                // Its bounds: ScenarioRules::owned() (validation.cpp), after the card is found.
                .editor(FieldKind::Integer, QT_TRANSLATE_NOOP("infertco::Fields", "Owned servers"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "owned servers"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Hybrid only: servers bought at the start and placed in "
                                          "colocation; demand beyond them is rented.")),
        // v4 (docs/method.md, "After tax, loans and leases"): a loan or a lease instead of
        // cash, colo and hybrid only; given with its kind, the other fields only beside it.
        group<O>("financing", false).onlyWhen(&hasFinancing),
        financingKind().editor(
                FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Financing"),
                QT_TRANSLATE_NOOP("infertco::Fields", "financing"),
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Empty: the hardware is paid in cash. loan: borrowed, repaid "
                                  "monthly, the hardware is yours (and its tax write-off). "
                                  "lease: rented monthly from the month of purchase, given back "
                                  "at the end (no resale, no write-off; the payments are "
                                  "deducted)."),
                true),
        nestedMember<O, &O::financing, &Financing::rateYear>("financing.rate_year")
                .onlyWhen(&hasFinancing)
                .mandatory()
                .inColumn("financing_rate_year", 8)
                .editor(FieldKind::Factor,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Financing rate / year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "financing rate"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Nominal yearly rate of the loan or lease, compounded "
                                          "monthly: 0.06 is 6 % a year, 0.5 % a month.")),
        nestedMember<O, &O::financing, &Financing::termMonths>("financing.term_months")
                .onlyWhen(&hasFinancing)
                .mandatory()
                .inColumn("financing_term_months", 8)
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Financing term (months)"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "financing term"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Monthly payments of each purchase, 1 to 120. A loan "
                                          "still owed at the horizon is repaid then; a lease "
                                          "must run to the horizon.")),
        nestedMember<O, &O::financing, &Financing::downPaymentFraction>(
                "financing.down_payment_fraction")
                .onlyWhen(&hasFinancing)
                .inColumn("financing_down_payment_fraction", 8)
                .written(WriteRule::IfGiven)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Down payment"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "down payment"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Loan only: the share of each purchase paid at once, "
                                          "as a fraction; the rest is borrowed."),
                        true),
    };
    return fields;
}

const QStringList &scenarioOptionColumns()
{
    static const QStringList columns{
        u"name"_s,
        u"mode"_s,
        u"accelerator"_s,
        u"platform"_s,
        u"offer"_s,
        u"rental_offer"_s,
        u"owned_servers"_s,
        u"financing.kind"_s,
        u"financing.rate_year"_s,
        u"financing.term_months"_s,
        u"financing.down_payment_fraction"_s,
    };
    return columns;
}

} // namespace infertco
