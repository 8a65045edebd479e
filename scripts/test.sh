#!/usr/bin/env bash
# One command: install what is missing, build, and run every test (unit, integration with
# the built daemon and client, D-Bus with a private dbus-daemon and python-dbusmock, the real
# ModemManager in test mode, and the codebox in tmux). Each test starts and stops its own
# processes.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
. scripts/env.sh
swift build --build-tests
swift test --skip-build "$@"
