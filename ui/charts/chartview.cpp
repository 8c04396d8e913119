// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartview.h"

#include "chartimage.h"
#include "chartlegend.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QResizeEvent>
#include <QSaveFile>
#include <QStandardPaths>

namespace infertco {

ChartView::ChartView(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    setContextMenuPolicy(Qt::DefaultContextMenu);
}

void ChartView::setChartOwned(QChart *chart)
{
    QChart *old = this->chart();
    ChartLegend::fit(chart, width());
    setChart(chart);
    delete old;
}

void ChartView::showResult(QChart *(*build)(const Result &, const ChartStyle &),
                           const Result &result, const ChartStyle &style,
                           bool (*update)(QChart *, const Result &, const ChartStyle &))
{
    if (update(chart(), result, style))
        ChartLegend::fit(chart(), width());
    else
        setChartOwned(build(result, style));
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    ChartLegend::fit(chart(), event->size().width());
    QChartView::resizeEvent(event);
}

QImage ChartView::renderImage(qreal pixelRatio) const
{
    return paintChartImage(viewport()->size(), pixelRatio, QImage::Format_ARGB32_Premultiplied,
                           [this](QPainter &painter, const QRectF &area) {
                               // QGraphicsView::render is logically const; Qt declares it
                               // non-const.
                               const_cast<ChartView *>(this)->render(&painter, area,
                                                                     viewport()->rect());
                           });
}

void ChartView::copyToClipboard()
{
    QApplication::clipboard()->setImage(renderImage());
}

QString ChartView::writePng(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write \"%1\": %2").arg(path, file.errorString());
    if (!renderImage().save(&file, "PNG")) {
        file.cancelWriting();
        return tr("Cannot write \"%1\" as PNG.").arg(path);
    }
    if (!file.commit())
        return tr("Cannot write \"%1\": %2").arg(path, file.errorString());
    return {};
}

void ChartView::saveAsPng()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString name = chart() ? chart()->title() : QString();
    name.replace(QLatin1Char('/'), QLatin1Char('-'));
    const QString path = QFileDialog::getSaveFileName(
            this, tr("Save chart as PNG"),
            folder + QLatin1Char('/') + name + QStringLiteral(".png"), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const QString error = writePng(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save chart as PNG"), error);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Copy chart"), this, &ChartView::copyToClipboard);
    menu.addAction(tr("Save chart as PNG…"), this, &ChartView::saveAsPng);
    menu.exec(event->globalPos());
}

} // namespace infertco
