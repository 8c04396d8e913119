// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentChecksum: the checksum of a document's rows follows every save, the first
// definition still opens, and a value changed behind InferTCO's back is refused (docs/format.md,
// "The `.infertco` document").
#include "bundlecompare.h"
#include "documentfolder.h"
#include "documenttestfiles.h"
#include "io/document/document.h"
#include "io/document/documentchecksum.h"
#include "problemcheck.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMap>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cstring>
#include <sqlite3.h>

using namespace infertco;
using namespace infertco::testing;

namespace {

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

class TestDocumentChecksum : public QObject, private DocumentFolder
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(initDocumentFolder()); }

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
};

QTEST_GUILESS_MAIN(TestDocumentChecksum)
#include "tst_documentchecksum.moc"
