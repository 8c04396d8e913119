// SPDX-License-Identifier: GPL-3.0-or-later
// The fields several item types share, each described once (docs/format.md): the provider and
// the region of an offer, a currency, a purchase price not yet quoted, a fee, a yearly change.
// A table calls them with its own member and, where the meaning differs, its own explanation.
#pragma once

#include "fields.h"
#include "model/rules/validation.h"

namespace infertco::sharedfields {

/// Who quotes an offer: one line of text, written when given.
template <typename Item, auto Member>
FieldSpec<Item> provider()
{
    return member<Item, Member>("provider")
            .written(WriteRule::IfGiven)
            .ruled(FieldRule::NameLength)
            .editor(FieldKind::Text, QT_TRANSLATE_NOOP("infertco::Fields", "Provider"),
                    QT_TRANSLATE_NOOP("infertco::Fields", "provider"), nullptr);
}

/// A reference to another item that the bundle must give (a region, an accelerator): whether
/// the catalog has it is validation's.
template <typename Item>
FieldSpec<Item> reference(FieldSpec<Item> spec, const char *title, const char *name,
                          const char *help)
{
    return spec.mandatory().ruled(FieldRule::IdLength).editor(FieldKind::Choice, title, name, help);
}

/// The region an offer is in: its electricity, PUE and staff cost.
template <typename Item, auto Member>
FieldSpec<Item> region(const char *help)
{
    return reference(member<Item, Member>("region"),
                     QT_TRANSLATE_NOOP("infertco::Fields", "Region"),
                     QT_TRANSLATE_NOOP("infertco::Fields", "region"), help);
}

/// A whole number above zero the bundle must give: slots, rack units, cards per server.
template <typename Item>
FieldSpec<Item> count(FieldSpec<Item> spec, const char *title, const char *name, const char *help)
{
    return spec.mandatory()
            .ruled(FieldRule::Positive)
            .editor(FieldKind::Integer, title, name, help);
}

/// The currency of an item's prices and fees, a three-letter code the bundle must give.
template <typename Item, auto Member>
FieldSpec<Item> currency(const char *help)
{
    return member<Item, Member>("currency")
            .mandatory()
            .ruled(FieldRule::Currency)
            .editor(FieldKind::Currency, QT_TRANSLATE_NOOP("infertco::Fields", "Currency"),
                    QT_TRANSLATE_NOOP("infertco::Fields", "currency"), help);
}

/// A purchase price that may not be quoted yet (empty), in the item's `Currency`, which must
/// then be a code.
template <typename Item, auto Price, auto Currency>
FieldSpec<Item> optionalPrice(const char *help)
{
    return member<Item, Price>("price")
            .written(WriteRule::IfGiven)
            .ruled(FieldRule::Money)
            .checked([](const Item &item, FieldChecks &c) {
                if (item.*Price)
                    c.currency(item.*Currency, "currency");
            })
            .editor(FieldKind::Money, QT_TRANSLATE_NOOP("infertco::Fields", "Price"),
                    QT_TRANSLATE_NOOP("infertco::Fields", "price"), help, true);
}

/// The currency of an optional price: given with the price (optionalPrice() checks it).
template <typename Item, auto Member>
FieldSpec<Item> optionalCurrency(const char *help)
{
    return member<Item, Member>("currency")
            .written(WriteRule::IfGiven)
            .editor(FieldKind::Currency, QT_TRANSLATE_NOOP("infertco::Fields", "Currency"),
                    QT_TRANSLATE_NOOP("infertco::Fields", "currency"), help, true);
}

/// An amount of money the bundle always writes (a fee, a rate), not negative.
template <typename Item>
FieldSpec<Item> money(FieldSpec<Item> spec, const char *title, const char *name, const char *help)
{
    return spec.ruled(FieldRule::Money).editor(FieldKind::Money, title, name, help);
}

/// An amount of money that may be left empty, written when given.
template <typename Item>
FieldSpec<Item> optionalMoney(FieldSpec<Item> spec, const char *title, const char *name,
                              const char *help)
{
    return spec.written(WriteRule::IfGiven)
            .ruled(FieldRule::Money)
            .editor(FieldKind::Money, title, name, help, true);
}

/// A yearly change of a price or cost (v4, docs/method.md, "Prices over time"), as a fraction;
/// written when not zero, so that a bundle without one keeps its earlier keys.
template <typename Item>
FieldSpec<Item> yearlyChange(FieldSpec<Item> spec, const char *title, const char *name,
                             const char *help)
{
    return spec.since(4)
            .written(WriteRule::IfNonZero)
            .ruled(FieldRule::YearlyChange)
            .editor(FieldKind::Factor, title, name, help);
}

/// The yearly change of the item's own price (or fees).
template <typename Item, auto Member>
FieldSpec<Item> priceChangeYear(const char *help)
{
    return yearlyChange(member<Item, Member>("price_change_year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "Price change / year"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "price change per year"), help);
}

/// A v4 flag (a card under export control, a server bought full): written when true.
template <typename Item, auto Member>
FieldSpec<Item> flag(const char *key, const char *title, const char *name, const char *help)
{
    return member<Item, Member>(key)
            .since(4)
            .written(WriteRule::IfTrue)
            .editor(FieldKind::Boolean, title, name, help);
}

} // namespace infertco::sharedfields
