// SPDX-License-Identifier: GPL-3.0-or-later
// The demo's names in Chinese (data/demo-names.json): the table that turns the English demo
// bundle into the bundles of the Chinese demo documents, names only (docs/format.md, "The demo
// documents").
#pragma once

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace infertco {

class DemoNames
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DemoNames)

public:
    /// One name in each language the table gives, keyed by language code ("zh_CN", "zh_HK").
    using Names = QMap<QString, QString>;

    struct Table
    {
        QMap<QString, Names> scenarios; ///< by scenario id
        QMap<QString, Names> options; ///< by the option's English name (options have no id)
        QMap<QString, Names> coloOffers; ///< by colo offer id
    };

    /// The languages every entry of a table gives.
    static QStringList languages();

    /// The table in `json`; problems name the entry and language that is missing or wrong.
    static Outcome<Table> parse(const QByteArray &json, const QString &fileName);
    static Outcome<Table> readFile(const QString &path);

    /// What keeps `table` from being the table of `bundle`: an id or option name the bundle
    /// does not have, a scenario or option name the table does not translate.
    static Problems check(const Table &table, const Bundle &bundle);

    /// `bundle` with the names of `language` from `table`; everything else as it was. Refuses
    /// a language the table does not give and a table that does not fit (check()).
    static Outcome<Bundle> apply(const Bundle &bundle, const Table &table, const QString &language);
};

} // namespace infertco
