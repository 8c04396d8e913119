#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the InferTCO Debian package and checks it the way a user would meet it:
#   1. configures a Release build for /usr (hardening flags from dpkg-buildflags) and builds it,
#   2. packages it with cpack -G DEB,
#   3. unpacks the .deb into an empty directory (dpkg -x, no container, no root needed) and
#      checks the files: no RPATH, stripped, every library found, desktop entry, AppStream
#      metadata, MIME type and man pages valid, versions consistent,
#   4. runs the installed infertco-cli on the installed demo document,
#   5. runs lintian (all tags shown) and fails on any error (E:), printing the warnings.
#
#   packaging/build-deb.sh [BUILD_DIR]      default BUILD_DIR: <repo>/build-deb
#
# Environment: JOBS (parallel build jobs, default 2), KEEP_ROOT=1 keeps the unpacked tree.
# Needs packaging/install-deps.sh --with-packaging. Exits non-zero if any step fails.

set -euo pipefail
trap 'echo "build-deb.sh: FAILED at line $LINENO: $BASH_COMMAND" >&2' ERR

repo=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-$repo/build-deb}")
jobs=${JOBS:-2}

step() { printf '\n==> %s\n' "$*"; }
fail() {
    printf 'build-deb.sh: FAILED: %s\n' "$*" >&2
    exit 1
}

step "Checking tools"
missing=()
for tool in cmake ninja cpack dpkg dpkg-deb dpkg-shlibdeps dpkg-buildflags file readelf \
    lintian appstreamcli desktop-file-validate update-mime-database man gzip; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ ${#missing[@]} -eq 0 ] ||
    fail "missing ${missing[*]}; run packaging/install-deps.sh --with-packaging"

step "Configuring a Release build for /usr in $build"
# No RPATH: qt_standard_project_setup() adds $ORIGIN/../lib, which a package installed in
# /usr must not carry (Debian policy 10.2, lintian custom-library-search-path).
# Debian's hardening flags (stack protector, _FORTIFY_SOURCE, format security, RELRO, BIND_NOW);
# run from the source tree so that -ffile-prefix-map maps it to "." (reproducible builds).
# -g is dropped: no debug-symbol package is built, and the binaries are stripped anyway.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
export DEB_CXXFLAGS_MAINT_STRIP=-g
cxxflags=$(cd "$repo" && dpkg-buildflags --get CPPFLAGS)
cxxflags="$cxxflags $(cd "$repo" && dpkg-buildflags --get CXXFLAGS)"
ldflags=$(cd "$repo" && dpkg-buildflags --get LDFLAGS)
cmake -S "$repo" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX=/usr \
    -DBUILD_TESTING=OFF \
    -DCMAKE_SKIP_INSTALL_RPATH=ON \
    -DCMAKE_CXX_FLAGS="$cxxflags" \
    -DCMAKE_EXE_LINKER_FLAGS="$ldflags" \
    -DCMAKE_SHARED_LINKER_FLAGS="$ldflags"

step "Building with $jobs jobs"
cmake --build "$build" -j "$jobs"

step "Packaging with cpack -G DEB"
rm -rf "$build/deb"
(cd "$build" && cpack -G DEB -B "$build/deb")
debs=("$build"/deb/infertco_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
    fail "expected one infertco_*.deb in $build/deb"
fi
deb=${debs[0]}
dpkg-deb --info "$deb"
dpkg-deb --contents "$deb"

step "Unpacking into a clean root"
root=$(mktemp -d "${TMPDIR:-/tmp}/infertco-root.XXXXXX")
if [ "${KEEP_ROOT:-0}" = 1 ]; then
    echo "keeping $root"
else
    trap 'rm -rf "$root"' EXIT
fi
dpkg -x "$deb" "$root"
echo "$root"

step "Checking the executables"
executables=()
for name in infertco-cli infertco; do
    if [ -x "$root/usr/bin/$name" ]; then
        executables+=("$root/usr/bin/$name")
    fi
done
[ -x "$root/usr/bin/infertco-cli" ] || fail "usr/bin/infertco-cli is not in the package"
[ -x "$root/usr/bin/infertco" ] || echo "note: the package has no GUI (usr/bin/infertco)"
for exe in "${executables[@]}"; do
    if readelf -d "$exe" | grep -E '\((RPATH|RUNPATH)\)'; then
        fail "${exe#"$root"} has an RPATH/RUNPATH"
    fi
    file "$exe" | grep -q ', stripped' || fail "${exe#"$root"} is not stripped"
    if ldd "$exe" | grep 'not found'; then
        fail "${exe#"$root"} needs a library that is not installed"
    fi
    echo "${exe#"$root"}: no RPATH, stripped, all libraries found"
done

step "Checking that the Depends field names installable packages"
depends=$(dpkg-deb --field "$deb" Depends)
echo "Depends: $depends"
for package in $(echo "$depends" | sed 's/[,|]/\n/g' | sed 's/(.*)//; s/:any//' | tr -d ' ' | sort -u); do
    [ -n "$(apt-cache policy "$package" 2>/dev/null)" ] || fail "dependency $package is unknown to apt"
done
echo "$depends" | grep -q 'libqt6core6' || fail "Depends lacks the Qt libraries (dpkg-shlibdeps did not run?)"
echo "$depends" | grep -q 'libqt6sql6-sqlite' || fail "Depends lacks the Qt SQLite driver"

step "Checking versions and metadata agree"
version=$(dpkg-deb --field "$deb" Version)
upstream=${version%-*}
homepage=$(dpkg-deb --field "$deb" Homepage)
changelog_head=$(gzip -dc "$root/usr/share/doc/infertco/changelog.Debian.gz" | head -n 1)
[[ "$changelog_head" == "infertco ($version) "* ]] ||
    fail "changelog.Debian.gz starts with '$changelog_head', not version $version"
[ -f "$root/usr/share/doc/infertco/copyright" ] || fail "usr/share/doc/infertco/copyright is missing"
for page in "$root"/usr/share/man/man1/*.1.gz; do
    gzip -dc "$page" | grep -q "^\.TH .*\"InferTCO $upstream\"" ||
        fail "${page#"$root"} is not marked InferTCO $upstream"
done
echo "package $version, changelog and man pages agree"

metainfo=
if [ -d "$root/usr/share/metainfo" ]; then
    metainfo=$(find "$root/usr/share/metainfo" -name '*.metainfo.xml' | head -n 1)
fi
if [ -n "$metainfo" ]; then
    grep -q "<release version=\"$upstream\"" "$metainfo" ||
        fail "${metainfo#"$root"} has no release $upstream"
    grep -q "<url type=\"homepage\">$homepage</url>" "$metainfo" ||
        fail "${metainfo#"$root"} homepage differs from the package's ($homepage)"
    echo "metainfo names release $upstream and homepage $homepage"

    step "Validating the desktop entry, AppStream metadata and MIME type"
    desktop-file-validate "$root/usr/share/applications/infertco.desktop"
    echo "desktop-file-validate: ok"
    appstreamcli validate --no-net "$metainfo"
    mime=$(mktemp -d "${TMPDIR:-/tmp}/infertco-mime.XXXXXX")
    mkdir -p "$mime/mime/packages"
    cp /usr/share/mime/packages/freedesktop.org.xml "$root/usr/share/mime/packages/infertco.xml" \
        "$mime/mime/packages/"
    XDG_DATA_DIRS="$mime" update-mime-database "$mime/mime"
    [ -f "$mime/mime/application/x-infertco.xml" ] || fail "the MIME type was not registered"
    if command -v gio >/dev/null 2>&1; then
        # A document starts with the SQLite header that every SQLite file has.
        printf 'SQLite format 3\000' >"$mime/probe.infertco"
        type=$(XDG_DATA_DIRS="$mime" XDG_DATA_HOME="$mime/none" \
            gio info -a standard::content-type "$mime/probe.infertco" | sed -n 's/.*content-type: //p')
        [ "$type" = application/x-infertco ] || fail "a .infertco file is seen as '$type'"
        echo "a .infertco file is $type"
    fi
    rm -rf "$mime"
else
    echo "note: no AppStream metadata or desktop entry (they are installed with the GUI)"
fi

step "Rendering the man pages"
for page in "$root"/usr/share/man/man1/*.1.gz; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "${page#"$root"}: $warnings"
    echo "${page#"$root"}: renders without warnings"
done

step "Running the installed infertco-cli on the installed demo document"
demo="$root/usr/share/infertco/demo.infertco"
[ -f "$demo" ] || fail "usr/share/infertco/demo.infertco is not in the package"
for language in zh_CN zh_HK; do
    [ -f "$root/usr/share/infertco/demo.$language.infertco" ] \
        || fail "usr/share/infertco/demo.$language.infertco is not in the package"
done
"$root/usr/bin/infertco-cli" validate "$demo"
"$root/usr/bin/infertco-cli" compute "$demo" --format table
echo "infertco-cli compute: exit status 0"

step "Running lintian"
# Exit status 2 means tags at the --fail-on level (errors); 1 means lintian itself failed.
lintian_status=0
lintian_output=$(lintian --tag-display-limit 0 --fail-on error "$deb" 2>&1) || lintian_status=$?
[ -z "$lintian_output" ] || printf '%s\n' "$lintian_output"
[ "$lintian_status" -ne 1 ] || fail "lintian did not run"
if [ "$lintian_status" -eq 2 ] || grep -q '^E: ' <<<"$lintian_output"; then
    fail "lintian reports errors"
fi
echo "lintian: $(grep -c '^E: ' <<<"$lintian_output" || true) errors, $(grep -c '^W: ' <<<"$lintian_output" || true) warnings"

step "Done"
echo "$deb"
