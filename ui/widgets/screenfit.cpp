// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace infertco {

QMargins ScreenFit::assumedFrame()
{
    // A title bar and thin borders, as the usual window managers draw them.
    return QMargins(4, 32, 4, 4);
}

QSize ScreenFit::fit(QSize wanted, const QRect &available, const QMargins &frame)
{
    const QSize room = available.size().shrunkBy(frame);
    return QSize(std::max(1, std::min(wanted.width(), room.width())),
                 std::max(1, std::min(wanted.height(), room.height())));
}

void ScreenFit::resize(QWidget *window, QSize wanted)
{
    const QWidget *anchor = window->parentWidget() ? window->parentWidget()->window() : window;
    QScreen *screen = anchor->screen() ? anchor->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        window->resize(wanted);
        return;
    }
    const QRect frame = window->frameGeometry();
    const QRect inner = window->geometry();
    const QMargins measured(inner.left() - frame.left(), inner.top() - frame.top(),
                            frame.right() - inner.right(), frame.bottom() - inner.bottom());
    const QMargins margins = window->isVisible() && !measured.isNull() ? measured : assumedFrame();
    window->resize(fit(wanted, screen->availableGeometry(), margins));
}

} // namespace infertco
