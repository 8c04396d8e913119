#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the results dashboard and the PDF report's pages, for looking at.
#   tests/ui/results/results_screenshots.sh BUILD_DIR [OUT_DIR]
set -eu
build=${1:?usage: results_screenshots.sh BUILD_DIR [OUT_DIR]}
out=${2:-$build/results-screenshots}
mkdir -p "$out"
xvfb-run -a -s "-screen 0 1920x1080x24" "$build/tests/ui/results/results_screenshots" "$out"
for pdf in "$out"/*.pdf; do
    pdftoppm -png -r 60 "$pdf" "${pdf%.pdf}-page"
done
echo "written to $out"
