// SPDX-License-Identifier: GPL-3.0-or-later
// The risk pages of the PDF report: the decision in plain words with the tornado chart, and the
// Monte Carlo spread with its table. Painted on any paged device by the report writer.
#pragma once

#include "analysis/riskanalysis.h"
#include "model/entities/catalog.h"
#include "riskcharts.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QRectF>

#include <cstdint>
#include <optional>

class QPagedPaintDevice;
class QPainter;

namespace infertco {

class PageLayout;

/// What the risk pages show: a risk analysis, at the defaults or as the risk view holds it.
struct RiskReportContent : RiskAnalysis
{
};

class RiskReport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RiskReport)

public:
    /// The content for a report made without the risk view: RiskAnalysis::atDefaults (the
    /// pair, the driver ranges, the seed and draws of RiskSetup), as the risk view starts from.
    static Outcome<RiskReportContent> compute(const Scenario &scenario, const Catalog &catalog);
    /// The same with a simulation of `draws` draws with `seed`.
    static Outcome<RiskReportContent> compute(const Scenario &scenario, const Catalog &catalog,
                                              std::uint64_t seed, int draws);

    /// Lays the risk pages into `layout` from its position on: the decision with the tornado,
    /// then the simulation on a page of its own (long lists of doubts flow onto further pages).
    static void paint(PageLayout &layout, const RiskReportContent &content, const QLocale &locale);
    /// The pages paint() takes, without painting.
    static int pageCount(const QRectF &pageRect, const RiskReportContent &content,
                         const QLocale &locale = QLocale(), const QFont &font = QFont());
    /// The risk pages on their own: `pageRect` in device coordinates, device->newPage()
    /// between pages. `painter` is active on `device`.
    static int paint(QPainter *painter, QPagedPaintDevice *device, const QRectF &pageRect,
                     const RiskReportContent &content, const QLocale &locale = QLocale(),
                     const QFont &font = QFont());
};

} // namespace infertco
