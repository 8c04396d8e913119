// SPDX-License-Identifier: GPL-3.0-or-later
// Document: the .infertco file of DESIGN 7 — round trips, whole-transaction saves, the lock,
// migration from version 1 with a backup, and every kind of bad file refused untouched.
#include "bundlecompare.h"
#include "documenttestfiles.h"
#include "io/document.h"
#include "io/documentchecksum.h"
#include "io/documentlock.h"
#include "io/sqliteconnection.h"
#include "model/validation.h"
#include "problemcheck.h"
#include "sourcetree.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cstring>
#include <sqlite3.h>
#include <unistd.h>

using namespace infertco;
using namespace infertco::testing;

namespace {

QStringList filesIn(const QString &dir)
{
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden);
    names.sort();
    return names;
}

QString firstText(const Problems &problems)
{
    return problems.isEmpty() ? QString() : problems.first().text();
}

// A version-1 document as version 1 of InferTCO wrote it: the frozen v1 schema and rows.
QString writeVersion1File(const QString &path)
{
    QString error = rawSql(path, QString::fromUtf8(readAll(sourcePath("data/schema/v1.sql"))));
    if (!error.isEmpty())
        return error;
    return rawSql(path, QStringLiteral(R"sql(
        PRAGMA foreign_keys = ON;
        BEGIN;
        INSERT INTO region (id, position, name, currency, electricity_price_per_kwh, pue,
                            staff_cost_per_fte_year, source, quote_date, notes)
            VALUES ('hk-clp', 0, 'Hong Kong (CLP)', 'HKD', '1.406', '1.62', '264000',
                    'EEB tariff', '2025-11-18', '');
        INSERT INTO accelerator (id, position, name, class, vendor, memory_gb, bandwidth_gbs,
                                 tflops_fp16, tflops_fp8, tflops_int8, tflops_int4, tdp_w, idle_w,
                                 price, currency, bw_efficiency, compute_efficiency, tp_efficiency,
                                 dynamic_shape_efficiency, max_tp, supports_partitioning,
                                 requires_quantization, migration_days, requant_days)
            VALUES ('l40s', 0, 'NVIDIA L40S', 'datacenter_gpu', 'NVIDIA', 48, 864, 362, 733, 733,
                    0, '350', '0', '9000', 'USD', 0.7, 0.6, 0.81, 1, 8, 0, 0, '0', '0');
        INSERT INTO platform (id, position, name, slots, rack_units, base_w, price, currency)
            VALUES ('pcie-4u', 0, '4U PCIe', 8, 4, '900', '120000', 'HKD');
        INSERT INTO platform_accepts (platform, position, class)
            VALUES ('pcie-4u', 0, 'datacenter_gpu'), ('pcie-4u', 1, 'npu');
        INSERT INTO rental_offer (id, position, name, provider, region, accelerator,
                                  accelerators_per_server, monthly_price, hourly_price, currency,
                                  setup_fee_per_server, network_per_month, min_term_months)
            VALUES ('rent-l40s', 0, 'L40S x4', 'Provider', 'hk-clp', 'l40s', 4, '19500.50', NULL,
                    'HKD', '0', '0', 0);
        INSERT INTO colo_offer (id, position, name, provider, region, rack_fee_per_month,
                                u_fee_per_month, usable_u, rack_power_kw, power_billing,
                                power_price_per_kw_month, pue, setup_fee_per_rack,
                                network_per_month, currency)
            VALUES ('colo-hk', 0, 'HK rack', 'Provider', 'hk-clp', '19500', '0', 42, '10',
                    'metered', '0', NULL, '0', '0', 'HKD');
        INSERT INTO scenario (id, position, name, currency, horizon_months, discount_rate_year,
                              headroom, engineer_day_rate, engineer_currency,
                              staff_fte_per_server_owned, staff_fte_per_server_rented,
                              staff_min_fte_owned, staff_min_fte_rented, owned_spare_fraction,
                              owned_purchase_overhead_fraction, owned_maintenance_rate_year,
                              owned_residual_fraction, workload_params_b, workload_precision,
                              workload_kv_bytes, workload_layers, workload_kv_heads,
                              workload_head_dim, workload_prompt_tokens, workload_output_tokens,
                              workload_peak_output_tokens_per_s, workload_tpot_ms,
                              workload_utilization, workload_model_updates_per_year,
                              workload_max_batch, workload_dynamic_shapes,
                              workload_requires_isolation)
            VALUES ('hk', 0, 'HK API', 'HKD', 36, '0.08', '0.1', '1200', 'HKD', '0.05', '0.02',
                    '0.25', '0.1', '0.05', '0.03', '0.05', '0.4', 14.7, 'int8', 2, 48, 8, 128,
                    1000, 300, '400', 60, '0.4', '2', 256, 1, 0);
        INSERT INTO scenario_fx (scenario, currency, rate) VALUES ('hk', 'USD', '7.8333');
        INSERT INTO scenario_option (scenario, position, name, mode, accelerator, platform,
                                     rental_offer, colo_offer)
            VALUES ('hk', 0, 'Rent L40S', 'rent', 'l40s', NULL, 'rent-l40s', NULL),
                   ('hk', 1, 'Colo L40S', 'colo', 'l40s', 'pcie-4u', NULL, 'colo-hk');
        COMMIT;
        PRAGMA application_id = 1230259023;
        PRAGMA user_version = 1;
    )sql"));
}

// The checksum of definition 1, as builds before per-row digests stored it, computed here on
// its own through plain SQLite: SHA-256 over every row of every table (by name, the checksum
// table left out) in primary-key order, each value tagged with its type.
QByteArray definitionOneChecksum(const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr)
        != SQLITE_OK) {
        sqlite3_close(db);
        return {};
    }
    const auto each = [db](const QString &sql, const auto &onRow) {
        sqlite3_stmt *statement = nullptr;
        sqlite3_prepare_v2(db, sql.toUtf8().constData(), -1, &statement, nullptr);
        while (statement && sqlite3_step(statement) == SQLITE_ROW)
            onRow(statement);
        sqlite3_finalize(statement);
    };
    const auto number = [](QCryptographicHash &hash, quint64 value) {
        const quint64 big = qToBigEndian(value);
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big));
    };
    const auto text = [](sqlite3_stmt *statement, int column) {
        return QByteArray(reinterpret_cast<const char *>(sqlite3_column_blob(statement, column)),
                          sqlite3_column_bytes(statement, column));
    };
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData("InferTCO document content 1\n");
    QStringList tables;
    each(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE "
                        "'sqlite\\_%' ESCAPE '\\' AND name <> 'document_checksum' ORDER BY name"),
         [&](sqlite3_stmt *row) { tables.append(QString::fromUtf8(text(row, 0))); });
    for (const QString &table : std::as_const(tables)) {
        QStringList columns;
        QMap<int, QString> keys;
        each(QStringLiteral("PRAGMA table_info(\"%1\")").arg(table), [&](sqlite3_stmt *row) {
            columns.append(QString::fromUtf8(text(row, 1)));
            if (sqlite3_column_int(row, 5) > 0)
                keys.insert(sqlite3_column_int(row, 5), QString::fromUtf8(text(row, 1)));
        });
        hash.addData("Tt");
        number(hash, quint64(table.toUtf8().size()));
        hash.addData(table.toUtf8());
        each(QStringLiteral("SELECT %1 FROM %2 NOT INDEXED ORDER BY %3")
                     .arg(columns.join(u','), table, QStringList(keys.values()).join(u',')),
             [&](sqlite3_stmt *row) {
                 hash.addData("R");
                 for (int c = 0; c < columns.size(); ++c) {
                     switch (sqlite3_column_type(row, c)) {
                     case SQLITE_NULL:
                         hash.addData("n");
                         break;
                     case SQLITE_INTEGER:
                         hash.addData("i");
                         number(hash, quint64(sqlite3_column_int64(row, c)));
                         break;
                     case SQLITE_FLOAT: {
                         hash.addData("r");
                         const double real = sqlite3_column_double(row, c);
                         quint64 bits = 0;
                         std::memcpy(&bits, &real, sizeof bits);
                         number(hash, bits);
                         break;
                     }
                     default: {
                         const QByteArray bytes = text(row, c);
                         hash.addData(sqlite3_column_type(row, c) == SQLITE_BLOB ? "b" : "t");
                         number(hash, quint64(bytes.size()));
                         hash.addData(bytes);
                         break;
                     }
                     }
                 }
             });
    }
    sqlite3_close(db);
    return hash.result();
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Bundle m_demo;
    QMap<QString, QString> m_firstMessages; ///< bad-file kind → first line of its message

    QString file(const QString &name) const { return m_dir.filePath(name); }

    // A valid document written by this build, closed again.
    QString makeDocument(const QString &name, const Bundle &bundle)
    {
        const QString path = file(name);
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, bundle);
        if (!document.ok())
            qWarning() << firstText(document.problems());
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = readBundle("data/demo.json");
        QVERIFY(!m_demo.scenarios.isEmpty());
    }

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
        // of DESIGN version 2, and a migration added later raises it by one.
        const QStringList scripts = QDir(sourcePath("data/schema"))
                                            .entryList({ QStringLiteral("v*.sql") }, QDir::Files);
        QVERIFY(Document::schemaVersion() >= 4);
        QCOMPARE(Document::schemaVersion(), int(scripts.size()));
        // Bytes 18 and 19 are 1 for a rollback journal, 2 for WAL (DESIGN 7: no -wal/-shm).
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

    // DESIGN 7: a save writes the rows that differ and nothing else. Every save also
    // upserts two bookkeeping rows: document_meta "saved_by" and the checksum.
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

    void checksumFollowsEverySave()
    {
        // Saves of every kind one after another on one open document: after each, the
        // stored checksum (kept row by row) is the one computed from all rows on reading.
        const QString path = file(QStringLiteral("checksum-follows.infertco"));
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, m_demo);
        QVERIFY(document.ok());
        Bundle state = m_demo;
        for (int step = 0; step < 24; ++step) {
            switch (step % 6) {
            case 0:
                state.catalog.accelerators[step % 5].tdpW
                        = state.catalog.accelerators[step % 5].tdpW + Decimal(step);
                break;
            case 1: {
                Region region = state.catalog.regions.last();
                region.id = QStringLiteral("region-%1").arg(step);
                state.catalog.regions.insert(1, region);
                break;
            }
            case 2:
                state.catalog.regions.removeAt(1);
                break;
            case 3:
                std::swap(state.scenarios[0].options[0].name, state.scenarios[0].options[1].name);
                break;
            case 4:
                state.scenarios.move(0, state.scenarios.size() - 1);
                break;
            case 5: {
                Scenario copy = state.scenarios.first();
                copy.id = QStringLiteral("scenario-%1").arg(step);
                copy.name = copy.id;
                state.scenarios.append(copy);
                break;
            }
            }
            const Problems problems = document.value()->save(state);
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("step %1: %2").arg(step).arg(describe(problems))));
            const Outcome<Bundle> read = Document::read(path);
            QVERIFY2(read.ok(),
                     qPrintable(QStringLiteral("step %1: %2")
                                        .arg(step)
                                        .arg(describe(read.problems()))));
            QVERIFY2(BundleCompare::differences(state, read.value()).isEmpty(),
                     qPrintable(QStringLiteral("step %1").arg(step)));
        }
        // And it still opens after closing: the full check on open agrees.
        document.value().reset();
        QVERIFY(Document::open(path).ok());
    }

    // Issue 21 item 26: a document opened from its file carries on from the sum of row
    // digests its checks computed, and its content; no save reads every row again, and each
    // stored checksum is still the one the full check on reading computes.
    void checksumFollowsSavesAfterReopening()
    {
        const QString path = file(QStringLiteral("checksum-reopened.infertco"));
        QVERIFY(Document::createFromBundle(path, m_demo).ok());
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
        const Outcome<Bundle> loaded = document.value()->load();
        QVERIFY(loaded.ok());
        QVERIFY(BundleCompare::differences(m_demo, loaded.value()).isEmpty());
        Bundle state = m_demo;
        for (int step = 0; step < 8; ++step) {
            switch (step % 4) {
            case 0: { // a row re-priced and one appended: two rows, far apart
                RentalOffer &offer = state.catalog.rentalOffers.first();
                std::optional<Decimal> &price
                        = offer.monthlyPrice ? offer.monthlyPrice : offer.hourlyPrice;
                *price = *price + Decimal(step + 1);
                RentalOffer added = state.catalog.rentalOffers.last();
                added.id = QStringLiteral("added-%1").arg(step);
                state.catalog.rentalOffers.append(added);
                // and one put in the middle: the rows after it move down
                added.id = QStringLiteral("middle-%1").arg(step);
                state.catalog.rentalOffers.insert(state.catalog.rentalOffers.size() / 2, added);
                break;
            }
            case 1: // the middle one removed again: the rows after it move up
                state.catalog.rentalOffers.removeIf([step](const RentalOffer &o) {
                    return o.id == QStringLiteral("middle-%1").arg(step - 1);
                });
                break;
            case 2:
                std::swap(state.scenarios[0].options[0].name, state.scenarios[0].options[1].name);
                break;
            case 3: {
                ServerPlatform &platform = state.catalog.platforms.first();
                platform.notes = QStringLiteral("note %1").arg(step);
                platform.accepts.append(platform.accepts.first());
                break;
            }
            }
            const Problems problems = document.value()->save(state);
            QVERIFY2(problems.isEmpty(),
                     qPrintable(QStringLiteral("step %1: %2").arg(step).arg(describe(problems))));
            const Outcome<Bundle> read = Document::read(path);
            QVERIFY2(read.ok(),
                     qPrintable(QStringLiteral("step %1: %2")
                                        .arg(step)
                                        .arg(describe(read.problems()))));
            QVERIFY2(BundleCompare::differences(state, read.value()).isEmpty(),
                     qPrintable(QStringLiteral("step %1").arg(step)));
        }
        // Re-priced and appended: 1 UPDATE + 1 INSERT + 2 bookkeeping rows.
        RentalOffer &first = state.catalog.rentalOffers.first();
        first.notes = QStringLiteral("re-quoted");
        RentalOffer added = state.catalog.rentalOffers.last();
        added.id = QStringLiteral("added-last");
        state.catalog.rentalOffers.append(added);
        QVERIFY(document.value()->save(state).isEmpty());
        QCOMPARE(document.value()->lastSaveRowChanges(), qint64(4));
        document.value().reset();
        const Outcome<std::unique_ptr<Document>> again = Document::open(path);
        QVERIFY2(again.ok(), qPrintable(describe(again.problems())));
        QVERIFY(BundleCompare::differences(state, again.value()->load().value()).isEmpty());
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

    void documentWithTheFirstChecksumDefinitionOpens()
    {
        // A document saved before per-row digests carries the checksum of definition 1: it
        // opens, a changed value in it is still refused, and its next save stores definition 2.
        const QString path = makeDocument(QStringLiteral("definition-1.infertco"), m_demo);
        const QByteArray first = definitionOneChecksum(path);
        QCOMPARE(first.size(), 32);
        QVERIFY(rawValue(path, QStringLiteral("SELECT hex(sha256) FROM document_checksum"))
                != QString::fromLatin1(first.toHex().toUpper()));
        QCOMPARE(rawSql(path,
                        QStringLiteral("UPDATE document_checksum SET sha256 = X'%1'")
                                .arg(QString::fromLatin1(first.toHex()))),
                 QString());
        const QString tampered = file(QStringLiteral("definition-1-tampered.infertco"));
        QVERIFY(QFile::copy(path, tampered));
        QCOMPARE(rawSql(tampered,
                        QStringLiteral("UPDATE region SET pue = '1.7' WHERE position = 0")),
                 QString());
        QVERIFY(!Document::read(tampered).ok());
        {
            Outcome<std::unique_ptr<Document>> document = Document::open(path);
            QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
            QVERIFY(document.value()->load().ok());
            Bundle changed = m_demo;
            changed.scenarios.first().notes = QStringLiteral("saved again");
            QVERIFY(document.value()->save(changed).isEmpty());
        }
        QVERIFY(rawValue(path, QStringLiteral("SELECT hex(sha256) FROM document_checksum"))
                != QString::fromLatin1(definitionOneChecksum(path).toHex().toUpper()));
        QVERIFY(Document::open(path).ok());
    }

    void rowDigestSumCarriesAcrossEveryLimb()
    {
        // (2^256 - 1) + 1 = 2^256 = 0 (mod 2^256), the carry running through all four 64-bit
        // limbs: the same sum as 0 + 0, over the same count of two rows.
        RowDigestSum wrapped;
        wrapped.add(QByteArray(32, '\xff'));
        wrapped.add(QByteArray(31, '\0') + QByteArray(1, '\x01'));
        RowDigestSum zeros;
        zeros.add(QByteArray(32, '\0'));
        zeros.add(QByteArray(32, '\0'));
        QCOMPARE(wrapped.checksum(), zeros.checksum());
        // And back: 0 - 1 borrows through every limb to 2^256 - 1.
        wrapped.subtract(QByteArray(31, '\0') + QByteArray(1, '\x01'));
        RowDigestSum ones;
        ones.add(QByteArray(32, '\0'));
        ones.subtract(QByteArray(32, '\0'));
        ones.add(QByteArray(32, '\xff'));
        QCOMPARE(wrapped.checksum(), ones.checksum());
        // A row's digest swapped out and in again leaves the sum as it was; the count counts.
        const QByteArray a = QCryptographicHash::hash("a", QCryptographicHash::Sha256);
        const QByteArray b = QCryptographicHash::hash("b", QCryptographicHash::Sha256);
        RowDigestSum swapped;
        swapped.add(a);
        swapped.add(b);
        swapped.subtract(a);
        RowDigestSum justB;
        justB.add(b);
        QCOMPARE(swapped.checksum(), justB.checksum());
        justB.add(QByteArray(32, '\0'));
        QVERIFY(swapped.checksum() != justB.checksum());
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

    void secondOpenIsToldWhoHoldsIt()
    {
        const QString path = makeDocument(QStringLiteral("locked.infertco"), m_demo);
        Outcome<std::unique_ptr<Document>> first = Document::open(path);
        QVERIFY(first.ok());
        const QByteArray before = sha256(path);
        const Outcome<std::unique_ptr<Document>> second = Document::open(path);
        QVERIFY(!second.ok());
        const QString message = firstText(second.problems());
        QVERIFY2(message.contains(QLatin1String("already open in")), qPrintable(message));
        QVERIFY2(message.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(message));
        QVERIFY2(message.contains(QSysInfo::machineHostName()), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("tst_document")), qPrintable(message));
        QCOMPARE(sha256(path), before);
        // Reading without the lock still works, for the command line and previews.
        QVERIFY(Document::read(path).ok());
        first.value().reset();
        QVERIFY(Document::open(path).ok());
    }

    void staleLockIsTakenOver()
    {
        const QString path = makeDocument(QStringLiteral("stale.infertco"), m_demo);
        // A process that has ended: its lock file stays behind, as after a crash.
        QProcess ended;
        ended.start(QStringLiteral("true"), {});
        QVERIFY(ended.waitForFinished());
        const qint64 deadPid = ended.processId() ? ended.processId() : 999999;
        QVERIFY(writeAll(path + QStringLiteral(".lock"),
                         QByteArray::number(deadPid) + "\ninfertco\n"
                                 + QSysInfo::machineHostName().toUtf8() + "\n"));
        const Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(firstText(document.problems())));
    }

    // Issue 10: the lock is on the file, not on the text of its path.
    void lockHoldsThroughEveryName_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<bool>("hard");
        QTest::newRow("symlink beside it") << QStringLiteral("beside.infertco") << false;
        QTest::newRow("symlink in a subfolder") << QStringLiteral("sub/other.infertco") << false;
        QTest::newRow("hard link beside it") << QStringLiteral("hard.infertco") << true;
        QTest::newRow("hard link in a subfolder") << QStringLiteral("sub/hard.infertco") << true;
    }

    void lockHoldsThroughEveryName()
    {
        QFETCH(QString, link);
        QFETCH(bool, hard);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        const QString path = dir.filePath(QStringLiteral("real.infertco"));
        QVERIFY(Document::createFromBundle(path, m_demo).ok());
        const QString other = dir.filePath(link);
        if (hard)
            QCOMPARE(::link(QFile::encodeName(path).constData(),
                            QFile::encodeName(other).constData()),
                     0);
        else
            QVERIFY(QFile::link(path, other));
        const QByteArray before = sha256(path);

        // Whichever name opens first, the other name is refused.
        for (const auto &[first, second] : { std::pair{ path, other }, std::pair{ other, path } }) {
            Outcome<std::unique_ptr<Document>> holder = Document::open(first);
            QVERIFY2(holder.ok(), qPrintable(firstText(holder.problems())));
            const Outcome<std::unique_ptr<Document>> intruder = Document::open(second);
            QVERIFY(!intruder.ok());
            QVERIFY2(firstText(intruder.problems()).contains(QLatin1String("already open in")),
                     qPrintable(firstText(intruder.problems())));
            QVERIFY(DocumentLock::isLocked(second));
            holder.value().reset();
            QVERIFY(!DocumentLock::isLocked(second));
        }
        QCOMPARE(sha256(path), before);
        if (!hard)
            QVERIFY(QFileInfo(other).isSymLink()); // the link itself was never replaced
    }

    void saveAsOverAnOpenDocumentThroughALinkIsRefused()
    {
        QTemporaryDir dir;
        const QString held = dir.filePath(QStringLiteral("held.infertco"));
        const QString link = dir.filePath(QStringLiteral("held-link.infertco"));
        Outcome<std::unique_ptr<Document>> holder = Document::createFromBundle(held, m_demo);
        QVERIFY(holder.ok());
        QVERIFY(QFile::link(held, link));
        const QByteArray before = sha256(held);
        Outcome<std::unique_ptr<Document>> document
                = Document::createFromBundle(dir.filePath(QStringLiteral("mine.infertco")), m_demo);
        QVERIFY(document.ok());
        const Problems problems = document.value()->saveAs(link);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(describe(problems).contains(QLatin1String("already open in")),
                 qPrintable(describe(problems)));
        QCOMPARE(sha256(held), before);
        QVERIFY(QFileInfo(link).isSymLink());
    }

    // Issue 10: a lock file of the old scheme ("<document>.lock", QLockFile) left behind by a
    // kill at any instant, even empty or unreadable, is no obstacle: no live process holds the
    // document.
    void leftOverLockFileIsNoObstacle_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("unreadable");
        QTest::newRow("empty (killed as it was created)") << QByteArray() << false;
        QTest::newRow("empty and unreadable") << QByteArray() << true;
        QTest::newRow("half-written pid") << QByteArray("12") << false;
        QTest::newRow("garbage") << QByteArray("\xff\xfe\x00lock\n") << false;
        QTest::newRow("a pid that runs, unreadable")
                << QByteArray::number(QCoreApplication::applicationPid()) + "\ntst_document\n"
                << true;
    }

    void leftOverLockFileIsNoObstacle()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, unreadable);
        const QString path = makeDocument(QStringLiteral("left-over-lock.infertco"), m_demo);
        const QString lockFile = path + QStringLiteral(".lock");
        QVERIFY(writeAll(lockFile, content));
        if (unreadable)
            QVERIFY(QFile::setPermissions(lockFile, QFileDevice::Permissions()));
        {
            Outcome<std::unique_ptr<Document>> document = Document::open(path);
            QVERIFY2(document.ok(), qPrintable(firstText(document.problems())));
            QVERIFY(document.value()->save(m_demo).isEmpty());
        }
        QVERIFY(Document::open(path).ok());
        QFile::setPermissions(lockFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QFile::remove(lockFile);
    }

    void lockEndsWithItsProcess()
    {
        // A process that holds a document and is killed leaves no lock behind.
        const QString path = makeDocument(QStringLiteral("killed-holder.infertco"), m_demo);
        QProcess holder;
        holder.start(QStringLiteral("python3"),
                     { QStringLiteral("-c"),
                       QStringLiteral("import fcntl,sys,time\n"
                                      "f=open(sys.argv[1]); fcntl.flock(f, fcntl.LOCK_EX)\n"
                                      "print('held', flush=True); time.sleep(60)"),
                       path });
        if (!holder.waitForStarted())
            QSKIP("python3 is not available to hold a lock from another process");
        QVERIFY(holder.waitForReadyRead(10000));
        const Outcome<std::unique_ptr<Document>> refused = Document::open(path);
        QVERIFY(!refused.ok());
        QVERIFY2(firstText(refused.problems()).contains(QString::number(holder.processId())),
                 qPrintable(firstText(refused.problems())));
        holder.kill();
        QVERIFY(holder.waitForFinished());
        QVERIFY(Document::open(path).ok());
    }

    void saveAsMovesTheLock()
    {
        const QString first = makeDocument(QStringLiteral("before-save-as.infertco"), m_demo);
        const QString second = file(QStringLiteral("after-save-as.infertco"));
        Outcome<std::unique_ptr<Document>> document = Document::open(first);
        QVERIFY(document.ok());
        const Problems saved = document.value()->saveAs(second);
        QVERIFY2(saved.isEmpty(), qPrintable(describe(saved)));
        QCOMPARE(document.value()->path(), second);
        QVERIFY(DocumentLock::isLocked(second));
        QVERIFY(!DocumentLock::isLocked(first));
        const QByteArray firstBefore = sha256(first);
        Bundle changed = m_demo;
        changed.scenarios.removeFirst();
        QVERIFY(document.value()->save(changed).isEmpty());
        QCOMPARE(sha256(first), firstBefore);
        QVERIFY(BundleCompare::differences(changed, document.value()->load().value()).isEmpty());
        QVERIFY(!Document::open(second).ok());
        QVERIFY(Document::open(first).ok());
        document.value().reset();
        const Outcome<Bundle> copy = Document::read(second);
        QVERIFY(copy.ok());
        QVERIFY(BundleCompare::differences(changed, copy.value()).isEmpty());
    }

    void saveAsRefusesATargetOpenElsewhere()
    {
        const QString first = makeDocument(QStringLiteral("save-as-a.infertco"), m_demo);
        const QString second = makeDocument(QStringLiteral("save-as-b.infertco"), Bundle());
        Outcome<std::unique_ptr<Document>> a = Document::open(first);
        Outcome<std::unique_ptr<Document>> b = Document::open(second);
        QVERIFY(a.ok() && b.ok());
        const QByteArray before = sha256(second);
        const Problems problems = a.value()->saveAs(second);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(firstText(problems).contains(QLatin1String("already open")),
                 qPrintable(firstText(problems)));
        QCOMPARE(a.value()->path(), first);
        QCOMPARE(sha256(second), before);
    }

    void migratesVersion1WithABackup()
    {
        const QString path = file(QStringLiteral("version1.infertco"));
        const QString error = writeVersion1File(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray original = sha256(path);
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")), QStringLiteral("1"));

        // Reading does not migrate: the file stays a version-1 file.
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY2(read.ok(), qPrintable(describe(read.problems())));
        QCOMPARE(sha256(path), original);

        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
        QCOMPARE(document.value()->backupPath(), path + QStringLiteral(".v1.bak"));
        QCOMPARE(sha256(path + QStringLiteral(".v1.bak")), original);
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")),
                 QString::number(Document::schemaVersion()));
        QVERIFY(rawValue(path,
                         QStringLiteral("SELECT value FROM document_meta WHERE key = "
                                        "'migrated_by'"))
                        .contains(QLatin1String("from document version 1")));

        const Outcome<Bundle> loaded = document.value()->load();
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.problems())));
        QVERIFY(BundleCompare::differences(read.value(), loaded.value()).isEmpty());
        const Bundle &b = loaded.value();
        QCOMPARE(b.catalog.regions.first().electricityPricePerKwh, *Decimal::parse(u"1.406"));
        QCOMPARE(b.catalog.accelerators.first().price, Decimal(9000));
        QCOMPARE(b.catalog.platforms.first().accepts,
                 (QList<AcceleratorClass>{ AcceleratorClass::DatacenterGpu,
                                           AcceleratorClass::Npu }));
        QCOMPARE(b.catalog.rentalOffers.first().monthlyPrice, *Decimal::parse(u"19500.5"));
        QVERIFY(!b.catalog.rentalOffers.first().hourlyPrice.has_value());
        QCOMPARE(b.scenarios.size(), 1);
        QCOMPARE(b.scenarios.first().fx.value(QStringLiteral("USD")), *Decimal::parse(u"7.8333"));
        QCOMPARE(b.scenarios.first().options.size(), 2);
        QCOMPARE(b.scenarios.first().options.at(1).platform, QStringLiteral("pcie-4u"));
        QCOMPARE(b.scenarios.first().options.at(1).offer, QStringLiteral("colo-hk"));
        QVERIFY(b.scenarios.first().notes.isEmpty());
        QVERIFY(b.scenarios.first().workload.dynamicShapes);

        // What version 2 adds is kept from now on, and the next open does not migrate again.
        Bundle withNotes = b;
        withNotes.scenarios.first().notes = QStringLiteral("FX: Public Bank, 2026-03-28");
        QVERIFY(document.value()->save(withNotes).isEmpty());
        document.value().reset();
        Outcome<std::unique_ptr<Document>> again = Document::open(path);
        QVERIFY(again.ok());
        QVERIFY(again.value()->backupPath().isEmpty());
        QCOMPARE(again.value()->load().value().scenarios.first().notes,
                 QStringLiteral("FX: Public Bank, 2026-03-28"));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".v1.2.bak")));
    }

    // Issue 10 item 9: a version-2 document (no checksum) opens, is backed up and migrated,
    // and carries the checksum of its rows from then on.
    void migratesVersion2AndComputesTheChecksum()
    {
        // A version-2 file as version 2 wrote it: the v1 rows, then v2's own script.
        const QString path = file(QStringLiteral("version2.infertco"));
        QString error = writeVersion1File(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = rawSql(path,
                       QString::fromUtf8(readAll(sourcePath("data/schema/v2.sql")))
                               + QStringLiteral("; PRAGMA user_version = 2"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")), QStringLiteral("2"));
        const QByteArray original = sha256(path);
        const Outcome<Bundle> asItWas = Document::read(path); // read as it is, not migrated
        QVERIFY2(asItWas.ok(), qPrintable(describe(asItWas.problems())));
        QCOMPARE(sha256(path), original);
        {
            Outcome<std::unique_ptr<Document>> document = Document::open(path);
            QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
            QCOMPARE(document.value()->backupPath(), path + QStringLiteral(".v2.bak"));
            QCOMPARE(sha256(path + QStringLiteral(".v2.bak")), original);
        }
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")),
                 QString::number(Document::schemaVersion()));
        QCOMPARE(rawValue(path, QStringLiteral("SELECT length(sha256) FROM document_checksum")),
                 QStringLiteral("32"));
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY2(read.ok(), qPrintable(describe(read.problems())));
        QVERIFY(BundleCompare::differences(asItWas.value(), read.value()).isEmpty());
        // Version 4 rebuilt the options table for hybrid options; both options came through.
        QCOMPARE(read.value().scenarios.first().options.size(), 2);
        QCOMPARE(read.value().scenarios.first().options.at(1).offer, QStringLiteral("colo-hk"));
    }

    // DESIGN 7 (v3): a version-4 document is backed up and migrated to version 5; every v3
    // field takes its default, so the document reads as it did, and v3 values are kept from
    // then on.
    void migratesVersion4WithABackup()
    {
        const QString path = file(QStringLiteral("version4.infertco"));
        QString error = writeVersion1File(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (int version = 2; version <= 4; ++version) {
            error = rawSql(path,
                           QString::fromUtf8(readAll(
                                   sourcePath(QStringLiteral("data/schema/v%1.sql").arg(version))))
                                   + QStringLiteral("; PRAGMA user_version = %1").arg(version));
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        {
            // Version 4 stored the checksum of its rows (data/schema/v3.sql).
            SqliteConnection connection;
            QVERIFY(connection.open(path, SqliteConnection::Mode::ReadWrite).isEmpty());
            QVERIFY(connection.exec(QStringLiteral("BEGIN")).isEmpty());
            QVERIFY(DocumentChecksum::store(connection).isEmpty());
            QVERIFY(connection.exec(QStringLiteral("COMMIT")).isEmpty());
        }
        const QByteArray original = sha256(path);
        const Outcome<Bundle> asItWas = Document::read(path);
        QVERIFY2(asItWas.ok(), qPrintable(describe(asItWas.problems())));
        QCOMPARE(sha256(path), original);
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
        QCOMPARE(document.value()->backupPath(), path + QStringLiteral(".v4.bak"));
        QCOMPARE(sha256(path + QStringLiteral(".v4.bak")), original);
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")),
                 QString::number(Document::schemaVersion()));

        const Outcome<Bundle> loaded = document.value()->load();
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.problems())));
        QVERIFY(BundleCompare::differences(asItWas.value(), loaded.value()).isEmpty());
        const Workload &w = loaded.value().scenarios.first().workload;
        QCOMPARE(w.sizing, SizingMode::Average);
        QCOMPARE(w.simRequests, 4000);
        QCOMPARE(w.simSeed, quint64(1));
        QVERIFY(!loaded.value().catalog.accelerators.first().formFactor);

        Bundle v3 = loaded.value();
        Accelerator &card = v3.catalog.accelerators.first();
        card.formFactor = FormFactor::Pcie;
        card.tpEfficiencyBySize = { { 2, 0.8 }, { 4, 0.65 } };
        card.efficiencyByPrecision = { { QStringLiteral("int8"), { 0.75, std::nullopt } } };
        card.requestOverheadMs = 150;
        v3.catalog.platforms.first().formFactors = { FormFactor::Pcie };
        Workload &next = v3.scenarios.first().workload;
        next.arrival = ArrivalProcess::Bursty;
        next.burstCv = 3;
        next.simSeed = (quint64(1) << 63) - 1;
        QVERIFY(document.value()->save(v3).isEmpty());
        document.value().reset();
        Outcome<std::unique_ptr<Document>> again = Document::open(path);
        QVERIFY(again.ok());
        QVERIFY(again.value()->backupPath().isEmpty());
        const Outcome<Bundle> kept = again.value()->load();
        QVERIFY2(kept.ok(), qPrintable(describe(kept.problems())));
        QVERIFY(BundleCompare::differences(v3, kept.value()).isEmpty());
    }

    // A value changed behind InferTCO's back into another valid value, or the checksum itself
    // removed or changed: refused with a clear message, the file untouched.
    void checksumMismatchIsRefusedUntouched_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        const QString mismatch = QStringLiteral("does not match the checksum of its last save");
        QTest::newRow("a price 27500 becomes 27600")
                << QStringLiteral("UPDATE accelerator SET price = '27600' WHERE id = 'h100-sxm'")
                << mismatch;
        QTest::newRow("an FX rate changed")
                << QStringLiteral("UPDATE scenario_fx SET rate = rate || '1'") << mismatch;
        QTest::newRow("a name changed")
                << QStringLiteral("UPDATE region SET name = name || 'x' WHERE position = 0")
                << mismatch;
        QTest::newRow("a row deleted")
                << QStringLiteral("DELETE FROM document_meta WHERE key = 'created_by'") << mismatch;
        QTest::newRow("who saved it changed")
                << QStringLiteral("UPDATE document_meta SET value = 'someone' WHERE key = "
                                  "'saved_by'")
                << mismatch;
        QTest::newRow("the checksum changed")
                << QStringLiteral("UPDATE document_checksum SET sha256 = zeroblob(32)") << mismatch;
        QTest::newRow("the checksum removed") << QStringLiteral("DELETE FROM document_checksum")
                                              << QStringLiteral("checksum is missing");
    }

    void checksumMismatchIsRefusedUntouched()
    {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("changed.infertco"));
        QVERIFY(Document::createFromBundle(path, m_demo).ok());
        const QByteArray saved = sha256(path);
        QVERIFY(rawSql(path, sql).isEmpty());
        QVERIFY(sha256(path) != saved); // the statement did change a row
        QVERIFY(Document::looksLikeDocument(path));
        const QByteArray before = sha256(path);
        const QStringList filesBefore = filesIn(dir.path());
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY(!read.ok());
        QVERIFY2(describe(read.problems()).contains(expected),
                 qPrintable(describe(read.problems())));
        const Outcome<std::unique_ptr<Document>> opened = Document::open(path);
        QVERIFY(!opened.ok());
        QVERIFY2(describe(opened.problems()).contains(expected),
                 qPrintable(describe(opened.problems())));
        QCOMPARE(sha256(path), before);
        QCOMPARE(filesIn(dir.path()), filesBefore);
    }

    // Issue 10 item 9: single-byte changes over a small document (a seeded sample: positions
    // in the digits of stored values, where a flip makes another valid number, and positions
    // anywhere): each is either refused, or what is read back equals the original exactly.
    void bitFlipsNeverChangeAValue()
    {
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("original.infertco"));
        QVERIFY(Document::createFromBundle(original, m_demo).ok());
        const QByteArray bytes = readAll(original);
        QList<qsizetype> digits;
        for (qsizetype i = 100; i < bytes.size(); ++i) {
            if (bytes.at(i) >= '0' && bytes.at(i) <= '9')
                digits.append(i);
        }
        QVERIFY(!digits.isEmpty());
        QRandomGenerator random(20261201);
        const QString path = dir.filePath(QStringLiteral("flipped.infertco"));
        int refused = 0;
        int unchanged = 0;
        for (int trial = 0; trial < 400; ++trial) {
            const qsizetype position = trial % 2 == 0
                    ? digits.at(random.bounded(int(digits.size())))
                    : qsizetype(random.bounded(int(bytes.size())));
            QByteArray flipped = bytes;
            // A digit becomes another digit half of the time: the most dangerous change.
            if (trial % 4 == 0)
                flipped[position]
                        = char('0' + (bytes.at(position) - '0' + 1 + random.bounded(9)) % 10);
            else
                flipped[position] = char(bytes.at(position) ^ (1 << random.bounded(8)));
            QVERIFY(writeAll(path, flipped));
            const Outcome<Bundle> read = Document::read(path);
            if (!read.ok()) {
                ++refused;
                continue;
            }
            const QStringList differences = BundleCompare::differences(m_demo, read.value());
            QVERIFY2(differences.isEmpty(),
                     qPrintable(QStringLiteral("byte %1 changed and accepted: %2")
                                        .arg(position)
                                        .arg(differences.join(QLatin1String("; ")))));
            ++unchanged;
        }
        qInfo("400 changed bytes: %d refused, %d read back unchanged", refused, unchanged);
        QVERIFY(refused > 0);
    }

    void secondMigrationBackupDoesNotOverwriteTheFirst()
    {
        const QString path = file(QStringLiteral("version1-again.infertco"));
        QVERIFY(writeVersion1File(path).isEmpty());
        QVERIFY(writeAll(path + QStringLiteral(".v1.bak"), "an older backup"));
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY(document.ok());
        QCOMPARE(document.value()->backupPath(), path + QStringLiteral(".v1.2.bak"));
        QCOMPARE(readAll(path + QStringLiteral(".v1.bak")), QByteArray("an older backup"));
    }

    void badFileIsRefusedUntouched_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("random bytes") << "random"
                                      << "it is not an SQLite database";
        QTest::newRow("empty file") << "empty"
                                    << "is empty";
        QTest::newRow("foreign SQLite file") << "foreign"
                                             << "of another program (application_id 0x00000000)";
        QTest::newRow("newer user_version")
                << "newer"
                << QStringLiteral("was saved by a newer InferTCO (document version %1")
                           .arg(Document::schemaVersion() + 1);
        QTest::newRow("truncated") << "truncated"
                                   << "is truncated";
        QTest::newRow("damaged page") << "damaged"
                                      << "is damaged";
        QTest::newRow("negative price behind our back")
                << "negative"
                << "accelerator \"h100-sxm\", field \"price\": must not be negative";
        QTest::newRow("dangling reference behind our back")
                << "dangling"
                << "field \"accelerator\": \"nope\" is not an accelerator of the catalog";
        QTest::newRow("extra trigger") << "trigger"
                                       << "its tables are not those of an InferTCO document";
        QTest::newRow("write-ahead log") << "wal"
                                         << "write-ahead log";
    }

    void badFileIsRefusedUntouched()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.infertco"));
        if (kind == QLatin1String("random")) {
            QByteArray bytes(4096, '\0');
            for (qsizetype i = 0; i < bytes.size(); ++i)
                bytes[i] = char((i * 7919 + 13) % 251);
            QVERIFY(writeAll(path, bytes));
        } else if (kind == QLatin1String("empty")) {
            QVERIFY(writeAll(path, {}));
        } else if (kind == QLatin1String("foreign")) {
            QVERIFY(rawSql(path,
                           QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, "
                                          "name TEXT)"))
                            .isEmpty());
        } else {
            QVERIFY(QFile::copy(
                    makeDocument(QStringLiteral("source-%1.infertco").arg(kind), m_demo), path));
            QString error;
            if (kind == QLatin1String("newer")) {
                error = rawSql(path,
                               QStringLiteral("PRAGMA user_version = %1")
                                       .arg(Document::schemaVersion() + 1));
            } else if (kind == QLatin1String("truncated")) {
                QVERIFY(writeAll(path, readAll(path).left(readAll(path).size() / 2)));
            } else if (kind == QLatin1String("damaged")) {
                QByteArray bytes = readAll(path);
                // The b-tree page header of page 2 onwards: garbage where SQLite keeps counts.
                for (qsizetype i = 4096; i < 4096 + 64; ++i)
                    bytes[i] = char(0xff);
                QVERIFY(writeAll(path, bytes));
            } else if (kind == QLatin1String("negative")) {
                error = rawSql(path,
                               QStringLiteral("PRAGMA ignore_check_constraints = ON; "
                                              "UPDATE accelerator SET price = '-27500' "
                                              "WHERE id = 'h100-sxm'"));
            } else if (kind == QLatin1String("dangling")) {
                error = rawSql(path,
                               QStringLiteral("UPDATE rental_offer SET accelerator = 'nope' "
                                              "WHERE position = 0"));
            } else if (kind == QLatin1String("trigger")) {
                error = rawSql(path,
                               QStringLiteral("CREATE TRIGGER wipe AFTER INSERT ON region "
                                              "BEGIN DELETE FROM accelerator; END"));
            } else if (kind == QLatin1String("wal")) {
                error = rawSql(path, QStringLiteral("PRAGMA journal_mode = WAL"));
            }
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        const QByteArray before = sha256(path);
        const QStringList filesBefore = filesIn(dir.path());

        const Outcome<std::unique_ptr<Document>> opened = Document::open(path);
        QVERIFY(!opened.ok());
        QVERIFY2(describe(opened.problems()).contains(expected),
                 qPrintable(describe(opened.problems())));
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY(!read.ok());
        QCOMPARE(describe(read.problems()), describe(opened.problems()));

        QCOMPARE(sha256(path), before);
        QCOMPARE(filesIn(dir.path()), filesBefore); // no lock, journal or backup left behind
        m_firstMessages.insert(kind, firstText(opened.problems()));
    }

    // Runs after the rows above: the first line a user reads differs between kinds (the two
    // rows edited behind our back are one kind, "bad row", with different details).
    void eachKindOfBadFileHasItsOwnMessage()
    {
        QCOMPARE(m_firstMessages.size(), 10);
        const auto category = [](const QString &kind) {
            return kind == QLatin1String("negative") || kind == QLatin1String("dangling")
                    ? QStringLiteral("bad row")
                    : kind;
        };
        for (auto a = m_firstMessages.cbegin(); a != m_firstMessages.cend(); ++a) {
            for (auto b = m_firstMessages.cbegin(); b != m_firstMessages.cend(); ++b) {
                if (a.key() == b.key())
                    continue;
                if (category(a.key()) == category(b.key()))
                    QCOMPARE(a.value(), b.value());
                else
                    QVERIFY2(a.value() != b.value(), qPrintable(a.key() + u' ' + b.key()));
            }
        }
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
