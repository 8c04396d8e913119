#!/usr/bin/env python3
"""InferTCO independent reference implementation (DESIGN.md sections 3, 4 and 6,
version 2: demand paths, monthly fleet, colo tranches, hybrid options, yearly price
paths, fully_populated, team_region, ttft_ms, residual_by_year, cash_month).

Usage:  python3 infertco_ref.py BUNDLE [--scenario ID] [--explain]

Prints the `infertco-cli compute BUNDLE --format json` result for one scenario
(the first one in the bundle unless --scenario is given).  --explain writes the
sizing intermediates, the monthly fleet and the tranches of every option to stderr
(for hand-arithmetic notes).

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


def size_option(sc, wl, acc, mode, n, where, explain, peak, ttft_ms):
    """Section 4 at peak = Pmax (a double).  Returns (sizing dict or None,
    infeasibility reason or None, warnings)."""
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
    # v3 (docs/serving.md, "The serving simulation"): per tensor-parallel size, and per effective
    # precision (bf16 reads the "fp16" entry), replacing the card-wide factors where given.
    tp_by_size = {}
    for key, value in (acc.get("tp_efficiency_by_size") or {}).items():
        if key not in ("2", "4", "8"):
            raise InputError("%s: tp_efficiency_by_size has no size '%s'" % (aw, key))
        tp_by_size[int(key)] = num({"v": value}, "v", aw + " tp_efficiency_by_size")
    by_precision = (acc.get("efficiency_by_precision") or {})
    for key in by_precision:
        if key not in ("fp16", "fp8", "int8", "int4"):
            raise InputError("%s: efficiency_by_precision has no precision '%s'" % (aw, key))
    at_precision = by_precision.get(TFLOPS_KEY[eff]) or {}
    if at_precision.get("bw") is not None:
        bw_eff = num(at_precision, "bw", aw + " efficiency_by_precision")
    if at_precision.get("compute") is not None:
        comp_eff = num(at_precision, "compute", aw + " efficiency_by_precision")
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
    ttft_ok_any = False
    for t in TP_SIZES:
        if t > max_tp:
            continue
        if not (t * Umem >= W + K * ctx):
            continue
        fits_any = True
        e = 1.0 if t == 1 else tp_by_size.get(t, tp_eff)
        BW = t * bandwidth * 1e9 * bw_eff * e * d
        F = t * tflops * 1e12 * comp_eff * e * d

        def step(B):
            return max((W + B * K * c_avg) / BW, 2 * params_b * 1e9 * B / F)
        pf = 2 * params_b * 1e9 * prompt / F
        if ttft_ms is not None and not (pf <= ttft_ms / 1000):
            if explain:
                print("  t=%d pf=%r > ttft %r s: excluded" % (t, pf, ttft_ms / 1000), file=sys.stderr)
            continue
        ttft_ok_any = True

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
        # docs/serving.md, "Roofline", at this t and its B.
        ridge = F / BW
        decode_intensity = 2 * params_b * 1e9 * B / (W + B * K * c_avg)
        prefill_intensity = 2 * params_b * 1e9 * prompt / (W + K * prompt)
        roofline = {
            "ridge_flops_per_byte": round_at(ridge, 2),
            "decode_intensity": round_at(decode_intensity, 2),
            "prefill_intensity": round_at(prefill_intensity, 2),
            "decode_bound": "compute" if decode_intensity >= ridge else "memory",
            "prefill_bound": "compute" if prefill_intensity >= ridge else "memory",
        }
        cands.append(dict(t=t, B=B, Bmem=Bmem, rtps=rtps, replicas=replicas, S=S,
                          W=W, K=K, ctx=ctx, c_avg=c_avg, Umem=Umem, TB=TB,
                          roofline=roofline))
    if not fits_any:
        return None, ("model does not fit: needs %.0f bytes (weights + one sequence's KV cache), "
                      "max usable %.0f bytes at tp %d" % (W + K * ctx, Umem * max([t for t in TP_SIZES if t <= max_tp] or [1]),
                                                            max([t for t in TP_SIZES if t <= max_tp] or [1]))), warnings
    if not ttft_ok_any:
        return None, ("no tensor-parallel size meets the time to first token of %s ms"
                      % wl["ttft_ms"]), warnings
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


def round_at(x, places):
    """DESIGN 10: the decimal at 10^-places nearest the double's exact binary value, ties
    to even (Decimal(float) is that exact value)."""
    return float(Decimal(x).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN))


# ---------------------------------------------------------------- compute

def change_year(obj, key, where):
    """A `*_change_year` c (v2): exact decimal, > -1, at most 6 decimal places;
    absent = 0."""
    c = dec(obj, key, where, Decimal(0))
    if c <= -1:
        raise InputError("%s: field '%s' must be greater than -1 (got %s)" % (where, key, c))
    if c != 0 and c.normalize().as_tuple().exponent < -6:
        raise InputError("%s: field '%s' has more than 6 decimal places" % (where, key))
    return frac(c)


class Path:
    """A price that moves by the factor (1 + c) once a year: the exact factor
    (1 + c)^k for year index k, cached (Fractions, so exact at any k)."""

    def __init__(self, c):
        self.c = c
        self.cache = [Fraction(1)]

    def factor(self, k):
        while len(self.cache) <= k:
            self.cache.append(self.cache[-1] * (1 + self.c))
        return self.cache[k]

    def running(self, m):
        """Running price factor in month m >= 1 (section 3.2)."""
        return self.factor((m - 1) // 12)

    def bought(self, j):
        """Purchase price factor of a tranche bought in month j >= 0."""
        return self.factor(j // 12)


def whole(obj, key, where, minimum=None, default=None):
    """A whole-number field (from_month, owned_servers, min_term_months, ...)."""
    v = integer(obj, key, where, default)
    if minimum is not None and v < minimum:
        raise InputError("%s: field '%s' must be a whole number >= %d (got %d)"
                         % (where, key, minimum, v))
    return v


def demand_path(wl, ww, H):
    """peak(m) for m = 1..H, exact (index 0 unused).  Section 3.2."""
    has_growth = wl.get("demand_growth_year") is not None
    has_steps = wl.get("demand") is not None
    if has_growth and has_steps:
        raise InputError("%s: fields 'demand' and 'demand_growth_year' are both given "
                         "(give one)" % ww)
    peaks = [None] * (H + 1)
    if has_steps:
        steps = wl["demand"]
        if not isinstance(steps, list) or not steps:
            raise InputError("%s: field 'demand' is empty (it needs at least the entry "
                             "from_month 1)" % ww)
        prev = None
        parsed = []
        for i, st in enumerate(steps):
            sw = "%s demand[%d]" % (ww, i)
            if not isinstance(st, dict):
                raise InputError("%s: not an object" % sw)
            fm = whole(st, "from_month", sw)
            if i == 0 and fm != 1:
                raise InputError("%s: field 'from_month' of the first entry must be 1 (got %d)"
                                 % (sw, fm))
            if prev is not None and fm <= prev:
                raise InputError("%s: field 'from_month' must be strictly increasing (%d after %d)"
                                 % (sw, fm, prev))
            if fm > H:
                raise InputError("%s: field 'from_month' %d is beyond the horizon of %d months"
                                 % (sw, fm, H))
            pk = frac(dec(st, "peak_output_tokens_per_s", sw))
            if pk <= 0:
                raise InputError("%s: field 'peak_output_tokens_per_s' must be > 0" % sw)
            parsed.append((fm, pk))
            prev = fm
        cur = None
        it = 0
        for m in range(1, H + 1):
            while it < len(parsed) and parsed[it][0] <= m:
                cur = parsed[it][1]
                it += 1
            peaks[m] = cur
        return peaks
    base = frac(dec(wl, "peak_output_tokens_per_s", ww))
    if base <= 0:
        raise InputError("%s: field 'peak_output_tokens_per_s' must be > 0" % ww)
    if has_growth:
        g = frac(dec(wl, "demand_growth_year", ww))
        if g <= -1:
            raise InputError("%s: field 'demand_growth_year' must be greater than -1" % ww)
        path = Path(g)
        for m in range(1, H + 1):
            peaks[m] = base * path.running(m)
    else:
        for m in range(1, H + 1):
            peaks[m] = base
    return peaks


def servers_for(replicas, n, t):
    """Section 4 server formula."""
    if replicas <= 0:
        return 0
    if t <= n:
        return -(-replicas // (n // t))
    return replicas * -(-t // n)


def ceil_frac(x):
    return -((-x.numerator) // x.denominator)


def rent_hold(need, T, H):
    """Srent(m) = max{need(j) : max(1, m - T + 1) <= j <= m}; index 0 = 0."""
    out = [0] * (H + 1)
    for m in range(1, H + 1):
        out[m] = max(need[max(1, m - T + 1):m + 1])
    return out


LIMIT = 10 ** 9


def compute(bundle, scenario_id=None, explain=False):
    if bundle.get("format") != "infertco-bundle":
        raise InputError("bundle: field 'format' must be \"infertco-bundle\"")
    if "version" in bundle and bundle["version"] not in (1, 2, 3):
        raise InputError("bundle: field 'version' must be 1, 2 or 3 (got %r)" % bundle["version"])
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

    H = whole(sc, "horizon_months", sw, 1, 36)
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
    resid_curve = None
    if owned.get("residual_by_year") is not None:
        if resid_f != 0:
            raise InputError("%s: fields 'residual_fraction' and 'residual_by_year' are both "
                             "given (give one)" % ow)
        rb = owned["residual_by_year"]
        if not isinstance(rb, list) or not rb:
            raise InputError("%s: field 'residual_by_year' must be a non-empty list" % ow)
        resid_curve = [Fraction(1)]
        for i, v in enumerate(rb):
            x = frac(dec({"v": v}, "v", ow))
            if not (0 <= x <= 1):
                raise InputError("%s: field 'residual_by_year[%d]' must be in [0, 1]" % (ow, i))
            resid_curve.append(x)

    def residual_share(a):
        """f(a), the value left of a tranche of age a months (section 3.3)."""
        if resid_curve is None:
            return 1 - (1 - resid_f) * Fraction(a, H)
        n_years = len(resid_curve) - 1
        if a >= 12 * n_years:
            return resid_curve[-1]
        k = a // 12
        return resid_curve[k] + (resid_curve[k + 1] - resid_curve[k]) * Fraction(a - 12 * k, 12)

    team_region = None
    if sc.get("team_region") is not None:
        if sc["team_region"] not in regions:
            raise InputError("%s: field 'team_region': unknown region '%s'" % (sw, sc["team_region"]))
        team_region = regions[sc["team_region"]]

    wl = sc["workload"]
    ww = sw + " workload"
    U = frac(dec(wl, "utilization", ww))
    if not (0 < U <= 1):
        raise InputError("%s: utilization must be in (0, 1]" % ww)
    peaks = demand_path(wl, ww, H)
    peaks_d = [None] + [float(peaks[m]) for m in range(1, H + 1)]   # peak(m) as a double
    pmax_d = max(peaks_d[1:])
    ttft_ms = None
    if wl.get("ttft_ms") is not None:
        ttft_ms = num(wl, "ttft_ms", ww)
        if not ttft_ms > 0:
            raise InputError("%s: field 'ttft_ms' must be > 0" % ww)
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

    def rental_offer(oid, owhere, acc, field):
        if oid not in rents:
            raise InputError("%s: field '%s': unknown rental offer '%s'" % (owhere, field, oid))
        ro = rents[oid]
        if ro.get("accelerator") != acc["id"]:
            raise InputError("%s: field '%s': rental offer %s is for accelerator %s, not %s"
                             % (owhere, field, ro["id"], ro.get("accelerator"), acc["id"]))
        return ro

    results = []
    for idx, opt in enumerate(sc.get("options") or []):
        owhere = "%s option %d (%s)" % (sw, idx, opt.get("name"))
        mode = opt.get("mode")
        if mode not in ("rent", "colo", "hybrid"):
            raise InputError("%s: field 'mode' must be rent, colo or hybrid" % owhere)
        if opt.get("accelerator") not in accs:
            raise InputError("%s: unknown accelerator '%s'" % (owhere, opt.get("accelerator")))
        acc = accs[opt["accelerator"]]
        aw = "accelerator %s" % acc["id"]
        base = {"name": opt["name"], "mode": mode, "accelerator": acc["id"]}
        warnings = []
        rent_o = colo_o = plat = None
        owned_servers = None
        if mode == "rent":
            rent_o = rental_offer(opt.get("offer"), owhere, acc, "offer")
        else:
            if opt.get("offer") not in colos:
                raise InputError("%s: field 'offer': unknown colo offer '%s'" % (owhere, opt.get("offer")))
            colo_o = colos[opt["offer"]]
            if opt.get("platform") not in plats:
                raise InputError("%s: field 'platform': unknown platform '%s'" % (owhere, opt.get("platform")))
            plat = plats[opt["platform"]]
            if mode == "hybrid":
                if opt.get("rental_offer") is None:
                    raise InputError("%s: field 'rental_offer' is missing (a hybrid option "
                                     "rents its overflow)" % owhere)
                rent_o = rental_offer(opt["rental_offer"], owhere, acc, "rental_offer")
                if opt.get("owned_servers") is None:
                    raise InputError("%s: field 'owned_servers' is missing" % owhere)
                owned_servers = whole(opt, "owned_servers", owhere, 1)
        offer = colo_o if colo_o is not None else rent_o
        if offer.get("region") not in regions:
            raise InputError("%s: unknown region '%s'" % (owhere, offer.get("region")))
        region = regions[offer["region"]]
        rw = "region %s" % region["id"]
        staff_region = team_region if team_region is not None else region
        srw = "region %s" % staff_region["id"]

        if rent_o is not None:
            rw_ = "rental offer %s" % rent_o["id"]
            n_rent = whole(rent_o, "accelerators_per_server", rw_, 1)
            T_term = max(1, whole(rent_o, "min_term_months", rw_, 0, 0))
            rent_path = Path(change_year(rent_o, "price_change_year", rw_))
        if plat is not None:
            pw = "platform %s" % plat["id"]
            slots = whole(plat, "slots", pw, 1)
            fully = bool(plat.get("fully_populated", False))
            plat_path = Path(change_year(plat, "price_change_year", pw))
            acc_path = Path(change_year(acc, "price_change_year", aw))
            colo_path = Path(change_year(colo_o, "price_change_year", "colo offer %s" % colo_o["id"]))
            elec_path = Path(change_year(region, "electricity_price_change_year", rw))
        staff_path = Path(change_year(staff_region, "staff_cost_change_year", srw))
        n = n_rent if mode == "rent" else slots

        # advice independent of sizing (free text; not part of the contract's comparison)
        if updates >= 6 and acc.get("class") in ("npu", "inference_asic"):
            warnings.append("frequent model updates (%s a year) on %s" % (updates, acc.get("class")))
        if wl.get("requires_isolation") and not acc.get("supports_partitioning"):
            warnings.append("isolation required but %s does not support partitioning" % acc["id"])
        if wl.get("dynamic_shapes") and acc.get("class") in ("npu", "inference_asic"):
            warnings.append("dynamic shapes on %s reduce throughput" % acc.get("class"))
        if rent_o is not None and H < whole(rent_o, "min_term_months", rw_, 0, 0):
            warnings.append("horizon %d months is shorter than the rental's minimum term" % H)
        if team_region is not None:
            for o in (colo_o, rent_o):
                if o is not None and o.get("region") != team_region["id"]:
                    warnings.append("offer %s is in region %s, not the team's region %s"
                                    % (o["id"], o.get("region"), team_region["id"]))

        if plat is not None and acc.get("class") not in (plat.get("accepts") or []):
            results.append(dict(base, feasible=False,
                                reason="platform %s does not accept accelerator class %s"
                                       % (plat["id"], acc.get("class")),
                                warnings=warnings))
            continue

        if explain:
            print("%s:" % opt["name"], file=sys.stderr)
        sz, reason, w2 = size_option(sc, wl, acc, mode, n, owhere, explain, pmax_d, ttft_ms)
        warnings.extend(w2)
        if sz is None:
            results.append(dict(base, feasible=False, reason=reason, warnings=warnings))
            continue
        t = sz["t"]
        rtps = sz["rtps"]

        # ---- monthly fleet (section 3.2); index 0 = month 0 = 0
        replicas = [0] + [math.ceil(peaks_d[m] / rtps) for m in range(1, H + 1)]
        Sown = [0] * (H + 1)
        Aown = [0] * (H + 1)
        Pown = [0] * (H + 1)
        Racks = [0] * (H + 1)
        Srent = [0] * (H + 1)
        L = [0] * (H + 1)
        infeasible = None
        if mode == "rent":
            need = [0] + [servers_for(replicas[m], n_rent, t) for m in range(1, H + 1)]
            Srent = rent_hold(need, T_term, H)
        else:
            if mode == "colo":
                Rown = [0] * (H + 1)
                for m in range(1, H + 1):
                    Rown[m] = max(Rown[m - 1], replicas[m])
                    Sown[m] = servers_for(Rown[m], slots, t)
                    Aown[m] = Sown[m] * slots if fully else Rown[m] * t
                    L[m] = replicas[m] * t
            else:
                if t <= slots:
                    C = owned_servers * (slots // t)
                else:
                    C = owned_servers // -(-t // slots)
                if C == 0:
                    infeasible = ("%d owned server(s) of %d slots cannot hold one replica of tp %d"
                                  % (owned_servers, slots, t))
                need = [0] * (H + 1)
                for m in range(1, H + 1):
                    Sown[m] = owned_servers
                    Aown[m] = owned_servers * slots if fully else C * t
                    L[m] = min(replicas[m], C) * t
                    need[m] = servers_for(max(0, replicas[m] - C), n_rent, t)
                Srent = rent_hold(need, T_term, H)
                if explain:
                    print("  hybrid: C=%d replicas, need(m)=%s" % (C, need[1:]), file=sys.stderr)
            ru = frac(dec(plat, "rack_units", pw))
            usable_u = frac(dec(colo_o, "usable_u", "colo offer %s" % colo_o["id"]))
            rpk = frac(dec(colo_o, "rack_power_kw", "colo offer %s" % colo_o["id"], Decimal(0)))
            base_w = frac(dec(plat, "base_w", pw, Decimal(0)))
            tdp_w = frac(dec(acc, "tdp_w", aw))
            for m in range(1, H + 1):
                Pown[m] = ceil_frac(Aown[m] * spare_f)  # exact
                R = ceil_frac(Sown[m] * ru / usable_u)
                if rpk > 0:
                    peak_kw = (Sown[m] * base_w + Aown[m] * tdp_w) / 1000
                    R = max(R, ceil_frac(peak_kw / rpk))
                Racks[m] = R
        if infeasible is None:
            for m in range(1, H + 1):
                for what, v in (("servers", Sown[m] + Srent[m]),
                                ("accelerators", Aown[m] + Pown[m] + Srent[m] * (n_rent if rent_o else 0)),
                                ("racks", Racks[m])):
                    if v > LIMIT:
                        infeasible = ("month %d needs %d %s, more than 10^9" % (m, v, what))
                        break
                if infeasible:
                    break
        if infeasible is not None:
            results.append(dict(base, feasible=False, reason=infeasible, warnings=warnings))
            continue
        if explain:
            print("  replicas(m)=%s" % replicas[1:], file=sys.stderr)
            print("  Sown=%s Aown=%s Pown=%s Racks=%s Srent=%s"
                  % (Sown[1:], Aown[1:], Pown[1:], Racks[1:], Srent[1:]), file=sys.stderr)

        # ---- ledger: per month, per component, exact amount in reporting currency
        ledger = [{c: Fraction(0) for c in COMPONENTS} for _ in range(H + 1)]
        eng = lambda days: conv(days * rate, eng_cur, "engineer_day_rate")
        ledger[0]["migration"] = eng(frac(dec(acc, "migration_days", aw, Decimal(0))))
        requant_applies = sz["eff"] in QUANTIZED or bool(acc.get("requires_quantization"))
        requant_days = frac(dec(acc, "requant_days", aw, Decimal(0)))
        staff_cost = conv(frac(dec(staff_region, "staff_cost_per_fte_year", srw)),
                          staff_region["currency"], srw + " staff_cost_per_fte_year")

        if rent_o is not None:
            setup_fee = conv(frac(dec(rent_o, "setup_fee_per_server", rw_, Decimal(0))),
                             rent_o["currency"], rw_)
            if rent_o.get("monthly_price") is not None:
                price = frac(dec(rent_o, "monthly_price", rw_))
            else:
                price = frac(dec(rent_o, "hourly_price", rw_)) * HOURS_PER_MONTH
            price = conv(price, rent_o["currency"], rw_)
            rnet = conv(frac(dec(rent_o, "network_per_month", rw_, Decimal(0))),
                        rent_o["currency"], rw_)
            for m in range(1, H + 1):
                added = max(0, Srent[m] - Srent[m - 1])
                ledger[m - 1]["setup"] += added * setup_fee
                f = rent_path.running(m)
                ledger[m]["rental"] += Srent[m] * price * f
                if Srent[m] > 0:
                    ledger[m]["network"] += rnet * f
            # rental commitments past the horizon (advice)
            for m in range(1, H + 1):
                if Srent[m] > Srent[m - 1] and m + T_term - 1 > H:
                    warnings.append("rental commitment of servers added in month %d runs %d "
                                    "months past the horizon (not counted)" % (m, m + T_term - 1 - H))
                    break

        tranches = []   # (month bought j, value in reporting currency)
        if plat is not None:
            cw = "colo offer %s" % colo_o["id"]
            plat_price = conv(frac(dec(plat, "price", pw)), plat["currency"], pw)
            acc_price = conv(frac(dec(acc, "price", aw)), acc["currency"], aw)
            for m in range(1, H + 1):
                dS = Sown[m] - Sown[m - 1]
                dA = Aown[m] - Aown[m - 1]
                dP = Pown[m] - Pown[m - 1]
                if dS == 0 and dA == 0 and dP == 0:
                    continue
                j = m - 1
                value = (dS * plat_price * plat_path.bought(j)
                         + (dA + dP) * acc_price * acc_path.bought(j))
                tranches.append((j, value))
                ledger[j]["purchase"] += value * (1 + overhead_f)
            rack_setup = conv(frac(dec(colo_o, "setup_fee_per_rack", cw, Decimal(0))),
                              colo_o["currency"], cw)
            idle_w = frac(dec(acc, "idle_w", aw, Decimal(0)))
            billing = colo_o.get("power_billing", "metered")
            if billing not in ("metered", "per_kw", "included"):
                raise InputError("%s: power_billing must be metered, included or per_kw" % cw)
            if billing == "metered":
                price_kwh = conv(frac(dec(region, "electricity_price_per_kwh", rw)),
                                 region["currency"], rw + " electricity")
                pue = dec(colo_o, "pue", cw, required=False)
                if pue is None:
                    pue = dec(region, "pue", rw)
                pue = frac(pue)
            elif billing == "per_kw":
                kw_price = conv(frac(dec(colo_o, "rack_power_kw", cw))
                                * frac(dec(colo_o, "power_price_per_kw_month", cw)),
                                colo_o["currency"], cw)
            rack_fee = conv(frac(dec(colo_o, "rack_fee_per_month", cw, Decimal(0))),
                            colo_o["currency"], cw)
            u_fee = conv(frac(dec(plat, "rack_units", pw))
                         * frac(dec(colo_o, "u_fee_per_month", cw, Decimal(0))),
                         colo_o["currency"], cw)
            cnet = conv(frac(dec(colo_o, "network_per_month", cw, Decimal(0))),
                        colo_o["currency"], cw)
            for m in range(1, H + 1):
                ledger[m - 1]["setup"] += max(0, Racks[m] - Racks[m - 1]) * rack_setup
                fo = colo_path.running(m)
                if billing == "metered":
                    kwh = (Sown[m] * base_w + Aown[m] * idle_w
                           + L[m] * (tdp_w - idle_w) * U) * HOURS_PER_MONTH / 1000
                    fe = elec_path.running(m)
                    ledger[m]["power"] += kwh * price_kwh * fe
                    ledger[m]["cooling"] += kwh * (pue - 1) * price_kwh * fe
                elif billing == "per_kw":
                    ledger[m]["power"] += Racks[m] * kw_price * fo
                ledger[m]["rack_space"] += (Racks[m] * rack_fee + Sown[m] * u_fee) * fo
                ledger[m]["network"] += cnet * fo
                ledger[m]["maintenance"] += maint_f / 12 * sum(v for j, v in tranches if j < m)
            ledger[H]["residual"] = -sum(v * residual_share(H - j) for j, v in tranches)
            if explain:
                for j, v in tranches:
                    print("  tranche bought in month %d: value %s (%.2f), residual share %s"
                          % (j, v, float(v), residual_share(H - j)), file=sys.stderr)
            if fully:
                for m in range(1, H + 1):
                    if (Aown[m] - L[m]) * 4 > Aown[m]:
                        warnings.append("fully populated servers: more than a quarter of the "
                                        "accelerators idle (month %d: %d of %d carry load)"
                                        % (m, L[m], Aown[m]))
                        break

        for m in range(1, H + 1):
            if mode == "rent":
                fte = max(min_rented, Srent[m] * fte_rented)
            elif mode == "colo":
                fte = max(min_owned, Sown[m] * fte_owned)
            else:
                fte = max(min_owned, Sown[m] * fte_owned + Srent[m] * fte_rented)
            ledger[m]["staff"] += fte * staff_cost * staff_path.running(m) / 12
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

        tokens = sum(peaks[1:]) * U * 3600 * HOURS_PER_MONTH / 10 ** 6
        cpm = Fraction(total, 100) / tokens
        cpm_units = round(cpm * 10000)  # half to even
        cpm_str = ("-" if cpm_units < 0 else "") + "%d.%04d" % (abs(cpm_units) // 10000, abs(cpm_units) % 10000)

        n_r = n_rent if rent_o is not None else 0
        res = dict(base)
        res["feasible"] = True
        res["warnings"] = warnings
        # docs/method.md, "Incomplete options" (v4): the empty figures section 3.3 reads make the
        # option incomplete.
        if mode in ("colo", "hybrid"):
            incomplete = []
            billing = colo_o.get("power_billing", "metered")
            if "rack_fee_per_month" not in colo_o and "u_fee_per_month" not in colo_o:
                incomplete += ["colo_offer %s.rack_fee_per_month" % colo_o["id"],
                               "colo_offer %s.u_fee_per_month" % colo_o["id"]]
            if billing == "per_kw" and "power_price_per_kw_month" not in colo_o:
                incomplete.append("colo_offer %s.power_price_per_kw_month" % colo_o["id"])
            if "base_w" not in plat and (
                    billing == "metered"
                    or frac(dec(colo_o, "rack_power_kw", "colo offer", Decimal(0))) > 0):
                incomplete.append("platform %s.base_w" % plat["id"])
            if "idle_w" not in acc and billing == "metered":
                incomplete.append("accelerator %s.idle_w" % acc["id"])
            if incomplete:
                res["incomplete"] = sorted(incomplete)
        res["sizing"] = {
            "tp": t,
            "batch": sz["B"],
            "replica_tokens_per_s": round_tps(rtps),
            "replicas": max(replicas[1:]),
            "accelerators": max(Aown[m] + Srent[m] * n_r for m in range(1, H + 1)),
            "spares": max(Pown[1:]),
            "servers": max(Sown[m] + Srent[m] for m in range(1, H + 1)),
            "racks": max(Racks[1:]),
            "owned_servers": max(Sown[1:]),
            "rented_servers": max(Srent[1:]),
            "effective_precision": sz["eff"],
        }
        tot = {c: money_str(totals[c]) for c in COMPONENTS}
        tot["total"] = money_str(total)
        tot["npv"] = money_str(npv)
        res["totals"] = tot
        res["cost_per_million_tokens"] = cpm_str
        res["monthly"] = [dict({"month": row["month"]},
                               **{c: money_str(row[c]) for c in COMPONENTS},
                               total=money_str(row["total"]),
                               owned_servers=Sown[row["month"]],
                               rented_servers=Srent[row["month"]],
                               racks=Racks[row["month"]]) for row in monthly]
        res["roofline"] = sz["roofline"]  # docs/serving.md, "Roofline": after monthly, every input's version
        res["_cum"] = list(_cumsum(month_totals))
        res["_cash"] = list(_cumsum(mt - row["residual"] for mt, row in zip(month_totals, monthly)))
        results.append(res)

    # ---- break-even: colo/hybrid x rent, same accelerator, both feasible
    def first_from(cc, rc):
        month = None
        for m in range(H, -1, -1):
            if cc[m] <= rc[m]:
                month = m
            else:
                break
        return month

    breakeven = []
    for co in results:
        if co["mode"] not in ("colo", "hybrid") or not co["feasible"]:
            continue
        for ro in results:
            if ro["mode"] != "rent" or not ro["feasible"] or ro["accelerator"] != co["accelerator"]:
                continue
            month = first_from(co["_cum"], ro["_cum"])
            cash = first_from(co["_cash"], ro["_cash"])
            breakeven.append({"colo": co["name"], "rent": ro["name"], "month": month,
                              "cash_month": cash})
            if month is not None and cash is None:
                co["warnings"].append("break-even with %s only through the residual credit "
                                      "(no cash break-even)" % ro["name"])
    for res in results:
        res.pop("_cum", None)
        res.pop("_cash", None)

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
