// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog kinds of the team server (docs/team.md) and their columns: the bundle keys of
// docs/format.md, derived from the field tables, each with the PostgreSQL type that keeps it exact
// (numeric for every decimal and figure, never a binary float; jsonb for lists and objects).
// Rows travel as the bundle writer's JSON objects, so a row read from the server and an item of
// a document compare key by key in one canonical form.
#pragma once

#include "model/entities/bundle.h"
#include "model/entities/catalogkind.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QVariant>

namespace infertco {

struct TeamColumn
{
    enum class Type { Text, Decimal, Real, Integer, Boolean, Json };
    QString name; ///< the bundle key
    Type type = Type::Text;
    /// The bundle must give it: NOT NULL on the server (an optional field is NULL when absent).
    bool required = false;
    /// What the server refuses of the column alone, as a SQL condition on "%1" (the quoted
    /// column), the validator's rule for the field (docs/team.md, "Constraints"); empty: none.
    QString check;

    QString sqlType() const;
    /// The value of the bundle object's key as the text bound to the column ($n::type), or a
    /// null QVariant for an absent key.
    QVariant toSql(const QJsonValue &value) const;
    /// The column's text (SELECT col::text) as the bundle object's value; Undefined for NULL.
    QJsonValue fromSql(const QVariant &text) const;
};

struct TeamKind
{
    CatalogKind kind = CatalogKind::Accelerator;
    QString table; ///< catalogKey(): the server table and the audit log's kind
    QString bundleKey; ///< catalogListKey()
    QList<TeamColumn> columns; ///< "id" first
};

/// The catalog kinds, in bundle order (catalogKinds).
const QList<TeamKind> &teamKinds();
/// The kind whose table is `table`; nullptr for any other text.
const TeamKind *teamKind(const QString &table);
const TeamKind &teamKind(CatalogKind kind);

/// One catalog item as the canonical bundle object (BundleWriter's), keyed by kind and id.
struct TeamItemKey
{
    QString kind;
    QString id;
    friend bool operator<(const TeamItemKey &a, const TeamItemKey &b)
    {
        return a.kind != b.kind ? a.kind < b.kind : a.id < b.id;
    }
    friend bool operator==(const TeamItemKey &, const TeamItemKey &) = default;
};
using TeamItems = QMap<TeamItemKey, QJsonObject>;

class TeamItemsOf
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamItemsOf)

public:
    /// Every catalog item of `catalog` in its canonical bundle form.
    static TeamItems of(const Catalog &catalog);
    /// The catalog of `items` (canonical or not), read and validated as a bundle is.
    static Outcome<Catalog> catalog(const TeamItems &items);
    /// `items` brought to the canonical form (read and written back).
    static Outcome<TeamItems> canonical(const TeamItems &items);
    /// The keys whose values differ (an absent key as its default, since the canonical form
    /// leaves out what is at its default), in the kind's column order.
    static QStringList differences(const QString &kind, const QJsonObject &a, const QJsonObject &b);
    /// "kind.key" for every key of `items` the server has no column for (a field newer than
    /// the server schema): such a catalog cannot be pushed without losing it.
    static QStringList unknownKeys(const TeamItems &items);
    /// `document` as compact JSON text that Qt's JSON reader gives back exactly (a string
    /// beginning with U+FEFF keeps it).
    static QByteArray compactJson(const QJsonDocument &document);
    /// A value as a message shows it: text unquoted, "(none)" for absent.
    static QString shown(const QJsonValue &value);
};

} // namespace infertco
