#!/usr/bin/env python3
"""InferTCO independent reference implementation (DESIGN.md sections 3, 4 and 6).

Usage:  python3 infertco_ref.py BUNDLE [--scenario ID] [--explain]

Prints the `infertco-cli compute BUNDLE --format json` result for one scenario
(the first one in the bundle unless --scenario is given).  --explain writes the
sizing intermediates of every option to stderr (for hand-arithmetic notes).

Standard library only.  Money is exact (fractions.Fraction built from the
decimal text of each input); sizing is IEEE double, following the formulas of
section 4 in the order they are written.  See README.md beside this file for the
readings chosen where DESIGN.md is ambiguous.

Exit codes: 0 ok, 1 invalid input, 2 usage.
"""

import json
import math
import sys
from decimal import Decimal, getcontext, ROUND_HALF_EVEN
from fractions import Fraction

getcontext().prec = 50

COMPONENTS = ["purchase", "setup", "migration", "rental", "power", "cooling",
              "rack_space", "network", "staff", "maintenance", "requantization",
              "residual"]
HOURS_PER_MONTH = 730
BPP = {"fp16": 2.0, "bf16": 2.0, "fp8": 1.0, "int8": 1.0, "int4": 0.5}
TFLOPS_KEY = {"fp16": "fp16", "bf16": "fp16", "fp8": "fp8", "int8": "int8", "int4": "int4"}
FALLBACK = {"int4": "int8", "int8": "fp16", "fp8": "fp16"}
QUANTIZED = {"fp8", "int8", "int4"}
TP_SIZES = (1, 2, 4, 8)


class InputError(Exception):
    pass


# ---------------------------------------------------------------- reading

def _json_number(text):
    """A JSON number with a fraction/exponent: its shortest round-trip
    decimal text (section 6), i.e. repr() of the nearest double."""
    f = float(text)
    if not math.isfinite(f):
        raise InputError("non-finite number %s" % text)
    return Decimal(repr(f))


def load_bundle(path):
    with open(path, "r", encoding="utf-8") as fh:
        return json.load(fh, parse_float=_json_number)


def dec(obj, key, where, default=None, required=True):
    """Exact decimal value of a money/rate/factor field (string or number)."""
    if key not in obj or obj[key] is None:
        if default is not None or not required:
            return default
        raise InputError("%s: missing field '%s'" % (where, key))
    v = obj[key]
    if isinstance(v, bool):
        raise InputError("%s: field '%s' is not a number" % (where, key))
    if isinstance(v, int):
        d = Decimal(v)
    elif isinstance(v, Decimal):
        d = v
    elif isinstance(v, str):
        try:
            d = Decimal(v.strip())
        except Exception:
            raise InputError("%s: field '%s' is not a decimal: %r" % (where, key, v))
        if not d.is_finite():
            raise InputError("%s: field '%s' is not finite" % (where, key))
    else:
        raise InputError("%s: field '%s' is not a number" % (where, key))
    if d != 0 and d.normalize().as_tuple().exponent < -12:
        raise InputError("%s: field '%s' has more than 12 decimal places" % (where, key))
    return d


def frac(d):
    return Fraction(d)  # Fraction(Decimal) is exact


def num(obj, key, where, default=None):
    """A sizing input as a double."""
    d = dec(obj, key, where, default=None if default is None else Decimal(str(default)),
            required=default is None)
    return float(d)


def integer(obj, key, where, default=None):
    d = dec(obj, key, where, default=None if default is None else Decimal(default),
            required=default is None)
    if d != d.to_integral_value():
        raise InputError("%s: field '%s' must be an integer" % (where, key))
    return int(d)


def by_id(items, kind):
    out = {}
    for i, it in enumerate(items or []):
        if "id" not in it:
            raise InputError("%s[%d]: missing field 'id'" % (kind, i))
        out[it["id"]] = it
    return out


# ---------------------------------------------------------------- money

def cents(x):
    """Fraction -> integer cents, half to even."""
    return round(x * 100)  # Fraction.__round__() is half-to-even


def money_str(c):
    sign = "-" if c < 0 else ""
    c = abs(c)
    return "%s%d.%02d" % (sign, c // 100, c % 100)


# ---------------------------------------------------------------- sizing

def effective_precision(acc, prec, where):
    tf = acc.get("tflops") or {}

    def supported(p):
        v = tf.get(TFLOPS_KEY[p])
        return v is not None and Decimal(str(v)) != 0

    p = prec
    while not supported(p):
        if p in ("fp16", "bf16"):
            return None
        p = FALLBACK[p]
    return p


def size_option(sc, wl, acc, mode, n, where, explain):
    """Section 4.  Returns (sizing dict, warnings) or raises Infeasible."""
    warnings = []
    prec = wl.get("precision", "fp16")
    if prec not in BPP:
        raise InputError("%s: workload precision '%s' unknown" % (where, prec))
    eff = effective_precision(acc, prec, where)
    if eff is None:
        return None, "accelerator %s supports neither %s nor a fallback precision" % (acc["id"], prec), warnings
    if eff != prec:
        warnings.append("precision fallback: %s is not supported by %s, using %s" % (prec, acc["id"], eff))

    aw = "accelerator %s" % acc["id"]
    ww = "scenario %s workload" % sc["id"]
    params_b = num(wl, "params_b", ww)
    bpp = BPP[eff]
    kv_bytes = num(wl, "kv_bytes", ww, 2)
    layers = num(wl, "layers", ww)
    kv_heads = num(wl, "kv_heads", ww)
    head_dim = num(wl, "head_dim", ww)
    prompt = num(wl, "prompt_tokens", ww)
    output = num(wl, "output_tokens", ww)
    peak = num(wl, "peak_output_tokens_per_s", ww)
    tpot_ms = num(wl, "tpot_ms", ww)
    max_batch = integer(wl, "max_batch", ww, 256)
    dynamic = bool(wl.get("dynamic_shapes", False))
    headroom = num(sc, "headroom", "scenario %s" % sc["id"], "0.1")

    memory_gb = num(acc, "memory_gb", aw)
    bandwidth = num(acc, "bandwidth_gbs", aw)
    tflops = float(Decimal(str(acc["tflops"][TFLOPS_KEY[eff]])))
    bw_eff = num(acc, "bw_efficiency", aw, 1)
    comp_eff = num(acc, "compute_efficiency", aw, 1)
    tp_eff = num(acc, "tp_efficiency", aw, 1)
    dyn_eff = num(acc, "dynamic_shape_efficiency", aw, 1)
    max_tp = integer(acc, "max_tp", aw, 8)

    W = params_b * 1e9 * bpp
    K = 2 * layers * kv_heads * head_dim * kv_bytes
    ctx = prompt + output
    c_avg = prompt + output / 2
    Umem = memory_gb * 1e9 * (1 - headroom)
    d = dyn_eff if dynamic else 1.0
    tpot = tpot_ms / 1000

    cands = []
    fits_any = False
    for t in TP_SIZES:
        if t > max_tp:
            continue
        if not (t * Umem >= W + K * ctx):
            continue
        fits_any = True
        e = 1.0 if t == 1 else tp_eff
        BW = t * bandwidth * 1e9 * bw_eff * e * d
        F = t * tflops * 1e12 * comp_eff * e * d

        def step(B):
            return max((W + B * K * c_avg) / BW, 2 * params_b * 1e9 * B / F)
        pf = 2 * params_b * 1e9 * prompt / F

        def T(B):
            return step(B) + B * pf / output
        Bmem = math.floor((t * Umem - W) / (K * ctx))
        bmax = min(Bmem, max_batch)
        B = None
        for b in range(bmax, 0, -1):
            if T(b) <= tpot:
                B = b
                break
        if explain:
            print("  t=%d e=%r BW=%r F=%r pf=%r Bmem=%d B=%s" % (t, e, BW, F, pf, Bmem, B),
                  file=sys.stderr)
        if B is None:
            continue
        TB = T(B)
        rtps = B / TB
        replicas = math.ceil(peak / rtps)
        if t <= n:
            S = math.ceil(replicas / (n // t))
        else:
            S = replicas * math.ceil(t / n)
        if explain:
            print("        T(B)=%r step=%r T(B+1)=%r replica_tps=%r peak/tps=%r replicas=%d S=%d"
                  % (TB, step(B), T(B + 1), rtps, peak / rtps, replicas, S), file=sys.stderr)
        cands.append(dict(t=t, B=B, Bmem=Bmem, rtps=rtps, replicas=replicas, S=S,
                          W=W, K=K, ctx=ctx, c_avg=c_avg, Umem=Umem, TB=TB))
    if not fits_any:
        return None, ("model does not fit: needs %.0f bytes (weights + one sequence's KV cache), "
                      "max usable %.0f bytes at tp %d" % (W + K * ctx, Umem * max([t for t in TP_SIZES if t <= max_tp] or [1]),
                                                            max([t for t in TP_SIZES if t <= max_tp] or [1]))), warnings
    if not cands:
        return None, "no tensor-parallel size meets the latency target of %s ms per output token" % wl["tpot_ms"], warnings
    best = min(cands, key=lambda c: (c["S"], c["replicas"] * c["t"], c["t"]))
    t = best["t"]
    if best["Bmem"] < 8:
        warnings.append("tight memory: only %d concurrent sequences fit at tp %d" % (best["Bmem"], t))
    if t > n:
        warnings.append("replica spans servers: tp %d > %d accelerators per server" % (t, n))
    if acc.get("class") == "consumer_gpu" and t > 1:
        warnings.append("consumer cards in tensor parallel (tp %d) over PCIe" % t)
    best["eff"] = eff
    best["A_replicas"] = best["replicas"] * t
    return best, None, warnings


def round_tps(x):
    return float(Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN))


# ---------------------------------------------------------------- compute

def compute(bundle, scenario_id=None, explain=False):
    if bundle.get("format") != "infertco-bundle":
        raise InputError("bundle: field 'format' must be \"infertco-bundle\"")
    accs = by_id(bundle.get("accelerators"), "accelerators")
    plats = by_id(bundle.get("platforms"), "platforms")
    rents = by_id(bundle.get("rental_offers"), "rental_offers")
    colos = by_id(bundle.get("colo_offers"), "colo_offers")
    regions = by_id(bundle.get("regions"), "regions")
    scs = bundle.get("scenarios") or []
    if not scs:
        raise InputError("bundle: no scenarios")
    if scenario_id is None:
        sc = scs[0]
    else:
        m = [s for s in scs if s.get("id") == scenario_id]
        if not m:
            raise InputError("scenario '%s' not found" % scenario_id)
        sc = m[0]

    sw = "scenario %s" % sc["id"]
    rep = sc["currency"]
    fx = {}
    for k, v in (sc.get("fx") or {}).items():
        fx[k] = frac(dec(sc["fx"], k, sw + " fx"))
    fx[rep] = Fraction(1)

    def conv(amount, currency, what):
        if currency not in fx:
            raise InputError("%s: no fx rate for currency %s (needed by %s)" % (sw, currency, what))
        return amount * fx[currency]

    H = integer(sc, "horizon_months", sw, 36)
    r = dec(sc, "discount_rate_year", sw, Decimal(0))
    rate = frac(dec(sc, "engineer_day_rate", sw, Decimal(0)))
    eng_cur = sc.get("engineer_currency", rep)
    staff = sc.get("staff") or {}
    stw = sw + " staff"
    fte_owned = frac(dec(staff, "fte_per_server_owned", stw, Decimal(0)))
    fte_rented = frac(dec(staff, "fte_per_server_rented", stw, Decimal(0)))
    min_owned = frac(dec(staff, "min_fte_owned", stw, Decimal(0)))
    min_rented = frac(dec(staff, "min_fte_rented", stw, Decimal(0)))
    owned = sc.get("owned") or {}
    ow = sw + " owned"
    spare_f = frac(dec(owned, "spare_fraction", ow, Decimal(0)))
    overhead_f = frac(dec(owned, "purchase_overhead_fraction", ow, Decimal(0)))
    maint_f = frac(dec(owned, "maintenance_rate_year", ow, Decimal(0)))
    resid_f = frac(dec(owned, "residual_fraction", ow, Decimal(0)))
    wl = sc["workload"]
    ww = sw + " workload"
    U = frac(dec(wl, "utilization", ww))
    if not (0 < U <= 1):
        raise InputError("%s: utilization must be in (0, 1]" % ww)
    peak = frac(dec(wl, "peak_output_tokens_per_s", ww))
    updates = frac(dec(wl, "model_updates_per_year", ww, Decimal(0)))
    if updates < 0:
        raise InputError("%s: model_updates_per_year must be >= 0" % ww)

    # requantization event months: update k in month ceil(12k/u) while <= H
    requant_events = {}
    if updates > 0:
        k = 1
        while True:
            m = math.ceil(Fraction(12 * k) / updates)
            if m > H:
                break
            requant_events[m] = requant_events.get(m, 0) + 1
            k += 1

    results = []
    for idx, opt in enumerate(sc.get("options") or []):
        owhere = "%s option %d (%s)" % (sw, idx, opt.get("name"))
        mode = opt.get("mode")
        if mode not in ("rent", "colo"):
            raise InputError("%s: mode must be rent or colo" % owhere)
        if opt.get("accelerator") not in accs:
            raise InputError("%s: unknown accelerator '%s'" % (owhere, opt.get("accelerator")))
        acc = accs[opt["accelerator"]]
        aw = "accelerator %s" % acc["id"]
        base = {"name": opt["name"], "mode": mode, "accelerator": acc["id"]}
        warnings = []
        if mode == "rent":
            if opt.get("offer") not in rents:
                raise InputError("%s: unknown rental offer '%s'" % (owhere, opt.get("offer")))
            offer = rents[opt["offer"]]
            if offer.get("accelerator") != acc["id"]:
                raise InputError("%s: rental offer %s is for accelerator %s, not %s"
                                 % (owhere, offer["id"], offer.get("accelerator"), acc["id"]))
            plat = None
            n = integer(offer, "accelerators_per_server", "rental offer %s" % offer["id"])
        else:
            if opt.get("offer") not in colos:
                raise InputError("%s: unknown colo offer '%s'" % (owhere, opt.get("offer")))
            offer = colos[opt["offer"]]
            if opt.get("platform") not in plats:
                raise InputError("%s: unknown platform '%s'" % (owhere, opt.get("platform")))
            plat = plats[opt["platform"]]
            n = integer(plat, "slots", "platform %s" % plat["id"])
        if offer.get("region") not in regions:
            raise InputError("%s: unknown region '%s'" % (owhere, offer.get("region")))
        region = regions[offer["region"]]
        rw = "region %s" % region["id"]

        # advice independent of sizing
        if updates >= 6 and acc.get("class") in ("npu", "inference_asic"):
            warnings.append("frequent model updates (%s a year) on %s" % (updates, acc.get("class")))
        if wl.get("requires_isolation") and not acc.get("supports_partitioning"):
            warnings.append("isolation required but %s does not support partitioning" % acc["id"])
        if wl.get("dynamic_shapes") and acc.get("class") in ("npu", "inference_asic"):
            warnings.append("dynamic shapes on %s reduce throughput" % acc.get("class"))
        if mode == "rent" and "min_term_months" in offer and H < integer(offer, "min_term_months", "rental offer %s" % offer["id"]):
            warnings.append("horizon %d months is shorter than the rental's minimum term" % H)

        if mode == "colo" and acc.get("class") not in (plat.get("accepts") or []):
            results.append(dict(base, feasible=False,
                                reason="platform %s does not accept accelerator class %s"
                                       % (plat["id"], acc.get("class")),
                                warnings=warnings))
            continue

        if explain:
            print("%s:" % opt["name"], file=sys.stderr)
        sz, reason, w2 = size_option(sc, wl, acc, mode, n, owhere, explain)
        warnings.extend(w2)
        if sz is None:
            results.append(dict(base, feasible=False, reason=reason, warnings=warnings))
            continue
        t = sz["t"]
        replicas = sz["replicas"]
        S = sz["S"]
        if mode == "rent":
            A = S * n
            P = 0
            R = 0
        else:
            A = replicas * t
            P = math.ceil(A * spare_f)  # exact
            rack_units = num(plat, "rack_units", "platform %s" % plat["id"])
            usable_u = num(offer, "usable_u", "colo offer %s" % offer["id"])
            base_w_f = num(plat, "base_w", "platform %s" % plat["id"])
            tdp_f = num(acc, "tdp_w", aw)
            rpk = num(offer, "rack_power_kw", "colo offer %s" % offer["id"], 0)
            R = math.ceil(S * rack_units / usable_u)
            peak_kw = (S * base_w_f + A * tdp_f) / 1000
            if rpk > 0:
                R = max(R, math.ceil(peak_kw / rpk))
            if explain:
                print("  A=%d P=%d S*ru/usable_u=%r peak_kw=%r peak_kw/rack_kw=%r R=%d"
                      % (A, P, S * rack_units / usable_u, peak_kw,
                         peak_kw / rpk if rpk > 0 else None, R), file=sys.stderr)

        # ---- ledger: per month, per component, exact amount in reporting currency
        ledger = [{c: Fraction(0) for c in COMPONENTS} for _ in range(H + 1)]
        eng = lambda days: conv(days * rate, eng_cur, "engineer_day_rate")
        ledger[0]["migration"] = eng(frac(dec(acc, "migration_days", aw, Decimal(0))))
        requant_applies = sz["eff"] in QUANTIZED or bool(acc.get("requires_quantization"))
        requant_days = frac(dec(acc, "requant_days", aw, Decimal(0)))
        staff_cost = conv(frac(dec(region, "staff_cost_per_fte_year", rw)), region["currency"],
                          rw + " staff_cost_per_fte_year")
        network = conv(frac(dec(offer, "network_per_month", "offer %s" % offer["id"], Decimal(0))),
                       offer["currency"], "offer %s" % offer["id"])
        if mode == "rent":
            ow_ = "rental offer %s" % offer["id"]
            ledger[0]["setup"] = conv(S * frac(dec(offer, "setup_fee_per_server", ow_, Decimal(0))),
                                      offer["currency"], ow_)
            if offer.get("monthly_price") is not None:
                rental = S * frac(dec(offer, "monthly_price", ow_))
            else:
                rental = S * frac(dec(offer, "hourly_price", ow_)) * HOURS_PER_MONTH
            rental = conv(rental, offer["currency"], ow_)
            fte = max(min_rented, S * fte_rented)
            staff_m = fte * staff_cost / 12
            for m in range(1, H + 1):
                ledger[m]["rental"] = rental
                ledger[m]["network"] = network
                ledger[m]["staff"] = staff_m
        else:
            ow_ = "colo offer %s" % offer["id"]
            pw = "platform %s" % plat["id"]
            plat_price = conv(frac(dec(plat, "price", pw)), plat["currency"], pw)
            acc_price = conv(frac(dec(acc, "price", aw)), acc["currency"], aw)
            hw = S * plat_price + (A + P) * acc_price
            ledger[0]["purchase"] = hw * (1 + overhead_f)
            ledger[0]["setup"] = conv(R * frac(dec(offer, "setup_fee_per_rack", ow_, Decimal(0))),
                                      offer["currency"], ow_)
            base_w = frac(dec(plat, "base_w", pw))
            idle_w = frac(dec(acc, "idle_w", aw, Decimal(0)))
            tdp_w = frac(dec(acc, "tdp_w", aw))
            kwh = (S * base_w + A * (idle_w + (tdp_w - idle_w) * U)) * HOURS_PER_MONTH / 1000
            billing = offer.get("power_billing", "metered")
            power = Fraction(0)
            cooling = Fraction(0)
            if billing == "metered":
                price_kwh = frac(dec(region, "electricity_price_per_kwh", rw))
                pue = dec(offer, "pue", ow_, required=False)
                if pue is None:
                    pue = dec(region, "pue", rw)
                pue = frac(pue)
                power = conv(kwh * price_kwh, region["currency"], rw + " electricity")
                cooling = conv(kwh * (pue - 1) * price_kwh, region["currency"], rw + " electricity")
            elif billing == "per_kw":
                power = conv(R * frac(dec(offer, "rack_power_kw", ow_))
                             * frac(dec(offer, "power_price_per_kw_month", ow_)),
                             offer["currency"], ow_)
            elif billing == "included":
                pass
            else:
                raise InputError("%s: power_billing must be metered, included or per_kw" % ow_)
            rack_space = conv(R * frac(dec(offer, "rack_fee_per_month", ow_, Decimal(0)))
                              + S * frac(dec(plat, "rack_units", pw))
                              * frac(dec(offer, "u_fee_per_month", ow_, Decimal(0))),
                              offer["currency"], ow_)
            fte = max(min_owned, S * fte_owned)
            staff_m = fte * staff_cost / 12
            maint = hw * maint_f / 12
            for m in range(1, H + 1):
                ledger[m]["power"] = power
                ledger[m]["cooling"] = cooling
                ledger[m]["rack_space"] = rack_space
                ledger[m]["network"] = network
                ledger[m]["staff"] = staff_m
                ledger[m]["maintenance"] = maint
            ledger[H]["residual"] = -hw * resid_f
        if requant_applies:
            for m, count in requant_events.items():
                ledger[m]["requantization"] = count * eng(requant_days)

        # ---- round each line item, sum
        monthly = []
        totals = {c: 0 for c in COMPONENTS}
        month_totals = []
        for m in range(H + 1):
            row = {"month": m}
            mt = 0
            for c in COMPONENTS:
                v = cents(ledger[m][c])
                row[c] = v
                totals[c] += v
                mt += v
            row["total"] = mt
            month_totals.append(mt)
            monthly.append(row)
        total = sum(totals[c] for c in COMPONENTS)
        assert total == sum(month_totals)

        # ---- NPV: sum of round(total_m * (1+r)^(-m/12)), factor at 50 digits
        ln1r = (Decimal(1) + r).ln()
        npv = 0
        for m, mt in enumerate(month_totals):
            if m == 0:
                npv += mt
                continue
            factor = (ln1r * Decimal(-m) / Decimal(12)).exp()
            v = (Decimal(mt) / 100 * factor).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
            npv += int(v * 100)

        tokens = peak * U * 3600 * HOURS_PER_MONTH * H / 10 ** 6
        cpm = Fraction(total, 100) / tokens
        cpm_units = round(cpm * 10000)  # half to even
        cpm_str = ("-" if cpm_units < 0 else "") + "%d.%04d" % (abs(cpm_units) // 10000, abs(cpm_units) % 10000)

        res = dict(base)
        res["feasible"] = True
        res["warnings"] = warnings
        res["sizing"] = {
            "tp": t,
            "batch": sz["B"],
            "replica_tokens_per_s": round_tps(sz["rtps"]),
            "replicas": replicas,
            "accelerators": A,
            "effective_precision": sz["eff"],
            "servers": S,
            "spares": P,
            "racks": R,
        }
        tot = {c: money_str(totals[c]) for c in COMPONENTS}
        tot["total"] = money_str(total)
        tot["npv"] = money_str(npv)
        res["totals"] = tot
        res["cost_per_million_tokens"] = cpm_str
        res["monthly"] = [dict({"month": row["month"]},
                               **{c: money_str(row[c]) for c in COMPONENTS},
                               total=money_str(row["total"])) for row in monthly]
        res["_cum"] = list(_cumsum(month_totals))
        results.append(res)

    # ---- break-even: colo x rent, same accelerator, both feasible
    breakeven = []
    for co in results:
        if co["mode"] != "colo" or not co["feasible"]:
            continue
        for ro in results:
            if ro["mode"] != "rent" or not ro["feasible"] or ro["accelerator"] != co["accelerator"]:
                continue
            cc, rc = co["_cum"], ro["_cum"]
            month = None
            for m in range(H, -1, -1):
                if cc[m] <= rc[m]:
                    month = m
                else:
                    break
            breakeven.append({"colo": co["name"], "rent": ro["name"], "month": month})
    for res in results:
        res.pop("_cum", None)

    return {"scenario": sc["id"], "currency": rep, "horizon_months": H,
            "options": results, "breakeven": breakeven}


def _cumsum(xs):
    s = 0
    for x in xs:
        s += x
        yield s


def main(argv):
    args = argv[1:]
    scenario = None
    explain = False
    paths = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--scenario":
            if i + 1 >= len(args):
                print("usage: infertco_ref.py BUNDLE [--scenario ID] [--explain]", file=sys.stderr)
                return 2
            scenario = args[i + 1]
            i += 2
            continue
        if a == "--explain":
            explain = True
        elif a.startswith("-"):
            print("unknown option %s" % a, file=sys.stderr)
            return 2
        else:
            paths.append(a)
        i += 1
    if len(paths) != 1:
        print("usage: infertco_ref.py BUNDLE [--scenario ID] [--explain]", file=sys.stderr)
        return 2
    try:
        bundle = load_bundle(paths[0])
        out = compute(bundle, scenario, explain)
    except (InputError, KeyError, ValueError, OSError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    print(json.dumps(out, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
