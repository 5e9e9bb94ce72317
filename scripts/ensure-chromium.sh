#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (browser downloads are impossible here).
# Installs it when it is missing; does nothing when it is there.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium is missing at $CHROMIUM; installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
"$CHROMIUM" --version
