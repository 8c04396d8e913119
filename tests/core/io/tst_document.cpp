// SPDX-License-Identifier: GPL-3.0-or-later
// Document: creating, saving and opening a .infertco file (docs/format.md, "While it is open"), a
// save checked the way a whole check would be, and what is refused before anything is written.
#include "bundlecompare.h"
#include "documentfolder.h"
#include "documenttestfiles.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "model/rules/validation.h"
#include "problemcheck.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestDocument : public QObject, private DocumentFolder
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(initDocumentFolder()); }

    void createMakesAnEmptyDocumentOfTheCurrentVersion()
    {
        const QString path = file(QStringLiteral("empty.infertco"));
        {
            Outcome<std::unique_ptr<Document>> document = Document::create(path);
            QVERIFY2(document.ok(), qPrintable(firstText(document.problems())));
            QCOMPARE(document.value()->path(), path);
            const Outcome<Bundle> content = document.value()->load();
            QVERIFY(content.ok());
            QVERIFY(content.value().catalog.accelerators.isEmpty());
            QVERIFY(content.value().scenarios.isEmpty());
        }
        const QByteArray header = readAll(path).left(100);
        QCOMPARE(header.mid(68, 4), QByteArray("ITCO")); // application_id 0x4954434F
        QCOMPARE(Document::applicationId(), 0x4954434F);
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")),
                 QString::number(Document::schemaVersion()));
        // One script per version, v1.sql .. vN.sql in data/schema: version 4 holds the fields
        // of bundle version 2, and a migration added later raises it by one.
        const QStringList scripts = QDir(sourcePath("data/schema"))
                                            .entryList({ QStringLiteral("v*.sql") }, QDir::Files);
        QVERIFY(Document::schemaVersion() >= 4);
        QCOMPARE(Document::schemaVersion(), int(scripts.size()));
        // Bytes 18 and 19 are 1 for a rollback journal, 2 for WAL (docs/format.md, "While it is
        // open": no -wal/-shm).
        QCOMPARE(int(header.at(18)), 1);
        QCOMPARE(int(header.at(19)), 1);
        QVERIFY(rawValue(path,
                         QStringLiteral("SELECT value FROM document_meta WHERE key = "
                                        "'created_by'"))
                        .contains(QLatin1String("0.")));
    }

    void createRefusesAnExistingFile()
    {
        const QString path = file(QStringLiteral("existing.infertco"));
        QVERIFY(writeAll(path, "someone's file"));
        const Outcome<std::unique_ptr<Document>> document = Document::create(path);
        QVERIFY(!document.ok());
        QVERIFY2(firstText(document.problems()).contains(QLatin1String("already exists")),
                 qPrintable(firstText(document.problems())));
        QCOMPARE(readAll(path), QByteArray("someone's file"));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".lock")));
    }

    void createFromInvalidBundleCreatesNothing()
    {
        Bundle bundle = m_demo;
        bundle.catalog.accelerators.first().price = *Decimal::parse(u"-1");
        const QString path = file(QStringLiteral("invalid.infertco"));
        const Outcome<std::unique_ptr<Document>> document
                = Document::createFromBundle(path, bundle);
        QVERIFY(!document.ok());
        QVERIFY_PROBLEM(document.problems(), itemLabel("accelerator", "h100-sxm"), "price",
                        "must not be negative");
        QVERIFY(!QFileInfo::exists(path));
    }

    void saveReplacesTheWholeContent()
    {
        const QString path = file(QStringLiteral("save.infertco"));
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, m_demo);
        QVERIFY(document.ok());
        Bundle changed = m_demo;
        changed.scenarios.removeLast();
        changed.catalog.regions.first().electricityPricePerKwh = *Decimal::parse(u"1.5");
        changed.scenarios.first().notes = QStringLiteral("新的備註");
        QVERIFY(document.value()->save(changed).isEmpty());
        const Outcome<Bundle> loaded = document.value()->load();
        QVERIFY(loaded.ok());
        QVERIFY2(BundleCompare::differences(changed, loaded.value()).isEmpty(),
                 qPrintable(BundleCompare::differences(changed, loaded.value()).join(u'\n')));
    }

    // Text comes back exactly as saved, also where SQLite's own UTF-16 handling would change
    // it: a leading U+FEFF (taken for a byte-order mark) and the noncharacters U+FFFE and
    // U+FFFF (turned into U+FFFD), in a scenario's notes, an option's name and a source.
    void textRoundTripsExactly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("leading BOM") << QStringLiteral("\uFEFFH100 rent");
        QTest::newRow("BOM inside") << QStringLiteral("H100\uFEFFrent");
        QTest::newRow("leading U+FFFE") << QStringLiteral("\uFFFEH100 rent");
        QTest::newRow("U+FFFE inside") << QStringLiteral("H100 \uFFFE rent");
        QTest::newRow("U+FFFF at the end") << QStringLiteral("H100 rent\uFFFF");
        QTest::newRow("all three") << QStringLiteral("\uFEFF\uFFFE\uFFFF租用");
        QTest::newRow("two BOMs") << QStringLiteral("\uFEFF\uFEFFrent");
        QTest::newRow("only a BOM") << QStringLiteral("\uFEFF");
        QTest::newRow("U+FFFD stays") << QStringLiteral("H100 \uFFFD rent");
        QTest::newRow("plain") << QStringLiteral("新的備註 U+FFFE");
    }

    void textRoundTripsExactly()
    {
        QFETCH(QString, text);
        const QString path = file(QStringLiteral("text-%1.infertco")
                                          .arg(QString::fromLatin1(QTest::currentDataTag())
                                                       .replace(u' ', u'-')
                                                       .replace(u'+', u'-')));
        QFile::remove(path);
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, m_demo);
        QVERIFY(document.ok());
        Bundle changed = m_demo;
        changed.scenarios.first().notes = text;
        changed.scenarios.first().options.first().name = text;
        changed.catalog.accelerators.first().source = text;
        const Problems saved = document.value()->save(changed);
        QVERIFY2(saved.isEmpty(), qPrintable(saved.isEmpty() ? QString() : saved.first().text()));
        document.value().reset();

        Outcome<std::unique_ptr<Document>> reopened = Document::open(path);
        QVERIFY(reopened.ok());
        const Outcome<Bundle> loaded = reopened.value()->load();
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value().scenarios.first().notes, text);
        QCOMPARE(loaded.value().scenarios.first().options.first().name, text);
        QCOMPARE(loaded.value().catalog.accelerators.first().source, text);
        QVERIFY(BundleCompare::differences(changed, loaded.value()).isEmpty());

        // The bundle export of the document (`export`) and its reading give the same text.
        const QByteArray exported = BundleWriter::toJson(loaded.value());
        const Outcome<Bundle> imported = BundleReader::read(exported);
        QVERIFY2(imported.ok(),
                 qPrintable(imported.problems().isEmpty() ? QString()
                                                          : imported.problems().first().text()));
        QCOMPARE(imported.value().scenarios.first().notes, text);
        QCOMPARE(imported.value().scenarios.first().options.first().name, text);
        QCOMPARE(imported.value().catalog.accelerators.first().source, text);
    }

    // Issue 21 item 26: a save checks only what changed (Validator::changeIsValid) and, when
    // that finds anything, the whole, so that a bad edit is refused with exactly the problems
    // of Document::check(); a good one is told good by the change alone.
    void saveChecksTheChangeWithTheSameProblems_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QString>("expected"); // in the problems; empty: the edit is valid
        QTest::addColumn<bool>("cheap"); // the change alone tells it valid
        QTest::newRow("good: offer re-priced") << 0 << QString() << true;
        QTest::newRow("good: offer appended") << 1 << QString() << true;
        QTest::newRow("good: region prepended") << 2 << QString() << true;
        QTest::newRow("good: accelerator re-priced") << 3 << QString() << true;
        QTest::newRow("good: unused offer removed (the whole is checked)")
                << 4 << QString() << false;
        QTest::newRow("offer appended with an id in use")
                << 5 << QStringLiteral("is used by more than one item") << false;
        QTest::newRow("offer appended with no id") << 6 << QStringLiteral("is required") << false;
        QTest::newRow("offer appended with a negative price")
                << 7 << QStringLiteral("must not be negative") << false;
        QTest::newRow("offer appended in an unknown region")
                << 8 << QStringLiteral("\"atlantis\" is not a region of the catalog") << false;
        QTest::newRow("region removed while offers are in it")
                << 9 << QStringLiteral("is not a region of the catalog") << false;
        QTest::newRow("offer a rent option uses moved to another accelerator")
                << 10 << QStringLiteral("is for accelerator") << false;
        QTest::newRow("scenario appended with an id in use")
                << 11 << QStringLiteral("is used by more than one scenario") << false;
        QTest::newRow("exchange rate a scenario needs removed")
                << 12 << QStringLiteral("has no exchange rate for USD") << false;
        QTest::newRow("accelerator appended with an id in use")
                << 13 << QStringLiteral("is used by more than one item") << false;
    }

    void saveChecksTheChangeWithTheSameProblems()
    {
        QFETCH(int, edit);
        QFETCH(QString, expected);
        QFETCH(bool, cheap);
        Bundle edited = m_demo;
        Catalog &catalog = edited.catalog;
        RentalOffer offer = catalog.rentalOffers.last();
        offer.id = QStringLiteral("new-offer");
        // The rental offer the first rent option of the demo uses.
        qsizetype rented = -1;
        for (const Scenario &scenario : std::as_const(edited.scenarios)) {
            for (const ScenarioOption &option : scenario.options) {
                if (rented < 0 && option.mode == OptionMode::Rent) {
                    for (qsizetype i = 0; i < catalog.rentalOffers.size(); ++i) {
                        if (catalog.rentalOffers.at(i).id == option.offer)
                            rented = i;
                    }
                }
            }
        }
        QVERIFY(rented >= 0);
        switch (edit) {
        case 0: {
            std::optional<Decimal> &price = catalog.rentalOffers[rented].monthlyPrice
                    ? catalog.rentalOffers[rented].monthlyPrice
                    : catalog.rentalOffers[rented].hourlyPrice;
            *price = *price + Decimal(1);
            break;
        }
        case 1:
            catalog.rentalOffers.append(offer);
            break;
        case 2: {
            Region region = catalog.regions.first();
            region.id = QStringLiteral("new-region");
            catalog.regions.prepend(region);
            break;
        }
        case 3:
            catalog.accelerators.first().price = *Decimal::parse(u"26000");
            break;
        case 4: {
            QSet<QString> used;
            for (const Scenario &scenario : std::as_const(edited.scenarios)) {
                for (const ScenarioOption &option : scenario.options)
                    used << option.offer << option.rentalOffer;
            }
            const qsizetype unused
                    = std::find_if(catalog.rentalOffers.cbegin(), catalog.rentalOffers.cend(),
                                   [&used](const RentalOffer &o) { return !used.contains(o.id); })
                    - catalog.rentalOffers.cbegin();
            QVERIFY(unused < catalog.rentalOffers.size());
            catalog.rentalOffers.removeAt(unused);
            break;
        }
        case 5:
            offer.id = catalog.rentalOffers.first().id;
            catalog.rentalOffers.append(offer);
            break;
        case 6:
            offer.id = QStringLiteral(" ");
            catalog.rentalOffers.append(offer);
            break;
        case 7:
            offer.monthlyPrice = *Decimal::parse(u"-100");
            offer.hourlyPrice.reset();
            catalog.rentalOffers.append(offer);
            break;
        case 8:
            offer.region = QStringLiteral("atlantis");
            catalog.rentalOffers.append(offer);
            break;
        case 9: {
            const QString used = catalog.rentalOffers.first().region;
            catalog.regions.removeIf([&used](const Region &r) { return r.id == used; });
            break;
        }
        case 10: {
            RentalOffer &moved = catalog.rentalOffers[rented];
            moved.accelerator = moved.accelerator == QLatin1String("h100-sxm")
                    ? QStringLiteral("h200-sxm")
                    : QStringLiteral("h100-sxm");
            break;
        }
        case 11:
            edited.scenarios.append(edited.scenarios.first());
            break;
        case 12:
            edited.scenarios.first().fx.remove(QStringLiteral("USD"));
            break;
        case 13: {
            Accelerator copy = catalog.accelerators.last();
            copy.id = catalog.accelerators.first().id;
            catalog.accelerators.append(copy);
            break;
        }
        }
        const Problems whole = Document::check(edited);
        QCOMPARE(whole.isEmpty(), expected.isEmpty());
        if (!expected.isEmpty())
            QVERIFY2(describe(whole).contains(expected), qPrintable(describe(whole)));
        // The change alone never calls a bad edit good; a good one it tells cheaply.
        const bool changeIsValid = Validator::changeIsValid(m_demo, edited);
        QVERIFY(!changeIsValid || whole.isEmpty());
        QCOMPARE(changeIsValid, cheap);

        // A document opened from its file (its content known valid) refuses with the same
        // problems, in the same order, and leaves the file as it was.
        const QString path = file(QStringLiteral("check-change-%1.infertco").arg(edit));
        QFile::remove(path);
        QVERIFY(Document::createFromBundle(path, m_demo).ok());
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY(document.ok());
        const QByteArray before = sha256(path);
        const Problems saved = document.value()->save(edited);
        QCOMPARE(describe(saved), describe(whole));
        if (!whole.isEmpty()) {
            QCOMPARE(sha256(path), before);
            return;
        }
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY2(read.ok(), qPrintable(describe(read.problems())));
        QVERIFY(BundleCompare::differences(edited, read.value()).isEmpty());
    }

    void invalidSaveChangesNothing_data()
    {
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative price") << QStringLiteral("must not be negative");
        QTest::newRow("dangling offer reference")
                << QStringLiteral("is not a region of the catalog");
        QTest::newRow("rent option on a platform that does not exist")
                << QStringLiteral("is not a server platform of the catalog");
        // Issue 23: a quote date's form is the item's rule (TextFormat), not only the editor's.
        QTest::newRow("quote date as words")
                << QStringLiteral("\"March 2026\" is not a date such as 2026-03-28 or 2026-03");
    }

    void invalidSaveChangesNothing()
    {
        QFETCH(QString, expected);
        const QString path = file(QStringLiteral("invalid-save.infertco"));
        QFile::remove(path);
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, m_demo);
        QVERIFY(document.ok());
        const QByteArray before = sha256(path);
        Bundle bad = m_demo;
        bad.catalog.regions.first().notes = QStringLiteral("this change must not be stored");
        if (expected.contains(QLatin1String("negative")))
            bad.catalog.accelerators.first().price = *Decimal::parse(u"-27500");
        else if (expected.contains(QLatin1String("March")))
            bad.catalog.platforms.first().quoteDate = QStringLiteral("March 2026");
        else if (expected.contains(QLatin1String("region")))
            bad.catalog.rentalOffers.first().region = QStringLiteral("atlantis");
        else
            bad.scenarios.first().options.first().platform = QStringLiteral("no-such-box");
        if (!expected.contains(QLatin1String("platform of")))
            QCOMPARE(bad.scenarios.first().options.first().mode, OptionMode::Colo);
        const Problems problems = document.value()->save(bad);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(describe(problems).contains(expected), qPrintable(describe(problems)));
        QCOMPARE(sha256(path), before);
        const Outcome<Bundle> loaded = document.value()->load();
        QVERIFY(BundleCompare::differences(m_demo, loaded.value()).isEmpty());
    }

    void closedDocumentIsOneFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mail-me.infertco"));
        {
            Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, m_demo);
            QVERIFY(document.ok());
            // The lock is on the file itself: no sidecar file, even while it is open.
            QCOMPARE(filesIn(dir.path()), QStringList{ QStringLiteral("mail-me.infertco") });
            QVERIFY(document.value()->save(m_demo).isEmpty());
        }
        QCOMPARE(filesIn(dir.path()), QStringList{ QStringLiteral("mail-me.infertco") });
    }

    void missingFile()
    {
        const Outcome<std::unique_ptr<Document>> document
                = Document::open(file(QStringLiteral("not-there.infertco")));
        QVERIFY(!document.ok());
        QVERIFY(firstText(document.problems()).contains(QLatin1String("does not exist")));
        QVERIFY(!QFileInfo::exists(file(QStringLiteral("not-there.infertco"))));
    }

    void readOnlyFileIsNotOpenedForEditing()
    {
        const QString path = makeDocument(QStringLiteral("read-only.infertco"), m_demo);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        if (QFileInfo(path).isWritable())
            QSKIP("running as a user who may write to read-only files (root)");
        const Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY(!document.ok());
        QVERIFY2(firstText(document.problems()).contains(QLatin1String("read-only")),
                 qPrintable(firstText(document.problems())));
        QVERIFY(Document::read(path).ok());
    }

    void createInAFolderThatDoesNotExist()
    {
        const QString path = file(QStringLiteral("no-such-folder/new.infertco"));
        const Outcome<std::unique_ptr<Document>> document = Document::create(path);
        QVERIFY(!document.ok());
        QVERIFY2(firstText(document.problems()).contains(QLatin1String("does not exist")),
                 qPrintable(firstText(document.problems())));
    }

    void looksLikeDocument()
    {
        QVERIFY(Document::looksLikeDocument(
                makeDocument(QStringLiteral("looks.infertco"), Bundle())));
        QVERIFY(!Document::looksLikeDocument(sourcePath("data/demo.json")));
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
