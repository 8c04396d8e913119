// SPDX-License-Identifier: GPL-3.0-or-later
#include "notetext.h"

#include <QRegularExpression>

namespace infertco {

namespace {

// Common characters written differently in the two scripts, the simplified form first; a
// paragraph's script is the one whose forms it uses more.
constexpr char16_t Simplified[]
        = u"这个们为时会说国来对东车门见间动发经区电网务价费应实现开关设备数"
          u"统计报资产总结语调问题较还让进过边运选连类认讯记转输创组织维护"
          u"单张机卖买长么从气线规划续优减损闲储";
constexpr char16_t Traditional[]
        = u"這個們為時會說國來對東車門見間動發經區電網務價費應實現開關設備數"
          u"統計報資產總結語調問題較還讓進過邊運選連類認訊記轉輸創組織維護"
          u"單張機賣買長麼從氣線規劃續優減損閒儲";

bool isHan(char32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF)
            || (c >= 0xF900 && c <= 0xFAFF);
}

} // namespace

QString NoteText::languageOf(const QString &paragraph)
{
    static const QString simplified = QString::fromUtf16(Simplified);
    static const QString traditional = QString::fromUtf16(Traditional);
    int han = 0;
    int letters = 0;
    int s = 0;
    int t = 0;
    for (const char32_t c : paragraph.toUcs4()) {
        if (isHan(c)) {
            ++han;
            const QString one = QString::fromUcs4(&c, 1);
            s += simplified.contains(one) ? 1 : 0;
            t += traditional.contains(one) ? 1 : 0;
        } else if (QChar::isLetter(c)) {
            ++letters;
        }
    }
    // An English sentence may name a Chinese company (算家云); a Chinese one names models in
    // Latin letters (Qwen2.5-32B). A Han character stands for a word of about four letters.
    if (han == 0 || han * 4 < letters)
        return QStringLiteral("en");
    if (s > t)
        return QStringLiteral("zh_CN");
    if (t > s)
        return QStringLiteral("zh_HK");
    return QStringLiteral("zh");
}

QStringList NoteText::paragraphs(const QString &notes)
{
    static const QRegularExpression blankLine(QStringLiteral("\\n[ \\t\\r]*\\n"));
    QStringList result;
    for (const QString &part : notes.split(blankLine, Qt::SkipEmptyParts)) {
        const QString trimmed = part.trimmed();
        if (!trimmed.isEmpty())
            result.append(trimmed);
    }
    return result;
}

QStringList NoteText::forReader(const QString &notes, const QString &code)
{
    const QStringList all = paragraphs(notes);
    const bool chineseReader = code.startsWith(QLatin1String("zh"));
    QStringList chosen;
    for (const QString &paragraph : all) {
        const QString language = languageOf(paragraph);
        if (language == code || (chineseReader && language == QLatin1String("zh")))
            chosen.append(paragraph);
    }
    return chosen.isEmpty() ? all : chosen;
}

} // namespace infertco
