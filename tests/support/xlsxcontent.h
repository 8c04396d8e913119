// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: reads back what an .xlsx file holds (its ZIP entries inflated with zlib, then
// the sheet XML), so that tests check the workbook a spreadsheet would open, cell by cell.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QStringList>
#include <QXmlStreamReader>
#include <QtEndian>

#include <zlib.h>

namespace infertco::testing {

struct XlsxCell
{
    QString value; ///< the <v> text; for a shared string, the string itself
    QString formula; ///< the <f> text, without "="
    int style = 0; ///< the s attribute: an index into cellXfs
    bool isString = false;
};

class XlsxContent
{
public:
    bool load(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const QByteArray zip = file.readAll();
        if (!readEntries(zip))
            return false;
        readSharedStrings();
        readStyles();
        return readSheets();
    }

    QStringList sheetNames() const { return m_sheetNames; }
    const QMap<QString, XlsxCell> &cells(const QString &sheet) const { return m_cells[sheet]; }
    XlsxCell cell(const QString &sheet, const QString &reference) const
    {
        return m_cells.value(sheet).value(reference);
    }
    /// The number format code of a style index ("#,##0.00"), or an empty string.
    QString numberFormat(int style) const
    {
        return m_formatCodes.value(m_styleFormats.value(style, -1));
    }
    /// The row (1-based) whose column A holds `label`, or 0.
    int rowLabelled(const QString &sheet, const QString &label) const
    {
        const QMap<QString, XlsxCell> &cells = m_cells[sheet];
        for (auto it = cells.cbegin(); it != cells.cend(); ++it) {
            if (it.key().startsWith(u'A') && it.key().at(1).isDigit() && it.value().value == label)
                return it.key().mid(1).toInt();
        }
        return 0;
    }
    QByteArray entry(const QString &name) const { return m_entries.value(name); }

private:
    bool readEntries(const QByteArray &zip)
    {
        // End of central directory: the last "PK\5\6".
        const qsizetype end = zip.lastIndexOf(QByteArray("PK\x05\x06", 4));
        if (end < 0 || end + 22 > zip.size())
            return false;
        const auto u16
                = [&](qsizetype at) { return qFromLittleEndian<quint16>(zip.constData() + at); };
        const auto u32
                = [&](qsizetype at) { return qFromLittleEndian<quint32>(zip.constData() + at); };
        const int count = u16(end + 10);
        qsizetype at = u32(end + 16);
        for (int i = 0; i < count; ++i) {
            if (at + 46 > zip.size() || u32(at) != 0x02014b50)
                return false;
            const int method = u16(at + 10);
            const quint32 compressed = u32(at + 20);
            const quint32 size = u32(at + 24);
            const int nameLength = u16(at + 28);
            const int extra = u16(at + 30);
            const int comment = u16(at + 32);
            const quint32 local = u32(at + 42);
            const QString name = QString::fromUtf8(zip.mid(at + 46, nameLength));
            at += 46 + nameLength + extra + comment;
            if (local + 30 > quint32(zip.size()) || u32(local) != 0x04034b50)
                return false;
            const qsizetype data = local + 30 + u16(local + 26) + u16(local + 28);
            const QByteArray raw = zip.mid(data, compressed);
            if (method == 0) {
                m_entries.insert(name, raw);
            } else if (method == 8) {
                QByteArray out(qsizetype(size), '\0');
                z_stream stream{};
                if (inflateInit2(&stream, -MAX_WBITS) != Z_OK)
                    return false;
                stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(raw.constData()));
                stream.avail_in = uInt(raw.size());
                stream.next_out = reinterpret_cast<Bytef *>(out.data());
                stream.avail_out = uInt(out.size());
                const int rc = inflate(&stream, Z_FINISH);
                inflateEnd(&stream);
                if (rc != Z_STREAM_END)
                    return false;
                m_entries.insert(name, out);
            } else {
                return false;
            }
        }
        return true;
    }

    void readSharedStrings()
    {
        QXmlStreamReader xml(m_entries.value(QStringLiteral("xl/sharedStrings.xml")));
        QString current;
        bool inItem = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("si")) {
                inItem = true;
                current.clear();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("t") && inItem) {
                current += xml.readElementText();
            } else if (xml.isEndElement() && xml.name() == QLatin1String("si")) {
                m_strings.append(current);
                inItem = false;
            }
        }
    }

    void readStyles()
    {
        QXmlStreamReader xml(m_entries.value(QStringLiteral("xl/styles.xml")));
        bool inCellXfs = false;
        int index = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("numFmt")) {
                m_formatCodes.insert(
                        xml.attributes().value(QLatin1String("numFmtId")).toInt(),
                        xml.attributes().value(QLatin1String("formatCode")).toString());
            } else if (xml.isStartElement() && xml.name() == QLatin1String("cellXfs")) {
                inCellXfs = true;
            } else if (xml.isEndElement() && xml.name() == QLatin1String("cellXfs")) {
                inCellXfs = false;
            } else if (inCellXfs && xml.isStartElement() && xml.name() == QLatin1String("xf")) {
                m_styleFormats.insert(index++,
                                      xml.attributes().value(QLatin1String("numFmtId")).toInt());
            }
        }
    }

    bool readSheets()
    {
        QXmlStreamReader workbook(m_entries.value(QStringLiteral("xl/workbook.xml")));
        while (!workbook.atEnd()) {
            workbook.readNext();
            if (workbook.isStartElement() && workbook.name() == QLatin1String("sheet"))
                m_sheetNames.append(workbook.attributes().value(QLatin1String("name")).toString());
        }
        // libxlsxwriter writes sheet N of the workbook as xl/worksheets/sheetN.xml.
        for (qsizetype i = 0; i < m_sheetNames.size(); ++i) {
            const QByteArray xmlText
                    = m_entries.value(QStringLiteral("xl/worksheets/sheet%1.xml").arg(i + 1));
            if (xmlText.isEmpty())
                return false;
            QMap<QString, XlsxCell> &cells = m_cells[m_sheetNames.at(i)];
            QXmlStreamReader xml(xmlText);
            QString reference;
            XlsxCell cell;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("c")) {
                    reference = xml.attributes().value(QLatin1String("r")).toString();
                    cell = XlsxCell();
                    cell.style = xml.attributes().value(QLatin1String("s")).toInt();
                    cell.isString
                            = xml.attributes().value(QLatin1String("t")) == QLatin1String("s");
                } else if (xml.isStartElement() && xml.name() == QLatin1String("v")) {
                    cell.value = xml.readElementText();
                    if (cell.isString)
                        cell.value = m_strings.value(cell.value.toInt());
                } else if (xml.isStartElement() && xml.name() == QLatin1String("f")) {
                    cell.formula = xml.readElementText();
                } else if (xml.isEndElement() && xml.name() == QLatin1String("c")) {
                    cells.insert(reference, cell);
                }
            }
        }
        return true;
    }

    QHash<QString, QByteArray> m_entries;
    QStringList m_strings;
    QHash<int, QString> m_formatCodes;
    QHash<int, int> m_styleFormats;
    QStringList m_sheetNames;
    mutable QHash<QString, QMap<QString, XlsxCell>> m_cells;
};

} // namespace infertco::testing
