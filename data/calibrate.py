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
MEASUREMENTS = [
    ("TRT-LLM 0.5 H100 LLaMA-2-7B FP8 b64 128/128 TP1", "h100-sxm", 1, 6.74, "fp8", 1, 32, 32, 128, 128, 128, 64, 9193),
    ("TRT-LLM 0.5 H100 LLaMA-2-70B FP8 b64 128/128 TP4", "h100-sxm", 4, 68.98, "fp8", 1, 80, 8, 128, 128, 128, 64, 3317),
    ("TRT-LLM 0.5 L40S LLaMA-2-7B FP8 b64 128/128 TP1", "l40s", 1, 6.74, "fp8", 1, 32, 32, 128, 128, 128, 64, 3240),
    ("FasterTransformer A100-40GB GPT 13B FP16 b1 ctx512 TP1", "a100-40gb-sxm", 1, 13.0, "fp16", 2, 40, 40, 128, 512, 1, 1, 1000 / 22.0),
    ("FasterTransformer A100-40GB GPT 13B FP16 b1 ctx512 TP2", "a100-40gb-sxm", 2, 13.0, "fp16", 2, 40, 40, 128, 512, 1, 1, 1000 / 13.5),
    ("MLC LLM RTX 4090 Llama-2-7B 4-bit b1", "rtx-4090", 1, 6.74, "int4", 2, 32, 32, 128, 0, 1, 1, 191),
    ("MLC LLM RTX 4090 Llama-2-13B 4-bit b1", "rtx-4090", 1, 13.0, "int4", 2, 40, 40, 128, 0, 1, 1, 109),
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


print("| measurement | measured tok/s | modelled tok/s | deviation |")
print("|---|---|---|---|")
for m in MEASUREMENTS:
    label, measured = m[0], m[-1]
    got = modelled(*m[1:-1])
    print(f"| {label} | {measured:,.1f} | {got:,.1f} | {100 * (got / measured - 1):+.1f} % |")
