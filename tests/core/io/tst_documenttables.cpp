// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentTables through a document: every field of a bundle comes back from its
// columns, and a save writes only the rows that changed (docs/format.md, "While it is open").
#include "bundlecompare.h"
#include "documentfolder.h"
#include "io/document/document.h"
#include "problemcheck.h"

#include <QFileInfo>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestDocumentTables : public QObject, private DocumentFolder
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(initDocumentFolder()); }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("bundle");
        QTest::newRow("data/demo.json") << QStringLiteral("data/demo.json");
        QTest::newRow("data/catalog.json") << QStringLiteral("data/catalog.json");
        QTest::newRow("golden dc-gpu") << QStringLiteral("tests/golden/dc-gpu.json");
        QTest::newRow("golden npu-fallback") << QStringLiteral("tests/golden/npu-fallback.json");
        QTest::newRow("golden consumer-tp") << QStringLiteral("tests/golden/consumer-tp.json");
        QTest::newRow("golden example-hk") << QStringLiteral("tests/golden/example-hk.json");
    }

    // bundle → document → bundle gives back every field, in a fresh process-like reopen too.
    void roundTrip()
    {
        QFETCH(QString, bundle);
        const Bundle original = readBundle(bundle.toUtf8().constData());
        QVERIFY(!original.catalog.regions.isEmpty());
        const QString path = file(QFileInfo(bundle).baseName() + QStringLiteral(".infertco"));
        {
            Outcome<std::unique_ptr<Document>> document
                    = Document::createFromBundle(path, original);
            QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
            const Outcome<Bundle> loaded = document.value()->load();
            QVERIFY2(loaded.ok(), qPrintable(describe(loaded.problems())));
            const QStringList differences = BundleCompare::differences(original, loaded.value());
            QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));
        }
        Outcome<std::unique_ptr<Document>> reopened = Document::open(path);
        QVERIFY2(reopened.ok(), qPrintable(describe(reopened.problems())));
        QVERIFY(reopened.value()->backupPath().isEmpty());
        const Outcome<Bundle> loaded = reopened.value()->load();
        QVERIFY(loaded.ok());
        QVERIFY(BundleCompare::differences(original, loaded.value()).isEmpty());
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY(read.ok());
        QVERIFY(BundleCompare::differences(original, read.value()).isEmpty());
    }

    // docs/format.md, "While it is open": a save writes the rows that differ and nothing else.
    // Every save also upserts two bookkeeping rows: document_meta "saved_by" and the checksum.
    void saveWritesOnlyTheChangedRows_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<qint64>("rows");
        // 0 rows + 2 bookkeeping = 2
        QTest::newRow("nothing changed") << 0 << qint64(2);
        // 1 UPDATE of rental_offer + 2 = 3
        QTest::newRow("one rental offer's price") << 1 << qint64(3);
        // 1 INSERT into accelerator + 2 = 3
        QTest::newRow("accelerator added at the end") << 2 << qint64(3);
        // 1 INSERT into region, 5 UPDATEs (each demo region's position moves up one) + 2 = 8
        QTest::newRow("region added first") << 3 << qint64(8);
        // scenario_option rows are deleted and inserted again: 1 DELETE + 1 INSERT + 2 = 4
        QTest::newRow("option renamed") << 4 << qint64(4);
        // 2 DELETEs + 2 INSERTs + 2 = 6, with UNIQUE (scenario, name) never broken halfway
        QTest::newRow("two option names swapped") << 5 << qint64(6);
        // 1 UPDATE of scenario (its notes) + 2 = 3; its options and rates are untouched
        QTest::newRow("scenario notes") << 6 << qint64(3);
    }

    void saveWritesOnlyTheChangedRows()
    {
        QFETCH(int, edit);
        QFETCH(qint64, rows);
        QCOMPARE(m_demo.catalog.regions.size(), 5);
        QVERIFY(m_demo.scenarios.first().options.size() >= 2);
        const QString path = file(QStringLiteral("rows-%1.infertco").arg(edit));
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, m_demo);
        QVERIFY(document.ok());
        Bundle changed = m_demo;
        QList<ScenarioOption> &options = changed.scenarios.first().options;
        switch (edit) {
        case 1: {
            RentalOffer &offer = changed.catalog.rentalOffers[3];
            std::optional<Decimal> &price
                    = offer.monthlyPrice ? offer.monthlyPrice : offer.hourlyPrice;
            *price = *price + Decimal(1);
            break;
        }
        case 2: {
            Accelerator copy = changed.catalog.accelerators.first();
            copy.id = QStringLiteral("copy-of-first");
            changed.catalog.accelerators.append(copy);
            break;
        }
        case 3: {
            Region region = changed.catalog.regions.first();
            region.id = QStringLiteral("new-region");
            changed.catalog.regions.prepend(region);
            break;
        }
        case 4:
            options[0].name = QStringLiteral("Renamed option");
            break;
        case 5:
            std::swap(options[0].name, options[1].name);
            break;
        case 6:
            changed.scenarios.first().notes = QStringLiteral("changed notes");
            break;
        default:
            break;
        }
        const Problems problems = document.value()->save(changed);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
        QCOMPARE(document.value()->lastSaveRowChanges(), rows);
        // The file holds the edit, and its checksum (checked by read()) covers it.
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY2(read.ok(), qPrintable(describe(read.problems())));
        QVERIFY2(BundleCompare::differences(changed, read.value()).isEmpty(),
                 qPrintable(BundleCompare::differences(changed, read.value()).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestDocumentTables)
#include "tst_documenttables.moc"
