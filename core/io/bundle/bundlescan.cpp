// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlescan.h"

#include "model/entities/accelerator.h"
#include "model/entities/catalogkind.h"
#include "model/entities/colooffer.h"
#include "model/entities/region.h"
#include "model/entities/rentaloffer.h"
#include "model/entities/scenario.h"
#include "model/entities/serverplatform.h"
#include "model/fields/fields.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <map>
#include <vector>

namespace infertco {

namespace {

// ---- Text ------------------------------------------------------------------------------

// "line 3, column 14" of the byte at `offset`; a column counts characters (the bytes that
// continue a UTF-8 sequence are not counted).
QString position(const QByteArray &json, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < json.size(); ++i) {
        const uchar c = uchar(json.at(i));
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++column;
        }
    }
    return BundleScan::tr("line %1, column %2").arg(line).arg(column);
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The code unit of the "\uXXXX" escape at `i` (the backslash), or -1 when there is none.
int escapedUnit(const QByteArray &json, qsizetype i)
{
    if (i + 6 > json.size() || json.at(i) != '\\' || json.at(i + 1) != 'u')
        return -1;
    int unit = 0;
    for (qsizetype k = i + 2; k < i + 6; ++k) {
        const int digit = hexDigit(json.at(k));
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

// The length of the valid UTF-8 sequence of a character above U+007F starting at `i`, or 0
// (RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF).
int utf8Length(const QByteArray &json, qsizetype i)
{
    const uchar lead = uchar(json.at(i));
    int length = 0;
    uchar low = 0x80;
    uchar high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // overlong below
        else if (lead == 0xED)
            high = 0x9F; // U+D800..U+DFFF, the surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        else if (lead == 0xF4)
            high = 0x8F; // past U+10FFFF
    } else {
        return 0;
    }
    if (i + length > json.size())
        return 0;
    for (int k = 1; k < length; ++k) {
        const uchar next = uchar(json.at(i + k));
        if (next < (k == 1 ? low : 0x80) || next > (k == 1 ? high : 0xBF))
            return 0;
    }
    return length;
}

QString unitText(int unit)
{
    return QStringLiteral("\\u%1").arg(unit, 4, 16, QLatin1Char('0'));
}

// ---- Keys ------------------------------------------------------------------------------

// The keys one kind of object may hold: its fields, the objects they group (checked by their
// own shape) and its lists of objects (each element checked by the list's shape). A known key
// with no shape is a value or a map whose keys are data (fx, tp_efficiency_by_size).
struct Shape
{
    const char *kind = nullptr; ///< the items' kind in messages, for lists
    QStringList keys; ///< in table order: the first of equally near keys is suggested
    std::map<QString, Shape> objects;
    std::map<QString, Shape> lists;

    void add(const QString &key)
    {
        if (!keys.contains(key))
            keys.append(key);
    }
    void add(std::initializer_list<const char *> names)
    {
        for (const char *name : names)
            add(QString::fromLatin1(name));
    }
};

template <typename Item>
Shape shapeOf(const char *kind, const QList<FieldSpec<Item>> &table)
{
    Shape shape;
    shape.kind = kind;
    for (const FieldSpec<Item> &spec : table) {
        const QString group = spec.group();
        if (group.isEmpty()) {
            shape.add(spec.keyText());
            if (spec.type == FieldType::Group)
                shape.objects[spec.keyText()];
        } else {
            shape.add(group);
            shape.objects[group].add(spec.leaf());
        }
    }
    return shape;
}

// Every catalog item carries the identity and quote fields (CatalogItem) beside its table.
template <typename Item>
Shape catalogShape(const char *kind, const QList<FieldSpec<Item>> &table)
{
    Shape shape = shapeOf(kind, table);
    shape.add({ "id", "name", "notes", "source", "quote_date" });
    return shape;
}

// docs/format.md, "The bundle": the bundle as the reader knows it. The collections read beside the
// tables are named here (bundlereader.cpp reads them by these keys); every other key comes from a
// table, so a field added to a table is known here without an edit.
const Shape &bundleShape()
{
    static const Shape shape = [] {
        Shape accelerator = catalogShape(QT_TRANSLATE_NOOP("infertco::BundleScan", "accelerator"),
                                         acceleratorFields());
        // docs/serving.md, "The serving simulation" (v3): maps whose keys are data, checked by the
        // reader itself.
        accelerator.add({ "tp_efficiency_by_size", "efficiency_by_precision" });
        Shape platform = catalogShape(QT_TRANSLATE_NOOP("infertco::BundleScan", "platform"),
                                      platformFields());
        platform.add({ "accepts", "form_factors" });

        Shape scenario
                = shapeOf(QT_TRANSLATE_NOOP("infertco::BundleScan", "scenario"), scenarioFields());
        scenario.add({ "id", "name", "notes", "fx", "options" });
        scenario.objects[QStringLiteral("owned")].add({ "residual_by_year" });
        Shape &workload = scenario.objects[QStringLiteral("workload")];
        workload.add({ "demand" });
        Shape step;
        step.kind = QT_TRANSLATE_NOOP("infertco::BundleScan", "demand step");
        step.add({ "from_month", "peak_output_tokens_per_s" });
        workload.lists[QStringLiteral("demand")] = step;
        scenario.add({ "owned", "workload" });
        scenario.lists[QStringLiteral("options")]
                = shapeOf(QT_TRANSLATE_NOOP("infertco::BundleScan", "scenario option"),
                          scenarioOptionFields());

        Shape root;
        root.kind = QT_TRANSLATE_NOOP("infertco::BundleScan", "the bundle");
        root.add({ "format", "version" });
        const std::pair<const char *, Shape> lists[] = {
            { catalogListKey(CatalogKind::Accelerator), accelerator },
            { catalogListKey(CatalogKind::Platform), platform },
            { catalogListKey(CatalogKind::RentalOffer),
              catalogShape(QT_TRANSLATE_NOOP("infertco::BundleScan", "rental offer"),
                           rentalOfferFields()) },
            { catalogListKey(CatalogKind::ColoOffer),
              catalogShape(QT_TRANSLATE_NOOP("infertco::BundleScan", "colo offer"),
                           coloOfferFields()) },
            { catalogListKey(CatalogKind::Region),
              catalogShape(QT_TRANSLATE_NOOP("infertco::BundleScan", "region"), regionFields()) },
            { "scenarios", scenario },
            // v4: request logs (docs/serving.md, "Request logs"); the rows are arrays.
            { "request_logs",
              [] {
                  Shape log;
                  log.kind = QT_TRANSLATE_NOOP("infertco::BundleScan", "request log");
                  log.add({ "id", "name", "source", "quote_date", "notes", "requests" });
                  return log;
              }() },
        };
        for (const auto &[key, itemShape] : lists) {
            root.add(QString::fromLatin1(key));
            root.lists[QString::fromLatin1(key)] = itemShape;
        }
        return root;
    }();
    return shape;
}

struct Unknown
{
    const char *kind = nullptr;
    QString key; ///< with the path of its group: "workload.ttft_msec"
    QString nearest; ///< likewise; empty when no known key is near
    int items = 0;
};

class KeyWalk
{
public:
    std::vector<Unknown> found; // in the order first met

    void item(const QJsonObject &object, const Shape &shape, const char *kind)
    {
        // Once per item: a key that two groups of one item both hold counts that item once.
        QSet<QString> seen;
        walk(object, shape, kind, QString(), seen);
    }

private:
    QHash<QString, size_t> m_index; // "kind\nkey" -> index in found

    void walk(const QJsonObject &object, const Shape &shape, const char *kind,
              const QString &prefix, QSet<QString> &seen)
    {
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const QString key = it.key();
            if (!shape.keys.contains(key)) {
                if (!seen.contains(prefix + key)) {
                    seen.insert(prefix + key);
                    report(kind, prefix + key, nearest(key, shape.keys, prefix));
                }
                continue;
            }
            if (const auto group = shape.objects.find(key);
                group != shape.objects.end() && it.value().isObject())
                walk(it.value().toObject(), group->second, kind, prefix + key + u'.', seen);
            if (const auto list = shape.lists.find(key);
                list != shape.lists.end() && it.value().isArray()) {
                for (const QJsonValue &element : it.value().toArray()) {
                    if (element.isObject())
                        item(element.toObject(), list->second, list->second.kind);
                }
            }
        }
    }

    static QString nearest(const QString &key, const QStringList &known, const QString &prefix)
    {
        constexpr int Limit = 2;
        int best = Limit + 1;
        QString chosen;
        for (const QString &candidate : known) {
            const int distance = BundleScan::editDistance(key, candidate, Limit);
            if (distance < best) {
                best = distance;
                chosen = candidate;
            }
        }
        return chosen.isEmpty() ? QString() : prefix + chosen;
    }

    void report(const char *kind, const QString &key, const QString &nearest)
    {
        const QString id = QString::fromLatin1(kind) + u'\n' + key;
        const auto at = m_index.constFind(id);
        if (at != m_index.constEnd()) {
            ++found[*at].items;
            return;
        }
        m_index.insert(id, found.size());
        found.push_back({ kind, key, nearest, 1 });
    }
};

} // namespace

Problems BundleScan::invalidText(const QByteArray &json)
{
    Problems problems;
    const auto report = [&](qsizetype offset, const QString &what) {
        problems.append({ tr("the bundle"), QString(),
                          tr("%1 at %2; text must be valid Unicode without NUL")
                                  .arg(what, position(json, offset)) });
    };
    bool inString = false;
    const qsizetype size = json.size();
    qsizetype i = 0;
    while (i < size && problems.size() < MaxReported) {
        const uchar c = uchar(json.at(i));
        if (c == 0) {
            report(i, tr("a NUL byte"));
            ++i;
        } else if (c >= 0x80) {
            const int length = utf8Length(json, i);
            if (length == 0) {
                report(i,
                       tr("a byte that is not UTF-8 (0x%1)")
                               .arg(QString::number(c, 16).toUpper().rightJustified(2, u'0')));
                ++i;
            } else {
                i += length;
            }
        } else if (c == '"') {
            inString = !inString;
            ++i;
        } else if (c != '\\' || !inString) {
            ++i;
        } else if (i + 1 < size && json.at(i + 1) != 'u') {
            i += 2; // \" \\ \n and the like: the quote after it does not end the string
        } else {
            const int unit = escapedUnit(json, i);
            if (unit < 0) {
                i += 2; // a bad escape: the JSON parser names it
            } else if (unit == 0) {
                report(i, tr("\"\\u0000\", a NUL character,"));
                i += 6;
            } else if (unit >= 0xD800 && unit <= 0xDBFF) {
                const int next = escapedUnit(json, i + 6);
                if (next >= 0xDC00 && next <= 0xDFFF) {
                    i += 12; // a whole pair: one character above U+FFFF
                } else {
                    report(i,
                           tr("\"%1\", the first half of a surrogate pair without its second "
                              "half,")
                                   .arg(unitText(unit)));
                    i += 6;
                }
            } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                report(i,
                       tr("\"%1\", the second half of a surrogate pair without its first "
                          "half,")
                               .arg(unitText(unit)));
                i += 6;
            } else {
                i += 6;
            }
        }
    }
    return problems;
}

Problems BundleScan::unknownKeys(const QJsonObject &root)
{
    KeyWalk walk;
    walk.item(root, bundleShape(), bundleShape().kind);
    Problems warnings;
    for (const Unknown &unknown : walk.found) {
        // The bundle itself is one object: no count.
        QString message;
        if (unknown.kind == bundleShape().kind)
            message = tr("is not a field InferTCO knows, so it was ignored");
        else if (unknown.items == 1)
            message = tr("is not a field InferTCO knows, so it was ignored (in 1 item)");
        else
            message = tr("is not a field InferTCO knows, so it was ignored (in %1 items)")
                              .arg(unknown.items);
        if (!unknown.nearest.isEmpty())
            message += tr("; did you mean %1?").arg(unknown.nearest);
        warnings.append({ QCoreApplication::translate("infertco::BundleScan", unknown.kind),
                          unknown.key, message });
    }
    return warnings;
}

int BundleScan::editDistance(const QString &a, const QString &b, int limit)
{
    const QString x = a.toCaseFolded();
    const QString y = b.toCaseFolded();
    if (std::abs(x.size() - y.size()) > limit)
        return limit + 1;
    // One row of the Wagner-Fischer table at a time.
    std::vector<int> previous(size_t(y.size()) + 1);
    std::vector<int> current(previous.size());
    for (size_t j = 0; j < previous.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= x.size(); ++i) {
        current[0] = int(i);
        int rowBest = current[0];
        for (qsizetype j = 1; j <= y.size(); ++j) {
            const int substitute = previous[size_t(j - 1)] + (x.at(i - 1) == y.at(j - 1) ? 0 : 1);
            current[size_t(j)]
                    = std::min({ previous[size_t(j)] + 1, current[size_t(j - 1)] + 1, substitute });
            rowBest = std::min(rowBest, current[size_t(j)]);
        }
        if (rowBest > limit)
            return limit + 1;
        std::swap(previous, current);
    }
    return std::min(previous.back(), limit + 1);
}

} // namespace infertco
