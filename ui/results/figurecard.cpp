// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurecard.h"

#include "charts/chartpalette.h"

#include <QFontMetrics>
#include <QLabel>
#include <QVBoxLayout>

namespace infertco {

namespace {

constexpr qreal DesktopValuePoints = 17;
constexpr qreal DesktopMinimumValuePoints = 12;
constexpr qreal PresentationValuePoints = 30;
constexpr qreal PresentationMinimumValuePoints = 20;

} // namespace

FigureCard::FigureCard(QWidget *parent)
    : QFrame(parent),
      m_title(new QLabel(this)),
      m_value(new QLabel(this)),
      m_detail(new QLabel(this)),
      m_flag(new QLabel(this))
{
    setFrameShape(QFrame::NoFrame);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);

    m_title->setObjectName(QStringLiteral("title"));
    m_value->setObjectName(QStringLiteral("value"));
    m_detail->setObjectName(QStringLiteral("detail"));
    m_flag->setObjectName(QStringLiteral("flag"));
    m_flag->setWordWrap(true);
    m_flag->hide();
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The value's type shrinks to fit; it must not hold the card wide.
    m_value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_detail->setWordWrap(true);
    // A long title takes two lines rather than hold its card wider than the others.
    m_title->setWordWrap(true);
    for (QLabel *label : { m_title, m_value, m_detail, m_flag })
        label->setTextFormat(Qt::PlainText);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 12);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    layout->addWidget(m_flag);
    layout->addStretch(1);
    applyFonts();
}

void FigureCard::setFigure(const HeadlineFigure &figure)
{
    // Small capitals set Latin titles apart; Chinese has no case, and upper-casing the Latin
    // words inside it ("每百万 TOKEN", "托管 VS 租用") reads as shouting.
    const bool latin = locale().script() == QLocale::LatinScript;
    m_title->setText(latin ? figure.title.toUpper() : figure.title);
    m_valueText = figure.value;
    m_value->setText(figure.value);
    m_value->setToolTip(figure.value);
    m_detail->setText(figure.detail);
    m_flag->setText(u'\u26A0' + QStringLiteral(" ") + figure.flag);
    m_flag->setVisible(!figure.flag.isEmpty());
    if (figure.flag.isEmpty())
        m_flag->clear();
    showDetail();
}

void FigureCard::showDetail()
{
    // Presenting, a flagged card gives its room to the flag (a 1366 x 768 screen has no room
    // for both); the detail stays the card's tooltip.
    const bool flagged = !m_flag->text().isEmpty();
    m_detail->setVisible(!(m_presentation && flagged));
    setToolTip(m_presentation && flagged ? m_detail->text() : QString());
}

void FigureCard::setValueWraps(bool wraps)
{
    m_valueWraps = wraps;
}

void FigureCard::setPresentation(bool on, qreal scale)
{
    m_presentation = on;
    showDetail();
    m_scale = on ? scale : 1.0;
    applyFonts();
}

QString FigureCard::title() const
{
    return m_title->text();
}

QString FigureCard::value() const
{
    return m_valueText;
}

QString FigureCard::detail() const
{
    return m_detail->text();
}

QString FigureCard::flag() const
{
    return m_flag->isVisibleTo(this) ? m_flag->text().mid(2) : QString();
}

int FigureCard::availableWidth() const
{
    const QMargins margins = layout()->contentsMargins();
    return width() - margins.left() - margins.right() - 6;
}

qreal FigureCard::fittingPointSize() const
{
    const int available = availableWidth();
    QFont font = m_value->font();
    qreal points = m_presentation ? PresentationValuePoints * m_scale : DesktopValuePoints;
    // Money is never cut short: it goes below the mode's minimum rather than "HK$3,731,8…".
    const qreal minimum = m_valueWraps ? (m_presentation ? PresentationMinimumValuePoints * m_scale
                                                         : DesktopMinimumValuePoints)
                                       : 6;
    auto fits = [&]() {
        font.setPointSizeF(points);
        return available <= 0 || QFontMetrics(font).horizontalAdvance(m_valueText) <= available;
    };
    while (points > minimum && !fits())
        points -= 1;
    return points;
}

void FigureCard::setValuePointSize(qreal points)
{
    QFont font = m_value->font();
    font.setPointSizeF(points);
    const int available = availableWidth();
    const bool wraps = m_valueWraps && available > 0
            && QFontMetrics(font).horizontalAdvance(m_valueText) > available;
    // Unchanged after most edits: no new layout for the same type.
    if (font != m_value->font())
        m_value->setFont(font);
    if (wraps != m_value->wordWrap())
        m_value->setWordWrap(wraps);
}

void FigureCard::applyFonts()
{
    const qreal base = QFont().pointSizeF();
    QFont title;
    title.setPointSizeF(m_presentation ? 13 * m_scale : base * 0.85);
    title.setBold(true);
    title.setLetterSpacing(QFont::PercentageSpacing, 106);
    m_title->setFont(title);

    QFont value;
    value.setPointSizeF(m_presentation ? PresentationValuePoints * m_scale : DesktopValuePoints);
    value.setBold(true);
    m_value->setFont(value);

    QFont detail;
    detail.setPointSizeF(m_presentation ? 14 * m_scale : base * 0.9);
    m_detail->setFont(detail);
    QFont flag = detail;
    flag.setBold(true);
    m_flag->setFont(flag);
    QPalette warning = m_flag->palette();
    warning.setColor(QPalette::WindowText, ChartPalette::warning());
    m_flag->setPalette(warning);

    QPalette muted = m_title->palette();
    muted.setColor(QPalette::WindowText,
                   m_presentation ? ChartPalette::text() : ChartPalette::mutedText());
    m_title->setPalette(muted);
    m_detail->setPalette(muted);
    QPalette strong = m_value->palette();
    strong.setColor(QPalette::WindowText,
                    m_presentation ? QColor(Qt::black) : ChartPalette::accent());
    m_value->setPalette(strong);

    const int margin = m_presentation ? qRound(22 * m_scale) : 14;
    layout()->setContentsMargins(margin, margin - 4, margin, margin);
    // A class selector, so that the border is the card's and not also every label's.
    const QString accent = ChartPalette::accent().name();
    setStyleSheet(
            m_presentation
                    ? QStringLiteral(".infertco--FigureCard { background: white; border: none; "
                                     "border-top: 6px solid %1; }")
                              .arg(accent)
                    : QStringLiteral(".infertco--FigureCard { background: %1; border: none; "
                                     "border-left: 4px solid %2; }")
                              .arg(ChartPalette::cardBackground().name(), accent));
}

} // namespace infertco
