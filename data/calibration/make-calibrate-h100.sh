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
    echo "taken as means. At TP2 to TP8 the fit includes the all-reduce time (\`ar\`: µs a layer and"
    echo "step; docs/serving.md, \"The performance model\")."
    echo
    "$build/tests/bench/bench_calibrate" --holdout
    echo
    echo "## What the tensor-parallel all-reduce time buys"
    echo
    echo "The same hold-out at TP2 to TP8, fitted without the all-reduce time of a step (the factors"
    echo "of DESIGN's version 3 alone: bandwidth and compute shares, the tensor-parallel efficiency and"
    echo "the two overheads) and with it (\`bench_calibrate --allreduce\`)."
    echo
    "$build/tests/bench/bench_calibrate" --allreduce
    echo
    echo "## Every group fitted on all its runs, and the catalog's H100 factors"
    echo
    echo "Fitted without the all-reduce time, which the catalog's cards do not carry. The catalog's"
    echo "\`h100-sxm\` (and, same Hopper SXM part and engines, \`h200-sxm\`) serving"
    echo "factors come from these fits, one set for every engine and model: \`efficiency_by_precision\`"
    echo "fp16 from TensorRT-LLM Llama 3.1 8B bf16 at TP1 (the only bf16 TP1 group of more than six"
    echo "runs: bw 0.754, compute 0.586), fp8 from TensorRT-LLM Qwen3 32B fp8 at TP1 (bw 0.741,"
    echo "compute 0.388); \`tp_efficiency_by_size\` T the geometric mean, over those two TensorRT-LLM"
    echo "families, of sqrt((bw × e at T / bw at TP1) × (compute × e at T / compute at TP1)): 2: 0.80,"
    echo "4: 0.61, 8: 0.41; \`sequence_overhead_ms\` 0.012 and \`request_overhead_ms\` 79.5, the medians"
    echo "of the 17 groups with more than six runs. \`b200\` takes the two overheads only (host-side"
    echo "time of the same engines); its efficiencies stay, no B200 run being at hand. The last table"
    echo "models every run with the catalog's factors before and after (in-sample: these runs made"
    echo "them)."
    echo
    "$build/tests/bench/bench_calibrate" --all
    echo
    echo "## Other cards"
    echo
    echo "Factors carried over only where the architecture and the engines are the same, never a"
    echo "number that fits nothing:"
    echo
    echo "- \`h200-sxm\`: every H100 SXM factor (Hopper SXM, the same compute, HBM3e; above)."
    echo "- \`h20\`: \`efficiency_by_precision\`, both overheads and \`tp_efficiency_by_size\`: a Hopper"
    echo "  part under the same engines, its cards joined by the same NVLink (900 GB/s)."
    echo "- \`h100-pcie\`: \`efficiency_by_precision\` and both overheads; \`tp_efficiency\` stays 0.78"
    echo "  at every size, the H100 SXM fits being over NVLink and a PCIe card's all-reduce crossing PCIe."
    echo "- \`b200\`: the two overheads only (host-side time of the same engines); Blackwell's shares of"
    echo "  its own peak are not Hopper's, and no B200 run was at hand."
    echo "- The other cards (Ampere, Ada, consumer Blackwell, AMD, Intel, Huawei, Groq, Cambricon) keep"
    echo "  their factors: another architecture, and for most another engine."
    echo "- No card carries \`tp_allreduce_us\`: the H100 fits that have it move bandwidth and the"
    echo "  tensor-parallel efficiency with it, and the catalog's \`tp_efficiency_by_size\` comes from the"
    echo "  fits without it; the two are not mixed."
} > "$out"
echo "wrote $out"
