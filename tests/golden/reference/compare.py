#!/usr/bin/env python3
"""Compare two InferTCO result JSONs value for value.

Usage: python3 compare.py [--v1] EXPECTED ACTUAL

Key order, every "warnings" array and "reason" texts are ignored; numbers inside a "latency"
object (simulated, DESIGN 10) must agree within 0.1 % relative; everything else (including
list order, types and the exact text of money strings) must match.  Prints one
line per difference; exit status 0 if equal, 1 if any difference, 2 on usage.

--v1: EXPECTED is a version-1 result.  The keys that version 2 added to the output
(sizing.owned_servers, sizing.rented_servers, monthly[].owned_servers,
monthly[].rented_servers, monthly[].racks, breakeven[].cash_month) may then appear in
ACTUAL only; every key EXPECTED has must still match exactly.
"""
import json
import sys

V2_ONLY = {"owned_servers", "rented_servers", "racks", "cash_month"}
V2_PARENTS = {"sizing", "monthly", "breakeven"}


def _v2_key(path, k):
    """True if path.k is one of the output keys version 2 added."""
    if k not in V2_ONLY:
        return False
    parent = path.split(".")[-1].split("[")[0]
    if k == "racks":
        return parent == "monthly"   # sizing.racks is version 1
    return parent in V2_PARENTS


def diff(a, b, path, out, v1=False, simulated=False):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k in ("warnings", "reason"):
                continue
            p = "%s.%s" % (path, k)
            if k not in a:
                if v1 and _v2_key(path, k):
                    continue
                out.append("%s: only in actual: %s" % (p, json.dumps(b[k])[:200]))
            elif k not in b:
                out.append("%s: missing in actual (expected %s)" % (p, json.dumps(a[k])[:200]))
            else:
                diff(a[k], b[k], p, out, v1, simulated or k == "latency")
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            out.append("%s: list length %d expected, %d actual" % (path, len(a), len(b)))
        for i, (x, y) in enumerate(zip(a, b)):
            diff(x, y, "%s[%d]" % (path, i), out, v1, simulated)
    elif (simulated and isinstance(a, (int, float)) and isinstance(b, (int, float))
          and not isinstance(a, bool) and not isinstance(b, bool)):
        # docs/serving.md, "The serving simulation": simulated times, rates and counts within 0.1 %
        # (relative)
        if not abs(b - a) <= 0.001 * abs(a):
            out.append("%s: expected %s, actual %s (more than 0.1 %% apart)" % (path, a, b))
    else:
        # bool is a subclass of int in Python: compare types strictly
        same = (type(a) is type(b) and a == b) or (
            isinstance(a, (int, float)) and isinstance(b, (int, float))
            and not isinstance(a, bool) and not isinstance(b, bool) and a == b)
        if not same:
            out.append("%s: expected %s, actual %s" % (path, json.dumps(a), json.dumps(b)))


def main(argv):
    v1 = len(argv) > 1 and argv[1] == "--v1"
    if v1:
        argv = argv[:1] + argv[2:]
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        a = json.load(f)
    with open(argv[2], encoding="utf-8") as f:
        b = json.load(f)
    out = []
    diff(a, b, "$", out, v1)
    for line in out:
        print(line)
    if out:
        print("%d difference(s)" % len(out))
        return 1
    print("equal")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
