#!/usr/bin/env python3
"""After tax, loans and leases: an independent reading of the finance layer.

Usage: python3 finance_reference.py BUNDLE [--scenario ID]

Computes the cash result with infertco_ref.py (which ignores the `tax` and `financing` keys),
then applies the finance layer (docs/method.md, "After tax, loans and leases") to every
feasible option's monthly ledger in exact fractions and prints the financed result JSON, to
be compared with `infertco-cli compute BUNDLE --format json` by compare.py.

Written from the specification text, not from the C++ code: the annuity is a Fraction with
(1 + i)^n taken exactly, every rounding is round() of a Fraction (half to even).
"""
import json
import sys
from decimal import Decimal, ROUND_HALF_EVEN
from fractions import Fraction

import infertco_ref as ref

COMPONENTS = ["purchase", "setup", "migration", "rental", "power", "cooling", "rack_space",
              "network", "staff", "maintenance", "requantization", "residual"]
DEDUCTED = ["setup", "migration", "rental", "power", "cooling", "rack_space", "network",
            "staff", "maintenance", "requantization"]
LINES = ["interest", "loan_repayment", "lease", "tax"]


def cents_of(text):
    return int(Decimal(text) * 100)


def money(c):
    sign = "-" if c < 0 else ""
    return "%s%d.%02d" % (sign, abs(c) // 100, abs(c) % 100)


def round2(x):
    """A Fraction of currency units rounded half to even, in cents."""
    return round(Fraction(x) * 100)


def annuity(x_cents, rate_year, n, advance):
    x = Fraction(x_cents, 100)
    if rate_year == 0:
        return round2(x / n)
    i = Fraction(rate_year) / 12
    v = (1 + i) ** (-n)
    if advance:
        return round2(x * i / ((1 + i) * (1 - v)))
    return round2(x * i / (1 - v))


def finance_option(opt, financing, tax, H):
    months = [{c: cents_of(row[c]) for c in COMPONENTS} for row in opt["monthly"]]
    lines = [{l: 0 for l in LINES} for _ in range(H + 1)]
    tranches = [(p, months[p]["purchase"]) for p in range(H + 1) if months[p]["purchase"] > 0]
    kind = financing.get("kind") if financing else None
    sale = -months[H]["residual"]
    if kind == "loan":
        rate = Fraction(Decimal(str(financing["rate_year"])))
        n = int(financing["term_months"])
        f = Fraction(Decimal(str(financing.get("down_payment_fraction", "0"))))
        for p, c in tranches:
            down = round2(Fraction(c, 100) * f)
            months[p]["purchase"] = down
            b = c - down
            a = annuity(b, rate, n, False)
            for k in range(1, n + 1):
                m = p + k
                if m > H:
                    break
                interest = round2(Fraction(b, 100) * rate / 12)
                principal = b if k == n else a - interest
                b -= principal
                lines[m]["interest"] += interest
                lines[m]["loan_repayment"] += principal
                if m == H:
                    lines[m]["loan_repayment"] += b
                    b = 0
    elif kind == "lease":
        rate = Fraction(Decimal(str(financing["rate_year"])))
        n = int(financing["term_months"])
        for p, c in tranches:
            months[p]["purchase"] = 0
            a = annuity(c, rate, n, True)
            for m in range(p, p + n):
                lines[min(m, H)]["lease"] += a
        months[H]["residual"] = 0
        sale = 0
        tranches = []
    if tax is not None:
        rate = Fraction(Decimal(str(tax["rate"])))
        ownership = tax.get("ownership", "immediate")
        lag = int(tax.get("lag_months", 0))
        deductible = [sum(months[m][c] for c in DEDUCTED) + lines[m]["interest"]
                      + lines[m]["lease"] for m in range(H + 1)]
        left = 0
        for p, c in tranches:
            if ownership == "immediate":
                deductible[p] += c
                continue
            count = 12 * int(tax["years"])
            a = round2(Fraction(c, 100) / count)
            for k in range(count):
                allowance = c - a * (count - 1) if k == count - 1 else a
                if p + k <= H:
                    deductible[p + k] += allowance
                else:
                    left += allowance
        receipts = [0] * (H + 1)
        receipts[H] = min(sale, sum(c for _, c in tranches)) - left
        for m in range(H + 1):
            lines[min(m + lag, H)]["tax"] += round2(rate * Fraction(receipts[m] - deductible[m], 100))
    return months, lines


def npv_of(totals, r):
    ln1r = (Decimal(1) + r).ln()
    npv = 0
    for m, mt in enumerate(totals):
        if m == 0:
            npv += mt
            continue
        factor = (ln1r * Decimal(-m) / Decimal(12)).exp()
        v = (Decimal(mt) / 100 * factor).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
        npv += int(v * 100)
    return npv


def first_from(cc, rc, H):
    month = None
    for m in range(H, -1, -1):
        if cc[m] <= rc[m]:
            month = m
        else:
            break
    return month


def main(argv):
    args = argv[1:]
    scenario_id = None
    if "--scenario" in args:
        i = args.index("--scenario")
        scenario_id = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    bundle = ref.load_bundle(args[0])
    # infertco_ref reads versions 1 to 3; a version-4 bundle without request logs is the
    # same bundle to it, the tax and financing keys aside, which it ignores.
    bundle["version"] = min(int(bundle["version"]), 3)
    out = ref.compute(bundle, scenario_id)
    scenarios = bundle["scenarios"]
    sc = next(s for s in scenarios if scenario_id is None or s["id"] == scenario_id)
    tax = sc.get("tax")
    financed = tax is not None or any("financing" in o for o in sc["options"])
    if not financed:
        print(json.dumps(out, indent=1, ensure_ascii=False))
        return 0
    H = out["horizon_months"]
    r = Decimal(str(sc.get("discount_rate_year", "0")))
    by_name = {o["name"]: o for o in sc["options"]}
    cums = {}
    for opt in out["options"]:
        if not opt["feasible"]:
            continue
        months, lines = finance_option(opt, by_name[opt["name"]].get("financing"), tax, H)
        month_totals = [sum(months[m].values()) + lines[m]["interest"]
                        + lines[m]["loan_repayment"] + lines[m]["lease"] for m in range(H + 1)]
        totals = {c: sum(months[m][c] for m in range(H + 1)) for c in COMPONENTS}
        line_totals = {l: sum(lines[m][l] for m in range(H + 1)) for l in LINES}
        total = sum(month_totals)
        tot = {c: money(totals[c]) for c in COMPONENTS}
        tot.update({l: money(line_totals[l]) for l in LINES})
        tot["total"] = money(total)
        tot["total_after_tax"] = money(total + line_totals["tax"])
        tot["npv"] = money(npv_of(month_totals, r))
        tot["npv_after_tax"] = money(npv_of([t + lines[m]["tax"]
                                             for m, t in enumerate(month_totals)], r))
        opt["totals"] = tot
        tokens = ref_tokens(bundle, sc, H)
        opt["cost_per_million_tokens"] = cpm(total, tokens)
        opt["cost_per_million_tokens_after_tax"] = cpm(total + line_totals["tax"], tokens)
        for m, row in enumerate(opt["monthly"]):
            for c in COMPONENTS:
                row[c] = money(months[m][c])
            for l in LINES:
                row[l] = money(lines[m][l])
            row["total"] = money(month_totals[m])
        cum, cash, s, s2 = [], [], 0, 0
        for m in range(H + 1):
            s += month_totals[m]
            s2 += month_totals[m] - months[m]["residual"]
            cum.append(s)
            cash.append(s2)
        cums[opt["name"]] = (cum, cash)
    for be in out["breakeven"]:
        c, rr = cums[be["colo"]], cums[be["rent"]]
        be["month"] = first_from(c[0], rr[0], H)
        be["cash_month"] = first_from(c[1], rr[1], H)
    print(json.dumps(out, indent=1, ensure_ascii=False))
    return 0


def ref_tokens(bundle, sc, H):
    """Σ peak(m) × U × 3600 × 730 / 10^6 over months 1..H, exactly (DESIGN 3.4)."""
    wl = sc["workload"]
    u = Fraction(Decimal(str(wl.get("utilization", 1))))
    peaks = []
    for m in range(1, H + 1):
        if "demand" in wl:
            step = [s for s in wl["demand"] if int(s["from_month"]) <= m][-1]
            peaks.append(Fraction(Decimal(str(step["peak_output_tokens_per_s"]))))
        else:
            base = Fraction(Decimal(str(wl["peak_output_tokens_per_s"])))
            g = Fraction(Decimal(str(wl.get("demand_growth_year", 0))))
            peaks.append(base * (1 + g) ** ((m - 1) // 12))
    return sum(peaks) * u * 3600 * 730 / 10 ** 6


def cpm(total_cents, tokens):
    units = round(Fraction(total_cents, 100) / tokens * 10000)
    sign = "-" if units < 0 else ""
    return "%s%d.%04d" % (sign, abs(units) // 10000, abs(units) % 10000)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
