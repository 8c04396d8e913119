#!/usr/bin/env python3
"""Modelled replica throughput (DESIGN 4 sizing formulas) for the published
measurements in data/README.md's calibration table. Data tooling only: it reads
the efficiency factors from data/catalog.json and prints measured vs modelled."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CAT = {a["id"]: a for a in json.load(open(os.path.join(HERE, "catalog.json")))["accelerators"]}
BPP = {"fp16": 2.0, "fp8": 1.0, "int8": 1.0, "int4": 0.5}

# (label, accelerator, tp, params_b, precision, kv_bytes, layers, kv_heads, head_dim,
#  prompt, output, batch, measured output tokens/s of one replica)
# Model shapes: params_b, layers, kv_heads, head_dim (config.json of each model; GPT-J 6B has no
# grouped KV heads, Falcon-180B has 8 KV heads of 64).
MODELS = {
    "GPT-J 6B": (6.05, 28, 16, 256),
    "LLaMA-2-7B": (6.74, 32, 32, 128),
    "LLaMA-2-13B": (13.0, 40, 40, 128),
    "LLaMA-2-70B": (68.98, 80, 8, 128),
    "Falcon-180B": (179.5, 80, 8, 64),
    "GPT 13B": (13.0, 40, 40, 128),
    "Llama-3.3-70B": (70.6, 80, 8, 128),
}
V05 = "TRT-LLM 0.5.0 performance.md"
V061 = "TRT-LLM 0.6.1 performance.md"
NIM = "NVIDIA NIM 1.8.0 benchmarks"
# (source, accelerator, tp, model, precision, kv_bytes, prompt, output, batch, measured output
#  tokens/s, per_gpu): per_gpu marks tables that give tokens/s per GPU (the replica's figure is
#  that times tp). TensorRT-LLM docs/source/performance.md: v0.5.0 (H100 FP8, batch 64) and the
#  v0.6.1 update (its L40S table is the v0.5 data). Per GPU or per TP group, settled from the page's
#  own history (issue 22 item 8): at commit 138f96d45f90b9667426f7c47297d8c06bafac73 the v0.6.1 H100
#  table is headed "Throughput (out tok/s/GPU)" and the A100 and L40S tables only "Throughput (out
#  tok/s)"; at the later commit 77d24b5fa178f11ed7fafdd9833b7245e075f721 the same page, with the same
#  figures, heads all three tables "Throughput (out tok/s/GPU)". NVIDIA's corrected header is taken:
#  the A100 figures are per GPU, so they are multiplied by tp like the H100 ones (the L40S runs are
#  all TP1, so the reading does not change them). NVIDIA NIM benchmarking
#  guide, Performance page (docs.nvidia.com/nim/benchmarking/llm, 2025): Llama-3.3-70B-Instruct,
#  NIM 1.8.0, 2 x H100 80GB, FP8, TP2; concurrency is the batch (up to 50: beyond it requests queue).
MEASUREMENTS = [
    (V05, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 128, 128, 64, 10907, False),
    (V05, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 128, 2048, 64, 6179, False),
    (V05, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 2048, 128, 64, 2229, False),
    (V05, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 2048, 2048, 64, 2980, False),
    (V05, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 128, 128, 64, 9193, False),
    (V05, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 128, 2048, 64, 5367, False),
    (V05, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 2048, 128, 64, 2058, False),
    (V05, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 2048, 2048, 32, 2230, False),
    (V05, "h100-sxm", 4, "LLaMA-2-70B", "fp8", 1, 128, 128, 64, 3317, False),
    (V05, "h100-sxm", 4, "LLaMA-2-70B", "fp8", 1, 128, 2048, 64, 2616, False),
    (V05, "h100-sxm", 4, "LLaMA-2-70B", "fp8", 1, 2048, 128, 64, 843, False),
    (V05, "h100-sxm", 4, "LLaMA-2-70B", "fp8", 1, 2048, 2048, 64, 1583, False),
    (V061, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 128, 128, 1024, 26150, True),
    (V061, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 128, 2048, 120, 8011, True),
    (V061, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 2048, 128, 64, 2551, True),
    (V061, "h100-sxm", 1, "GPT-J 6B", "fp8", 1, 2048, 2048, 64, 3327, True),
    (V061, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 128, 128, 768, 19694, True),
    (V061, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 128, 2048, 112, 6818, True),
    (V061, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 2048, 128, 80, 2244, True),
    (V061, "h100-sxm", 1, "LLaMA-2-7B", "fp8", 1, 2048, 2048, 48, 2740, True),
    (V061, "h100-sxm", 2, "LLaMA-2-70B", "fp8", 1, 128, 128, 1024, 2657, True),
    (V061, "h100-sxm", 4, "LLaMA-2-70B", "fp8", 1, 128, 2048, 480, 1486, True),
    (V061, "h100-sxm", 2, "LLaMA-2-70B", "fp8", 1, 2048, 128, 96, 306, True),
    (V061, "h100-sxm", 2, "LLaMA-2-70B", "fp8", 1, 2048, 2048, 64, 547, True),
    (V061, "h100-sxm", 4, "Falcon-180B", "fp8", 1, 128, 128, 1024, 987, True),
    (V061, "h100-sxm", 8, "Falcon-180B", "fp8", 1, 128, 2048, 1024, 724, True),
    (V061, "h100-sxm", 4, "Falcon-180B", "fp8", 1, 2048, 128, 64, 112, True),
    (V061, "h100-sxm", 4, "Falcon-180B", "fp8", 1, 2048, 2048, 64, 264, True),
    (V061 + " (v0.5 data)", "l40s", 1, "GPT-J 6B", "fp8", 1, 128, 128, 64, 3630, False),
    (V061 + " (v0.5 data)", "l40s", 1, "GPT-J 6B", "fp8", 1, 128, 2048, 64, 1859, False),
    (V061 + " (v0.5 data)", "l40s", 1, "GPT-J 6B", "fp8", 1, 2048, 128, 32, 616, False),
    (V061 + " (v0.5 data)", "l40s", 1, "GPT-J 6B", "fp8", 1, 2048, 2048, 32, 757, False),
    (V061 + " (v0.5 data)", "l40s", 1, "LLaMA-2-7B", "fp8", 1, 128, 128, 64, 3240, False),
    (V061 + " (v0.5 data)", "l40s", 1, "LLaMA-2-7B", "fp8", 1, 128, 2048, 64, 1622, False),
    (V061 + " (v0.5 data)", "l40s", 1, "LLaMA-2-7B", "fp8", 1, 2048, 128, 32, 581, False),
    (V061 + " (v0.5 data)", "l40s", 1, "LLaMA-2-7B", "fp8", 1, 2048, 2048, 16, 531, False),
    (V061, "a100-80gb-sxm", 1, "GPT-J 6B", "fp16", 2, 128, 128, 512, 6374, True),
    (V061, "a100-80gb-sxm", 2, "GPT-J 6B", "fp16", 2, 128, 2048, 120, 2192, True),
    (V061, "a100-80gb-sxm", 1, "GPT-J 6B", "fp16", 2, 2048, 128, 60, 670, True),
    (V061, "a100-80gb-sxm", 2, "GPT-J 6B", "fp16", 2, 2048, 2048, 64, 903, True),
    (V061, "a100-80gb-sxm", 1, "LLaMA-2-7B", "fp16", 2, 128, 128, 384, 5586, True),
    (V061, "a100-80gb-sxm", 1, "LLaMA-2-7B", "fp16", 2, 128, 2048, 60, 1928, True),
    (V061, "a100-80gb-sxm", 1, "LLaMA-2-7B", "fp16", 2, 2048, 128, 52, 591, True),
    (V061, "a100-80gb-sxm", 2, "LLaMA-2-7B", "fp16", 2, 2048, 2048, 64, 782, True),
    (V061, "a100-80gb-sxm", 4, "LLaMA-2-70B", "fp16", 2, 128, 128, 1280, 670, True),
    (V061, "a100-80gb-sxm", 4, "LLaMA-2-70B", "fp16", 2, 128, 2048, 240, 525, True),
    (V061, "a100-80gb-sxm", 4, "LLaMA-2-70B", "fp16", 2, 2048, 128, 120, 79, True),
    (V061, "a100-80gb-sxm", 8, "Falcon-180B", "fp16", 2, 128, 128, 1024, 232, True),
    (V061, "a100-80gb-sxm", 8, "Falcon-180B", "fp16", 2, 128, 2048, 128, 180, True),
    (NIM, "h100-sxm", 2, "Llama-3.3-70B", "fp8", 1, 5000, 500, 1, 51.67, False),
    (NIM, "h100-sxm", 2, "Llama-3.3-70B", "fp8", 1, 5000, 500, 5, 218.48, False),
    (NIM, "h100-sxm", 2, "Llama-3.3-70B", "fp8", 1, 5000, 500, 25, 623.4, False),
    (NIM, "h100-sxm", 2, "Llama-3.3-70B", "fp8", 1, 5000, 500, 50, 814.37, False),
    (NIM, "h100-sxm", 2, "Llama-3.3-70B", "fp8", 1, 500, 2000, 1, 52.85, False),
    # FasterTransformer GPT 13B on A100 40GB, batch 1, context 512: per-token latency 22.0 / 13.5 ms.
    ("FasterTransformer", "a100-40gb-sxm", 1, "GPT 13B", "fp16", 2, 512, 1, 1, 1000 / 22.0, False),
    ("FasterTransformer", "a100-40gb-sxm", 2, "GPT 13B", "fp16", 2, 512, 1, 1, 1000 / 13.5, False),
    # MLC LLM on RTX 4090, batch 1, 4-bit decode.
    ("MLC LLM", "rtx-4090", 1, "LLaMA-2-7B", "int4", 2, 0, 1, 1, 191, False),
    ("MLC LLM", "rtx-4090", 1, "LLaMA-2-13B", "int4", 2, 0, 1, 1, 109, False),
]


def modelled(acc, t, params_b, prec, kv_bytes, layers, kv_heads, head_dim, prompt, output, batch):
    a = CAT[acc]
    e = 1.0 if t == 1 else float(a["tp_efficiency"])
    w = params_b * 1e9 * BPP[prec]
    k = 2 * layers * kv_heads * head_dim * kv_bytes
    c_avg = prompt + output / 2
    bw = t * a["bandwidth_gbs"] * 1e9 * float(a["bw_efficiency"]) * e
    f = t * a["tflops"][prec] * 1e12 * float(a["compute_efficiency"]) * e
    step = max((w + batch * k * c_avg) / bw, 2 * params_b * 1e9 * batch / f)
    pf = 2 * params_b * 1e9 * prompt / f
    # Per-token latency measurements (batch 1, context given) exclude prefill.
    tpot = step + (batch * pf / output if output > 1 else 0)
    return batch / tpot


print("| source | accelerator | model, precision | batch, in / out | TP | measured tok/s | modelled tok/s | deviation |")
print("|---|---|---|---|---|---|---|---|")
inside = 0
for source, acc, t, model, prec, kv_bytes, prompt, output, batch, measured, per_gpu in MEASUREMENTS:
    params_b, layers, kv_heads, head_dim = MODELS[model]
    got = modelled(acc, t, params_b, prec, kv_bytes, layers, kv_heads, head_dim, prompt, output, batch)
    if per_gpu:
        measured *= t
    deviation = got / measured - 1
    inside += abs(deviation) <= 0.25
    print(f"| {source} | {acc} | {model}, {prec} | {batch}, {prompt} / {output} | {t} | {measured:,.0f} "
          f"| {got:,.0f} | {100 * deviation:+.1f} % |")
print(f"\n{inside} of {len(MEASUREMENTS)} modelled figures within 25 % of the measurement")
