// SPDX-License-Identifier: GPL-3.0-or-later
#include "runreader.h"

#include "csvreader.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace infertco {

namespace {

constexpr double LargestWhole = 9007199254740992.0; // 2^53: every whole double below is exact

QString notABenchmark()
{
    return RunReader::tr("is not a benchmark result: neither the JSON that vllm bench serve "
                         "--save-result writes nor a CSV with the header %1")
            .arg(RunReader::csvColumns().mid(0, 5).join(u','));
}

/// n / d rounded half up, both whole and d > 0.
long long meanHalfUp(long long total, long long count)
{
    return (2 * total + count) / (2 * count);
}

/// The reading of one benchmark JSON: each getter records the first problem it meets.
class JsonRun
{
public:
    JsonRun(const QJsonObject &object) : m_object(object) { }

    const Problems &problems() const { return m_problems; }
    bool has(const char *key) const
    {
        return m_object.contains(QLatin1StringView(key))
                && !m_object.value(QLatin1StringView(key)).isNull();
    }
    void fail(const QString &key, const QString &message)
    {
        m_problems.append({ RunReader::tr("benchmark result"), key, message });
    }
    std::optional<long long> whole(const char *key, long long lowest)
    {
        const QString name = QString::fromLatin1(key);
        if (!has(key)) {
            fail(name, RunReader::tr("is missing"));
            return std::nullopt;
        }
        const QJsonValue value = m_object.value(name);
        const double number = value.toDouble();
        if (!value.isDouble() || number != std::floor(number) || std::abs(number) > LargestWhole) {
            fail(name, RunReader::tr("must be a whole number"));
            return std::nullopt;
        }
        if (number < static_cast<double>(lowest)) {
            fail(name, RunReader::tr("must be at least %1").arg(lowest));
            return std::nullopt;
        }
        return static_cast<long long>(number);
    }
    /// A number of milliseconds ≥ 0 under `key`, when the key is given.
    std::optional<double> milliseconds(const char *key)
    {
        if (!has(key))
            return std::nullopt;
        const QJsonValue value = m_object.value(QLatin1StringView(key));
        if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0) {
            fail(QString::fromLatin1(key), RunReader::tr("must be a number of milliseconds ≥ 0"));
            return std::nullopt;
        }
        return value.toDouble();
    }
    /// The mean, else the median, of a time: the first given of `meanKey` and `medianKey`.
    std::optional<std::pair<double, MeasuredStatistic>> time(const char *meanKey,
                                                             const char *medianKey)
    {
        if (has(meanKey)) {
            if (const std::optional<double> v = milliseconds(meanKey))
                return std::pair{ *v, MeasuredStatistic::Mean };
            return std::nullopt;
        }
        if (has(medianKey)) {
            if (const std::optional<double> v = milliseconds(medianKey))
                return std::pair{ *v, MeasuredStatistic::Median };
            return std::nullopt;
        }
        fail(QString::fromLatin1(meanKey),
             RunReader::tr("is missing (and so is %1)").arg(QString::fromLatin1(medianKey)));
        return std::nullopt;
    }
    /// A per-request list of whole numbers ≥ 0, when it is given.
    std::optional<QList<int>> lengths(const char *key)
    {
        const QString name = QString::fromLatin1(key);
        const QJsonValue value = m_object.value(name);
        if (!value.isArray()) {
            fail(name, RunReader::tr("must be a list of token counts, one per request"));
            return std::nullopt;
        }
        QList<int> list;
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const double number = array.at(i).toDouble(-1);
            if (!array.at(i).isDouble() || number != std::floor(number) || number < 0
                || number > 2147483647.0) {
                fail(name, RunReader::tr("entry %1 must be a whole number of tokens").arg(i + 1));
                return std::nullopt;
            }
            list.append(static_cast<int>(number));
        }
        return list;
    }
    QJsonValue value(const char *key) const { return m_object.value(QLatin1StringView(key)); }

private:
    QJsonObject m_object;
    Problems m_problems;
};

/// vLLM writes the date as "YYYYMMDD-HHMMSS"; an ISO date is read too.
QDate benchmarkDate(const QJsonValue &value)
{
    const QString text = value.toString();
    QDate date = QDate::fromString(text.left(8), QStringLiteral("yyyyMMdd"));
    if (!date.isValid())
        date = QDate::fromString(text.left(10), Qt::ISODate);
    return date;
}

Outcome<QList<MeasuredRun>> parseJson(const QJsonObject &object, const QString &fileName)
{
    static const char *const resultKeys[]
            = { "completed",      "total_input_tokens", "total_output_tokens", "mean_ttft_ms",
                "median_ttft_ms", "mean_tpot_ms",       "median_tpot_ms" };
    JsonRun json(object);
    if (std::none_of(std::begin(resultKeys), std::end(resultKeys),
                     [&](const char *key) { return json.has(key); }))
        return Problems{ { QString(), QString(), notABenchmark() } };

    MeasuredRun run;
    run.file = fileName;
    const std::optional<long long> completed = json.whole("completed", 0);
    const std::optional<long long> input = json.whole("total_input_tokens", 0);
    const std::optional<long long> output = json.whole("total_output_tokens", 0);
    if (completed && *completed == 0)
        json.fail(QStringLiteral("completed"),
                  RunReader::tr("is 0: no request completed, so the run measured nothing"));
    if (completed && *completed > 2147483647LL)
        json.fail(QStringLiteral("completed"), RunReader::tr("is too large"));
    if (completed && *completed > 0 && *completed <= 2147483647LL) {
        run.requests = static_cast<int>(*completed);
        for (const auto &[total, key, mean] :
             { std::tuple{ input, "total_input_tokens", &run.promptTokens },
               std::tuple{ output, "total_output_tokens", &run.outputTokens } }) {
            if (!total)
                continue;
            const long long value = meanHalfUp(*total, *completed);
            if (value < 1 || value > 10000000)
                json.fail(QString::fromLatin1(key),
                          value < 1 ? RunReader::tr("gives a mean below 1 token per request "
                                                    "(%1 over %2 requests)")
                                              .arg(*total)
                                              .arg(*completed)
                                    : RunReader::tr("gives a mean above 10,000,000 tokens"));
            else
                *mean = static_cast<int>(value);
        }
    }

    // The load: a closed loop at max_concurrency, an open loop at request_rate, or (rate
    // "inf" without a concurrency) every request at once.
    std::optional<long long> concurrency;
    if (json.has("max_concurrency"))
        concurrency = json.whole("max_concurrency", 1);
    std::optional<double> rate;
    bool infiniteRate = false;
    if (json.has("request_rate")) {
        const QJsonValue value = json.value("request_rate");
        const QString text = value.toString().trimmed().toLower();
        if (value.isString() && (text == u"inf" || text == u"infinity"))
            infiniteRate = true;
        else if (value.isDouble() && std::isfinite(value.toDouble()) && value.toDouble() > 0)
            rate = value.toDouble();
        else
            json.fail(QStringLiteral("request_rate"),
                      RunReader::tr("must be a number of requests per second above 0 or "
                                    "\"inf\""));
    } else if (!json.has("max_concurrency")) {
        json.fail(QStringLiteral("request_rate"),
                  RunReader::tr("is missing (and so is max_concurrency): the run's load is "
                                "not known"));
    }
    if (rate && json.has("max_concurrency")) {
        json.fail(QStringLiteral("max_concurrency"),
                  RunReader::tr("is given with a request_rate of %1 per second: a run is "
                                "either a closed loop at a concurrency or an open loop at a "
                                "rate, not both")
                          .arg(*rate));
    } else if (rate) {
        run.ratePerS = *rate;
        if (!json.has("burstiness")) {
            json.fail(QStringLiteral("burstiness"),
                      RunReader::tr("is missing: an open-loop run needs the shape of its "
                                    "arrivals"));
        } else {
            const QJsonValue value = json.value("burstiness");
            const double b = value.toDouble();
            if (!value.isDouble() || !std::isfinite(b) || !(b > 0)) {
                json.fail(QStringLiteral("burstiness"), RunReader::tr("must be a number above 0"));
            } else if (b < 1) {
                // vLLM draws gamma gaps with a coefficient of variation 1 / sqrt(b).
                run.arrival = ArrivalProcess::Bursty;
                run.burstCv = 1.0 / std::sqrt(b);
            } else if (b > 1) {
                run.smootherThanPoisson = true;
            }
        }
    } else if (concurrency) {
        run.concurrency = static_cast<int>(std::min(*concurrency, 2147483647LL));
    } else if (infiniteRate && run.requests > 0) {
        run.concurrency = run.requests; // every request arrives at 0
    }

    if (const auto ttft = json.time("mean_ttft_ms", "median_ttft_ms")) {
        std::tie(run.ttftMs, run.ttftStatistic) = *ttft;
        if (!(run.ttftMs > 0))
            json.fail(run.ttftStatistic == MeasuredStatistic::Mean
                              ? QStringLiteral("mean_ttft_ms")
                              : QStringLiteral("median_ttft_ms"),
                      RunReader::tr("must be above 0"));
    }
    if (const auto tpot = json.time("mean_tpot_ms", "median_tpot_ms")) {
        std::tie(run.tpotMs, run.tpotStatistic) = *tpot;
        if (!(run.tpotMs > 0) && run.outputTokens > 1)
            json.fail(run.tpotStatistic == MeasuredStatistic::Mean
                              ? QStringLiteral("mean_tpot_ms")
                              : QStringLiteral("median_tpot_ms"),
                      RunReader::tr("must be above 0 when requests have more than one output "
                                    "token"));
    }
    run.ttftP99Ms = json.milliseconds("p99_ttft_ms");
    run.tpotP99Ms = json.milliseconds("p99_tpot_ms");
    run.date = benchmarkDate(json.value("date"));

    // --save-detailed: the lengths of every request (a failed one has 0 output tokens).
    if (json.has("input_lens") || json.has("output_lens")) {
        const std::optional<QList<int>> inputs = json.lengths("input_lens");
        const std::optional<QList<int>> outputs = json.lengths("output_lens");
        if (inputs && outputs && inputs->size() != outputs->size()) {
            json.fail(QStringLiteral("output_lens"),
                      RunReader::tr("has %1 entries and input_lens %2: one each per request")
                              .arg(outputs->size())
                              .arg(inputs->size()));
        } else if (inputs && outputs) {
            for (qsizetype i = 0; i < outputs->size(); ++i) {
                if (outputs->at(i) < 1)
                    continue;
                if (inputs->at(i) < 1) {
                    json.fail(QStringLiteral("input_lens"),
                              RunReader::tr("entry %1 is below 1 token").arg(i + 1));
                    break;
                }
                run.promptLengths.append(inputs->at(i));
                run.outputLengths.append(outputs->at(i));
            }
            if (run.requests > 0 && json.problems().isEmpty()
                && run.outputLengths.size() != run.requests)
                json.fail(QStringLiteral("output_lens"),
                          RunReader::tr("has %1 requests with output tokens, not the %2 "
                                        "completed")
                                  .arg(run.outputLengths.size())
                                  .arg(run.requests));
        }
    }
    if (!json.problems().isEmpty())
        return json.problems();
    return QList<MeasuredRun>{ run };
}

/// A CSV cell as a number (C locale), or nullopt.
std::optional<double> csvNumber(const QString &text)
{
    bool ok = false;
    const double value = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

Outcome<QList<MeasuredRun>> parseCsv(const QByteArray &data, const QString &fileName)
{
    const Outcome<QList<CsvRecord>> records = CsvReader::parse(data);
    if (!records.ok())
        return Problems{ { QString(), QString(), notABenchmark() } };
    if (records.value().isEmpty())
        return Problems{ { QString(), QString(), notABenchmark() } };
    const CsvRecord &header = records.value().first();
    QStringList names;
    for (const QString &name : header.fields)
        names.append(name.trimmed().toLower());
    const QStringList required = RunReader::csvColumns().mid(0, 5);
    if (std::none_of(required.cbegin(), required.cend(),
                     [&](const QString &name) { return names.contains(name); }))
        return Problems{ { QString(), QString(), notABenchmark() } };
    const QString headerLine = RunReader::tr("line %1").arg(header.line);
    Problems problems;
    for (const QString &name : required) {
        if (!names.contains(name))
            problems.append({ headerLine, name, RunReader::tr("is missing from the header") });
    }
    if (!problems.isEmpty())
        return problems;
    const auto column = [&](const QString &name) { return names.indexOf(name); };

    QList<MeasuredRun> runs;
    for (qsizetype r = 1; r < records.value().size(); ++r) {
        const CsvRecord &record = records.value().at(r);
        const QString where = RunReader::tr("line %1").arg(record.line);
        const auto cell = [&](const QString &name) {
            const qsizetype i = column(name);
            return i >= 0 && i < record.fields.size() ? record.fields.at(i).trimmed() : QString();
        };
        const auto fail = [&](const QString &key, const QString &message) {
            problems.append({ where, key, message });
        };
        MeasuredRun run;
        run.file = fileName;
        run.line = record.line;
        const QString concurrency = cell(QStringLiteral("concurrency"));
        const QString rate = cell(QStringLiteral("rate_per_s"));
        if (!concurrency.isEmpty() && !rate.isEmpty()) {
            fail(QStringLiteral("rate_per_s"),
                 RunReader::tr("is given with a concurrency: a run is either a closed loop at a "
                               "concurrency or an open loop at a rate (leave concurrency "
                               "empty), not both"));
        } else if (!concurrency.isEmpty()) {
            const std::optional<double> c = csvNumber(concurrency);
            if (!c || *c != std::floor(*c) || *c < 1 || *c > 1000000000)
                fail(QStringLiteral("concurrency"),
                     RunReader::tr("must be a whole number of at least 1"));
            else
                run.concurrency = static_cast<int>(*c);
        } else if (!rate.isEmpty()) {
            const std::optional<double> v = csvNumber(rate);
            if (!v || !(*v > 0))
                fail(QStringLiteral("rate_per_s"),
                     RunReader::tr("must be a number of requests per second above 0"));
            else
                run.ratePerS = *v;
        } else {
            fail(QStringLiteral("concurrency"),
                 RunReader::tr("is empty and so is rate_per_s: the run's load is not known"));
        }
        for (const auto &[key, length] :
             { std::pair{ QStringLiteral("prompt_tokens"), &run.promptTokens },
               std::pair{ QStringLiteral("output_tokens"), &run.outputTokens } }) {
            const std::optional<double> v = csvNumber(cell(key));
            if (!v) {
                fail(key, RunReader::tr("must be a number of tokens"));
                continue;
            }
            const double rounded = std::floor(*v + 0.5); // half up
            if (rounded < 1 || rounded > 10000000)
                fail(key, RunReader::tr("must be from 1 to 10,000,000 tokens (rounded half up)"));
            else
                *length = static_cast<int>(rounded);
        }
        const std::optional<double> ttft = csvNumber(cell(QStringLiteral("ttft_ms")));
        if (!ttft || !(*ttft > 0))
            fail(QStringLiteral("ttft_ms"),
                 RunReader::tr("must be a number of milliseconds above 0"));
        else
            run.ttftMs = *ttft;
        const std::optional<double> tpot = csvNumber(cell(QStringLiteral("tpot_ms")));
        if (!tpot || *tpot < 0 || (!(*tpot > 0) && run.outputTokens > 1))
            fail(QStringLiteral("tpot_ms"),
                 RunReader::tr("must be a number of milliseconds above 0 (0 only with one "
                               "output token)"));
        else
            run.tpotMs = *tpot;
        runs.append(run);
    }
    if (!problems.isEmpty())
        return problems;
    if (runs.isEmpty())
        return Problems{ { headerLine, QString(), RunReader::tr("the file holds no run") } };
    return runs;
}

} // namespace

QStringList RunReader::csvColumns()
{
    return { QStringLiteral("concurrency"),   QStringLiteral("prompt_tokens"),
             QStringLiteral("output_tokens"), QStringLiteral("ttft_ms"),
             QStringLiteral("tpot_ms"),       QStringLiteral("rate_per_s") };
}

Outcome<QList<MeasuredRun>> RunReader::parse(const QByteArray &data, const QString &fileName)
{
    const QByteArray text = data.trimmed();
    if (text.startsWith('{') || text.startsWith('[')) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(data, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            return Problems{ { QString(), QString(), notABenchmark() } };
        return parseJson(document.object(), fileName);
    }
    return parseCsv(data, fileName);
}

Outcome<QList<MeasuredRun>> RunReader::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Problems{ { QString(), QString(),
                           tr("cannot be read: %1").arg(file.errorString()) } };
    return parse(file.readAll(), QFileInfo(path).fileName());
}

} // namespace infertco
