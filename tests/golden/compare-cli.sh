#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Byte-for-byte comparison of two builds of infertco-cli: compute (also --latency), simulate,
# plan, montecarlo and sensitivity, as json and as table, on every bundle of tests/golden/ and on
# every scenario of data/demo.json. Standard output, standard error and the exit code must all be
# the same. A refactoring that changes no behaviour passes it against the build before it.
#
#   tests/golden/compare-cli.sh OLD_CLI NEW_CLI [DRAWS]
#
# DRAWS (default 200) is montecarlo's --draws, so that a run takes seconds, not minutes.
set -u
old=${1:?usage: compare-cli.sh OLD_CLI NEW_CLI [DRAWS]}
new=${2:?usage: compare-cli.sh OLD_CLI NEW_CLI [DRAWS]}
draws=${3:-200}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0
differ=0

scenarios() {
    python3 -c 'import json,sys
for s in json.load(open(sys.argv[1])).get("scenarios", []): print(s["id"])' "$1"
}

one() {
    runs=$((runs + 1))
    "$old" "$@" >"$work/old.out" 2>"$work/old.err"
    echo "exit $?" >>"$work/old.err"
    "$new" "$@" >"$work/new.out" 2>"$work/new.err"
    echo "exit $?" >>"$work/new.err"
    if ! cmp -s "$work/old.out" "$work/new.out" || ! cmp -s "$work/old.err" "$work/new.err"; then
        differ=$((differ + 1))
        echo "DIFFERS: $*"
    fi
}

for input in "$root"/tests/golden/*.json "$root"/data/demo.json; do
    case $input in *.expected.json) continue ;; esac
    for id in $(scenarios "$input"); do
        for format in json table; do
            one compute "$input" --scenario "$id" --format "$format"
            one compute "$input" --scenario "$id" --latency --format "$format"
            one simulate "$input" --scenario "$id" --format "$format"
            one plan "$input" --scenario "$id" --format "$format"
            one montecarlo "$input" --scenario "$id" --draws "$draws" --format "$format"
            one sensitivity "$input" --scenario "$id" --format "$format"
        done
    done
done
echo "$runs runs, $differ differ"
[ "$differ" -eq 0 ]
