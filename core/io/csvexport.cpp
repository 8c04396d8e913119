// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include "resultformat.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

namespace infertco {

namespace {

QString money(const Decimal &value)
{
    return value.toString(2);
}

QByteArray lines(const QList<QStringList> &rows)
{
    QString out;
    for (const QStringList &row : rows) {
        QStringList cells;
        cells.reserve(row.size());
        // DESIGN 7: a cell starting with =, +, -, @, tab or CR is not run as a formula.
        for (const QString &cell : row)
            cells.append(ResultFormat::csvCell(cell));
        out += cells.join(u',') + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

Problems writeFile(const QString &path, const QByteArray &content)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return { { QDir::toNativeSeparators(path), QString(),
                   CsvExport::tr("cannot be written: %1").arg(file.errorString()) } };
    }
    file.write("\xEF\xBB\xBF");
    file.write(content);
    if (!file.commit()) {
        return { { QDir::toNativeSeparators(path), QString(),
                   CsvExport::tr("cannot be written: %1").arg(file.errorString()) } };
    }
    return {};
}

} // namespace

QByteArray CsvExport::summary(const Result &result)
{
    QStringList header{ QStringLiteral("scenario"),
                        QStringLiteral("option"),
                        QStringLiteral("mode"),
                        QStringLiteral("accelerator"),
                        QStringLiteral("feasible"),
                        QStringLiteral("reason"),
                        QStringLiteral("tp"),
                        QStringLiteral("batch"),
                        QStringLiteral("replica_tokens_per_s"),
                        QStringLiteral("replicas"),
                        QStringLiteral("accelerators"),
                        QStringLiteral("spares"),
                        QStringLiteral("servers"),
                        QStringLiteral("racks"),
                        QStringLiteral("effective_precision") };
    for (const Component c : AllComponents)
        header.append(componentKey(c));
    header << QStringLiteral("total") << QStringLiteral("npv")
           << QStringLiteral("cost_per_million_tokens") << QStringLiteral("currency")
           << QStringLiteral("advice");
    QList<QStringList> rows{ header };
    for (const OptionResult &option : result.options) {
        QStringList row{ result.scenarioId,
                         option.name,
                         toText(option.mode),
                         option.accelerator,
                         option.feasible ? QStringLiteral("true") : QStringLiteral("false"),
                         option.reason };
        QStringList advice;
        for (const Advice &a : option.advice)
            advice.append(a.text);
        if (option.feasible) {
            const Sizing &s = option.sizing;
            row << QString::number(s.tp) << QString::number(s.batch)
                << QString::number(s.replicaTokensPerS, 'f', 2) << QString::number(s.replicas)
                << QString::number(s.accelerators) << QString::number(s.spares)
                << QString::number(s.servers) << QString::number(s.racks)
                << toText(s.effectivePrecision);
            for (const Component c : AllComponents)
                row.append(money(option.componentTotal(c)));
            row << money(option.total) << money(option.npv)
                << option.costPerMillionTokens.toString(4);
        } else {
            for (int i = 0; i < 9 + ComponentCount + 3; ++i)
                row.append(QString());
        }
        row << result.currency << advice.join(QLatin1String(" | "));
        rows.append(row);
    }
    return lines(rows);
}

QByteArray CsvExport::monthly(const Result &result)
{
    QStringList header{ QStringLiteral("scenario"), QStringLiteral("option"),
                        QStringLiteral("mode"), QStringLiteral("accelerator"),
                        QStringLiteral("month") };
    for (const Component c : AllComponents)
        header.append(componentKey(c));
    header << QStringLiteral("total") << QStringLiteral("cumulative") << QStringLiteral("currency");
    QList<QStringList> rows{ header };
    for (const OptionResult &option : result.options) {
        if (!option.feasible)
            continue;
        Decimal cumulative;
        for (size_t m = 0; m < option.monthly.size(); ++m) {
            cumulative += option.monthTotals[m];
            QStringList row{ result.scenarioId, option.name, toText(option.mode),
                             option.accelerator, QString::number(m) };
            for (const Decimal &amount : option.monthly[m])
                row.append(money(amount));
            row << money(option.monthTotals[m]) << money(cumulative) << result.currency;
            rows.append(row);
        }
    }
    return lines(rows);
}

Problems CsvExport::write(const Result &result, const QString &summaryPath,
                          const QString &monthlyPath)
{
    Problems problems = writeFile(summaryPath, summary(result));
    if (problems.isEmpty())
        problems = writeFile(monthlyPath, monthly(result));
    return problems;
}

QString CsvExport::monthlyPathFor(const QString &summaryPath)
{
    const QFileInfo info(summaryPath);
    const QString suffix = info.suffix().isEmpty() ? QStringLiteral("csv") : info.suffix();
    const QString folder = summaryPath.left(summaryPath.size() - info.fileName().size());
    return folder + info.completeBaseName() + QStringLiteral(".monthly.") + suffix;
}

} // namespace infertco
