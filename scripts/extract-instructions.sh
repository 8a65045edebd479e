#!/usr/bin/env bash
# Instructions and mispredicted branches per extracted message, from cachegrind: unlike a
# timer, the count is the same on a busy machine, so two builds can be compared exactly.
#   scripts/extract-instructions.sh [PATH...]   (default: ../shared/corpus/dev and peer)
# Runs `extract-eval --repeat` for 2 and 12 rounds and divides the difference, so start-up
# (building the lexicon, reading the files) cancels out. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "extract-instructions: needs valgrind (apt-get install valgrind)" >&2; exit 69; }
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(../shared/corpus/dev ../shared/corpus/peer)
swift build -c release --product extract-eval >/dev/null
bin=.build/release/extract-eval
messages=$($bin --repeat 1 "${paths[@]}" | sed 's/ messages.*//')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for rounds in 2 12; do
    valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes --cachegrind-out-file="$tmp/cg.$rounds" \
        $bin --repeat $rounds "${paths[@]}" >/dev/null 2>&1
done
python3 - "$tmp/cg.2" "$tmp/cg.12" "$messages" <<'PY'
import sys
def totals(path):
    events = None
    for line in open(path):
        if line.startswith("events:"): events = line.split()[1:]
        if line.startswith("summary:"): return dict(zip(events, map(int, line.split()[1:])))
low, high, messages = totals(sys.argv[1]), totals(sys.argv[2]), 10 * int(sys.argv[3])
per = lambda event: (high[event] - low[event]) / messages
print(f"per message: {per('Ir'):,.0f} instructions, {per('Bc'):,.0f} conditional branches, "
      f"{per('Bcm'):.1f} mispredicted (+{per('Bim'):.1f} indirect)")
PY
