// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpalette.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <numeric>

namespace infertco {

namespace {

QColor tone(int index)
{
    // Paul Tol's "muted" qualitative scheme, extended with his "bright" tones and one of his
    // "dark" ones: the colours a reader with deuteranopia or protanopia can still tell apart in
    // a legend. The component table (core/cost/component.h) gives each component its tone:
    // capital costs are cool blues, energy sandy, running costs warm, the residual grey; the
    // finance line table (core/cost/financeline.h) gives the loan, lease and tax lines the last
    // four.
    static constexpr std::array<QRgb, 16> tones{
        0x332288, // indigo: purchase
        0x88CCEE, // cyan: setup
        0x44AA99, // teal: migration
        0x117733, // green: rental
        0xDDCC77, // sand: power
        0x999933, // olive: cooling
        0xCC6677, // rose: rack space
        0xAA4499, // purple: network
        0x882255, // wine: staff
        0x4477AA, // blue: maintenance
        0xEE6677, // red: requantization
        0x999999, // grey: the residual, money coming back
        0xCCBB44, // yellow: loan interest
        0xAA3377, // magenta: loan repayment
        0x66CCEE, // sky: lease payments
        0x663333, // dark brown: profits tax
    };
    const auto at = static_cast<std::size_t>(index);
    return index >= 0 && at < tones.size() ? QColor::fromRgb(tones[at]) : QColor(Qt::gray);
}

} // namespace

QColor ChartPalette::component(Component component)
{
    return tone(componentInfo(component).tone);
}

QColor ChartPalette::financeLine(FinanceLine line)
{
    return tone(financeLineInfo(line).tone);
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
    if (index >= 0 && index < size)
        return colours[static_cast<size_t>(index)];
    // Past the eight, every option still gets a colour of its own. Hues step
    // round the circle by the golden angle (no two of the first few hundred fall on the same
    // degree), saturation and value alternating so neighbours also differ in lightness.
    const int n = std::abs(index);
    const int hue = static_cast<int>(std::fmod(n * 137.50776, 360.0));
    const int saturation = n % 2 == 0 ? 200 : 255;
    const int value = n % 3 == 0 ? 150 : (n % 3 == 1 ? 190 : 120);
    return QColor::fromHsv(hue, saturation, value);
}

namespace {

// FNV-1a over the name's UTF-16 code units: the same number in every run (qHash is seeded).
quint32 nameHash(const QString &name)
{
    quint32 hash = 2166136261u;
    for (const QChar c : name) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return hash;
}

} // namespace

int ChartPalette::optionSlot(const QStringList &names, int index)
{
    if (index < 0 || index >= names.size())
        return index;
    // Each option asks for the safe colour its name's hash picks; where two ask for the same
    // one, the names in sorted order take it and the next free one in turn, so the outcome
    // depends on the set of names, never on their rows. Past eight options the rest take the
    // further colours in the same order.
    constexpr int safe = 8;
    QList<int> order(names.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&names](int a, int b) { return names.at(a) < names.at(b); });
    std::array<bool, safe> taken{};
    int further = safe;
    for (const int i : order) {
        int slot = -1;
        if (further == safe && std::count(taken.cbegin(), taken.cend(), false) > 0) {
            slot = static_cast<int>(nameHash(names.at(i)) % safe);
            while (taken[static_cast<size_t>(slot)])
                slot = (slot + 1) % safe;
            taken[static_cast<size_t>(slot)] = true;
        } else {
            slot = further++;
        }
        if (i == index)
            return slot;
    }
    return index;
}

QColor ChartPalette::option(const QStringList &names, int index)
{
    return option(optionSlot(names, index));
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
