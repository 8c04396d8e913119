// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestlogimport.h"

#include "model/rules/validation.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <array>
#include <vector>

namespace infertco {

namespace {

enum class Layout { Azure, BurstGpt, Seconds };

struct Columns
{
    Layout layout = Layout::Seconds;
    std::array<int, 3> index{ -1, -1, -1 }; ///< time, prompt, output
    std::array<QByteArray, 3> names;
};

QByteArrayView trimmedField(QByteArrayView field)
{
    field = field.trimmed();
    if (field.size() >= 2 && field.front() == '"' && field.back() == '"')
        field = field.sliced(1, field.size() - 2);
    return field;
}

// The fields of one line, split at commas outside double quotes; the line without its end.
void splitLine(QByteArrayView line, std::vector<QByteArrayView> &fields)
{
    fields.clear();
    while (!line.isEmpty() && (line.back() == '\n' || line.back() == '\r'))
        line.chop(1);
    qsizetype start = 0;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.push_back(trimmedField(line.sliced(start, i - start)));
            start = i + 1;
        }
    }
    fields.push_back(trimmedField(line.sliced(start)));
}

std::optional<Columns> columnsOf(const std::vector<QByteArrayView> &header)
{
    const std::array<std::pair<Layout, std::array<const char *, 3>>, 3> layouts{ {
            { Layout::Azure, { "TIMESTAMP", "ContextTokens", "GeneratedTokens" } },
            { Layout::BurstGpt, { "Timestamp", "Request tokens", "Response tokens" } },
            { Layout::Seconds, { "arrival_s", "prompt_tokens", "output_tokens" } },
    } };
    for (const auto &[layout, names] : layouts) {
        Columns columns;
        columns.layout = layout;
        bool all = true;
        for (int k = 0; k < 3; ++k) {
            columns.names[static_cast<size_t>(k)] = names[static_cast<size_t>(k)];
            for (size_t i = 0; i < header.size(); ++i) {
                // A byte-order mark may precede the first name.
                QByteArrayView name = header[i];
                if (i == 0 && name.startsWith("\xEF\xBB\xBF"))
                    name = name.sliced(3);
                if (name == QByteArrayView(names[static_cast<size_t>(k)]))
                    columns.index[static_cast<size_t>(k)] = static_cast<int>(i);
            }
            all = all && columns.index[static_cast<size_t>(k)] >= 0;
        }
        if (all)
            return columns;
    }
    return std::nullopt;
}

std::optional<qint64> wholeNumber(QByteArrayView text, qint64 high)
{
    if (text.isEmpty() || text.size() > 18)
        return std::nullopt;
    qint64 value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > high)
        return std::nullopt;
    return value;
}

// Days since 1970-01-01 of a proleptic Gregorian date.
qint64 daysFromCivil(qint64 y, qint64 m, qint64 d)
{
    y -= m <= 2 ? 1 : 0;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const qint64 yoe = y - era * 400;
    const qint64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

} // namespace

std::optional<qint64> RequestLogImport::utcMicroseconds(QByteArrayView text)
{
    // YYYY-MM-DD HH:MM:SS[.fraction]
    if (text.size() < 19 || text[4] != '-' || text[7] != '-' || (text[10] != ' ' && text[10] != 'T')
        || text[13] != ':' || text[16] != ':')
        return std::nullopt;
    const auto part = [&text](qsizetype from, qsizetype length) {
        return wholeNumber(text.sliced(from, length), 9999);
    };
    const auto year = part(0, 4), month = part(5, 2), day = part(8, 2);
    const auto hour = part(11, 2), minute = part(14, 2), second = part(17, 2);
    if (!year || !month || !day || !hour || !minute || !second || *month < 1 || *month > 12
        || *day < 1 || *hour > 23 || *minute > 59 || *second > 59)
        return std::nullopt;
    static constexpr int monthDays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    const bool leap = (*year % 4 == 0 && *year % 100 != 0) || *year % 400 == 0;
    const qint64 daysInMonth = monthDays[*month - 1] + (*month == 2 && leap ? 1 : 0);
    if (*day > daysInMonth)
        return std::nullopt;
    qint64 micro = 0;
    if (text.size() > 19) {
        if (text[19] != '.' || text.size() == 20)
            return std::nullopt;
        const QByteArrayView fraction = text.sliced(20);
        int digits = 0;
        for (const char c : fraction) {
            if (c < '0' || c > '9')
                return std::nullopt;
            if (digits < 6) { // beyond microseconds: cut off
                micro = micro * 10 + (c - '0');
                ++digits;
            }
        }
        for (; digits < 6; ++digits)
            micro *= 10;
    }
    const qint64 days = daysFromCivil(*year, *month, *day);
    return ((days * 24 + *hour) * 60 + *minute) * 60 * 1000000 + *second * 1000000 + micro;
}

std::optional<qint64> RequestLogImport::secondsToMicroseconds(QByteArrayView text)
{
    const qsizetype point = text.indexOf('.');
    const QByteArrayView whole = point < 0 ? text : text.first(point);
    // Below 2^53 µs: about 285 years of seconds.
    const std::optional<qint64> seconds = whole.isEmpty() && point == 0
            ? std::optional<qint64>(0)
            : wholeNumber(whole, 9007199254LL);
    if (!seconds)
        return std::nullopt;
    qint64 micro = 0;
    if (point >= 0) {
        const QByteArrayView fraction = text.sliced(point + 1);
        if (fraction.isEmpty() && whole.isEmpty())
            return std::nullopt;
        int digits = 0;
        for (const char c : fraction) {
            if (c < '0' || c > '9')
                return std::nullopt;
            if (digits < 6) {
                micro = micro * 10 + (c - '0');
                ++digits;
            }
        }
        for (; digits < 6; ++digits)
            micro *= 10;
    }
    return *seconds * 1000000 + micro;
}

Outcome<RequestLogImport::Imported> RequestLogImport::read(QIODevice &csv, const QString &file,
                                                           const QString &id, const QString &name)
{
    const auto at = [&file](qsizetype line) { return tr("%1 line %2").arg(file).arg(line); };
    QByteArray buffer;
    std::vector<QByteArrayView> fields;
    buffer = csv.readLine();
    splitLine(buffer, fields);
    const std::optional<Columns> columns = columnsOf(fields);
    if (!columns) {
        return Problems{ { at(1), QString(),
                           tr("is not the header of a request log: it names "
                              "TIMESTAMP,ContextTokens,GeneratedTokens (Azure's trace), "
                              "Timestamp,Request tokens,Response tokens (BurstGPT) or "
                              "arrival_s,prompt_tokens,output_tokens") } };
    }
    const auto column = [&columns](int k) {
        return QString::fromLatin1(columns->names[static_cast<size_t>(k)]);
    };
    const auto needed = static_cast<size_t>(
            std::max({ columns->index[0], columns->index[1], columns->index[2] }) + 1);

    std::vector<RequestLogRow> rows;
    qint64 first = 0;
    qint64 previous = 0;
    qsizetype noPrompt = 0;
    qsizetype noOutput = 0;
    qsizetype line = 1;
    while (!csv.atEnd()) {
        buffer = csv.readLine();
        ++line;
        if (buffer.trimmed().isEmpty())
            continue;
        splitLine(buffer, fields);
        if (fields.size() < needed)
            return Problems{
                { at(line), QString(),
                  tr("has %1 columns; the header has at least %2").arg(fields.size()).arg(needed) }
            };
        const QByteArrayView timeText = fields[static_cast<size_t>(columns->index[0])];
        const std::optional<qint64> time = columns->layout == Layout::Azure
                ? utcMicroseconds(timeText)
                : secondsToMicroseconds(timeText);
        if (!time)
            return Problems{ { at(line), column(0),
                               columns->layout == Layout::Azure
                                       ? tr("\"%1\" is not a time YYYY-MM-DD HH:MM:SS[.fraction]")
                                                 .arg(QString::fromUtf8(timeText))
                                       : tr("\"%1\" is not a number of seconds")
                                                 .arg(QString::fromUtf8(timeText)) } };
        std::array<qint64, 2> tokens{};
        for (int k = 1; k <= 2; ++k) {
            const std::optional<qint64> count = wholeNumber(
                    fields[static_cast<size_t>(columns->index[static_cast<size_t>(k)])],
                    RequestLogRows::MaxTokens);
            if (!count)
                return Problems{ { at(line), column(k),
                                   tr("must be a whole number from 0 to 10,000,000") } };
            tokens[static_cast<size_t>(k - 1)] = *count;
        }
        if (tokens[0] == 0 || tokens[1] == 0) {
            ++(tokens[0] == 0 ? noPrompt : noOutput);
            continue;
        }
        if (!rows.empty() && *time < previous)
            return Problems{ { at(line), column(0),
                               tr("is earlier than the row before it; the rows must come in "
                                  "time order") } };
        if (rows.empty())
            first = *time;
        if (static_cast<qsizetype>(rows.size()) == RequestLogRows::MaxRows)
            return Problems{ { at(line), QString(),
                               tr("is past 1,000,000 requests, the most a log holds") } };
        previous = *time;
        rows.push_back(
                { *time - first, static_cast<qint32>(tokens[0]), static_cast<qint32>(tokens[1]) });
    }

    Imported imported;
    imported.log.id = id;
    imported.log.name = name;
    imported.log.requests = std::make_shared<const RequestLogRows>(std::move(rows));
    if (noPrompt > 0)
        imported.leftOut.append(tr("%n row(s) with no prompt tokens left out", nullptr,
                                   static_cast<int>(noPrompt)));
    if (noOutput > 0)
        imported.leftOut.append(tr("%n row(s) with no output tokens left out", nullptr,
                                   static_cast<int>(noOutput)));
    Problems problems = Validator::check(imported.log);
    if (!problems.isEmpty())
        return problems;
    return imported;
}

Outcome<RequestLogImport::Imported>
RequestLogImport::readFile(const QString &path, const QString &id, const QString &name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Problems{ { path, QString(), tr("cannot be read: %1").arg(file.errorString()) } };
    return read(file, QFileInfo(path).fileName(), id, name);
}

Bundle RequestLogImport::placed(const Bundle &into, RequestLog log, bool nameGiven)
{
    Bundle bundle = into;
    QList<RequestLog> &logs = bundle.catalog.requestLogs;
    const auto same = std::find_if(logs.begin(), logs.end(),
                                   [&](const RequestLog &l) { return l.id == log.id; });
    if (same == logs.end()) {
        logs.append(std::move(log));
        return bundle;
    }
    if (!nameGiven) // replacing a log keeps the name it was given
        log.name = same->name;
    *same = std::move(log);
    return bundle;
}

} // namespace infertco
