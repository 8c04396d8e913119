#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs the Debian 12 (bookworm) packages InferTCO needs to build and test, and
# optionally those for packaging and fuzzing. Only missing packages are installed;
# apt-get update runs once, and only when something is missing.
#
#   packaging/install-deps.sh                    build + test
#   packaging/install-deps.sh --with-packaging   + build-deb.sh, appstream, lintian, icons
#   packaging/install-deps.sh --with-fuzz        + clang and libFuzzer
#   packaging/install-deps.sh --list             print the selected packages, install nothing
#
# Works as root (CI) and, for other users, through sudo (which may ask for a password);
# apt-get itself runs non-interactively.

set -euo pipefail

# Build and test: compiler, CMake + Ninja, Qt 6.4 (Widgets, Charts, Sql with the SQLite
# driver, Svg for the icon, Linguist tools and Qt's own translations), Boost headers,
# libxlsxwriter and the zlib it links, SQLite, a virtual X server for the GUI tests, CJK
# fonts for the Chinese screenshots and PDF report, pdftotext/pdftoppm for the report tests,
# the PostgreSQL client library and Qt's QPSQL driver for the team catalog (DESIGN 11) and the
# PostgreSQL server its tests start in a temporary folder of their own, and QtKeychain, through
# which the desktop keeps the team server's password in the desktop keyring.
# Installed without recommends, so every package a CMake config needs is named here:
# qt6-charts-dev finds Qt6OpenGL (libqt6opengl6-dev), Qt6Gui looks for XKB
# (libxkbcommon-dev); qt6-base-dev only recommends them. packaging/fresh-root-check.sh proves
# the list on a fresh Debian 12 root.
BUILD_PACKAGES=(
    build-essential
    cmake
    ninja-build
    pkg-config
    qt6-base-dev
    qt6-base-dev-tools
    qt6-charts-dev
    libqt6opengl6-dev
    libxkbcommon-dev
    libqt6sql6-sqlite
    libqt6sql6-psql
    libpq-dev
    postgresql
    # The desktop keeps the team server's password in the desktop keyring (DESIGN 11).
    qtkeychain-qt6-dev
    libqt6svg6
    qt6-tools-dev
    qt6-tools-dev-tools
    qt6-l10n-tools
    qt6-translations-l10n
    linguist-qt6
    libboost-dev
    libxlsxwriter-dev
    libsqlite3-dev
    zlib1g-dev
    xvfb
    xauth
    fonts-noto-cjk
    poppler-utils
)

# packaging/build-deb.sh and the metadata checks: dpkg-shlibdeps (dpkg-dev) and file for
# CPack's dependency scan, fakeroot, appstreamcli, lintian, desktop-file-validate, and
# rsvg-convert to regenerate the PNG icons from packaging/icons/infertco.svg.
PACKAGING_PACKAGES=(
    appstream
    lintian
    dpkg-dev
    fakeroot
    file
    desktop-file-utils
    librsvg2-bin
)

# -DINFERTCO_FUZZ=ON: clang with the libFuzzer and sanitizer runtimes.
FUZZ_PACKAGES=(
    clang
    libclang-rt-14-dev
)

usage() {
    sed -n '4,14s/^# \{0,1\}//p' "$0"
}

selected=("${BUILD_PACKAGES[@]}")
list_only=false
for argument in "$@"; do
    case "$argument" in
        --with-packaging) selected+=("${PACKAGING_PACKAGES[@]}") ;;
        --with-fuzz) selected+=("${FUZZ_PACKAGES[@]}") ;;
        --list) list_only=true ;;
        -h | --help)
            usage
            exit 0
            ;;
        *)
            echo "install-deps.sh: unknown argument: $argument" >&2
            usage >&2
            exit 2
            ;;
    esac
done

if $list_only; then
    printf '%s\n' "${selected[@]}"
    exit 0
fi

is_installed() {
    [ "$(dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null)" = "ii " ]
}

missing=()
for package in "${selected[@]}"; do
    is_installed "$package" || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps.sh: all ${#selected[@]} packages are installed"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=(env DEBIAN_FRONTEND=noninteractive)
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo env DEBIAN_FRONTEND=noninteractive)
else
    echo "install-deps.sh: missing ${missing[*]}; run as root or install sudo" >&2
    exit 1
fi

echo "install-deps.sh: installing ${missing[*]}"
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
