#!/bin/sh
# Debug against release rendering speed (issue 26): builds the `segue` CLI of the main package
# in both configurations (separate scratch folders, so neither build invalidates the other or
# the package's own .build) and times the same renders back to back, printing CPU seconds
# (user + sys, which other processes on a loaded machine do not inflate) and the ratio.
#
#     Benchmarks/debug-speed.sh [--skip-build] [--quick]
#
# SEGUE_DEBUG_BUILD and SEGUE_RELEASE_BUILD name other scratch folders (with --skip-build,
# ones already built). --quick renders one photo-zoom scenario instead of all five. Output
# images go to a temporary folder; the debug and release images are compared byte for byte.
set -eu
cd "$(dirname "$0")/.."
skip_build=0
quick=0
for arg in "$@"; do
    case "$arg" in
    --skip-build) skip_build=1 ;;
    --quick) quick=1 ;;
    *) echo "usage: Benchmarks/debug-speed.sh [--skip-build] [--quick]" >&2; exit 2 ;;
    esac
done
debug_path=${SEGUE_DEBUG_BUILD:-.build-debugspeed-debug}
release_path=${SEGUE_RELEASE_BUILD:-.build-debugspeed-release}
if [ "$skip_build" = 0 ]; then
    swift build --product segue --scratch-path "$debug_path" >/dev/null
    swift build -c release --product segue --scratch-path "$release_path" >/dev/null
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
scenario=all
[ "$quick" = 1 ] && scenario="zoom in"

# CPU seconds of a command (user + sys of it and its children).
cpu() {
    /usr/bin/time -f "%U %S" -o "$out/time" "$@" >/dev/null
    awk '{ printf "%.2f", $1 + $2 }' "$out/time"
}

# One row: a key (for the output folders), a label, then the render's arguments. The output
# path is appended: a file in a folder of its own (for --format png, the folder itself).
row() {
    key=$1 label=$2
    shift 2
    mkdir -p "$out/debug/$key" "$out/release/$key"
    d=$(cpu "$debug_path/debug/segue" "$@" -o "$out/debug/$key/out.png")
    r=$(cpu "$release_path/release/segue" "$@" -o "$out/release/$key/out.png")
    ratio=$(awk -v d="$d" -v r="$r" 'BEGIN { printf "%.1f", d / r }')
    same=$(diff -rq "$out/debug/$key" "$out/release/$key" >/dev/null 2>&1 && echo identical || echo DIFFERENT)
    printf '%-46s %8ss %8ss %7s×  %s\n' "$label" "$d" "$r" "$ratio" "$same"
}

printf '%-46s %9s %9s %8s  %s\n' "render (CPU seconds)" "debug" "release" "ratio" "output"
row zoom "photo-zoom, $scenario: sheet 390x844 @2x" render photo-zoom --scenario "$scenario" --format sheet --size 390x844 --scale 2
row recording "custom-presentation: apng 390x844 @2x" render custom-presentation --format apng --size 390x844 --scale 2
row frames "system-styles: png frames 390x844 @2x" render system-styles --format png --size 390x844 --scale 2
