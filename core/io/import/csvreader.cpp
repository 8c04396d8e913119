// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvreader.h"

#include <QStringDecoder>

namespace infertco {

namespace {

Problems lineProblem(int line, const QString &message)
{
    return Problems{ { CsvReader::tr("line %1").arg(line), QString(), message } };
}

// The text of `data` without its byte-order mark, or the first line that is not UTF-8.
Outcome<QString> decode(const QByteArray &data)
{
    QByteArrayView bytes(data);
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (!decoder.hasError() && !text.contains(QChar(0)))
        return text;
    // Find the line: a UTF-8 sequence never contains the byte of a line feed.
    int line = 1;
    for (qsizetype start = 0; start <= bytes.size(); ++line) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        const QByteArrayView chunk = bytes.sliced(start, end - start);
        QStringDecoder lineDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = lineDecoder.decode(chunk);
        if (lineDecoder.hasError()) {
            return lineProblem(line,
                               CsvReader::tr("is not UTF-8 text; save the file as \"CSV "
                                             "UTF-8\" (a spreadsheet on a Chinese system "
                                             "may have saved it as GBK or Big5)"));
        }
        if (decoded.contains(QChar(0)))
            return lineProblem(line, CsvReader::tr("holds a NUL byte; this is not a text file"));
        start = end + 1;
    }
    return lineProblem(1, CsvReader::tr("is not UTF-8 text"));
}

} // namespace

Outcome<QList<CsvRecord>> CsvReader::parse(const QByteArray &data)
{
    const Outcome<QString> decoded = decode(data);
    if (!decoded.ok())
        return decoded.problems();
    const QString &text = decoded.value();

    QList<CsvRecord> records;
    CsvRecord record;
    QString field;
    int line = 1;
    bool recordStarted = false; // anything at all on this record, even an empty field
    const qsizetype size = text.size();
    qsizetype i = 0;

    bool fieldQuoted = false;
    const auto endField = [&] {
        record.fields.append(field);
        record.quoted.append(fieldQuoted);
        field.clear();
        fieldQuoted = false;
    };
    const auto endRecord = [&] {
        if (recordStarted) {
            endField();
            records.append(record);
        }
        record = CsvRecord();
        field.clear();
        recordStarted = false;
    };
    // Consumes one line break (CRLF, LF or CR) at i, if there is one.
    const auto atLineBreak = [&]() -> bool {
        if (text.at(i) == u'\r') {
            if (i + 1 < size && text.at(i + 1) == u'\n')
                ++i;
            return true;
        }
        return text.at(i) == u'\n';
    };

    while (i < size) {
        if (!recordStarted)
            record.line = line;
        const QChar c = text.at(i);
        if (c == u'"' && field.trimmed().isEmpty()) {
            // A quoted field: runs to the next lone quote, across commas and lines. Spaces
            // around the quotes, as people type them, are not part of the field.
            field.clear();
            const int opened = line;
            ++i;
            bool closed = false;
            while (i < size) {
                const QChar q = text.at(i);
                if (q == u'"') {
                    if (i + 1 < size && text.at(i + 1) == u'"') {
                        field += u'"';
                        i += 2;
                        continue;
                    }
                    closed = true;
                    ++i;
                    break;
                }
                if (q == u'\n' || (q == u'\r' && !(i + 1 < size && text.at(i + 1) == u'\n')))
                    ++line;
                field += q;
                ++i;
            }
            if (!closed) {
                return lineProblem(opened,
                                   tr("a field opened with a quote on this line is never "
                                      "closed"));
            }
            recordStarted = true;
            fieldQuoted = true;
            while (i < size && text.at(i) == u' ')
                ++i;
            if (i < size && text.at(i) != u',' && text.at(i) != u'\r' && text.at(i) != u'\n') {
                return lineProblem(line,
                                   tr("has text after a closing quote; a quote inside a "
                                      "quoted field is written twice (\"\")"));
            }
            continue;
        }
        if (c == u',') {
            recordStarted = true;
            endField();
            ++i;
            continue;
        }
        if (c == u'\r' || c == u'\n') {
            atLineBreak();
            ++i;
            endRecord();
            ++line;
            continue;
        }
        if (c == u'"') {
            return lineProblem(line,
                               tr("has a quote inside an unquoted field; put the whole "
                                  "field in quotes and write the quote twice (\"\")"));
        }
        recordStarted = true;
        field += c;
        ++i;
    }
    endRecord();
    return records;
}

} // namespace infertco
