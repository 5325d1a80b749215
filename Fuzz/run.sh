#!/usr/bin/env bash
# Builds the libFuzzer harnesses for the deep-link parser and the state-restoration decoder
# (with AddressSanitizer) and runs each for SECONDS (default 60):
#
#   Fuzz/run.sh 60                 # both, a minute each
#   Fuzz/run.sh 300 restoration    # one of them: deeplink or restoration
#
# The harnesses live outside the package's targets, so `swift build` never needs libFuzzer.
# Inputs that crash are written to .build-fuzz/<target>-crash-*; the corpus grows in
# .build-fuzz/corpus/<target>, seeded from Fuzz/corpus/<target>.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
targets="${2:-deeplink restoration}"
build=.build-fuzz

echo "== building the package's runtime modules with coverage for libFuzzer =="
# (one -sanitize=fuzzer,address flag: given as two flags, swiftc keeps only the last one)
swift build -c release --scratch-path "$build" --target WaypointRouter -Xswiftc -sanitize=fuzzer,address
objects=()
for module in WaypointRx WaypointInterceptors WaypointStore WaypointRouter; do
    objects+=("$build"/release/"$module".build/*.o)
done

for target in $targets; do
    case "$target" in
        deeplink) source=Fuzz/DeepLinkFuzzer.swift; module=DeepLinkFuzzer ;;
        restoration) source=Fuzz/RestorationFuzzer.swift; module=RestorationFuzzer ;;
        *) echo "unknown target $target (deeplink or restoration)" >&2; exit 2 ;;
    esac
    echo "== building $target-fuzzer =="
    swiftc -O -parse-as-library -swift-version 6 -sanitize=fuzzer,address -module-name "$module" \
        -I "$build/release/Modules" Fuzz/Support/FuzzHarness.swift "$source" "${objects[@]}" \
        -o "$build/$target-fuzzer"
    corpus="$build/corpus/$target"
    mkdir -p "$corpus"
    echo "== running $target-fuzzer for $seconds s =="
    "$build/$target-fuzzer" -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$build/$target-" "$corpus" "Fuzz/corpus/$target"
done
