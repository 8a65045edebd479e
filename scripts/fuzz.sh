#!/usr/bin/env bash
# Builds the libFuzzer targets with ASan and runs each for SECONDS (default 30).
#   ./scripts/fuzz.sh            # a short smoke run of every target (CI)
#   ./scripts/fuzz.sh 600        # ten minutes each (make fuzz)
#   ./scripts/fuzz.sh 60 FuzzExtract
#   FUZZ_RUNS=20000 ./scripts/fuzz.sh   # a fixed number of inputs from a fixed seed (CI: repeatable)
# Seeds are in Fuzz/<target>/; inputs the fuzzer finds go to .build-fuzz/corpus/<target>/;
# a crash is written to fuzz-artifacts/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
seconds="${1:-30}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzExtract FuzzRequest FuzzSpoolFile FuzzDBusMessage)

# One --sanitize for SwiftPM (it links libFuzzer's main), the full list for swiftc: two
# --sanitize flags would reach the compiler as two -sanitize= and one would be lost.
for target in "${targets[@]}"; do
  swift build -c release --scratch-path .build-fuzz --product "$target" \
    --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address >&2
done
bin="$(swift build -c release --scratch-path .build-fuzz --show-bin-path)"
mkdir -p fuzz-artifacts
status=0
for target in "${targets[@]}"; do
  corpus=".build-fuzz/corpus/$target"
  mkdir -p "$corpus"
  if [ -n "${FUZZ_RUNS:-}" ]; then
    limit=(-runs="$FUZZ_RUNS" -seed=1)
    echo "fuzz: $target for $FUZZ_RUNS inputs" >&2
  else
    limit=(-max_total_time="$seconds")
    echo "fuzz: $target for $seconds s" >&2
  fi
  # Swift's own backtracer would report a crash in itself before ASan sees the real one.
  if ! SWIFT_BACKTRACE=enable=no "$bin/$target" "${limit[@]}" -max_len=4096 \
      -artifact_prefix="fuzz-artifacts/$target-" -print_final_stats=1 "$corpus" "Fuzz/$target" \
      2> ".build-fuzz/$target.log"; then
    echo "fuzz: $target FAILED; see .build-fuzz/$target.log and fuzz-artifacts/" >&2
    tail -30 ".build-fuzz/$target.log" >&2
    status=1
  else
    grep -E "stat::number_of_executed_units|cov:" ".build-fuzz/$target.log" | tail -2 >&2
  fi
done
exit $status
