#!/usr/bin/env bash
# Installs Debian's headless-capable Chromium for the gallery page's browser test
# (GalleryPageBrowserTests). Safe to run again: it does nothing when Chromium is there.
# With Chromium installed, run the tests with SEGUE_REQUIRE_CHROMIUM=1 so that a browser test
# that cannot run fails instead of being skipped.
set -euo pipefail
if command -v chromium >/dev/null; then
    exit 0
fi
if [ "$(id -u)" = 0 ]; then apt_get=(apt-get); else apt_get=(sudo apt-get); fi
"${apt_get[@]}" update -qq
DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
chromium --version
