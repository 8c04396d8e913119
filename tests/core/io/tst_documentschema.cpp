// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentSchema through a document: a document of an older version is backed up and
// brought up to date on opening, and reads as it did (docs/format.md, "The `.infertco` document").
#include "bundlecompare.h"
#include "documentfolder.h"
#include "documenttestfiles.h"
#include "io/document/document.h"
#include "io/document/documentchecksum.h"
#include "io/document/sqliteconnection.h"
#include "problemcheck.h"

#include <QFileInfo>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

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

} // namespace

class TestDocumentSchema : public QObject, private DocumentFolder
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(initDocumentFolder()); }

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

    // docs/format.md, "Opening a document" (v3): a version-4 document is backed up and migrated to
    // version 5; every v3 field takes its default, so the document reads as it did, and v3 values
    // are kept from then on.
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

    // docs/method.md, "Incomplete options": version 7 lets the five figures be NULL (empty).
    // A version-6 file's stored '0's stay typed zeros, the rows that refer to the rebuilt
    // tables are kept, and an empty figure is saved and read back as empty.
    void migratesVersion6KeepingTypedZeros()
    {
        const QString path = file(QStringLiteral("version6.infertco"));
        QString error = writeVersion1File(path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (int version = 2; version <= 6; ++version) {
            error = rawSql(path,
                           QString::fromUtf8(readAll(
                                   sourcePath(QStringLiteral("data/schema/v%1.sql").arg(version))))
                                   + QStringLiteral("; PRAGMA user_version = %1").arg(version));
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        {
            SqliteConnection connection;
            QVERIFY(connection.open(path, SqliteConnection::Mode::ReadWrite).isEmpty());
            QVERIFY(connection.exec(QStringLiteral("BEGIN")).isEmpty());
            QVERIFY(DocumentChecksum::store(connection).isEmpty());
            QVERIFY(connection.exec(QStringLiteral("COMMIT")).isEmpty());
        }
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(describe(document.problems())));
        QCOMPARE(document.value()->backupPath(), path + QStringLiteral(".v6.bak"));
        const Outcome<Bundle> loaded = document.value()->load();
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.problems())));
        const Catalog &c = loaded.value().catalog;
        QCOMPARE(c.coloOffers.first().rackFeePerMonth, std::optional<Decimal>(Decimal(19500)));
        QCOMPARE(c.coloOffers.first().uFeePerMonth, std::optional<Decimal>(Decimal(0)));
        QCOMPARE(c.coloOffers.first().powerPricePerKwMonth, std::optional<Decimal>(Decimal(0)));
        QCOMPARE(c.accelerators.first().idleW, std::optional<Decimal>(Decimal(0)));
        QCOMPARE(c.platforms.first().baseW, std::optional<Decimal>(Decimal(900)));
        // The children of the rebuilt tables: accepted classes, the rental offer, the options.
        QCOMPARE(c.platforms.first().accepts.size(), 2);
        QCOMPARE(c.rentalOffers.size(), 1);
        QCOMPARE(loaded.value().scenarios.first().options.size(), 2);

        Bundle empty = loaded.value();
        empty.catalog.coloOffers.first().rackFeePerMonth.reset();
        empty.catalog.coloOffers.first().uFeePerMonth.reset();
        empty.catalog.accelerators.first().idleW.reset();
        empty.catalog.platforms.first().baseW.reset();
        QVERIFY(document.value()->save(empty).isEmpty());
        document.value().reset();
        QCOMPARE(
                rawValue(path, QStringLiteral("SELECT rack_fee_per_month IS NULL FROM colo_offer")),
                QStringLiteral("1"));
        Outcome<std::unique_ptr<Document>> again = Document::open(path);
        QVERIFY(again.ok());
        const Outcome<Bundle> kept = again.value()->load();
        QVERIFY2(kept.ok(), qPrintable(describe(kept.problems())));
        QVERIFY(BundleCompare::differences(empty, kept.value()).isEmpty());
        QVERIFY(!kept.value().catalog.coloOffers.first().rackFeePerMonth);
        QVERIFY(!kept.value().catalog.accelerators.first().idleW);
        QVERIFY(!kept.value().catalog.platforms.first().baseW);
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
};

QTEST_GUILESS_MAIN(TestDocumentSchema)
#include "tst_documentschema.moc"
