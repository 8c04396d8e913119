// SPDX-License-Identifier: GPL-3.0-or-later
// The risk pages of the PDF report: the decision in plain words with the tornado chart, and the
// Monte Carlo spread with its table. Painted on any paged device by the report writer.
#pragma once

#include "analysis/decision.h"
#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"
#include "model/catalog.h"
#include "riskcharts.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QRectF>

#include <cstdint>
#include <functional>
#include <optional>

class QPagedPaintDevice;
class QPainter;

namespace infertco {

/// What the risk pages show.
struct RiskReportContent
{
    Scenario scenario;
    std::optional<SensitivityResult> sensitivity;
    std::optional<MonteCarloResult> monteCarlo;
    DecisionSummary decision;
};

class RiskReport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RiskReport)

public:
    /// The content for a report made without the risk view: the default pair and driver
    /// ranges, and a simulation of `draws` draws with `seed`.
    static Outcome<RiskReportContent> compute(const Scenario &scenario, const Catalog &catalog,
                                              std::uint64_t seed = 1, int draws = 10000);

    /// Paints the risk pages with `painter` in a coordinate system of points (1/72 inch)
    /// inside `pageRect`, starting on the current page; `startPage` is called for each further
    /// page and must start it on the device (and may decorate it). With a null painter nothing
    /// is painted and the pages are only counted. Returns the number of pages (long lists of
    /// doubts flow onto further pages; the simulation starts a page of its own).
    static int paint(QPainter *painter, const QRectF &pageRect, const RiskReportContent &content,
                     const std::function<void()> &startPage, const QLocale &locale = QLocale(),
                     const QFont &font = QFont());
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
