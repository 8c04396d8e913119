#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes data/calibration/calibrate-h100.md: the calibration of DESIGN's serving factors on the
# published H100 runs of aiconfigurator-h100-dense.csv, fitted on every other run of each
# engine, model, precision and tensor-parallel size and judged on the other half.
# Run from the top of a built checkout: sh data/calibration/make-calibrate-h100.sh [BUILD_DIR]
set -eu
build=${1:-build/debug}
out=data/calibration/calibrate-h100.md
{
    echo "# Calibration on published H100 runs: fit and hold-out"
    echo
    echo "Made by \`data/calibration/make-calibrate-h100.sh\` (\`bench_calibrate --holdout\`) from"
    echo "\`aiconfigurator-h100-dense.csv\`: the aggregated-serving rows on H100 SXM of"
    echo "\`silicon_sample.csv\` in NVIDIA's ai-dynamo/aiconfigurator repository (Apache-2.0, commit"
    echo "095f58a51c4ca8e61b66ec108d86f223f8d559ce, snapshot 2026-08-21). Each group (engine, model,"
    echo "precision, tensor-parallel size) is fitted with \`Calibration::run\` (what \`infertco-cli"
    echo "calibrate\` runs) from the catalog's H100 SXM with its v2 factors, on every other run in the"
    echo "order of prompt, output and concurrency; the factors then model the other half. Model shapes"
    echo "from each model's published configuration; KV cache bf16; max_batch 256; prefill chunk"
    echo "2,048 tokens; each run a closed loop at the benchmark's concurrency, its TTFT and TPOT"
    echo "taken as means."
    echo
    "$build/tests/bench/bench_calibrate" --holdout
} > "$out"
echo "wrote $out"
