// SPDX-License-Identifier: GPL-3.0-or-later
// Windows and dialogs open no larger than the screen they open on: a size asked for is cut to
// the screen's available area (without the task bar), with room for the window's frame and
// title bar, so that its buttons and status bar stay on the screen (1366 × 768 included).
#pragma once

#include <QMargins>
#include <QRect>
#include <QSize>

class QWidget;

namespace infertco {

class ScreenFit
{
public:
    /// The room a window manager's frame takes when the window has none yet to measure.
    static QMargins assumedFrame();
    /// `wanted` cut to `available` less `frame`.
    static QSize fit(QSize wanted, const QRect &available, const QMargins &frame);
    /// Resizes `window` to `wanted` cut to the available area of the screen it is on (or will
    /// open on: its parent's).
    static void resize(QWidget *window, QSize wanted);
};

} // namespace infertco
