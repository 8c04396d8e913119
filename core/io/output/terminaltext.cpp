// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminaltext.h"

#include <algorithm>
#include <utility>

namespace infertco {

namespace {

bool isControl(char32_t c, bool keepLineBreaks)
{
    return QChar::category(c) == QChar::Other_Control && !(keepLineBreaks && c == U'\n');
}

// Terminal columns of one code point of safe text, after the East Asian Width property
// (W and F) and the zero-width rules of wcwidth(3).
int columnsOf(char32_t c)
{
    const QChar::Category category = QChar::category(c);
    if (category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing
        || category == QChar::Other_Format || (c >= 0x1160 && c <= 0x11FF))
        return 0;
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F)
            || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
            || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
            || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F)
            || (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
    return wide ? 2 : 1;
}

// The code point at `i` of `text` and how many UTF-16 units it takes.
std::pair<char32_t, qsizetype> codePointAt(const QString &text, qsizetype i)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
        return { QChar::surrogateToUcs4(c, text.at(i + 1)), 2 };
    return { c.unicode(), 1 };
}

} // namespace

QString TerminalText::safe(const QString &text, bool keepLineBreaks)
{
    const auto control
            = [keepLineBreaks](QChar c) { return isControl(c.unicode(), keepLineBreaks); };
    if (std::none_of(text.cbegin(), text.cend(), control))
        return text;
    QString shown;
    shown.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (!control(c))
            shown += c;
        else if (c.unicode() < 0x20)
            shown += u'^' + QChar(char16_t(c.unicode() + 0x40));
        else if (c.unicode() == 0x7f)
            shown += QLatin1String("^?");
        else
            shown += QChar::ReplacementCharacter;
    }
    return shown;
}

int TerminalText::columns(const QString &text)
{
    const QString shown = safe(text);
    int used = 0;
    for (qsizetype i = 0; i < shown.size();) {
        const auto [codePoint, units] = codePointAt(shown, i);
        used += columnsOf(codePoint);
        i += units;
    }
    return used;
}

QString TerminalText::clipped(const QString &text, int columns)
{
    const QString shown = safe(text);
    int used = 0;
    for (qsizetype i = 0; i < shown.size();) {
        const auto [codePoint, units] = codePointAt(shown, i);
        const int width = columnsOf(codePoint);
        if (width > 0 && used + width > columns)
            return shown.left(i);
        used += width;
        i += units;
    }
    return shown;
}

QString TerminalText::padded(const QString &text, int width, Align align)
{
    const QString shown = safe(text);
    const QString fill(std::max(0, width - columns(shown)), u' ');
    return align == Align::Right ? fill + shown : shown + fill;
}

QString TerminalTable::row(const QStringList &cells) const
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        line += i < m_columns.size()
                ? TerminalText::padded(cells.at(i), m_columns.at(i).width, m_columns.at(i).align)
                : TerminalText::safe(cells.at(i));
    }
    return line + u'\n';
}

} // namespace infertco
