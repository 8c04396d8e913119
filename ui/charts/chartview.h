// SPDX-License-Identifier: GPL-3.0-or-later
// A chart on the dashboard that can leave it: "Copy chart" to the clipboard and "Save chart
// as PNG…" from its context menu, rendered sharper than the screen.
#pragma once

#include <QChartView>
#include <QImage>

namespace infertco {

struct ChartStyle;
struct Result;

class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);

    /// Replaces the chart (the old one is deleted).
    void setChartOwned(QChart *chart);
    /// Shows `result` the way `build` draws it: in the chart shown when `update` can bring it
    /// up to date (as ChartBuilder::update does for a chart of the same shape), else in a new
    /// chart from `build`.
    void showResult(QChart *(*build)(const Result &, const ChartStyle &), const Result &result,
                    const ChartStyle &style,
                    bool (*update)(QChart *, const Result &, const ChartStyle &));

    /// The chart at its current size, `pixelRatio` times the logical pixels.
    QImage renderImage(qreal pixelRatio = 2.0) const;

public Q_SLOTS:
    void copyToClipboard();
    /// Asks for a file name and writes a PNG; reports a failure in a message box.
    void saveAsPng();
    /// Writes a PNG without asking; returns an error text, empty on success.
    QString writePng(const QString &path) const;

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
};

} // namespace infertco
