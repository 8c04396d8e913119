// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: compares two bundles field by field over every field of DESIGN 2 and lists the
// differences, so that a round trip that loses or changes anything names what it lost.
#pragma once

#include "model/bundle.h"

#include <QStringList>

#include <optional>

namespace infertco::testing {

class BundleCompare
{
public:
    static QStringList differences(const Bundle &a, const Bundle &b)
    {
        BundleCompare c;
        c.list("accelerators", a.catalog.accelerators, b.catalog.accelerators,
               &BundleCompare::accelerator);
        c.list("platforms", a.catalog.platforms, b.catalog.platforms, &BundleCompare::platform);
        c.list("rental_offers", a.catalog.rentalOffers, b.catalog.rentalOffers,
               &BundleCompare::rentalOffer);
        c.list("colo_offers", a.catalog.coloOffers, b.catalog.coloOffers,
               &BundleCompare::coloOffer);
        c.list("regions", a.catalog.regions, b.catalog.regions, &BundleCompare::region);
        c.list("scenarios", a.scenarios, b.scenarios, &BundleCompare::scenario);
        return c.m_differences;
    }

private:
    template<typename T> void same(const QString &where, const T &a, const T &b)
    {
        if (!(a == b))
            m_differences.append(where);
    }
    void same(const QString &where, const std::optional<Decimal> &a,
              const std::optional<Decimal> &b)
    {
        if (a.has_value() != b.has_value() || (a && *a != *b))
            m_differences.append(where);
    }
    // Doubles must survive exactly: a round trip may not lose a bit.
    void same(const QString &where, double a, double b)
    {
        if (a != b)
            m_differences.append(QStringLiteral("%1: %2 vs %3")
                                         .arg(where)
                                         .arg(a, 0, 'g', 17)
                                         .arg(b, 0, 'g', 17));
    }

    template<typename Item, typename Fn>
    void list(const char *name, const QList<Item> &a, const QList<Item> &b, Fn compare)
    {
        if (a.size() != b.size()) {
            m_differences.append(QStringLiteral("%1: %2 vs %3 items")
                                         .arg(QLatin1String(name))
                                         .arg(a.size())
                                         .arg(b.size()));
            return;
        }
        for (qsizetype i = 0; i < a.size(); ++i)
            (this->*compare)(QStringLiteral("%1[%2]").arg(QLatin1String(name)).arg(i), a.at(i),
                             b.at(i));
    }

    QString at(const QString &where, const char *field)
    {
        return where + u'.' + QLatin1String(field);
    }

    void item(const QString &w, const CatalogItem &a, const CatalogItem &b)
    {
        same(at(w, "id"), a.id, b.id);
        same(at(w, "name"), a.name, b.name);
        same(at(w, "notes"), a.notes, b.notes);
        same(at(w, "source"), a.source, b.source);
        same(at(w, "quote_date"), a.quoteDate, b.quoteDate);
    }

    void accelerator(const QString &w, const Accelerator &a, const Accelerator &b)
    {
        item(w, a, b);
        same(at(w, "class"), a.acceleratorClass, b.acceleratorClass);
        same(at(w, "vendor"), a.vendor, b.vendor);
        same(at(w, "memory_gb"), a.memoryGb, b.memoryGb);
        same(at(w, "bandwidth_gbs"), a.bandwidthGbs, b.bandwidthGbs);
        same(at(w, "tflops.fp16"), a.tflops.fp16, b.tflops.fp16);
        same(at(w, "tflops.fp8"), a.tflops.fp8, b.tflops.fp8);
        same(at(w, "tflops.int8"), a.tflops.int8, b.tflops.int8);
        same(at(w, "tflops.int4"), a.tflops.int4, b.tflops.int4);
        same(at(w, "tdp_w"), a.tdpW, b.tdpW);
        same(at(w, "idle_w"), a.idleW, b.idleW);
        same(at(w, "price"), a.price, b.price);
        same(at(w, "currency"), a.currency, b.currency);
        same(at(w, "bw_efficiency"), a.bwEfficiency, b.bwEfficiency);
        same(at(w, "compute_efficiency"), a.computeEfficiency, b.computeEfficiency);
        same(at(w, "tp_efficiency"), a.tpEfficiency, b.tpEfficiency);
        same(at(w, "dynamic_shape_efficiency"), a.dynamicShapeEfficiency, b.dynamicShapeEfficiency);
        same(at(w, "max_tp"), a.maxTp, b.maxTp);
        same(at(w, "supports_partitioning"), a.supportsPartitioning, b.supportsPartitioning);
        same(at(w, "requires_quantization"), a.requiresQuantization, b.requiresQuantization);
        same(at(w, "migration_days"), a.migrationDays, b.migrationDays);
        same(at(w, "requant_days"), a.requantDays, b.requantDays);
    }

    void platform(const QString &w, const ServerPlatform &a, const ServerPlatform &b)
    {
        item(w, a, b);
        same(at(w, "slots"), a.slots, b.slots);
        same(at(w, "accepts"), a.accepts, b.accepts);
        same(at(w, "rack_units"), a.rackUnits, b.rackUnits);
        same(at(w, "base_w"), a.baseW, b.baseW);
        same(at(w, "price"), a.price, b.price);
        same(at(w, "currency"), a.currency, b.currency);
    }

    void rentalOffer(const QString &w, const RentalOffer &a, const RentalOffer &b)
    {
        item(w, a, b);
        same(at(w, "provider"), a.provider, b.provider);
        same(at(w, "region"), a.region, b.region);
        same(at(w, "accelerator"), a.accelerator, b.accelerator);
        same(at(w, "accelerators_per_server"), a.acceleratorsPerServer, b.acceleratorsPerServer);
        same(at(w, "monthly_price"), a.monthlyPrice, b.monthlyPrice);
        same(at(w, "hourly_price"), a.hourlyPrice, b.hourlyPrice);
        same(at(w, "currency"), a.currency, b.currency);
        same(at(w, "setup_fee_per_server"), a.setupFeePerServer, b.setupFeePerServer);
        same(at(w, "network_per_month"), a.networkPerMonth, b.networkPerMonth);
        same(at(w, "min_term_months"), a.minTermMonths, b.minTermMonths);
    }

    void coloOffer(const QString &w, const ColoOffer &a, const ColoOffer &b)
    {
        item(w, a, b);
        same(at(w, "provider"), a.provider, b.provider);
        same(at(w, "region"), a.region, b.region);
        same(at(w, "rack_fee_per_month"), a.rackFeePerMonth, b.rackFeePerMonth);
        same(at(w, "u_fee_per_month"), a.uFeePerMonth, b.uFeePerMonth);
        same(at(w, "usable_u"), a.usableU, b.usableU);
        same(at(w, "rack_power_kw"), a.rackPowerKw, b.rackPowerKw);
        same(at(w, "power_billing"), a.powerBilling, b.powerBilling);
        same(at(w, "power_price_per_kw_month"), a.powerPricePerKwMonth, b.powerPricePerKwMonth);
        same(at(w, "pue"), a.pue, b.pue);
        same(at(w, "setup_fee_per_rack"), a.setupFeePerRack, b.setupFeePerRack);
        same(at(w, "network_per_month"), a.networkPerMonth, b.networkPerMonth);
        same(at(w, "currency"), a.currency, b.currency);
    }

    void region(const QString &w, const Region &a, const Region &b)
    {
        item(w, a, b);
        same(at(w, "currency"), a.currency, b.currency);
        same(at(w, "electricity_price_per_kwh"), a.electricityPricePerKwh,
             b.electricityPricePerKwh);
        same(at(w, "pue"), a.pue, b.pue);
        same(at(w, "staff_cost_per_fte_year"), a.staffCostPerFteYear, b.staffCostPerFteYear);
    }

    void scenario(const QString &w, const Scenario &a, const Scenario &b)
    {
        same(at(w, "id"), a.id, b.id);
        same(at(w, "name"), a.name, b.name);
        same(at(w, "notes"), a.notes, b.notes);
        same(at(w, "currency"), a.currency, b.currency);
        same(at(w, "fx"), a.fx, b.fx);
        same(at(w, "horizon_months"), a.horizonMonths, b.horizonMonths);
        same(at(w, "discount_rate_year"), a.discountRateYear, b.discountRateYear);
        same(at(w, "headroom"), a.headroom, b.headroom);
        same(at(w, "engineer_day_rate"), a.engineerDayRate, b.engineerDayRate);
        same(at(w, "engineer_currency"), a.engineerCurrency, b.engineerCurrency);
        same(at(w, "staff.fte_per_server_owned"), a.staff.ftePerServerOwned,
             b.staff.ftePerServerOwned);
        same(at(w, "staff.fte_per_server_rented"), a.staff.ftePerServerRented,
             b.staff.ftePerServerRented);
        same(at(w, "staff.min_fte_owned"), a.staff.minFteOwned, b.staff.minFteOwned);
        same(at(w, "staff.min_fte_rented"), a.staff.minFteRented, b.staff.minFteRented);
        same(at(w, "owned.spare_fraction"), a.owned.spareFraction, b.owned.spareFraction);
        same(at(w, "owned.purchase_overhead_fraction"), a.owned.purchaseOverheadFraction,
             b.owned.purchaseOverheadFraction);
        same(at(w, "owned.maintenance_rate_year"), a.owned.maintenanceRateYear,
             b.owned.maintenanceRateYear);
        same(at(w, "owned.residual_fraction"), a.owned.residualFraction, b.owned.residualFraction);
        const Workload &x = a.workload;
        const Workload &y = b.workload;
        same(at(w, "workload.params_b"), x.paramsB, y.paramsB);
        same(at(w, "workload.precision"), x.precision, y.precision);
        same(at(w, "workload.kv_bytes"), x.kvBytes, y.kvBytes);
        same(at(w, "workload.layers"), x.layers, y.layers);
        same(at(w, "workload.kv_heads"), x.kvHeads, y.kvHeads);
        same(at(w, "workload.head_dim"), x.headDim, y.headDim);
        same(at(w, "workload.prompt_tokens"), x.promptTokens, y.promptTokens);
        same(at(w, "workload.output_tokens"), x.outputTokens, y.outputTokens);
        same(at(w, "workload.peak_output_tokens_per_s"), x.peakOutputTokensPerS,
             y.peakOutputTokensPerS);
        same(at(w, "workload.tpot_ms"), x.tpotMs, y.tpotMs);
        same(at(w, "workload.utilization"), x.utilization, y.utilization);
        same(at(w, "workload.model_updates_per_year"), x.modelUpdatesPerYear,
             y.modelUpdatesPerYear);
        same(at(w, "workload.max_batch"), x.maxBatch, y.maxBatch);
        same(at(w, "workload.dynamic_shapes"), x.dynamicShapes, y.dynamicShapes);
        same(at(w, "workload.requires_isolation"), x.requiresIsolation, y.requiresIsolation);
        if (a.options.size() != b.options.size()) {
            m_differences.append(at(w, "options") + QStringLiteral(": count"));
            return;
        }
        for (qsizetype i = 0; i < a.options.size(); ++i) {
            const QString o = QStringLiteral("%1.options[%2]").arg(w).arg(i);
            same(at(o, "name"), a.options.at(i).name, b.options.at(i).name);
            same(at(o, "mode"), a.options.at(i).mode, b.options.at(i).mode);
            same(at(o, "accelerator"), a.options.at(i).accelerator, b.options.at(i).accelerator);
            same(at(o, "platform"), a.options.at(i).platform, b.options.at(i).platform);
            same(at(o, "offer"), a.options.at(i).offer, b.options.at(i).offer);
        }
    }

    QStringList m_differences;
};

} // namespace infertco::testing
