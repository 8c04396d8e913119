// SPDX-License-Identifier: GPL-3.0-or-later
// TextFormat: the forms an id, a quote date, a currency code and a residual curve take,
// checked in one place for the editor, the bundle reader, the document and the CSV import.
#include "model/rules/textformat.h"
#include "testdecimal.h"

#include <QRegularExpression>
#include <QTest>

using namespace infertco;
using infertco::testing::dec;

class TestTextFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void id_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("problem"); // a part of the reason; empty: accepted
        QTest::newRow("a word with hyphens") << "h100-sxm"
                                             << "";
        QTest::newRow("dots and digits") << "a.b_2"
                                         << "";
        QTest::newRow("empty") << ""
                               << "is required";
        QTest::newRow("only spaces") << "   "
                                     << "is required";
        QTest::newRow("a space inside") << "h100 sxm"
                                        << "must not contain spaces (\"h100 sxm\")";
        QTest::newRow("a tab inside") << "h100\tsxm"
                                      << "must not contain spaces";
        QTest::newRow("a trailing space") << "h100 "
                                          << "must not contain spaces";
        QTest::newRow("a no-break space")
                << QStringLiteral("h100\u00a0sxm") << "must not contain spaces";
    }
    void id()
    {
        QFETCH(QString, id);
        QFETCH(QString, problem);
        const QString found = TextFormat::idProblem(id);
        if (problem.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(problem), qPrintable(found));
    }

    void quoteDate_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("a day") << "2026-03-28" << true;
        QTest::newRow("a month") << "2026-03" << true;
        QTest::newRow("not given") << "" << true;
        QTest::newRow("a leap day") << "2024-02-29" << true;
        QTest::newRow("no leap day in 2025") << "2025-02-29" << false;
        QTest::newRow("30 February") << "2026-02-30" << false;
        QTest::newRow("month 13") << "2026-13" << false;
        QTest::newRow("day first") << "28/03/2026" << false;
        QTest::newRow("words") << "March 2026" << false;
        QTest::newRow("a quarter") << "Q3 2019" << false;
        QTest::newRow("a year only") << "2026" << false;
        QTest::newRow("a space after") << "2026-03-28 " << false;
    }
    void quoteDate()
    {
        QFETCH(QString, date);
        QFETCH(bool, accepted);
        const QString found = TextFormat::quoteDateProblem(date);
        QCOMPARE(found.isEmpty(), accepted);
        if (!accepted)
            QCOMPARE(
                    found,
                    QStringLiteral("\"%1\" is not a date such as 2026-03-28 or 2026-03").arg(date));
    }

    void currency_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("problem");
        QTest::newRow("HKD") << "HKD"
                             << "";
        QTest::newRow("USD") << "USD"
                             << "";
        QTest::newRow("empty") << ""
                               << "is required";
        QTest::newRow("lower case") << "hkd"
                                    << "\"hkd\" is not a three-letter currency code such as HKD";
        QTest::newRow("two letters") << "HK"
                                     << "\"HK\" is not a three-letter currency code";
        QTest::newRow("four letters") << "HKDD"
                                      << "is not a three-letter currency code";
        QTest::newRow("a digit") << "HK1"
                                 << "is not a three-letter currency code";
        QTest::newRow("a symbol") << "HK$"
                                  << "is not a three-letter currency code";
        QTest::newRow("a letter beyond A-Z")
                << QStringLiteral("HK\u00c4") << "is not a three-letter currency code";
    }
    void currency()
    {
        QFETCH(QString, code);
        QFETCH(QString, problem);
        const QString found = TextFormat::currencyProblem(code);
        if (problem.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(problem), qPrintable(found));
    }

    void currencyTyping_data()
    {
        // What a currency field lets a person type, and how it takes what was typed.
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("taken");
        QTest::newRow("HKD") << "HKD" << true << "HKD";
        QTest::newRow("lower case, taken in capitals") << "hkd" << true << "HKD";
        QTest::newRow("half typed") << "h" << true << "H";
        QTest::newRow("empty") << "" << true << "";
        QTest::newRow("four letters") << "HKDD" << false << "HKDD";
        QTest::newRow("a digit") << "HK1" << false << "HK1";
        QTest::newRow("a symbol") << "HK$" << false << "HK$";
    }
    void currencyTyping()
    {
        QFETCH(QString, typed);
        QFETCH(bool, allowed);
        QFETCH(QString, taken);
        const QRegularExpression pattern(
                QRegularExpression::anchoredPattern(TextFormat::currencyTypingPattern()));
        QCOMPARE(pattern.match(typed).hasMatch(), allowed);
        QCOMPARE(TextFormat::currencyInput(typed), taken);
    }

    void residualCurve_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<Decimal>>("shares"); // read when `problem` is empty
        QTest::addColumn<QString>("problem");
        QTest::newRow("three years")
                << "0.7, 0.5, 0.4" << QList<Decimal>{ dec("0.7"), dec("0.5"), dec("0.4") } << "";
        QTest::newRow("no spaces") << "0.7,0.5" << QList<Decimal>{ dec("0.7"), dec("0.5") } << "";
        QTest::newRow("empty: no curve") << "" << QList<Decimal>{} << "";
        QTest::newRow("a trailing comma")
                << "0.7, 0.5," << QList<Decimal>{ dec("0.7"), dec("0.5") } << "";
        // The bounds (each share in [0, 1]) are the validation's, not the reading's.
        QTest::newRow("a share above 1") << "1.2" << QList<Decimal>{ dec("1.2") } << "";
        QTest::newRow("a word") << "0.7, half" << QList<Decimal>{}
                                << "\"half\" is not a number; give one fraction per year";
        QTest::newRow("a percentage") << "70%" << QList<Decimal>{} << "\"70%\" is not a number";
        QTest::newRow("an empty place")
                << "0.7, , 0.4" << QList<Decimal>{} << "\"\" is not a number";
    }
    void residualCurve()
    {
        QFETCH(QString, text);
        QFETCH(QList<Decimal>, shares);
        QFETCH(QString, problem);
        QString error;
        const std::optional<QList<Decimal>> read = TextFormat::residualCurve(text, &error);
        if (!problem.isEmpty()) {
            QVERIFY(!read);
            QVERIFY2(error.startsWith(problem), qPrintable(error));
            return;
        }
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, shares);
        // Shown as typed back: the text reads as the same curve.
        QCOMPARE(TextFormat::residualCurve(TextFormat::residualCurveText(*read), &error), read);
    }

    void residualCurveText()
    {
        QCOMPARE(TextFormat::residualCurveText({ dec("0.7"), dec("0.5"), dec("0.4") }),
                 QStringLiteral("0.7, 0.5, 0.4"));
        QCOMPARE(TextFormat::residualCurveText({}), QString());
    }

    void acceleratorClasses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<AcceleratorClass>>("classes");
        QTest::addColumn<QString>("problem");
        using C = AcceleratorClass;
        QTest::newRow("two") << "datacenter_gpu, npu" << QList<C>{ C::DatacenterGpu, C::Npu } << "";
        QTest::newRow("once each")
                << "npu,npu, inference_asic" << QList<C>{ C::Npu, C::InferenceAsic } << "";
        QTest::newRow("none") << "" << QList<C>{} << "";
        QTest::newRow("a word") << "npu, gpu" << QList<C>{}
                                << "\"gpu\" is not an accelerator class; use datacenter_gpu";
    }
    void acceleratorClasses()
    {
        QFETCH(QString, text);
        QFETCH(QList<AcceleratorClass>, classes);
        QFETCH(QString, problem);
        QString error;
        const auto read = TextFormat::acceleratorClasses(text, &error);
        if (!problem.isEmpty()) {
            QVERIFY(!read);
            QVERIFY2(error.startsWith(problem), qPrintable(error));
            return;
        }
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, classes);
        QCOMPARE(TextFormat::acceleratorClasses(TextFormat::listText(*read), &error), read);
    }

    void formFactors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<FormFactor>>("forms");
        QTest::addColumn<QString>("problem");
        using F = FormFactor;
        QTest::newRow("sxm and oam") << "sxm, oam" << QList<F>{ F::Sxm, F::Oam } << "";
        QTest::newRow("empty: every form factor") << "" << QList<F>{} << "";
        QTest::newRow("pcie twice") << "pcie, pcie" << QList<F>{ F::Pcie } << "";
        QTest::newRow("sxm5") << "sxm5" << QList<F>{}
                              << "\"sxm5\" is not a form factor; use sxm, oam, pcie or other";
    }
    void formFactors()
    {
        QFETCH(QString, text);
        QFETCH(QList<FormFactor>, forms);
        QFETCH(QString, problem);
        QString error;
        const auto read = TextFormat::formFactors(text, &error);
        if (!problem.isEmpty()) {
            QVERIFY(!read);
            QCOMPARE(error, problem);
            return;
        }
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, forms);
        QCOMPARE(TextFormat::listText(*read),
                 text.isEmpty() ? QString() : TextFormat::listText(forms));
    }
};

QTEST_APPLESS_MAIN(TestTextFormat)
#include "tst_textformat.moc"
