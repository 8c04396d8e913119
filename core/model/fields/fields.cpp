// SPDX-License-Identifier: GPL-3.0-or-later
#include "fields.h"

#include "identityfields.h"
#include "model/entities/catalogitem.h"
#include "model/rules/textformat.h"
#include "model/rules/validation.h"

namespace infertco {

using namespace Qt::StringLiterals;

const char *FieldLabel::ofIdentity(QLatin1StringView key)
{
    // The CatalogItem fields every item type has (docs/format.md).
    static constexpr const char *Identity[][2] = {
        { "id", QT_TRANSLATE_NOOP("infertco::Fields", "id") },
        { "name", QT_TRANSLATE_NOOP("infertco::Fields", "name") },
        { "source", QT_TRANSLATE_NOOP("infertco::Fields", "source") },
        { "quote_date", QT_TRANSLATE_NOOP("infertco::Fields", "quote date") },
        { "notes", QT_TRANSLATE_NOOP("infertco::Fields", "notes") },
    };
    for (const auto &entry : Identity) {
        if (key == QLatin1StringView(entry[0]))
            return entry[1];
    }
    return nullptr;
}

const char *FieldLabel::ofGroup(FormGroup group)
{
    switch (group) {
    case FormGroup::Unset:
    case FormGroup::NotShown:
    case FormGroup::Heading:
        return nullptr;
    case FormGroup::Reporting:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Reporting");
    case FormGroup::Staff:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Staff");
    case FormGroup::OwnedHardware:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Owned hardware");
    case FormGroup::ProfitsTax:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Profits tax");
    case FormGroup::Workload:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Workload");
    case FormGroup::ServingSimulation:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Serving simulation");
    case FormGroup::Notes:
        return QT_TRANSLATE_NOOP("infertco::Fields", "Notes");
    }
    return nullptr;
}

const QList<FieldSpec<CatalogItem>> &catalogIdentityFields()
{
    using C = CatalogItem;
    // Free text: caveats, a list of links (Validator::TextKind::FreeText).
    static const QList<FieldSpec<C>> fields{
        member<C, &C::id>("id")
                .mandatory()
                .ruled(FieldRule::IdLength)
                // The form (TextFormat, which the editor checks as it is typed); an empty id
                // is the unique-id check's, an over-long one has its length problem already.
                .checked([](const C &item, FieldChecks &c) {
                    if (item.id.trimmed().isEmpty()
                        || !Validator::lengthProblem(item.id, Validator::TextKind::Id).isEmpty())
                        return;
                    if (const QString problem = TextFormat::idProblem(item.id); !problem.isEmpty())
                        c.fail("id", problem);
                })
                .named(FieldLabel::ofIdentity("id"_L1)),
        member<C, &C::name>("name")
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::NameLength)
                .named(FieldLabel::ofIdentity("name"_L1)),
        member<C, &C::quoteDate>("quote_date")
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::NameLength)
                .checked([](const C &item, FieldChecks &c) {
                    if (!Validator::lengthProblem(item.quoteDate, Validator::TextKind::Name)
                                 .isEmpty())
                        return;
                    if (const QString problem = TextFormat::quoteDateProblem(item.quoteDate);
                        !problem.isEmpty())
                        c.fail("quote_date", problem);
                })
                .named(FieldLabel::ofIdentity("quote_date"_L1)),
        member<C, &C::source>("source")
                .written(WriteRule::IfGiven)
                .checked([](const C &item, FieldChecks &c) {
                    c.length(item.source, "source", Validator::TextKind::FreeText);
                })
                .named(FieldLabel::ofIdentity("source"_L1)),
        member<C, &C::notes>("notes")
                .written(WriteRule::IfGiven)
                .checked([](const C &item, FieldChecks &c) {
                    c.length(item.notes, "notes", Validator::TextKind::FreeText);
                })
                .named(FieldLabel::ofIdentity("notes"_L1)),
    };
    return fields;
}

} // namespace infertco
