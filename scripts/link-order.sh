#!/usr/bin/env bash
# Regenerates link/startup.order: the functions that smswatchd and smswatch execute in a
# typical run (start-up, messages arriving, clients asking), which the release link places
# together (Package.swift, releaseLayout). Run it after larger changes; a stale file only
# costs resident memory, never correctness: names the linker does not find are skipped.
#   ./scripts/link-order.sh        # needs valgrind (apt-get install valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
command -v valgrind >/dev/null || { echo "link-order: valgrind is needed (apt-get install valgrind)" >&2; exit 1; }

swift build -c release --static-swift-stdlib --product smswatchd >&2
swift build -c release --static-swift-stdlib --product smswatch >&2
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
work="$(mktemp -d)"
daemon_pid=""
cleanup() {
  [ -n "$daemon_pid" ] && kill "$daemon_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -m 700 "$work/spool"
socket="$work/s.sock"
# `exec`: in the background the PID is valgrind's own, so `kill` reaches the profiled program.
profile() { exec valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$1.%p.cg" "${@:2}"; }
client() { (profile client "$bin/smswatch" --socket "$socket" "$@"); }

(profile daemon "$bin/smswatchd" --spool "$work/spool" --socket "$socket" --no-modemmanager --ttl 8 \
  --log-level warning 2>"$work/daemon.log") &
daemon_pid=$!
for _ in $(seq 100); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || { echo "link-order: the daemon did not start:" >&2; cat "$work/daemon.log" >&2; exit 1; }

client status >/dev/null
client watch --json >/dev/null &
watcher=$!
sleep 1
for i in $(seq 0 199); do
  printf 'From: +15550100\n\nYour verification code is %d. Do not share it.\n' $((100000 + i)) >"$work/spool/.m$i"
  mv "$work/spool/.m$i" "$work/spool/m$i"
done
sleep 1
client latest >/dev/null
client latest --json >/dev/null
client latest --consume >/dev/null
client latest --from +15550100 --after now --wait 1 >/dev/null || true
printf 'Your code is 733519\n' | client ingest --from +15550101 - >/dev/null
client extract 'Your code is 482913' >/dev/null
# Requests the daemon refuses: an over-long line, an unknown verb, invalid UTF-8.
python3 - "$socket" <<'PY'
import socket, sys
for line in [b"LATEST from=" + b"x" * 5000 + b"\n", b"FROB\n", b"LATEST from=\xff\n"]:
    s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.sendall(line); s.recv(4096); s.close()
PY
sleep 8  # the codes expire while the watcher listens
kill "$watcher" 2>/dev/null || true
kill "$daemon_pid"
wait "$daemon_pid" 2>/dev/null || true
daemon_pid=""

# Every function named in the profiles that the binaries define, in a stable order.
grep -hoE '^c?fn=\([0-9]+\) .*' "$work"/*.cg | sed -E 's/^c?fn=\([0-9]+\) //' | sort -u >"$work/executed"
{ nm --defined-only "$bin/smswatchd"; nm --defined-only "$bin/smswatch"; } |
  awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$work/defined"
comm -12 "$work/executed" "$work/defined" >link/startup.order
echo "link-order: $(wc -l <link/startup.order) functions in link/startup.order; rebuild to apply" >&2
