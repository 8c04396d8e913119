#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang (AddressSanitizer + UndefinedBehaviorSanitizer) and
# runs each for a bounded time on a seed corpus taken from tests/golden, data/ and
# tests/core/io/quotes, and (for the document reader) documents imported from those bundles. Exits non-zero if a target crashes, leaks or fails a property check; the
# input that did it is kept in the build directory's fuzz-artifacts/.
#
#   tests/fuzz/run-fuzzers.sh [SECONDS_PER_TARGET]      (default 60)
#   INFERTCO_FUZZ_BUILD_DIR=/tmp/fuzz tests/fuzz/run-fuzzers.sh 300
#
# Needs clang and libFuzzer (Debian: clang, libclang-rt-14-dev).
set -eu

seconds=${1:-60}
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${INFERTCO_FUZZ_BUILD_DIR:-$source_dir/build-fuzz}

cmake -S "$source_dir" -B "$build_dir" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++ \
    -DINFERTCO_FUZZ=ON -DBUILD_TESTING=ON \
    -DINFERTCO_BUILD_GUI=OFF -DINFERTCO_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build_dir" -j2 --target fuzz_bundlereader fuzz_quoteimport fuzz_document \
    infertco-cli

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
mkdir -p "$work/bundle" "$work/csv" "$work/document" "$build_dir/fuzz-artifacts"
cp "$source_dir"/tests/golden/*.json "$source_dir"/data/*.json "$work/bundle/"
cp "$source_dir"/tests/core/io/quotes/*.csv "$work/csv/"
# Real documents: the demo and the golden bundles, each imported by infertco-cli.
for bundle in "$source_dir"/data/demo.json "$source_dir"/tests/golden/*.json; do
    case $bundle in *.expected.json) continue ;; esac
    name=$(basename "$bundle" .json)
    "$build_dir/app/infertco-cli" import "$bundle" "$work/document/$name.infertco" >/dev/null
done

status=0
run() {
    target=$1
    corpus=$2
    max_len=${3:-65536}
    echo "== $target: $seconds s"
    if ! "$build_dir/tests/fuzz/$target" "$corpus" \
            -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
            -print_final_stats=1 \
            -artifact_prefix="$build_dir/fuzz-artifacts/$target-" 2>"$work/$target.log"; then
        tail -n 40 "$work/$target.log"
        echo "== $target FAILED; see $build_dir/fuzz-artifacts/"
        status=1
    else
        grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)' \
            "$work/$target.log" || tail -n 3 "$work/$target.log"
        echo "== $target: no crash"
    fi
}
run fuzz_bundlereader "$work/bundle"
run fuzz_quoteimport "$work/csv"
# A document is whole pages: the largest seed is the demo (45 pages of 4 KiB).
run fuzz_document "$work/document" 262144
exit $status
