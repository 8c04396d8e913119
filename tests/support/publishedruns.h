// SPDX-License-Identifier: GPL-3.0-or-later
// Test and benchmark helper: the published H100 serving runs of
// data/calibration/aiconfigurator-h100-dense.csv (NVIDIA ai-dynamo/aiconfigurator,
// silicon_sample.csv, Apache-2.0; data/calibration/README.md) as calibration inputs, grouped
// by engine, model, precision and tensor-parallel size.
#pragma once

#include "calibration/calibration.h"
#include "io/import/csvreader.h"

#include <QFile>
#include <QMap>

#include <algorithm>
#include <tuple>

namespace infertco::testing {

/// The shape of each model in the file, from its published configuration (config.json on
/// Hugging Face): parameters, layers, KV heads, head dimension.
inline std::optional<Workload> publishedModel(const QString &modelPath, const QString &precision)
{
    Workload w;
    if (modelPath == u"meta-llama/Llama-3.1-8B-Instruct") {
        w.paramsB = 8.03;
        w.layers = 32;
    } else if (modelPath == u"meta-llama/Llama-3.1-70B") {
        w.paramsB = 70.6;
        w.layers = 80;
    } else if (modelPath == u"Qwen/Qwen3-32B") {
        w.paramsB = 32.8;
        w.layers = 64;
    } else {
        return std::nullopt;
    }
    w.kvHeads = 8;
    w.headDim = 128;
    w.precision = precision == u"fp8" ? Precision::Fp8 : Precision::Bf16;
    w.kvBytes = 2; // the engines' default KV cache type (bf16) unless told otherwise
    w.promptTokens = 1024;
    w.outputTokens = 128;
    w.tpotMs = 100;
    w.maxBatch = 256;
    // The serving simulation's default chunked-prefill budget, 2,048 tokens: on these runs it
    // holds out better than the 8,192 the engines default to on an 80 GB card (TPOT within
    // ±15 % on 85 % of the held-out runs, TTFT within ±35 % on 70 %, against 86 % and 52 % at
    // 8,192; data/calibration/calibrate-h100.md).
    w.prefillChunkTokens = 2048;
    return w;
}

struct PublishedGroup
{
    QString engine;
    QString model;
    QString precision;
    int tp = 1;
    Workload workload;
    QList<MeasuredRun> runs; ///< ordered by prompt, output, then concurrency
    QString name() const
    {
        return QStringLiteral("%1 %2 %3 TP%4")
                .arg(engine, model.section(u'/', 1), precision)
                .arg(tp);
    }
};

/// Every group of the file, in a fixed order; the runs are closed loops at the benchmark's
/// concurrency with its TTFT and TPOT taken as means (the file's README).
inline QList<PublishedGroup> publishedGroups(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    const Outcome<QList<CsvRecord>> records = CsvReader::parse(file.readAll());
    if (!records.ok() || records.value().isEmpty())
        qFatal("%s is not a CSV", qPrintable(path));
    const QStringList header = records.value().first().fields;
    const auto column = [&](const char *name) { return header.indexOf(QLatin1StringView(name)); };
    QMap<std::tuple<QString, QString, QString, int>, PublishedGroup> groups;
    for (qsizetype r = 1; r < records.value().size(); ++r) {
        const QStringList &f = records.value().at(r).fields;
        const QString engine = f.at(column("backend"));
        const QString model = f.at(column("model_path"));
        const QString precision = f.at(column("precision"));
        const int tp = f.at(column("tp_size")).toInt();
        const std::optional<Workload> workload = publishedModel(model, precision);
        if (!workload)
            continue;
        PublishedGroup &group = groups[{ engine, model, precision, tp }];
        group.engine = engine;
        group.model = model;
        group.precision = precision;
        group.tp = tp;
        group.workload = *workload;
        MeasuredRun run;
        run.file = f.at(column("id"));
        run.concurrency = f.at(column("batch_size")).toInt();
        run.promptTokens = f.at(column("isl")).toInt();
        run.outputTokens = f.at(column("osl")).toInt();
        run.ttftMs = f.at(column("silicon_ttft_ms")).toDouble();
        run.tpotMs = f.at(column("silicon_tpot_ms")).toDouble();
        group.runs.append(run);
    }
    QList<PublishedGroup> list = groups.values();
    for (PublishedGroup &group : list) {
        std::stable_sort(group.runs.begin(), group.runs.end(),
                         [](const MeasuredRun &a, const MeasuredRun &b) {
                             return std::tuple(a.promptTokens, a.outputTokens, *a.concurrency)
                                     < std::tuple(b.promptTokens, b.outputTokens, *b.concurrency);
                         });
    }
    return list;
}

/// The H100 SXM of data/catalog.json as the serving model reads it (memory, bandwidth,
/// dense TFLOPS), with the v2 factors and no v3 factor: the card every fit starts from.
inline Accelerator h100Start()
{
    Accelerator a;
    a.id = QStringLiteral("h100-sxm");
    a.memoryGb = 80;
    a.bandwidthGbs = 3350;
    a.tflops.fp16 = 989;
    a.tflops.fp8 = 1979;
    a.tflops.int8 = 1979;
    a.bwEfficiency = 0.62;
    a.computeEfficiency = 0.49;
    a.tpEfficiency = 0.78;
    a.maxTp = 8;
    return a;
}

} // namespace infertco::testing
