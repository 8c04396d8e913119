#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the README's two commands as a new user would: on a fresh Debian 12 (bookworm) root
# made with debootstrap, on a copy of the committed tree (git archive HEAD), as root.
#
#   packaging/fresh-root-check.sh            test command, then run command (the GUI is
#                                            started under xvfb-run and closed after a while)
#   packaging/fresh-root-check.sh --help
#
# The commands are read from the README's "Two commands" section, never copied here. The
# pristine root is cached as a tarball outside the repository (INFERTCO_ROOT_CACHE, default
# /var/cache/infertco-ci/bookworm-minbase.tar); every run unpacks an untouched copy of it.
# Needs root (debootstrap, chroot, mount). Exits non-zero if either command fails, if the
# window does not come up on the demo document, or if the application does not exit cleanly.
#
# Environment: INFERTCO_ROOT_CACHE (tarball), INFERTCO_MIRROR (Debian mirror),
# INFERTCO_WORK (where the root is unpacked, default /var/tmp), INFERTCO_GUI_SECONDS (how long
# the window stays up, default 5).

set -euo pipefail

usage() {
    sed -n '4,19s/^# \{0,1\}//p' "$0"
}

case "${1:-}" in
    -h | --help)
        usage
        exit 0
        ;;
    "") ;;
    *)
        echo "fresh-root-check.sh: unknown argument: $1" >&2
        usage >&2
        exit 2
        ;;
esac

if [ "$(id -u)" -ne 0 ]; then
    echo "fresh-root-check.sh: run as root (debootstrap, chroot and mount need it)" >&2
    exit 2
fi

top=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
cache=${INFERTCO_ROOT_CACHE:-/var/cache/infertco-ci/bookworm-minbase.tar}
mirror=${INFERTCO_MIRROR:-http://deb.debian.org/debian}
gui_seconds=${INFERTCO_GUI_SECONDS:-5}

started=$(date +%s)
phase_started=$started
phase() {
    local now
    now=$(date +%s)
    printf 'fresh-root-check: %-46s %4d s (total %4d s)\n' "$1" $((now - phase_started)) \
        $((now - started))
    phase_started=$now
}

# --- The two commands, from the README -------------------------------------------------
# The section "## Two commands" holds two ```sh blocks: the run command, then the test command.
readme_block() {
    awk -v want="$1" '
        /^## / { in_section = ($0 ~ /^## Two commands/); next }
        in_section && /^```sh$/ { n++; in_block = 1; next }
        in_block && /^```$/ { in_block = 0; next }
        in_block && n == want { sub(/^ +/, ""); printf "%s%s", sep, $0; sep = " " }
    ' "$top/README.md"
}
run_command=$(readme_block 1)
test_command=$(readme_block 2)
if [ -z "$run_command" ] || [ -z "$test_command" ]; then
    echo "fresh-root-check: README.md has no '## Two commands' section with two sh blocks" >&2
    exit 1
fi
# The run command ends in the launch of the application: set-up and build come before the
# last "&&", the launch after it.
run_setup=${run_command% && *}
run_launch=${run_command##* && }
if [ "$run_setup" = "$run_command" ]; then
    echo "fresh-root-check: the README's run command has no 'set-up && launch' form" >&2
    exit 1
fi
echo "fresh-root-check: test command: $test_command"
echo "fresh-root-check: run command:  $run_setup"
echo "fresh-root-check: launch:       $run_launch (under xvfb-run, closed after ${gui_seconds} s)"

# --- The host's tools ----------------------------------------------------------------------
if ! command -v debootstrap >/dev/null 2>&1; then
    echo "fresh-root-check: installing debootstrap on the host"
    DEBIAN_FRONTEND=noninteractive apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends debootstrap
fi

# --- A fresh root, cleaned up on every exit path ----------------------------------------------
work=$(mktemp -d "${INFERTCO_WORK:-/var/tmp}/infertco-fresh-root.XXXXXX")
root=$work/root
mounted=()

cleanup() {
    local status=$?
    set +e
    local point
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        point=${mounted[i]}
        mountpoint -q "$point" && umount -R "$point" 2>/dev/null
        mountpoint -q "$point" && umount -R -l "$point"
    done
    # Never delete through a mount: a recursive delete of a bound /dev removes the host's
    # device nodes.
    for point in "$root/proc" "$root/dev" "$root/dev/pts" "$root/sys"; do
        if mountpoint -q "$point" 2>/dev/null; then
            echo "fresh-root-check: $point is still mounted; leaving $work in place" >&2
            exit $((status == 0 ? 1 : status))
        fi
    done
    rm -rf --one-file-system "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ ! -s "$cache" ]; then
    echo "fresh-root-check: making the pristine root ($cache)"
    mkdir -p "$(dirname "$cache")" "$work/pristine"
    debootstrap --variant=minbase bookworm "$work/pristine" "$mirror" >"$work/debootstrap.log" 2>&1 \
        || {
            tail -n 20 "$work/debootstrap.log" >&2
            exit 1
        }
    tar --numeric-owner -C "$work/pristine" -cf "$cache.partial" .
    mv "$cache.partial" "$cache"
    rm -rf --one-file-system "$work/pristine"
    phase "debootstrap (cached for the next run)"
fi
mkdir -p "$root"
tar --numeric-owner -C "$root" -xf "$cache"
cp /etc/resolv.conf "$root/etc/resolv.conf"
phase "unpack the pristine root"

mount -t proc proc "$root/proc"
mounted+=("$root/proc")
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"
mounted+=("$root/dev")

mkdir -p "$root/src/infertco"
git -C "$top" archive HEAD | tar -x -C "$root/src/infertco"
phase "copy the checkout (git archive HEAD)"

in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        bash -euo pipefail -c "cd /src/infertco && $1"
}

# --- The README's test command, exactly ---------------------------------------------------
in_root "$test_command"
phase "README test command"

# --- The README's run command: set up and build, then the application under xvfb-run -------
in_root "$run_setup"
phase "README run command: set-up and build"

# The window must come up on the demo document (its title names the file) and the
# application must exit with 0 when the session ends it (SIGTERM, as a logout does).
# xwininfo (x11-utils) is the check's own tool, installed after the README's commands ran.
in_root "DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends x11-utils >/dev/null"
document=${run_launch##* }
cat >"$root/tmp/gui-check.sh" <<'CHECK'
#!/bin/bash
# gui-check.sh LAUNCH DOCUMENT-NAME SECONDS, inside xvfb-run: the window is up on the
# document, then SIGTERM, and the application's own exit status is returned.
launch=$1 name=$2 seconds=$3
bash -c "exec $launch" &
app=$!
for _ in $(seq 1 120); do
    title=$(xwininfo -root -tree | grep -o "\"[^\"]*$name[^\"]*\"" | head -n 1)
    [ -n "$title" ] && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.5
done
if [ -z "$title" ]; then
    echo "fresh-root-check: no window on $name came up" >&2
    kill "$app" 2>/dev/null
    wait "$app"
    exit 1
fi
echo "fresh-root-check: window up: $title"
sleep "$seconds"
kill -TERM "$app"
status=0
wait "$app" || status=$?
echo "fresh-root-check: the application exited with $status"
exit "$status"
CHECK
in_root "xvfb-run -a -s '-screen 0 1920x1080x24' bash /tmp/gui-check.sh '$run_launch' '$(basename "$document")' $gui_seconds"
for leftover in "$document-journal" "$document-wal" "$document-shm" "$document.lock"; do
    if [ -e "$root/src/infertco/$leftover" ]; then
        echo "fresh-root-check: $leftover was left beside the document" >&2
        exit 1
    fi
done
phase "README run command: the application on the demo"

echo "fresh-root-check: passed on a fresh Debian 12 root"
