// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpalette.h"

#include <array>

namespace infertco {

QColor ChartPalette::component(Component component)
{
    // Paul Tol's "muted" qualitative scheme, extended with two of his "bright" tones: the
    // colours a reader with deuteranopia or protanopia can still tell apart in a legend.
    // Capital costs are cool blues, energy sandy, running costs warm, the residual grey.
    switch (component) {
    case Component::Purchase:
        return QColor(0x33, 0x22, 0x88); // indigo
    case Component::Setup:
        return QColor(0x88, 0xCC, 0xEE); // cyan
    case Component::Migration:
        return QColor(0x44, 0xAA, 0x99); // teal
    case Component::Rental:
        return QColor(0x11, 0x77, 0x33); // green
    case Component::Power:
        return QColor(0xDD, 0xCC, 0x77); // sand
    case Component::Cooling:
        return QColor(0x99, 0x99, 0x33); // olive
    case Component::RackSpace:
        return QColor(0xCC, 0x66, 0x77); // rose
    case Component::Network:
        return QColor(0xAA, 0x44, 0x99); // purple
    case Component::Staff:
        return QColor(0x88, 0x22, 0x55); // wine
    case Component::Maintenance:
        return QColor(0x44, 0x77, 0xAA); // blue
    case Component::Requantization:
        return QColor(0xEE, 0x66, 0x77); // red
    case Component::Residual:
        return QColor(0x99, 0x99, 0x99); // grey: money coming back
    }
    return QColor(Qt::gray);
}

QColor ChartPalette::option(int index)
{
    // Okabe & Ito's colour-blind-safe set, with its yellow darkened to read on white.
    static const std::array<QColor, 8> colours{
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0xD5, 0x5E, 0x00), // vermillion
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0x44, 0x44, 0x44), // near black
        QColor(0xB8, 0xA3, 0x00), // dark yellow
    };
    const auto size = static_cast<int>(colours.size());
    return colours[static_cast<size_t>(((index % size) + size) % size)];
}

Qt::PenStyle ChartPalette::lineStyle(OptionMode mode)
{
    return mode == OptionMode::Colo ? Qt::SolidLine : Qt::DashLine;
}

QColor ChartPalette::text()
{
    return QColor(0x1F, 0x29, 0x37);
}

QColor ChartPalette::mutedText()
{
    return QColor(0x5B, 0x67, 0x78);
}

QColor ChartPalette::grid()
{
    return QColor(0xE3, 0xE7, 0xEE);
}

QColor ChartPalette::cardBackground()
{
    return QColor(0xF5, 0xF7, 0xFA);
}

QColor ChartPalette::accent()
{
    return QColor(0x00, 0x5A, 0x9C);
}

QColor ChartPalette::warning()
{
    return QColor(0x9A, 0x3B, 0x00);
}

QColor ChartPalette::problemBackground()
{
    return QColor(0xFF, 0xF4, 0xE5);
}

QColor ChartPalette::low()
{
    return QColor(0x44, 0x77, 0xAA);
}

QColor ChartPalette::high()
{
    return QColor(0xEE, 0x99, 0x33);
}

QColor ChartPalette::breakEven()
{
    return QColor(0xC0, 0x39, 0x2B);
}

} // namespace infertco
