#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the application on the demo document: the main window with each editor,
# an entry refused in place, every demo scenario with its risk view (tornado, Monte Carlo,
# decision), the dashboard, "results only", presentation mode on every scenario and a first
# launch on a 1920 x 1080 screen, as PNGs in OUTDIR (default build/screenshots), and each
# scenario's PDF report with its pages as PNGs (report-N.png, report-ID-N.png, 60 dpi).
#
#   tests/ui/screenshots/make-screenshots.sh [OUTDIR]
#
# INFERTCO_LANGUAGE=zh_CN or zh_HK switches the window to that language once it shows (as
# View > Language does) before the screenshots are taken; the default is English.
#
# INFERTCO_PLANS_ONLY=1 takes only the main window and the plan search ("Find the cheapest
# plans…", its filters and the advice it adds).
#
# INFERTCO_RESULTS_ONLY=1 takes only the results: every scenario, each results tab, the tornado,
# presentation mode on every scenario and the PDF of each scenario sized by averages with a P99
# target. INFERTCO_SCREEN=1366x768 (with INFERTCO_WINDOW_SIZE=1366x768) shoots on a smaller screen.
#
# INFERTCO_BUILD_DIR names the build tree (default: build); it needs the
# infertco-screenshots target (cmake --build BUILD --target infertco-screenshots).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../../.." && pwd)
build_dir=${INFERTCO_BUILD_DIR:-$source_dir/build}
out=${1:-$build_dir/screenshots}
driver=$build_dir/tests/ui/screenshots/infertco-screenshots

if [ ! -x "$driver" ]; then
    echo "make-screenshots.sh: $driver not found; build the infertco-screenshots target" >&2
    exit 2
fi
language=${INFERTCO_LANGUAGE:-en}
# In Chinese the demo with the Chinese names, as the application opens it (docs/format.md, "The
# demo documents").
if [ -f "$build_dir/data/demo.$language.infertco" ]; then
    demo="--document=$build_dir/data/demo.$language.infertco"
elif [ -f "$build_dir/data/demo.infertco" ]; then
    demo="--document=$build_dir/data/demo.infertco"
else
    demo="--bundle=$source_dir/data/demo.json"
fi

mkdir -p "$out"
# English number formatting until the switch, and no accessibility bus or GL noise under Xvfb.
LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 QT_QPA_PLATFORM=xcb QT_ACCESSIBILITY=0 \
    xvfb-run -a -s "-screen 0 ${INFERTCO_SCREEN:-1920x1080}x24" "$driver" "$out" "$demo" "--language=$language" \
    ${INFERTCO_PLANS_ONLY:+--plans-only}
if command -v pdftoppm >/dev/null; then
    for pdf in "$out"/report*.pdf; do
        [ -f "$pdf" ] || continue # none with INFERTCO_PLANS_ONLY
        pdftoppm -r 60 -png "$pdf" "${pdf%.pdf}"
    done
fi
