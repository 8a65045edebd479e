#!/usr/bin/env bash
# One command: install what is missing, build release binaries, run smswatchd in the
# foreground on its defaults (ModemManager if reachable, and the default spool directory).
# Extra arguments go to smswatchd, e.g. ./scripts/run.sh --spool /var/spool/sms/incoming
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup-debian.sh
. scripts/env.sh
swift build -c release --static-swift-stdlib --product smswatchd >&2
swift build -c release --static-swift-stdlib --product smswatch >&2
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
echo "run: binaries in $bin; in another terminal: $bin/smswatch latest --wait 60" >&2
exec "$bin/smswatchd" "$@"
