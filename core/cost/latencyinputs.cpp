// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencyinputs.h"

#include <QLocale>

namespace infertco {

const RequestLog *LatencyInputs::logOf(const Workload &workload, const Catalog &catalog)
{
    const bool reads
            = workload.lengths == LengthSource::Log || workload.arrival == ArrivalProcess::Log;
    if (!reads || workload.requestLog.isEmpty())
        return nullptr;
    return catalog.requestLog(workload.requestLog);
}

QString LatencyInputs::sentence(const Workload &workload, const Catalog &catalog)
{
    const RequestLog *log = logOf(workload, catalog);
    const QString logName
            = QStringLiteral("\u201C%1\u201D")
                      .arg(log && !log->name.isEmpty() ? log->name : workload.requestLog);
    const bool logLengths = workload.lengths == LengthSource::Log;
    const bool logArrivals = workload.arrival == ArrivalProcess::Log;
    if (logLengths && logArrivals)
        return tr("Requests simulated with the lengths and the arrivals of request log %1.")
                .arg(logName);
    const QLocale locale;
    const QString lengths = logLengths ? tr("the lengths of request log %1").arg(logName)
                                       : tr("fixed lengths (%1 prompt and %2 output tokens)")
                                                 .arg(locale.toString(workload.promptTokens),
                                                      locale.toString(workload.outputTokens));
    QString arrivals;
    switch (workload.arrival) {
    case ArrivalProcess::Poisson:
        arrivals = tr("Poisson arrivals");
        break;
    case ArrivalProcess::Bursty:
        arrivals = tr("bursty arrivals (gap CV %1)").arg(locale.toString(workload.burstCv, 'g', 6));
        break;
    case ArrivalProcess::Log:
        arrivals = tr("the arrivals of request log %1").arg(logName);
        break;
    }
    return tr("Requests simulated with %1 and %2.").arg(lengths, arrivals);
}

} // namespace infertco
