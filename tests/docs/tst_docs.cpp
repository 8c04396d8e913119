// SPDX-License-Identifier: GPL-3.0-or-later
// The documentation in docs/ against the code it describes, where a machine can tell: every
// bundle key of every field table has a row in docs/format.md under its kind (with "required"
// when the table says so, and every value of an enumeration), every cost component a row of
// docs/method.md's ledger table in report order, every document schema script and table a
// mention in docs/format.md, the team server's tables, roles and schema version in
// docs/team.md, the file count of every folder of core/, ui/ and app/ (at any depth, none over
// 45) in docs/architecture.md, and a link from the README to every file of docs/ (and no link
// in them to a file that is not there). The help's method page (MethodNotes::page(), in English)
// has docs/method.md's "##" sections, in its order and under its headings, then docs/serving.md's
// "Sizing" and "The serving simulation"; every bold term of a section of docs/method.md is in
// that section of the page.
#include "cost/component.h"
#include "cost/methodnotes.h"
#include "io/team/teamserver.h"
#include "io/team/teamtables.h"
#include "model/entities/accelerator.h"
#include "model/entities/colooffer.h"
#include "model/entities/region.h"
#include "model/entities/rentaloffer.h"
#include "model/entities/scenario.h"
#include "model/entities/serverplatform.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace infertco;
using namespace Qt::StringLiterals;

namespace {

QString sourceDir()
{
    return QStringLiteral(INFERTCO_SOURCE_DIR);
}

QString readText(const QString &relative)
{
    QFile file(sourceDir() + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// The lines of `text` from the heading that starts with `heading` to the next heading of the
/// same or a higher level; empty when there is no such heading.
QStringList section(const QString &text, const QString &heading)
{
    const QStringList lines = text.split(u'\n');
    QStringList found;
    int level = 0;
    for (const QString &line : lines) {
        const qsizetype hashes = line.indexOf(QRegularExpression(u"[^#]"_s));
        const bool isHeading = line.startsWith(u'#') && hashes > 0 && line.at(hashes) == u' ';
        if (level > 0 && isHeading && hashes <= level)
            break;
        if (level == 0 && isHeading && line.startsWith(heading)) {
            level = int(hashes);
            continue;
        }
        if (level > 0)
            found.append(line);
    }
    return found;
}

/// The table row of `lines` whose first cell is exactly `` `key` ``; empty when none is.
QString rowOf(const QStringList &lines, const QString &key)
{
    const QString cell = u"| `"_s + key + u"` |"_s;
    for (const QString &line : lines) {
        if (line.startsWith(cell))
            return line;
    }
    return {};
}

/// What the docs test reads of one field: its key, whether the bundle must give it, and the
/// values of an enumeration.
struct DocumentedField
{
    QString key;
    bool required = false;
    QStringList values;
};

template <typename Item>
QList<DocumentedField> documented(const QList<FieldSpec<Item>> &fields)
{
    QList<DocumentedField> out;
    for (const FieldSpec<Item> &spec : fields)
        out.append({ spec.keyText(), spec.required, spec.values ? spec.values() : QStringList() });
    return out;
}

/// The keys an editor shows beside the field table (lists and maps), not already in `fields`.
QList<DocumentedField> beside(const QList<DocumentedField> &fields, const QStringList &columns,
                              const QStringList &identity)
{
    QList<DocumentedField> out;
    for (const QString &column : columns) {
        const bool known = std::any_of(fields.cbegin(), fields.cend(),
                                       [&](const DocumentedField &f) { return f.key == column; });
        if (!known && !identity.contains(column))
            out.append({ column, false, {} });
    }
    return out;
}

/// The C++ sources directly in `folder`: the count docs/architecture.md gives.
int sourceFiles(const QDir &folder)
{
    return int(folder.entryList({ u"*.cpp"_s, u"*.h"_s }, QDir::Files).size());
}

} // namespace

Q_DECLARE_METATYPE(DocumentedField)

class TestDocs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The row look-up the checks below rest on is exact: `price` is not found in the row of
    // `price_change_year`, and a row outside the section is not found at all.
    void rowLookupIsExact()
    {
        const QString text = u"## A\n| `price_change_year` | decimal |\n## B\n| `price` | x |\n"_s;
        const QStringList a = section(text, u"## A"_s);
        QCOMPARE(a.size(), 1);
        QVERIFY(rowOf(a, u"price"_s).isEmpty());
        QVERIFY(!rowOf(a, u"price_change_year"_s).isEmpty());
        QVERIFY(!rowOf(section(text, u"## B"_s), u"price"_s).isEmpty());
        QVERIFY(section(text, u"## C"_s).isEmpty());
    }

    void fieldsInFormat_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QList<DocumentedField>>("fields");

        const QStringList identity{ u"id"_s, u"name"_s, u"source"_s, u"quote_date"_s, u"notes"_s };
        const auto add = [&](const char *name, const QString &heading,
                             const QList<DocumentedField> &fields, const QStringList &columns) {
            QTest::newRow(name) << heading << (fields + beside(fields, columns, identity));
        };
        add("catalog identity", u"### Common fields"_s, documented(catalogIdentityFields()), {});
        add("accelerator", u"### Accelerators"_s, documented(acceleratorFields()),
            acceleratorColumns());
        add("platform", u"### Server platforms"_s, documented(platformFields()), platformColumns());
        add("rental offer", u"### Rental offers"_s, documented(rentalOfferFields()),
            rentalOfferColumns());
        add("colo offer", u"### Colocation offers"_s, documented(coloOfferFields()),
            coloOfferColumns());
        add("region", u"### Regions"_s, documented(regionFields()), regionColumns());
        add("scenario", u"### Scenarios"_s,
            documented(scenarioIdentityFields()) + documented(scenarioFields()), scenarioColumns());
        add("option", u"### Options"_s, documented(scenarioOptionFields()),
            scenarioOptionColumns());
    }

    // Every key of the kind's field table (and the lists its editor shows beside it) has a row
    // in its section of docs/format.md; a required field says "required"; an enumeration lists
    // every value.
    void fieldsInFormat()
    {
        QFETCH(QString, heading);
        QFETCH(QList<DocumentedField>, fields);
        const QStringList lines = section(readText(u"docs/format.md"_s), heading);
        QVERIFY2(!lines.isEmpty(), qPrintable(u"docs/format.md has no section "_s + heading));
        QVERIFY(!fields.isEmpty());
        for (const DocumentedField &field : std::as_const(fields)) {
            const QString row = rowOf(lines, field.key);
            QVERIFY2(!row.isEmpty(),
                     qPrintable(
                             u"docs/format.md, \"%1\": no row for `%2`"_s.arg(heading, field.key)));
            if (field.required)
                QVERIFY2(row.contains(u"required"_s),
                         qPrintable(u"docs/format.md: `%1` is required but its row does not say "
                                    "so"_s.arg(field.key)));
            for (const QString &value : field.values)
                QVERIFY2(row.contains(u'`' + value + u'`'),
                         qPrintable(u"docs/format.md: the row of `%1` lacks the value `%2`"_s.arg(
                                 field.key, value)));
        }
    }

    // The ledger table of docs/method.md lists every component, by its key, in report order.
    void componentsInMethod()
    {
        const QStringList lines = section(readText(u"docs/method.md"_s), u"## The ledger"_s);
        QVERIFY2(!lines.isEmpty(), "docs/method.md has no section \"The ledger\"");
        qsizetype previous = -1;
        for (const ComponentInfo &info : ComponentTable) {
            const QString key = QString::fromLatin1(info.key);
            const QString row = rowOf(lines, key);
            QVERIFY2(!row.isEmpty(),
                     qPrintable(u"docs/method.md, \"The ledger\": no row for `%1`"_s.arg(key)));
            const qsizetype at = lines.indexOf(row);
            QVERIFY2(at > previous,
                     qPrintable(u"docs/method.md: `%1` is out of report order"_s.arg(key)));
            previous = at;
        }
    }

    // Every schema script is named in docs/format.md, and every table the scripts create.
    void schemaInFormat()
    {
        const QString format = readText(u"docs/format.md"_s);
        const QDir schema(sourceDir() + u"/data/schema"_s);
        const QStringList scripts = schema.entryList({ u"v*.sql"_s }, QDir::Files);
        QVERIFY(!scripts.isEmpty());
        static const QRegularExpression createTable(u"CREATE TABLE (\\w+)"_s);
        for (const QString &script : scripts) {
            QVERIFY2(format.contains(u'`' + script + u'`'),
                     qPrintable(u"docs/format.md does not name data/schema/"_s + script));
            const QString sql = readText(u"data/schema/"_s + script);
            for (auto it = createTable.globalMatch(sql); it.hasNext();) {
                const QString table = it.next().captured(1);
                QVERIFY2(format.contains(u'`' + table + u'`'),
                         qPrintable(u"docs/format.md does not name the table %1 of %2"_s.arg(
                                 table, script)));
            }
        }
    }

    // docs/team.md names the server's catalog tables, its roles and the schema version this
    // release writes.
    void teamServerInTeam()
    {
        const QString team = readText(u"docs/team.md"_s);
        QVERIFY(!team.isEmpty());
        for (const TeamKind &kind : teamKinds())
            QVERIFY2(team.contains(u"`infertco."_s + kind.table + u'`'),
                     qPrintable(u"docs/team.md does not name the table infertco."_s + kind.table));
        for (const auto role :
             { TeamServer::Role::Viewer, TeamServer::Role::Buyer, TeamServer::Role::Admin })
            QVERIFY2(team.contains(u'`' + TeamServer::roleName(role) + u'`'),
                     qPrintable(u"docs/team.md does not name the role "_s
                                + TeamServer::roleName(role)));
        const QString version = u"knows version %1 (`TeamServer::SchemaVersion`)"_s.arg(
                TeamServer::SchemaVersion);
        QVERIFY2(team.contains(version),
                 qPrintable(u"docs/team.md does not say \""_s + version + u'"'));
    }

    // docs/architecture.md gives the number of C++ sources of every folder of core/, ui/ and
    // app/ (a folder inside one, like core/io/bundle/, too), each number is the count in the
    // tree, and no folder holds more than 45 (docs/architecture.md, "Folders").
    void folderCountsInArchitecture()
    {
        const QString architecture = readText(u"docs/architecture.md"_s);
        static const QRegularExpression row(
                u"^\\| `((?:core|ui|app)/[a-z0-9_/]+)/` \\| (\\d+) \\|"_s,
                QRegularExpression::MultilineOption);
        QMap<QString, int> stated;
        for (auto it = row.globalMatch(architecture); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            stated.insert(m.captured(1), m.captured(2).toInt());
        }
        QVERIFY(!stated.isEmpty());
        QStringList actual;
        for (const QString &top : { u"core"_s, u"ui"_s, u"app"_s }) {
            QDirIterator it(sourceDir() + u'/' + top, QDir::Dirs | QDir::NoDotAndDotDot,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                actual.append(QDir(sourceDir()).relativeFilePath(it.next()));
        }
        for (const QString &folder : std::as_const(actual)) {
            QVERIFY2(stated.contains(folder),
                     qPrintable(u"docs/architecture.md has no row for %1/"_s.arg(folder)));
            const int count = sourceFiles(QDir(sourceDir() + u'/' + folder));
            QVERIFY2(count <= 45,
                     qPrintable(u"%1/ holds %2 C++ sources; a folder holds at most 45: split it"_s
                                        .arg(folder)
                                        .arg(count)));
            QVERIFY2(stated.value(folder) == count,
                     qPrintable(
                             u"docs/architecture.md says %1/ has %2 files; it has %3"_s.arg(folder)
                                     .arg(stated.value(folder))
                                     .arg(count)));
        }
        for (auto it = stated.cbegin(); it != stated.cend(); ++it)
            QVERIFY2(actual.contains(it.key()),
                     qPrintable(u"docs/architecture.md lists %1/, which does not exist"_s.arg(
                             it.key())));
    }

    // The help's method page and docs/method.md say the same: the page's sections are the
    // "##" headings of docs/method.md in order, then docs/serving.md's "Sizing" and "The serving
    // simulation", whose notes on SLO capacity, P99 sizing, the peak-month latency and the
    // roofline carry the headings of docs/serving.md.
    void methodPageFollowsMethod()
    {
        static const QRegularExpression h2(u"^## (.+)$"_s, QRegularExpression::MultilineOption);
        QStringList expected;
        for (auto it = h2.globalMatch(readText(u"docs/method.md"_s)); it.hasNext();)
            expected.append(it.next().captured(1).trimmed());
        QVERIFY(expected.size() >= 10);
        expected << u"Sizing"_s << u"The serving simulation"_s;
        QStringList actual;
        const QList<MethodSection> page = MethodNotes::page();
        for (const MethodSection &section : page)
            actual.append(section.heading);
        QCOMPARE(actual, expected);

        const QString serving = readText(u"docs/serving.md"_s);
        QStringList simulationTitles;
        for (const MethodNote &note : page.last().notes)
            simulationTitles.append(note.title);
        for (const QString &heading : { u"SLO capacity"_s, u"P99 sizing"_s,
                                        u"Latency at the peak-month load"_s, u"Roofline"_s }) {
            QVERIFY2(serving.contains(u"### "_s + heading + u'\n'),
                     qPrintable(u"docs/serving.md has no heading \"%1\""_s.arg(heading)));
            QVERIFY2(simulationTitles.contains(heading),
                     qPrintable(u"the method page has no note \"%1\""_s.arg(heading)));
        }
    }

    // Every bold term of a "##" section of docs/method.md ("**Exchange rates.**", "**tranche**")
    // is in the text of the page's section of that heading, whatever the case.
    void methodPageHasMethodTerms()
    {
        const QString method = readText(u"docs/method.md"_s);
        static const QRegularExpression h2(u"^## (.+)$"_s, QRegularExpression::MultilineOption);
        static const QRegularExpression bold(u"\\*\\*([^*]+)\\*\\*"_s);
        QMap<QString, QString> pageText;
        for (const MethodSection &section : MethodNotes::page()) {
            QString text = section.heading;
            for (const MethodNote &note : section.notes)
                text += u'\n' + note.title + u'\n' + note.text;
            pageText.insert(section.heading, text.simplified());
        }
        int terms = 0;
        for (auto it = h2.globalMatch(method); it.hasNext();) {
            const QString heading = it.next().captured(1).trimmed();
            const QString body = section(method, u"## "_s + heading).join(u' ');
            for (auto b = bold.globalMatch(body); b.hasNext();) {
                QString term = b.next().captured(1).simplified();
                if (term.endsWith(u'.'))
                    term.chop(1);
                ++terms;
                QVERIFY2(pageText.value(heading).contains(term, Qt::CaseInsensitive),
                         qPrintable(u"the method page's \"%1\" does not say \"%2\""_s.arg(heading,
                                                                                          term)));
            }
        }
        QVERIFY(terms >= 20);
    }

    // The six places where the page said less than docs/method.md: the migration days of the
    // card, the yearly price changes, the region whose staff cost applies, requantization on a
    // card that requires quantization, maintenance and residual per tranche, and the fleet,
    // advice and plan search.
    void methodPageSaysWhatMethodSays_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("migration") << u"The ledger"_s << u"migration days"_s;
        QTest::newRow("price changes") << u"Prices over time"_s << u"yearly change"_s;
        QTest::newRow("staff region") << u"The ledger"_s << u"team region"_s;
        QTest::newRow("requantization") << u"The ledger"_s << u"requires quantization"_s;
        QTest::newRow("maintenance") << u"The ledger"_s << u"every tranche bought"_s;
        QTest::newRow("residual") << u"Residual"_s << u"Each tranche keeps"_s;
        QTest::newRow("fleet") << u"Fleet"_s << u"minimum term"_s;
        QTest::newRow("advice") << u"Advice"_s << u"warnings"_s;
        QTest::newRow("plan search") << u"Plan search"_s << u"ranked by total"_s;
        QTest::newRow("p99 sizing") << u"The serving simulation"_s << u"SLO capacity"_s;
    }

    void methodPageSaysWhatMethodSays()
    {
        QFETCH(QString, heading);
        QFETCH(QString, phrase);
        for (const MethodSection &section : MethodNotes::page()) {
            if (section.heading != heading)
                continue;
            for (const MethodNote &note : section.notes)
                if (note.text.contains(phrase, Qt::CaseInsensitive))
                    return;
            QFAIL(qPrintable(u"\"%1\" does not say \"%2\""_s.arg(heading, phrase)));
        }
        QFAIL(qPrintable(u"the method page has no section \"%1\""_s.arg(heading)));
    }

    // A citation of a section, in the docs themselves ("[method.md](method.md), "Fleet"") or in
    // a comment of the code ("docs/method.md, "Residual""), names a heading of that file.
    void citedSectionsExist()
    {
        static const QRegularExpression heading(u"^#+ (.+)$"_s,
                                                QRegularExpression::MultilineOption);
        QMap<QString, QStringList> headings;
        const QDir docs(sourceDir() + u"/docs"_s);
        QStringList cited = docs.entryList({ u"*.md"_s }, QDir::Files);
        for (QString &file : cited)
            file.prepend(u"docs/"_s);
        cited.append(u"README.md"_s);
        for (const QString &file : std::as_const(cited)) {
            const QString text = readText(file);
            for (auto it = heading.globalMatch(text); it.hasNext();)
                headings[file].append(it.next().captured(1).trimmed());
        }
        QVERIFY(headings.value(u"docs/method.md"_s).contains(u"Residual"_s));

        // The file, then one or more quoted headings: "A", "B" and "C".
        static const QRegularExpression citation(
                u"(?:\\[([a-z]+\\.md)\\]\\([a-z]+\\.md\\)|(docs/[a-z]+\\.md|README\\.md)), "
                "((?:\"[^\"\\n]+\"(?:, | and )?)+)"_s);
        static const QRegularExpression quoted(u"\"([^\"\\n]+)\""_s);
        const auto check = [&](const QString &where, const QString &text, const QString &base) {
            for (auto it = citation.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const QString file = m.captured(1).isEmpty() ? m.captured(2) : base + m.captured(1);
                if (!headings.contains(file))
                    continue; // a file of another folder: linksResolve's business
                for (auto q = quoted.globalMatch(m.captured(3)); q.hasNext();) {
                    const QString name = q.next().captured(1);
                    if (!headings.value(file).contains(name))
                        QFAIL(qPrintable(
                                u"%1 cites %2, \"%3\": no such heading"_s.arg(where, file, name)));
                }
            }
        };
        for (const QString &file : std::as_const(cited))
            check(file, readText(file), file.startsWith(u"docs/"_s) ? u"docs/"_s : QString());
        int sources = 0;
        for (const QString &top : { u"core"_s, u"ui"_s, u"app"_s, u"tests"_s }) {
            QDirIterator it(sourceDir() + u'/' + top,
                            { u"*.cpp"_s, u"*.h"_s, u"CMakeLists.txt"_s, u"*.py"_s }, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                if (!file.open(QIODevice::ReadOnly))
                    continue;
                ++sources;
                check(QDir(sourceDir()).relativeFilePath(path), QString::fromUtf8(file.readAll()),
                      QString());
            }
        }
        QVERIFY(sources > 100);
    }

    // The README links every file of docs/, and every relative link of the README and of docs/
    // names a file that exists.
    void linksResolve()
    {
        const QString readme = readText(u"README.md"_s);
        const QDir docs(sourceDir() + u"/docs"_s);
        const QStringList files = docs.entryList({ u"*.md"_s }, QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString &file : files)
            QVERIFY2(readme.contains(u"](docs/"_s + file + u')'),
                     qPrintable(u"README.md does not link docs/"_s + file));
        static const QRegularExpression link(u"\\]\\(([^)#:]+)(#[^)]*)?\\)"_s);
        QList<std::pair<QString, QString>> sources{ { u"README.md"_s, QString() } };
        for (const QString &file : files)
            sources.append({ u"docs/"_s + file, u"docs/"_s });
        for (const auto &[file, base] : std::as_const(sources)) {
            const QString text = readText(file);
            for (auto it = link.globalMatch(text); it.hasNext();) {
                const QString target = base + it.next().captured(1);
                QVERIFY2(QFile::exists(sourceDir() + u'/' + target),
                         qPrintable(u"%1 links %2, which does not exist"_s.arg(file, target)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestDocs)
#include "tst_docs.moc"
