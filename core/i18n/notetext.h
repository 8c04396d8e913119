// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's note as a reader sees it: its paragraphs, and of a note written in several
// languages (the demo's: English, Simplified and Traditional Chinese, one paragraph each) the
// paragraphs in the reader's language.
#pragma once

#include <QString>
#include <QStringList>

namespace infertco {

class NoteText
{
public:
    /// The language a paragraph is written in: "en" (no or few Han characters), "zh_CN" or
    /// "zh_HK" (characters only one script writes, counted), or "zh" (Chinese, either script).
    static QString languageOf(const QString &paragraph);

    /// The paragraphs of `notes` (separated by blank lines; single line breaks kept), trimmed.
    static QStringList paragraphs(const QString &notes);

    /// The paragraphs for a reader of translation `code` ("en", "zh_CN", "zh_HK"): those in
    /// that language (a "zh" paragraph suits both Chinese readers). A note with no paragraph
    /// in the reader's language is given whole, so it is never lost.
    static QStringList forReader(const QString &notes, const QString &code);
};

} // namespace infertco
