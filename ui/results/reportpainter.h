// SPDX-License-Identifier: GPL-3.0-or-later
// Lays out and paints the results report page by page on any paged device (PDF or printer):
// title page, assumptions, charts, results table, advice, the sources of the figures and the
// risk pages.
#pragma once

#include "analysis/targetcost.h"
#include "charts/chartstyle.h"
#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/fields/fields.h"
#include "report/pagelayout.h"

#include <QColor>
#include <QCoreApplication>
#include <QDate>
#include <QFont>
#include <QImage>
#include <QList>
#include <QLocale>
#include <QSizeF>

#include <QStringList>
#include <functional>
#include <memory>

class QChart;
class QPagedPaintDevice;
class QPainter;

namespace infertco {

struct RiskReportContent;

class ReportPainter
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ReportPainter)

public:
    ReportPainter(const Result &result, const Scenario &scenario, const Catalog &catalog,
                  const QLocale &locale = QLocale(), const QDate &date = QDate::currentDate());

    /// Adds the risk pages (RiskReport) after the others; nullptr leaves them out. The content
    /// must outlive the painter's use.
    void setRiskPages(const RiskReportContent *content) { m_risk = content; }
    /// docs/serving.md, "P99 sizing": the cheapest option's P99-sized cost, flagged on the first
    /// page's headline as on the dashboard's card.
    void setTargetCost(const std::optional<TargetCost> &target) { m_targetCost = target; }

    /// Paints every page; `painter` is active on `device`. Returns the number of pages.
    int paint(QPainter *painter, QPagedPaintDevice *device);
    /// The pages the report takes on pages of `pageSize` (in points), without painting.
    int pageCount(const QSizeF &pageSize);

    /// The families of the report's text: a Latin face first (so that quotes, dots and ×
    /// keep their Latin width), then the Noto Sans CJK face for the locale's script, so that
    /// Chinese prints. Families that are not installed are left out.
    static QStringList fontFamilies(const QLocale &locale);
    /// A chart laid out at `logicalSize` pixels and rendered at `pixelRatio` × that size.
    static QImage renderChart(QChart *chart, const QSize &logicalSize, qreal pixelRatio);

private:
    struct LegendEntry
    {
        QString label;
        QColor colour;
        bool line = false; ///< a line sample (cumulative cost) rather than a colour square
        Qt::PenStyle style = Qt::SolidLine;
    };

    void run();
    void titlePage();
    void assumptions();
    void authorNote();
    /// A scalar field of the scenario as the report prints it, in the reader's locale.
    QString fieldText(const FieldSpec<Scenario> &spec) const;
    void charts();
    /// The P99-against-load charts and the roofline, as the latency view draws them.
    void servingCharts();
    /// The charts' style on the page.
    ChartStyle chartStyle() const;
    /// Draws `chart` `height` points high across the page, its legend below it with `marks`
    /// after the chart's own entries.
    void placeChart(std::unique_ptr<QChart> chart, qreal height, const QList<LegendEntry> &marks);
    void resultsTables();
    /// docs/serving.md, "SLO capacity": the P99s against the targets, the SLO capacity, the peak
    /// load's share of it and the roofline's bounds, when the result carries a latency.
    void latencyTables();
    /// Tables with a label column headed `corner` and a column per option, as many options
    /// side by side as have room for money: row r is `head(r)` (its label, shading and
    /// swatch) followed by `cell(r, option)` for each option.
    void optionTables(const QString &corner, int rowCount,
                      const std::function<PageLayout::Row(int)> &head,
                      const std::function<QString(int, const OptionResult &)> &cell);
    /// A row head of `labels`, every second row shaded.
    static std::function<PageLayout::Row(int)> stripedHead(const QStringList &labels);
    void advice();
    void sources();
    void method();

    void startPage();
    void finishPage();
    void keyValueTable(const QList<QPair<QString, QString>> &pairs);
    void chartImage(int which, qreal height);
    /// Height of the legend rows for `entries` at y; painted when `draw`.
    qreal legend(const QList<LegendEntry> &entries, qreal y, bool draw);
    /// The height `draw` takes from the top of a fresh page, measured without painting.
    qreal measure(const std::function<void()> &draw);

    QString money(const Decimal &amount, int decimals = 2) const;

    static constexpr qreal MarginLeft = 50;
    static constexpr qreal MarginRight = 50;
    static constexpr qreal MarginTop = 62;
    static constexpr qreal MarginBottom = 60;

    const Result &m_result;
    const Scenario &m_scenario;
    const Catalog &m_catalog;
    QLocale m_locale;
    QDate m_date;
    QStringList m_families;
    PageLayout m_layout;
    const RiskReportContent *m_risk = nullptr;
    std::optional<TargetCost> m_targetCost;

    QPainter *m_painter = nullptr; ///< nullptr while measuring
    QPagedPaintDevice *m_device = nullptr;
    QSizeF m_pageSize;
    int m_page = 0;
    int m_pageTotal = 0;
};

} // namespace infertco
