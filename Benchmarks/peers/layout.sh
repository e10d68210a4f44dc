#!/usr/bin/env bash
# Runs the layout solver benchmark against kiwisolver in one go (issue 16): builds
# LayoutBenchmarks in release mode, writes its systems as JSON, measures kiwisolver on them
# (a venv with `pip install kiwisolver`), then measures Segue and prints the table with the
# ratios. Run by hand, not by CI.
#
#     Benchmarks/peers/layout.sh [--repeats N] [--frames N] [--edits N]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${TMPDIR:-/tmp}/segue-peers-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -c "import kiwisolver" 2>/dev/null || "$venv/bin/pip" install -q kiwisolver
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$here/.."
swift build -c release --product LayoutBenchmarks 2>&1 | grep -E "error|warning: " || true
bench=".build/release/LayoutBenchmarks"
"$bench" --dump "$work"
all_args=("$@")
kiwi_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --repeats|--frames) kiwi_args+=("$1" "$2"); shift 2 ;;
        *) shift 2 ;;
    esac
done
"$venv/bin/python" "$here/kiwi_layout.py" "$work" "${kiwi_args[@]}"
"$bench" --kiwi "$work/kiwi.json" "${all_args[@]}"
