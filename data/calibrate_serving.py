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
# a prefill chunk of 2,048 tokens, no iteration overhead. The running-request limit is the
# CSV's max_batch column (not stated by the sources either; the CSV says what was assumed).
HEADROOM = 0.10
CHUNK = 2048
# Offline-throughput points queue all their requests at once (the published request count,
# the CSV's concurrency); the run uses at most this many of them.
THROUGHPUT_REQUESTS = 30000
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
# ... and two rows of every TensorRT-LLM throughput table (2048/2048 and 500/2000).
HOLD_OUT |= {f"trtllm-{m}-{g}-{l}" for m, g in (
    ("llama-3.3-70b", "h200-tp1"), ("llama-3.3-70b", "h100-tp2"), ("llama-3.1-405b", "h200-tp8"),
    ("llama-3.1-405b", "h100-tp8"), ("llama-3.1-8b", "h200-tp1"), ("llama-3.1-8b", "h100-tp1"))
    for l in ("2048-2048", "500-2000")}
TPOT_BAND = 0.25
TTFT_BAND = 0.50


def load_points():
    with open(os.path.join(HERE, "calibration", "serving-measurements.csv"), newline="") as f:
        return list(csv.DictReader(f))


def load_accelerators():
    with open(os.path.join(HERE, "catalog.json")) as f:
        return {a["id"]: a for a in json.load(f)["accelerators"]}


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
    C = min(C, N)
    max_batch = int(p["max_batch"])
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
        while queue_head < issued and running < max_batch and reserved + P + O <= kvcap:
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


def throughput_only(p):
    return p["tpot_ms"] == ""


def requests_for(p, n):
    """Requests per run. A throughput point: THROUGHPUT_REQUESTS, all at once (concurrency =
    requests). A latency point: n, but no more than 40 per unit of concurrency (at least 50): at
    a low concurrency every request after the first few sees the same batch."""
    if throughput_only(p):
        return min(int(p["concurrency"]), THROUGHPUT_REQUESTS)
    return min(n, max(50, 40 * int(p["concurrency"])))


def model_point(p, acc, bw, comp, e, seq, n):
    t = int(p["tp"])
    res = simulate_closed(p, acc, t, bw, comp, e, seq, requests_for(p, n))
    if res is None:
        return None
    ttfts, tpots, tps = res
    return mean(ttfts) * 1000, mean(tpots) * 1000, tps


def hits(rows):
    """(TPOT within band, TPOT points, TTFT within band, TTFT points, throughput within band,
    throughput-only points)."""
    lat = [r for r in rows if r["tpot_err"] is not None]
    thr = [r for r in rows if r["tpot_err"] is None]
    return (sum(abs(r["tpot_err"]) <= TPOT_BAND for r in lat), len(lat),
            sum(abs(r["ttft_err"]) <= TTFT_BAND for r in lat), len(lat),
            sum(abs(r["tps_err"]) <= TPOT_BAND for r in thr), len(thr))


def row_for(p, ttft_ms, tpot_ms, tps, req):
    if throughput_only(p):
        return {"p": p, "ttft": None, "tpot": None, "tps": tps, "ttft_err": None,
                "tpot_err": None, "tps_err": tps / float(p["output_tokens_per_s"]) - 1}
    ttft_ms += req
    return {"p": p, "ttft": ttft_ms, "tpot": tpot_ms, "tps": tps,
            "ttft_err": ttft_ms / float(p["ttft_ms"]) - 1,
            "tpot_err": tpot_ms / float(p["tpot_ms"]) - 1,
            "tps_err": tps / float(p["output_tokens_per_s"]) - 1}


def evaluate(points, accs, params, n):
    """params: accelerator id -> (bw, comp, {tp: e}, seq_ms, req_ms)."""
    rows = []
    for p in points:
        acc = accs[p["accelerator"]]
        t = int(p["tp"])
        bw, comp, e_by, seq, req = params[p["accelerator"]]
        e = 1.0 if t == 1 else e_by.get(t, float(acc["tp_efficiency"]))
        got = model_point(p, acc, bw, comp, e, seq, n)
        if got is None:
            print(f"(not simulated: {p['id']}, the KV cache cannot hold one request)")
            continue
        rows.append(row_for(p, *got, req))
    return rows


def cost(rows):
    tp, _, tt, _, th, _ = hits(rows)
    miss = sum(r["tpot_err"] is not None for r in rows) * 2 + sum(r["tpot_err"] is None for r in rows)
    miss -= tp + tt + th
    # tie-break: squared log errors of every published figure
    sq = 0.0
    for r in rows:
        if r["tpot_err"] is not None:
            sq += math.log(1 + r["tpot_err"]) ** 2 + math.log(1 + r["ttft_err"]) ** 2
        else:
            sq += math.log(1 + r["tps_err"]) ** 2
    return miss, sq


def frange(a, b, step):
    out = []
    x = a
    while x <= b + 1e-9:
        out.append(round(x, 4))
        x += step
    return out


def search(points, acc, n, grid, best=None):
    """grid: iterable of (bw, comp, e, seq); every run is scored against request overheads of
    0, 10, ... 300 ms (it only shifts TTFT, so no run is repeated for it)."""
    for bw, comp, e, seq in grid:
        sims = [(p, model_point(p, acc, bw, comp, 1.0 if int(p["tp"]) == 1 else e, seq, n))
                for p in points]
        if any(got is None for _, got in sims):
            continue
        reqs = [0] if all(throughput_only(p) for p in points) else frange(0, 300, 10)
        for req in reqs:
            c = cost([row_for(p, *got, req) for p, got in sims])
            if best is None or c < best[0]:
                best = (c, (bw, comp, e, seq, req))
    return best


def around(x0, lo, hi, step):
    return [x for x in frange(x0 - 2 * step, x0 + 2 * step, step) if lo <= x <= hi]


def fit_stage(points, acc, n, bws, comps, es, seqs, quick):
    """A coarse grid, then (unless quick) a finer one around its best."""
    best = search(points, acc, n, itertools.product(bws, comps, es, seqs))
    if not quick and best is not None:
        bw0, comp0, e0, seq0, _ = best[1]
        fine = lambda xs, x0, lo, hi: around(x0, lo, hi, 0.025) if len(xs) > 1 else xs
        best = search(points, acc, n, itertools.product(
            fine(bws, bw0, 0.05, 1.0), fine(comps, comp0, 0.05, 1.0), fine(es, e0, 0.05, 1.0),
            fine(seqs, seq0, 0.0, 10.0)), best)
    return best


def fit(points, accs, acc_id, n, quick, log):
    """The fit of one accelerator family, in stages so that each factor is set by the points
    that can tell it apart (a factor without such points keeps the v2 value, said in the log):
    1. TP1 points: fp8 bw and compute efficiency and the sequence overhead;
    2. TP2 points: the TP2 efficiency (and the request overhead, on latency points);
    3. TP4, then TP8 points: their TP efficiency.
    Each stage minimises the points outside ±25 % TPOT (or throughput) plus those outside
    ±50 % TTFT, then the squared log errors."""
    acc = accs[acc_id]
    v2e = float(acc["tp_efficiency"])
    bw, comp, seq, req = float(acc["bw_efficiency"]), float(acc["compute_efficiency"]), 0.0, 0.0
    e_by = {}
    tp1 = [p for p in points if int(p["tp"]) == 1]
    if tp1:
        (miss, sq), (bw, comp, _, seq, r1) = fit_stage(
            tp1, acc, n, frange(0.5, 1.0, 0.1), frange(0.3, 0.9, 0.1), [1.0],
            frange(0.0, 0.3, 0.1), quick)
        if any(not throughput_only(p) for p in tp1):
            req = r1
        log.append(f"{acc_id} stage 1 ({len(tp1)} TP1 points): fp8 bw {bw}, compute {comp}, "
                   f"sequence_overhead_ms {seq} (misses {miss})")
    else:
        log.append(f"{acc_id} stage 1: no TP1 point; fp8 bw and compute held at the v2 "
                   f"{bw} / {comp}; the TP2 efficiency below absorbs the difference")
    for t in (2, 4, 8):
        pts = [p for p in points if int(p["tp"]) == t]
        if not pts:
            continue
        fit_seq = [seq] if tp1 else frange(0.0, 0.3, 0.1)
        (miss, sq), (_, _, e, s2, r2) = fit_stage(
            pts, acc, n, [bw], [comp], frange(0.3, 1.0, 0.1), fit_seq, quick)
        e_by[t] = e
        if not tp1:
            seq = s2
        if any(not throughput_only(p) for p in pts) and t == 2:
            req = r2
        log.append(f"{acc_id} stage TP{t} ({len(pts)} points): tp_efficiency {e}"
                   + ("" if tp1 else f", sequence_overhead_ms {seq}")
                   + (f", request_overhead_ms {req}" if t == 2 else "") + f" (misses {miss})")
    return (bw, comp, e_by, seq, req)


def pct(a, b):
    return f"{a} of {b} ({100 * a / b:.0f} %)" if b else "no points"


def print_table(rows, title):
    print(f"\n### {title}\n")
    print("| point | C | TTFT measured ms | TTFT modelled ms | TTFT error | TPOT measured ms "
          "| TPOT modelled ms | TPOT error | tok/s measured | tok/s modelled | tok/s error "
          "| fit/hold-out | source |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        p = r["p"]
        role = "hold-out" if p["id"] in HOLD_OUT else "fit"
        src = ("NIM 1.8.0 benchmarking guide" if p["id"].startswith("nim-")
               else "TensorRT-LLM perf-overview.md") + f" ({p['date'].split(' (')[0]})"
        if r["tpot_err"] is None:
            lat = "| – | – | – | – | – | – "
        else:
            lat = (f"| {float(p['ttft_ms']):,.1f} | {r['ttft']:,.1f} | {100 * r['ttft_err']:+.1f} % "
                   f"| {float(p['tpot_ms']):.2f} | {r['tpot']:.2f} | {100 * r['tpot_err']:+.1f} % ")
        print(f"| {p['model'].replace('nvidia/', '')}, {p['accelerator']} TP{p['tp']} "
              f"{p['precision']}, {p['prompt_tokens']} / {p['output_tokens']} "
              f"| {p['concurrency']} {lat}"
              f"| {float(p['output_tokens_per_s']):,.0f} | {r['tps']:,.0f} "
              f"| {100 * r['tps_err']:+.1f} % | {role} | {src} |")
    tp, n1, tt, n2, th, n3 = hits(rows)
    print(f"\nTPOT within ±25 %: {pct(tp, n1)}; TTFT within ±50 %: {pct(tt, n2)}; "
          f"throughput within ±25 % (throughput-only points): {pct(th, n3)}")
    held = [r for r in rows if r["p"]["id"] in HOLD_OUT]
    if held:
        tp, n1, tt, n2, th, n3 = hits(held)
        print(f"Hold-out points only: TPOT {pct(tp, n1)}, TTFT {pct(tt, n2)}, "
              f"throughput {pct(th, n3)}")


def main():
    quick = "--quick" in sys.argv
    n = 1000
    if "--requests" in sys.argv:
        n = int(sys.argv[sys.argv.index("--requests") + 1])
    points = load_points()
    accs = load_accelerators()
    print(f"Closed-loop DESIGN 10 runs: latency points {n} requests (at most 40 per unit of "
          f"concurrency, at least 50), throughput points {THROUGHPUT_REQUESTS} requests all at "
          f"once; the first tenth is warm-up. Headroom {HEADROOM}, prefill chunk {CHUNK}, "
          "max_batch per point (CSV). Modelled TTFT and TPOT are means over the measured "
          "requests, as the sources report; throughput is output tokens / the last finish.")

    # "before" = the v2 factors alone (any v3 keys the catalog may carry are ignored)
    v2 = {}
    for a_id, a in accs.items():
        e = float(a["tp_efficiency"])
        v2[a_id] = (float(a["bw_efficiency"]), float(a["compute_efficiency"]),
                    {2: e, 4: e, 8: e}, 0.0, 0.0)
    before = evaluate(points, accs, v2, n)
    print_table(before, "Before: catalog v2 factors, v3 factors absent")

    fitted = dict(v2)
    log = []
    for acc_id in sorted({p["accelerator"] for p in points}):
        fit_points = [p for p in points if p["accelerator"] == acc_id and p["id"] not in HOLD_OUT]
        fitted[acc_id] = fit(fit_points, accs, acc_id, n, quick, log)
    print("\n### Fitted factors\n")
    for line in log:
        print(f"- {line}")
    for acc_id in sorted({p["accelerator"] for p in points}):
        bw, comp, e_by, seq, req = fitted[acc_id]
        print(f"- **{acc_id}**: efficiency_by_precision fp8 bw {bw}, compute {comp}; "
              f"tp_efficiency_by_size {{{', '.join(f'{k}: {v}' for k, v in sorted(e_by.items()))}}}; "
              f"sequence_overhead_ms {seq}; request_overhead_ms {req}")
    after = evaluate(points, accs, fitted, n)
    print_table(after, "After: fitted v3 factors")


if __name__ == "__main__":
    main()
