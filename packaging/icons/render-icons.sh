#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Renders packaging/icons/infertco.svg into the hicolor PNG sizes committed beside it.
# Run after editing the SVG; needs rsvg-convert (librsvg2-bin, see install-deps.sh
# --with-packaging).

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
sizes=(16 24 32 48 64 128 256 512)

command -v rsvg-convert >/dev/null 2>&1 || {
    echo "render-icons.sh: rsvg-convert not found; install librsvg2-bin" >&2
    exit 1
}

for size in "${sizes[@]}"; do
    dir="$here/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "$dir/infertco.png" "$here/infertco.svg"
    echo "$dir/infertco.png"
done
