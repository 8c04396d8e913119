// SPDX-License-Identifier: GPL-3.0-or-later
// Text for a terminal: names from a file made safe to print, and the one padder every table
// of infertco-cli lines up with (display columns, so that Chinese labels align too).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace infertco {

class TerminalText
{
public:
    enum class Align { Left, Right };

    /// `text` safe to print on a terminal: a document's names could carry escape sequences
    /// that move the cursor, retitle the window or hide lines. Control characters become
    /// caret notation (ESC is "^[", DEL "^?") or, past ASCII, U+FFFD; line breaks are kept
    /// only when `keepLineBreaks` (a whole table), else shown as "^J" (one cell).
    static QString safe(const QString &text, bool keepLineBreaks = false);

    /// The terminal columns `text` takes once safe(): two for an East Asian wide or
    /// full-width character (CJK ideographs, kana, hangul, full-width forms, wide emoji),
    /// none for a combining mark or a zero-width character, one otherwise.
    static int columns(const QString &text);
    /// The longest start of safe(`text`) that takes at most `columns` terminal columns,
    /// never splitting a character from its combining marks.
    static QString clipped(const QString &text, int columns);
    /// safe(`text`) filled with spaces to `width` terminal columns; longer text is kept whole.
    static QString padded(const QString &text, int width, Align align);
};

/// The columns of a terminal table: each row's cells are made safe and padded to their
/// column's width, and the cells past the last column are appended as they are.
class TerminalTable
{
public:
    struct Column
    {
        int width = 0;
        TerminalText::Align align = TerminalText::Align::Left;
    };

    explicit TerminalTable(QList<Column> columns) : m_columns(std::move(columns)) { }

    /// One line, ending in a line break.
    QString row(const QStringList &cells) const;

private:
    QList<Column> m_columns;
};

} // namespace infertco
