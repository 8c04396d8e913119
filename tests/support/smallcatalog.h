// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: a small bundle of ids and the facts the reference and fit rules read (classes,
// prices, accepted classes, offers' accelerators and regions), nothing else.
#pragma once

#include "model/entities/bundle.h"

namespace infertco::testing {

inline Accelerator smallAccelerator(const char *id, AcceleratorClass cls, bool priced)
{
    Accelerator a;
    a.id = QString::fromLatin1(id);
    a.acceleratorClass = cls;
    if (priced)
        a.price = Decimal(1000);
    return a;
}

inline ServerPlatform smallPlatform(const char *id, QList<AcceleratorClass> accepts, bool priced)
{
    ServerPlatform p;
    p.id = QString::fromLatin1(id);
    p.accepts = std::move(accepts);
    if (priced)
        p.price = Decimal(5000);
    return p;
}

inline RentalOffer smallRentalOffer(const char *id, const char *region, const char *accelerator)
{
    RentalOffer o;
    o.id = QString::fromLatin1(id);
    o.region = QString::fromLatin1(region);
    o.accelerator = QString::fromLatin1(accelerator);
    return o;
}

inline ColoOffer smallColoOffer(const char *id, const char *region)
{
    ColoOffer o;
    o.id = QString::fromLatin1(id);
    o.region = QString::fromLatin1(region);
    return o;
}

inline ScenarioOption smallOption(const char *name, OptionMode mode, const char *accelerator,
                                  const char *platform, const char *offer)
{
    return { QString::fromLatin1(name), mode, QString::fromLatin1(accelerator),
             QString::fromLatin1(platform), QString::fromLatin1(offer) };
}

/// Accelerators h100 (datacenter GPU), rtx (consumer GPU), both priced, and npu (no price);
/// platforms hgx (datacenter GPUs), pcie (consumer and datacenter GPUs), both priced, and
/// bare (NPUs, no price); rental offers aws-h100 and lambda-h100 in us, cloud-rtx in cn;
/// colo offers colo-hk and colo-us; regions hk, us, cn. Scenario s1 rents and buys H100s and
/// rents RTXs; s2 rents H100s (its rent option still carries a platform from an earlier colo
/// mode), buys RTXs, and has a rent option whose accelerator differs from its offer's.
inline Bundle smallBundle()
{
    Bundle b;
    b.catalog.accelerators = { smallAccelerator("h100", AcceleratorClass::DatacenterGpu, true),
                               smallAccelerator("rtx", AcceleratorClass::ConsumerGpu, true),
                               smallAccelerator("npu", AcceleratorClass::Npu, false) };
    b.catalog.platforms = {
        smallPlatform("hgx", { AcceleratorClass::DatacenterGpu }, true),
        smallPlatform("pcie", { AcceleratorClass::ConsumerGpu, AcceleratorClass::DatacenterGpu },
                      true),
        smallPlatform("bare", { AcceleratorClass::Npu }, false),
    };
    b.catalog.rentalOffers = { smallRentalOffer("aws-h100", "us", "h100"),
                               smallRentalOffer("lambda-h100", "us", "h100"),
                               smallRentalOffer("cloud-rtx", "cn", "rtx") };
    b.catalog.coloOffers = { smallColoOffer("colo-hk", "hk"), smallColoOffer("colo-us", "us") };
    for (const char *id : { "hk", "us", "cn" }) {
        Region r;
        r.id = QString::fromLatin1(id);
        b.catalog.regions.append(r);
    }
    Scenario s1;
    s1.id = QStringLiteral("s1");
    s1.options = { smallOption("H100 rent", OptionMode::Rent, "h100", "", "aws-h100"),
                   smallOption("H100 colo", OptionMode::Colo, "h100", "hgx", "colo-hk"),
                   smallOption("RTX rent", OptionMode::Rent, "rtx", "", "cloud-rtx") };
    Scenario s2;
    s2.id = QStringLiteral("s2");
    s2.options = { smallOption("H100 rent", OptionMode::Rent, "h100", "hgx", "aws-h100"),
                   smallOption("RTX colo", OptionMode::Colo, "rtx", "pcie", "colo-us"),
                   smallOption("Mismatch", OptionMode::Rent, "npu", "", "aws-h100") };
    b.scenarios = { s1, s2 };
    return b;
}

} // namespace infertco::testing
