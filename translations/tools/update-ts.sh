#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Refreshes translations/*.ts from the tr() strings of core/, app/, ui/ and translations/:
# new strings come in unfinished, strings gone from the sources are dropped (no obsolete
# entries), English keeps only plural forms. tests/translations runs the same lupdate.
#
#   translations/tools/update-ts.sh [path/to/lupdate]

set -euo pipefail
cd "$(dirname "$0")/../.."
lupdate=${1:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}
sources=(core app ui translations)
"$lupdate" -no-obsolete -locations none "${sources[@]}" \
    -ts translations/infertco_zh_CN.ts translations/infertco_zh_HK.ts
"$lupdate" -no-obsolete -locations none -pluralonly "${sources[@]}" -ts translations/infertco_en.ts
