#!/usr/bin/env bash
# The release binaries as ./scripts/run.sh builds them (static Swift runtime, lld, packed
# relocations, ordered functions, libstdc++ linked in): they start, serve a code from a
# spool file, and stop cleanly. CI runs this after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
swift build -c release --static-swift-stdlib --product smswatchd >&2
swift build -c release --static-swift-stdlib --product smswatch >&2
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
work="$(mktemp -d)"
daemon=""
trap '[ -n "$daemon" ] && kill "$daemon" 2>/dev/null; rm -rf "$work"' EXIT
mkdir -m 700 "$work/spool"
if ldd "$bin/smswatchd" | grep -q 'libstdc++'; then
  echo "release-smoke: smswatchd still loads libstdc++.so (see Package.swift, releaseLayout)" >&2
  exit 1
fi
"$bin/smswatchd" --spool "$work/spool" --socket "$work/s.sock" --no-modemmanager 2>"$work/log" &
daemon=$!
for _ in $(seq 100); do [ -S "$work/s.sock" ] && break; sleep 0.1; done
[ -S "$work/s.sock" ] || { echo "release-smoke: smswatchd did not create its socket:" >&2; cat "$work/log" >&2; exit 1; }
printf 'Your verification code is 604817. It expires in 10 minutes.\n' >"$work/spool/.m"
mv "$work/spool/.m" "$work/spool/m.txt"
code="$("$bin/smswatch" --socket "$work/s.sock" latest --wait 10)"
[ "$code" = 604817 ] || { echo "release-smoke: expected 604817, got '$code'" >&2; cat "$work/log" >&2; exit 1; }
kill "$daemon"
wait "$daemon" && status=0 || status=$?
daemon=""
[ "$status" = 0 ] || { echo "release-smoke: smswatchd exited $status on SIGTERM" >&2; cat "$work/log" >&2; exit 1; }
echo "release-smoke: ok (release smswatchd served 604817 and exited 0)" >&2
