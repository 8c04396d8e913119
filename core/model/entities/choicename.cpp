// SPDX-License-Identifier: GPL-3.0-or-later
#include "choicename.h"

namespace infertco {

QString ChoiceName::displayName(SizingMode sizing)
{
    switch (sizing) {
    case SizingMode::Average:
        return tr("By averages");
    case SizingMode::P99:
        return tr("By P99");
    }
    return {};
}

QString ChoiceName::displayName(ArrivalProcess arrival)
{
    switch (arrival) {
    case ArrivalProcess::Poisson:
        return tr("Random (Poisson)");
    case ArrivalProcess::Bursty:
        return tr("Bursty");
    case ArrivalProcess::Log:
        return tr("As in the request log");
    }
    return {};
}

QString ChoiceName::displayName(LengthSource lengths)
{
    switch (lengths) {
    case LengthSource::Fixed:
        return tr("Fixed");
    case LengthSource::Log:
        return tr("As in the request log");
    }
    return {};
}

QString ChoiceName::ofField(QLatin1StringView key, const QString &text)
{
    if (key == QLatin1StringView("workload.sizing")) {
        if (const std::optional<SizingMode> sizing = sizingModeFromText(text))
            return displayName(*sizing);
    } else if (key == QLatin1StringView("workload.arrival")) {
        if (const std::optional<ArrivalProcess> arrival = arrivalProcessFromText(text))
            return displayName(*arrival);
    } else if (key == QLatin1StringView("workload.lengths")) {
        if (const std::optional<LengthSource> lengths = lengthSourceFromText(text))
            return displayName(*lengths);
    }
    return {};
}

} // namespace infertco
