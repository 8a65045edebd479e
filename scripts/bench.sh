#!/usr/bin/env bash
# Every benchmark of the project, each printed next to a baseline measured in the same run.
#   ./scripts/bench.sh           # full run (~3 min: includes 60 s of idle)
#   IDLE=10 ./scripts/bench.sh   # shorter idle window
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
swift build -c release --static-swift-stdlib --product smswatchd >&2
swift build -c release --static-swift-stdlib --product smswatch >&2
swift build -c release --static-swift-stdlib --product smswatch-bench >&2
swift build -c release --static-swift-stdlib --product extract-eval >&2
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"

echo "== daemon and client (smswatch-bench daemon)"
"$bin/smswatch-bench" daemon --idle "${IDLE:-60}"
echo
echo "== ModemManager source on a private bus (smswatch-bench dbus)"
"$bin/smswatch-bench" dbus --messages 1000
echo
echo "== extractor (extract-eval --bench)"
corpus=../shared/corpus
if [ -d "$corpus" ]; then "$bin/extract-eval" --bench "$corpus/dev" "$corpus/peer"; else "$bin/extract-eval" --bench; fi
echo
echo "== real ModemManager: +CMTI → delivered message (40 messages)"
swift build --build-tests >&2
SMSWATCH_BENCH=1 swift test --skip-build --filter cmtiToDeliveryWithRealModemManager 2>&1 | grep -E "^bench:" || true
