#!/usr/bin/env python3
"""The serving model of DESIGN 10 (closed loop, one replica, continuous batching, chunked
prefill, KV reservation, the two overheads) on the performance model of DESIGN 4, run at the
concurrency of every published measurement in data/calibration/serving-measurements.csv,
measured against modelled TTFT and TPOT; then a grid fit of the v3 accelerator factors.

An independent implementation in the standard library, for data work only: the engine's own
simulation (core) is the normative one. Run: python3 data/calibrate_serving.py
(--quick: a coarser grid; --requests N: requests per run, default 1000).
"""
import csv
import itertools
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BPP = {"fp16": 2.0, "fp8": 1.0, "int8": 1.0, "int4": 0.5}

# Serving set-up the published runs do not state, held the same for every point (DESIGN 10
# defaults where it has one): memory headroom 0.10 (engines reserve about 90 % of memory),
# up to 256 running requests, a prefill chunk of 2,048 tokens, no iteration overhead.
HEADROOM = 0.10
MAX_BATCH = 256
CHUNK = 2048
ITERATION_OVERHEAD_MS = 0.0

# Points held out of the fit (ids in the CSV): they only check it. A first fit that also held
# out the one 500-token-prompt point (nim-l33-70b-h100-tp2-500-2000-c1) chose a request overhead
# of 160 ms from the 5,000-token points alone and missed that point's TTFT by +300 %: the
# request overhead is not identified without a short prompt, so that point is in the fit and
# c200 is held out instead (data/README.md gives both results).
HOLD_OUT = {
    "nim-l33-70b-h100-tp2-5000-500-c5",
    "nim-l33-70b-h100-tp2-5000-500-c150",
    "nim-l33-70b-h100-tp2-5000-500-c200",
}
TPOT_BAND = 0.25
TTFT_BAND = 0.50


def load_points():
    with open(os.path.join(HERE, "calibration", "serving-measurements.csv"), newline="") as f:
        return list(csv.DictReader(f))


def load_accelerators():
    with open(os.path.join(HERE, "catalog.json")) as f:
        return {a["id"]: a for a in json.load(f)["accelerators"]}


def factors_of(acc, t, precision):
    """The DESIGN 4 / DESIGN 10 factors of an accelerator at tensor-parallel size t and an
    effective precision: (bw_eff, compute_eff, e, seq_ms, req_ms); v3 keys when present."""
    bw = float(acc["bw_efficiency"])
    comp = float(acc["compute_efficiency"])
    by_prec = acc.get("efficiency_by_precision", {}).get(precision, {})
    bw = float(by_prec.get("bw", bw))
    comp = float(by_prec.get("compute", comp))
    e = 1.0
    if t > 1:
        e = float(acc.get("tp_efficiency_by_size", {}).get(str(t), acc["tp_efficiency"]))
    seq = float(acc.get("sequence_overhead_ms", 0))
    req = float(acc.get("request_overhead_ms", 0))
    return bw, comp, e, seq, req


def simulate_closed(p, acc, t, bw_eff, comp_eff, e, seq_ms, n_requests):
    """DESIGN 10 closed loop at concurrency C: returns (ttfts, tpots) in seconds for the requests
    after warm-up (request_overhead is added by the caller), and tokens_per_s.

    Every request has the same P and O, so decoders finish in the order their first token came
    and the prefilling requests are served in running-list order: one iteration costs constant
    work beyond the few requests whose prompt it advances (DESIGN 10 "Caching")."""
    params_b = float(p["params_b"])
    prec = p["precision"]
    P = int(p["prompt_tokens"])
    O = int(p["output_tokens"])
    C = int(p["concurrency"])
    N = n_requests
    W = params_b * 1e9 * BPP[prec]
    K = 2 * int(p["layers"]) * int(p["kv_heads"]) * int(p["head_dim"]) * int(p["kv_bytes"])
    umem = acc["memory_gb"] * 1e9 * (1 - HEADROOM)
    BW = t * acc["bandwidth_gbs"] * 1e9 * bw_eff * e
    F = t * acc["tflops"][prec] * 1e12 * comp_eff * e
    kvcap = math.floor((t * umem - W) / K)
    if kvcap < P + O:
        return None
    ovh = ITERATION_OVERHEAD_MS / 1000
    seq = seq_ms / 1000
    flop_per_token = 2 * params_b * 1e9

    arrival = [0.0] * N
    first = [0.0] * N
    ttft = [0.0] * N
    tpot = [0.0] * N
    issued = min(C, N)
    queue_head = 0          # requests issued-but-not-admitted are queue_head .. issued-1 (FCFS)
    prefill = []            # [request, done] in running-list order
    decoders = []           # [request, first-token iteration], in first-token order
    dec_head = 0
    gen_sum = 0             # sum of generated over decoders
    reserved = 0
    running = 0
    finished = 0
    tau = 0.0
    k = 0                   # iterations run
    while finished < N:
        # 1. arrivals: in closed loop every issued request has already arrived (a_i <= tau).
        if running == 0 and queue_head == issued:
            break  # nothing left (cannot happen while finished < N)
        # 2. admission
        while queue_head < issued and running < MAX_BATCH and reserved + P + O <= kvcap:
            prefill.append([queue_head, 0])
            queue_head += 1
            reserved += P + O
            running += 1
        # 3. tokens
        D = len(decoders) - dec_head
        budget = CHUNK - D
        ctx = D * P + gen_sum
        taken = []
        for entry in prefill:
            if budget <= 0:
                break
            c = min(P - entry[1], budget)
            budget -= c
            ctx += entry[1] + c
            taken.append((entry, c))
        csum = sum(c for _, c in taken)
        # 4. time
        dt = max((W + K * ctx) / BW, flop_per_token * (D + csum) / F) + ovh + seq * running
        tau += dt
        k += 1
        # 5. results: decoders first (one token each), then the prefills
        gen_sum += D
        new_issue = 0
        while dec_head < len(decoders) and k - decoders[dec_head][1] >= O - 1:
            r = decoders[dec_head][0]
            dec_head += 1
            gen_sum -= O
            tpot[r] = (tau - first[r]) / (O - 1) if O > 1 else 0.0
            reserved -= P + O
            running -= 1
            finished += 1
            new_issue += 1
        done_now = 0
        for entry, c in taken:
            entry[1] += c
            if entry[1] == P:
                r = entry[0]
                first[r] = tau
                ttft[r] = tau - arrival[r]
                done_now += 1
                if O == 1:
                    tpot[r] = 0.0
                    reserved -= P + O
                    running -= 1
                    finished += 1
                    new_issue += 1
                else:
                    decoders.append([r, k])
                    gen_sum += 1
        if done_now:
            del prefill[:done_now]  # prompts finish in running-list order
        for _ in range(new_issue):
            if issued < N:
                arrival[issued] = tau
                issued += 1
        if dec_head > 4096:
            del decoders[:dec_head]
            dec_head = 0
    warm = math.ceil(N / 10)
    return ttft[warm:], tpot[warm:], N * O / tau


def mean(xs):
    return sum(xs) / len(xs)


def requests_for(p, n):
    """Requests per run: n, but no more than 40 per unit of concurrency (at least 50). At a low
    concurrency every request after the first few sees the same batch, so more add nothing."""
    return min(n, max(50, 40 * int(p["concurrency"])))


def model_point(p, acc, bw, comp, e, seq, n):
    t = int(p["tp"])
    res = simulate_closed(p, acc, t, bw, comp, e, seq, requests_for(p, n))
    if res is None:
        return None
    ttfts, tpots, tps = res
    return mean(ttfts) * 1000, mean(tpots) * 1000, tps


def hits(rows):
    tp = sum(abs(r["tpot_err"]) <= TPOT_BAND for r in rows)
    tt = sum(abs(r["ttft_err"]) <= TTFT_BAND for r in rows)
    return tp, tt


def evaluate(points, accs, params, n):
    """params: accelerator id -> (bw, comp, e_by_tp, seq, req) or None for the catalog factors."""
    rows = []
    for p in points:
        acc = accs[p["accelerator"]]
        t = int(p["tp"])
        if params.get(p["accelerator"]) is None:
            bw, comp, e, seq, req = factors_of(acc, t, p["precision"])
        else:
            bw, comp, e_by, seq, req = params[p["accelerator"]]
            e = 1.0 if t == 1 else e_by.get(t, float(acc["tp_efficiency"]))
        got = model_point(p, acc, bw, comp, e, seq, n)
        if got is None:
            continue
        ttft_ms, tpot_ms, tps = got
        ttft_ms += req
        m_ttft = float(p["ttft_ms"])
        m_tpot = float(p["tpot_ms"])
        rows.append({
            "p": p, "ttft": ttft_ms, "tpot": tpot_ms, "tps": tps,
            "ttft_err": ttft_ms / m_ttft - 1, "tpot_err": tpot_ms / m_tpot - 1,
        })
    return rows


def cost(rows):
    tp, tt = hits(rows)
    miss = (len(rows) - tp) + (len(rows) - tt)
    # tie-break: squared log errors
    sq = sum(math.log(1 + r["tpot_err"]) ** 2 + math.log(1 + r["ttft_err"]) ** 2 for r in rows)
    return miss, sq


def frange(a, b, step):
    out = []
    x = a
    while x <= b + 1e-9:
        out.append(round(x, 4))
        x += step
    return out


def search(points, acc, e2, n, bws, comps, seqs, best=None):
    for bw, comp, seq in itertools.product(bws, comps, seqs):
        sims = []
        for p in points:
            got = model_point(p, acc, bw, comp, 1.0 if int(p["tp"]) == 1 else e2, seq, n)
            sims.append((p, got))
        for req in frange(0, 300, 10):
            rows = []
            for p, got in sims:
                ttft_ms, tpot_ms, tps = got
                rows.append({"ttft_err": (ttft_ms + req) / float(p["ttft_ms"]) - 1,
                             "tpot_err": tpot_ms / float(p["tpot_ms"]) - 1})
            c = cost(rows)
            if best is None or c < best[0]:
                best = (c, (bw, comp, seq, req))
    return best


def fit(points, accs, acc_id, n, quick):
    """Grid search for one accelerator family on its fit points: fp8 bw and compute efficiency
    at the catalog's TP2 efficiency (only TP2 runs were found, so the TP factor and the bandwidth
    factor cannot be told apart: the TP2 efficiency is held at the catalog value), the sequence
    overhead in ms, and the request overhead in ms (it only shifts TTFT, so every simulated run
    is scored against 0, 10, ... 300 ms of it). A coarse grid (steps 0.1, 0.1, 0.1 ms), then a
    finer one around its best (steps 0.025, 0.025, 0.025 ms). The score is the number of points
    outside ±25 % TPOT plus those outside ±50 % TTFT, then the squared log errors."""
    acc = accs[acc_id]
    e2 = float(acc["tp_efficiency"])
    best = search(points, acc, e2, n, frange(0.5, 0.9, 0.1), frange(0.4, 0.8, 0.1),
                  frange(0.0, 0.3, 0.1))
    if not quick:
        bw0, comp0, seq0, _ = best[1]
        around = lambda x0, lo: [x for x in frange(x0 - 0.05, x0 + 0.05, 0.025) if x >= lo and x <= 1]
        best = search(points, acc, e2, n, around(bw0, 0.05), around(comp0, 0.05),
                      around(seq0, 0.0), best)
    return best


def print_table(rows, title):
    print(f"\n### {title}\n")
    print("| point | C | TTFT measured ms | TTFT modelled ms | TTFT error | TPOT measured ms "
          "| TPOT modelled ms | TPOT error | fit/hold-out | source |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        p = r["p"]
        role = "hold-out" if p["id"] in HOLD_OUT else "fit"
        print(f"| {p['model']}, {p['accelerator']} TP{p['tp']} {p['precision']}, "
              f"{p['prompt_tokens']} / {p['output_tokens']} | {p['concurrency']} "
              f"| {float(p['ttft_ms']):,.1f} | {r['ttft']:,.1f} | {100 * r['ttft_err']:+.1f} % "
              f"| {float(p['tpot_ms']):.2f} | {r['tpot']:.2f} | {100 * r['tpot_err']:+.1f} % "
              f"| {role} | {p['engine']}, {p['source_url']} ({p['date']}) |")
    tp, tt = hits(rows)
    n = len(rows)
    print(f"\nTPOT within ±25 %: {tp} of {n} ({100 * tp / n:.0f} %); "
          f"TTFT within ±50 %: {tt} of {n} ({100 * tt / n:.0f} %)")
    held = [r for r in rows if r["p"]["id"] in HOLD_OUT]
    if held:
        tp, tt = hits(held)
        print(f"Hold-out points only: TPOT {tp} of {len(held)}, TTFT {tt} of {len(held)}")


def main():
    quick = "--quick" in sys.argv
    n = 1000
    if "--requests" in sys.argv:
        n = int(sys.argv[sys.argv.index("--requests") + 1])
    points = load_points()
    accs = load_accelerators()
    print(f"Closed-loop DESIGN 10 runs, {n} requests each (first {math.ceil(n / 10)} warm-up); "
          f"headroom {HEADROOM}, max_batch {MAX_BATCH}, prefill chunk {CHUNK}; "
          "modelled TTFT and TPOT are means over the measured requests, as the sources report.")

    # "before" = the v2 factors alone: drop any v3 keys the catalog may already carry
    v2 = {}
    for a_id, a in accs.items():
        v2[a_id] = (float(a["bw_efficiency"]), float(a["compute_efficiency"]),
                    {2: float(a["tp_efficiency"]), 4: float(a["tp_efficiency"]),
                     8: float(a["tp_efficiency"])}, 0.0, 0.0)
    before = evaluate(points, accs, v2, n)
    print_table(before, "Before: catalog v2 factors, v3 factors absent")

    fitted = {}
    for acc_id in sorted({p["accelerator"] for p in points}):
        fit_points = [p for p in points if p["accelerator"] == acc_id and p["id"] not in HOLD_OUT]
        (miss, sq), (bw, comp, seq, req) = fit(fit_points, accs, acc_id, n, quick)
        e2 = float(accs[acc_id]["tp_efficiency"])
        fitted[acc_id] = (bw, comp, {2: e2}, seq, req)
        print(f"\nFitted {acc_id}: fp8 bw {bw}, compute {comp}; TP2 efficiency {e2} (held); "
              f"sequence_overhead_ms {seq}; request_overhead_ms {req} "
              f"(fit points missed: {miss}, squared log error {sq:.4f})")
    after = evaluate(points, accs, fitted, n)
    print_table(after, "After: fitted v3 factors")


if __name__ == "__main__":
    main()
