#!/usr/bin/env bash
# Installs what smswatch needs to build, run and test on Debian 12 (run as root).
# Idempotent: packages already installed are left alone.
set -euo pipefail

packages=(
  # build
  libdbus-1-dev pkg-config
  # the release link puts libstdc++.a into the binaries (Package.swift, releaseLayout)
  libstdc++-12-dev
  # run and test: a private D-Bus, the real ModemManager, python-dbusmock, tmux for the
  # codebox, setpriv (util-linux) for the other-uid test, socat for the benchmarks
  dbus dbus-bin modemmanager libglib2.0-bin python3 python3-dbus python3-gi python3-dbusmock
  tmux socat util-linux procps locales
  # install and units: make, groff for the man-page check, systemd-analyze / sysusers /
  # tmpfiles / socket-activate (systemd need not be running)
  make groff-base systemd
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: missing Debian packages: ${missing[*]}; run this as root (or: sudo apt-get install ${missing[*]})" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# A UTF-8 locale for the codebox's box-drawing characters in the terminal tests.
if ! locale -a 2>/dev/null | grep -qi '^C\.utf-\?8$'; then
  echo "setup: C.UTF-8 locale missing; the codebox tests fall back to ASCII" >&2
fi

if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "setup: Swift is at /opt/swift/usr/bin; add it to PATH" >&2
  else
    echo "setup: no Swift toolchain found. Install Swift 6.1 or newer from swift.org (tarball for Debian 12) and put its usr/bin on PATH." >&2
    exit 1
  fi
fi
