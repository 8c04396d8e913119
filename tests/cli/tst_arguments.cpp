// SPDX-License-Identifier: GPL-3.0-or-later
// parseArguments, the one option grammar of every infertco-cli command: value counts per
// option, "--name=value", "--", repeats, and the usage errors a user meets.
#include "arguments.h"

#include <QTest>

using namespace infertco;

namespace {

// The options of one made-up command: a flag, a value, a pair and a value that repeats.
const QList<OptionSpec> Options{
    { QStringLiteral("--force"), 0 },
    { QStringLiteral("--format") },
    { QStringLiteral("--pair"), 2, false, QStringLiteral("--pair needs two option names") },
    { QStringLiteral("--range"), 1, true },
};

// "name=value value" of every option given, in order, e.g. "--pair=a b;--force=".
QString givenText(const Arguments &parsed)
{
    QStringList options;
    for (const auto &[name, values] : parsed.given)
        options.append(name + u'=' + values.join(u' '));
    return options.join(u';');
}

} // namespace

class TestArguments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void lookups();
};

void TestArguments::parse_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("positional");
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("error");
    const auto list = [](std::initializer_list<const char *> items) {
        QStringList l;
        for (const char *item : items)
            l.append(QString::fromUtf8(item));
        return l;
    };

    QTest::newRow("positional only")
            << list({ "in.json", "doc.infertco" }) << list({ "in.json", "doc.infertco" })
            << QString() << QString();
    QTest::newRow("flag takes no value")
            << list({ "--force", "in.json" }) << list({ "in.json" }) << "--force=" << QString();
    QTest::newRow("one value, separate") << list({ "in.json", "--format", "csv" })
                                         << list({ "in.json" }) << "--format=csv" << QString();
    QTest::newRow("--name=value") << list({ "--format=csv", "in.json" }) << list({ "in.json" })
                                  << "--format=csv" << QString();
    QTest::newRow("--name= gives an empty value")
            << list({ "--format=", "in.json" }) << list({ "in.json" }) << "--format=" << QString();
    QTest::newRow("a value may contain '='")
            << list({ "--range=fx=7:8" }) << QStringList() << "--range=fx=7:8" << QString();
    QTest::newRow("a value may start with --")
            << list({ "--format", "--force" }) << QStringList() << "--format=--force" << QString();
    QTest::newRow("two values") << list({ "--pair", "A", "B", "in.json" }) << list({ "in.json" })
                                << "--pair=A B" << QString();
    QTest::newRow("two values, the first after =")
            << list({ "--pair=A", "B" }) << QStringList() << "--pair=A B" << QString();
    QTest::newRow("repeated option that repeats")
            << list({ "--range", "a=1:2", "x", "--range", "b=3:4" }) << list({ "x" })
            << "--range=a=1:2;--range=b=3:4" << QString();
    QTest::newRow("-- ends the options")
            << list({ "--format", "csv", "--", "--force", "-x" }) << list({ "--force", "-x" })
            << "--format=csv" << QString();
    QTest::newRow("a single dash is positional")
            << list({ "-", "-h" }) << list({ "-", "-h" }) << QString() << QString();

    QTest::newRow("unknown option") << list({ "in.json", "--pretty" }) << list({ "in.json" })
                                    << QString() << "unknown option --pretty";
    QTest::newRow("unknown option with =")
            << list({ "--pretty=yes" }) << QStringList() << QString() << "unknown option --pretty";
    QTest::newRow("missing value") << list({ "in.json", "--format" }) << list({ "in.json" })
                                   << QString() << "--format needs a value";
    QTest::newRow("second of two values missing") << list({ "--pair", "A" }) << QStringList()
                                                  << QString() << "--pair needs two option names";
    QTest::newRow("value given to a flag")
            << list({ "--force=yes" }) << QStringList() << QString() << "--force takes no value";
    QTest::newRow("repeated option that does not repeat")
            << list({ "--format", "csv", "--format", "json" }) << QStringList() << "--format=csv"
            << "--format may be given once";
}

void TestArguments::parse()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, positional);
    QFETCH(QString, given);
    QFETCH(QString, error);
    const Arguments parsed = parseArguments(arguments, Options);
    QCOMPARE(parsed.error, error);
    QCOMPARE(parsed.positional, positional);
    QCOMPARE(givenText(parsed), given);
}

void TestArguments::lookups()
{
    const Arguments parsed = parseArguments({ QStringLiteral("--range=a"), QStringLiteral("--pair"),
                                              QStringLiteral("A"), QStringLiteral("B"),
                                              QStringLiteral("--range"), QStringLiteral("b") },
                                            Options);
    QVERIFY(parsed.error.isEmpty());
    QCOMPARE(parsed.count(QStringLiteral("--range")), 2);
    QCOMPARE(parsed.values(QStringLiteral("--range")),
             (QStringList{ QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(parsed.value(QStringLiteral("--range")), QStringLiteral("b"));
    QCOMPARE(parsed.last(QStringLiteral("--pair")),
             (QStringList{ QStringLiteral("A"), QStringLiteral("B") }));
    QVERIFY(!parsed.contains(QStringLiteral("--format")));
    QCOMPARE(parsed.value(QStringLiteral("--format"), QStringLiteral("table")),
             QStringLiteral("table"));
    QVERIFY(parsed.last(QStringLiteral("--format")).isEmpty());
}

QTEST_APPLESS_MAIN(TestArguments)
#include "tst_arguments.moc"
