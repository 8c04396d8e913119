// SPDX-License-Identifier: GPL-3.0-or-later
#include "demonames.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace infertco {

namespace {

// The section `key` of the table: entry → {language: name}, every language given and not
// blank.
QMap<QString, DemoNames::Names> section(const QJsonObject &root, const QString &key,
                                        const QString &fileName, Problems *problems)
{
    QMap<QString, DemoNames::Names> entries;
    const QJsonValue value = root.value(key);
    if (!value.isObject()) {
        problems->append({ fileName, key, DemoNames::tr("must be an object of entries") });
        return entries;
    }
    const QJsonObject object = value.toObject();
    for (auto entry = object.begin(); entry != object.end(); ++entry) {
        const QString item = QStringLiteral("%1 \"%2\"").arg(key, entry.key());
        const QJsonObject names = entry.value().toObject();
        DemoNames::Names found;
        for (const QString &language : DemoNames::languages()) {
            const QString name = names.value(language).toString().trimmed();
            if (name.isEmpty())
                problems->append({ item, language, DemoNames::tr("must give the name") });
            else
                found.insert(language, name);
        }
        entries.insert(entry.key(), found);
    }
    return entries;
}

} // namespace

QStringList DemoNames::languages()
{
    return { QStringLiteral("zh_CN"), QStringLiteral("zh_HK") };
}

Outcome<DemoNames::Table> DemoNames::parse(const QByteArray &json, const QString &fileName)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        return Problems{ { fileName, QString(),
                           tr("is not a JSON object: %1").arg(error.errorString()) } };
    }
    const QJsonObject root = document.object();
    Problems problems;
    Table table;
    table.scenarios = section(root, QStringLiteral("scenarios"), fileName, &problems);
    table.options = section(root, QStringLiteral("options"), fileName, &problems);
    table.coloOffers = section(root, QStringLiteral("colo_offers"), fileName, &problems);
    if (!problems.isEmpty())
        return problems;
    return table;
}

Outcome<DemoNames::Table> DemoNames::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Problems{ { path, QString(), tr("cannot be read: %1").arg(file.errorString()) } };
    return parse(file.readAll(), path);
}

Problems DemoNames::check(const Table &table, const Bundle &bundle)
{
    Problems problems;
    QSet<QString> scenarioIds;
    QSet<QString> optionNames;
    for (const Scenario &scenario : bundle.scenarios) {
        scenarioIds.insert(scenario.id);
        const QString item = QStringLiteral("scenario \"%1\"").arg(scenario.id);
        if (!table.scenarios.contains(scenario.id))
            problems.append({ item, QStringLiteral("name"), tr("has no Chinese name") });
        for (const ScenarioOption &option : scenario.options) {
            optionNames.insert(option.name);
            if (!table.options.contains(option.name)) {
                problems.append({ item, QStringLiteral("options"),
                                  tr("the option \"%1\" has no Chinese name").arg(option.name) });
            }
        }
    }
    QSet<QString> coloIds;
    for (const ColoOffer &offer : bundle.catalog.coloOffers)
        coloIds.insert(offer.id);
    const auto unknown = [&](const QMap<QString, Names> &entries, const QSet<QString> &known,
                             const QString &section) {
        for (auto entry = entries.cbegin(); entry != entries.cend(); ++entry) {
            if (!known.contains(entry.key())) {
                problems.append({ QStringLiteral("%1 \"%2\"").arg(section, entry.key()), QString(),
                                  tr("is not in the demo") });
            }
        }
    };
    unknown(table.scenarios, scenarioIds, QStringLiteral("scenarios"));
    unknown(table.options, optionNames, QStringLiteral("options"));
    unknown(table.coloOffers, coloIds, QStringLiteral("colo_offers"));
    return problems;
}

Outcome<Bundle> DemoNames::apply(const Bundle &bundle, const Table &table, const QString &language)
{
    if (!languages().contains(language)) {
        return Problems{ { language, QString(),
                           tr("is not a language of the names table (%1)")
                                   .arg(languages().join(QStringLiteral(", "))) } };
    }
    const Problems problems = check(table, bundle);
    if (!problems.isEmpty())
        return problems;
    Bundle named = bundle;
    for (Scenario &scenario : named.scenarios) {
        scenario.name = table.scenarios.value(scenario.id).value(language);
        for (ScenarioOption &option : scenario.options)
            option.name = table.options.value(option.name).value(language);
    }
    for (ColoOffer &offer : named.catalog.coloOffers) {
        if (table.coloOffers.contains(offer.id))
            offer.name = table.coloOffers.value(offer.id).value(language);
    }
    return named;
}

} // namespace infertco
