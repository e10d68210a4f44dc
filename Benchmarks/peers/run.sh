#!/usr/bin/env bash
# Measures pixman, cairo and skia-python on issue 5's transition frame (scene.h), for the
# ratios the renderer benchmark reports. Run by hand, not by CI: it installs its peers.
#
#     Benchmarks/peers/run.sh [frames]
set -euo pipefail
cd "$(dirname "$0")"
frames="${1:-30}"
if ! pkg-config --exists pixman-1 cairo; then
    sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq libpixman-1-dev libcairo2-dev pkg-config
fi
venv="${TMPDIR:-/tmp}/segue-peers-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q skia-python numpy
fi
out="${TMPDIR:-/tmp}/segue-peers"
cc -O2 -march=native peers.c $(pkg-config --cflags --libs pixman-1 cairo) -lm -o "$out"
"$out" "$frames"
"$venv/bin/python" peers_skia.py "$frames"
