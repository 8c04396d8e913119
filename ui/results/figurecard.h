// SPDX-License-Identifier: GPL-3.0-or-later
// One headline figure on the dashboard: a small title, the value in large type and a line
// saying what it is about.
#pragma once

#include "headlinefigures.h"

#include <QFrame>

class QLabel;

namespace infertco {

class FigureCard : public QFrame
{
    Q_OBJECT

public:
    explicit FigureCard(QWidget *parent = nullptr);

    void setFigure(const HeadlineFigure &figure);
    /// A value that is a name may go on two lines; money never wraps and shrinks instead.
    void setValueWraps(bool wraps);

    /// The largest type size, up to the mode's own, at which the value fits the card's width:
    /// a name stops at the mode's minimum (and wraps), money goes below it rather than be cut.
    qreal fittingPointSize() const;
    /// Sets the value's type size; the dashboard gives its figures one common size.
    void setValuePointSize(qreal points);
    /// Large type for a meeting-room screen (values ≥ 20 pt at 1600 × 1000, `scale` times
    /// that on other screens), or the desktop size.
    void setPresentation(bool on, qreal scale = 1.0);

    QString title() const;
    QString value() const;
    QString detail() const;
    /// The figure's warning (HeadlineFigure::flag); empty when it has none.
    QString flag() const;
    QLabel *valueLabel() const { return m_value; }

private:
    void applyFonts();
    /// The detail line, left out (to the tooltip) when presenting a flagged card.
    void showDetail();
    int availableWidth() const;

    QLabel *m_title;
    QLabel *m_value;
    QLabel *m_detail;
    QLabel *m_flag;
    QString m_valueText; ///< the full value; the label may show it shortened
    bool m_presentation = false;
    qreal m_scale = 1.0;
    bool m_valueWraps = false;
};

} // namespace infertco
