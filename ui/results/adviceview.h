// SPDX-License-Identifier: GPL-3.0-or-later
// The advice per option in plain words (docs/method.md, "Advice"; docs/architecture.md, "Folders"):
// what each option needs, the warnings a buyer should read, why an option cannot serve the
// workload, and the break-even months.
#pragma once

#include "cost/result.h"
#include "model/entities/catalog.h"

#include <QTextBrowser>

namespace infertco {

class AdviceView : public QTextBrowser
{
    Q_OBJECT

public:
    explicit AdviceView(QWidget *parent = nullptr);

    /// `planAdvice`: what the plan search says about the options (PlanAdvice), shown first;
    /// empty when it says nothing or has not run for these inputs.
    void setResult(const Result &result, const Catalog &catalog,
                   const QString &planAdvice = QString());
    void setTextScale(qreal scale);

    /// Rich text for one option: its name in its colour, what it needs, its warnings.
    static QString optionHtml(const Result &result, int option, const Catalog &catalog);
    /// Rich text for the break-even sentences; empty when there is no colo/rent pair.
    static QString breakEvenHtml(const Result &result);
    /// Rich text for the plan search's sentence; empty for an empty one.
    static QString planHtml(const QString &planAdvice);
    /// All of it: the plan search's sentence, break-even, then every option in scenario order.
    static QString html(const Result &result, const Catalog &catalog,
                        const QString &planAdvice = QString());

private:
    QString m_html; ///< what the page shows
};

} // namespace infertco
