// SPDX-License-Identifier: GPL-3.0-or-later
// CsvReader: RFC 4180 records with the line each starts on; bad text named by its line.
#include "io/import/csvreader.h"

#include <QTest>

using namespace infertco;

namespace {

// Records as "line:field|field" strings, one per record.
QStringList describe(const QList<CsvRecord> &records)
{
    QStringList out;
    for (const CsvRecord &record : records)
        out.append(QString::number(record.line) + u':' + record.fields.join(u'|'));
    return out;
}

QStringList rows(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *text : texts)
        out.append(QString::fromUtf8(text));
    return out;
}

} // namespace

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QStringList>("records");
        QTest::newRow("plain LF") << QByteArray("a,b\n1,2\n") << rows({ "1:a|b", "2:1|2" });
        QTest::newRow("CRLF, no final line break")
                << QByteArray("a,b\r\n1,2") << rows({ "1:a|b", "2:1|2" });
        QTest::newRow("lone CR") << QByteArray("a\r1\r") << rows({ "1:a", "2:1" });
        QTest::newRow("empty fields") << QByteArray("a,,c\n,,\n") << rows({ "1:a||c", "2:||" });
        QTest::newRow("empty lines skipped, lines still counted")
                << QByteArray("a\n\n\nb\n") << rows({ "1:a", "4:b" });
        QTest::newRow("comma inside quotes") << QByteArray("\"Hong Kong, Kwai Chung\",1\n")
                                             << rows({ "1:Hong Kong, Kwai Chung|1" });
        QTest::newRow("doubled quote")
                << QByteArray("\"say \"\"hi\"\"\",x\n") << rows({ "1:say \"hi\"|x" });
        QTest::newRow("line break inside quotes moves the next record's line")
                << QByteArray("\"two\nlines\",x\r\n\"three\r\nlines\r\nhere\",y\nz,w\n")
                << rows({ "1:two\nlines|x", "3:three\r\nlines\r\nhere|y", "6:z|w" });
        // Issue 21 item 27: a carriage return inside quotes is the cell's, at its end too.
        QTest::newRow("lone CR inside quotes")
                << QByteArray("\"a\rb\",x\n\"ends\r\",y\n") << rows({ "1:a\rb|x", "3:ends\r|y" });
        QTest::newRow("empty quoted field") << QByteArray("\"\",a\n") << rows({ "1:|a" });
        QTest::newRow("spaces around quotes")
                << QByteArray("a, \"b, c\" ,d\n") << rows({ "1:a|b, c|d" });
        QTest::newRow("byte-order mark")
                << QByteArray("\xEF\xBB\xBFid,name\n") << rows({ "1:id|name" });
        QTest::newRow("Chinese text")
                << QByteArray("算家云,\"香港, 葵涌\"\n") << rows({ "1:算家云|香港, 葵涌" });
        QTest::newRow("nothing") << QByteArray() << QStringList();
    }

    void parse()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QStringList, records);
        const Outcome<QList<CsvRecord>> parsed = CsvReader::parse(csv);
        QVERIFY2(parsed.ok(), qPrintable(parsed.problems().value(0).text()));
        QCOMPARE(describe(parsed.value()), records);
    }

    void badText_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("quote never closed") << QByteArray("a,b\n1,\"open\n2,3\n") << "line 2"
                                            << "never closed";
        QTest::newRow("text after closing quote") << QByteArray("a,b\n\"x\"y,2\n") << "line 2"
                                                  << "after a closing quote";
        QTest::newRow("quote inside unquoted field")
                << QByteArray("a,b\nsay \"hi\",2\n") << "line 2"
                << "quote inside an unquoted field";
        QTest::newRow("GBK bytes on line 3")
                << QByteArray("a,b\n1,2\n\xcb\xe3\xbc\xd2,3\n") << "line 3"
                << "not UTF-8";
        QTest::newRow("NUL byte") << QByteArray("a,b\n1,\0\n", 8) << "line 2"
                                  << "NUL";
    }

    void badText()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, line);
        QFETCH(QString, message);
        const Outcome<QList<CsvRecord>> parsed = CsvReader::parse(csv);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.problems().first().item, line);
        QVERIFY2(parsed.problems().first().message.contains(message),
                 qPrintable(parsed.problems().first().message));
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
