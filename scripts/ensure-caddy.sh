#!/usr/bin/env bash
# The HTTPS journey (web/e2e/https-caddy.spec.ts) runs the app behind Debian's Caddy, and trusts
# Caddy's local certificate authority in a throwaway NSS database (certutil, from libnss3-tools).
# Installs them when missing; does nothing when they are there.
set -euo pipefail
missing=()
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
command -v certutil >/dev/null 2>&1 || missing+=(libnss3-tools)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} for the HTTPS journey..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
caddy version
