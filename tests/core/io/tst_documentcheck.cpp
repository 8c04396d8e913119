// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentCheck through a document: each way a file can be wrong is refused with its own
// message, and the file is left as it was (docs/format.md, "The `.infertco` document").
#include "documentfolder.h"
#include "documenttestfiles.h"
#include "io/document/document.h"
#include "problemcheck.h"

#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestDocumentCheck : public QObject, private DocumentFolder
{
    Q_OBJECT

private:
    QMap<QString, QString> m_firstMessages; ///< bad-file kind → first line of its message

private Q_SLOTS:
    void initTestCase() { QVERIFY(initDocumentFolder()); }

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
};

QTEST_GUILESS_MAIN(TestDocumentCheck)
#include "tst_documentcheck.moc"
