// SPDX-License-Identifier: GPL-3.0-or-later
#include "adviceview.h"

#include "analysis/breakeventext.h"
#include "charts/chartpalette.h"
#include "headlinefigures.h"

namespace infertco {

AdviceView::AdviceView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setFrameShape(QFrame::NoFrame);
    document()->setDocumentMargin(16);
}

void AdviceView::setResult(const Result &result, const Catalog &catalog, const QString &planAdvice)
{
    // An edit that leaves the advice as it was does not lay the page out again.
    const QString text = html(result, catalog, planAdvice);
    if (text == m_html)
        return;
    m_html = text;
    setHtml(text);
}

void AdviceView::setTextScale(qreal scale)
{
    QFont font = this->font();
    font.setPointSizeF(QFont().pointSizeF() * scale);
    document()->setDefaultFont(font);
}

QString AdviceView::optionHtml(const Result &result, int optionIndex, const Catalog &catalog)
{
    const OptionResult &option = result.options.at(optionIndex);
    QString html = QStringLiteral("<h3 style=\"margin-bottom:2px\">"
                                  "<span style=\"color:%1\">■</span>&nbsp;%2</h3>")
                           .arg(ChartPalette::optionIn(result.options, optionIndex).name(),
                                option.name.toHtmlEscaped());
    if (!option.feasible) {
        html += QStringLiteral("<p style=\"color:%1; margin-top:0\"><b>%2</b> %3</p>")
                        .arg(ChartPalette::warning().name(),
                             tr("Cannot serve this workload:").toHtmlEscaped(),
                             option.reason.toHtmlEscaped());
    } else {
        html += QStringLiteral("<p style=\"color:%1; margin-top:0\">%2</p>")
                        .arg(ChartPalette::mutedText().name(),
                             HeadlineFigures::optionSummary(option, catalog).toHtmlEscaped());
    }
    if (option.advice.isEmpty()) {
        if (option.feasible)
            html += QStringLiteral("<p>%1</p>")
                            .arg(tr("Nothing to watch out for.").toHtmlEscaped());
        return html;
    }
    html += QStringLiteral("<ul style=\"margin-top:0\">");
    for (const Advice &advice : option.advice)
        html += QStringLiteral("<li>%1</li>").arg(advice.text.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    return html;
}

QString AdviceView::breakEvenHtml(const Result &result)
{
    const QStringList sentences = BreakEvenText::sentences(result);
    if (sentences.isEmpty())
        return {};
    QString html
            = QStringLiteral("<h3 style=\"margin-bottom:2px\">%1</h3><ul style=\"margin-top:0\">")
                      .arg(tr("Break-even").toHtmlEscaped());
    for (const QString &sentence : sentences)
        html += QStringLiteral("<li>%1</li>").arg(sentence.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString AdviceView::planHtml(const QString &planAdvice)
{
    if (planAdvice.isEmpty())
        return {};
    return QStringLiteral("<h3 style=\"margin-bottom:2px\">%1</h3><p style=\"margin-top:0\">"
                          "<b>%2</b></p>")
            .arg(tr("Plan search").toHtmlEscaped(), planAdvice.toHtmlEscaped());
}

QString AdviceView::html(const Result &result, const Catalog &catalog, const QString &planAdvice)
{
    QString html = planHtml(planAdvice) + breakEvenHtml(result);
    for (int i = 0; i < result.options.size(); ++i)
        html += optionHtml(result, i, catalog);
    return html;
}

} // namespace infertco
