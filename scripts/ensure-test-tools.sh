#!/usr/bin/env bash
# The browser tests drive Debian's Chromium and the database tests start a throwaway PostgreSQL.
# Installs them from apt when missing (as root); otherwise says what to install.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-liberation)
command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Faltan herramientas para los tests: ${missing[*]}. Instalalas con: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Instalando ${missing[*]} desde apt..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
