#!/usr/bin/env bash
# Converts every DocC catalog (Sources/<Module>/<Module>.docc) with the toolchain's own docc, from
# the symbol graphs of a build, treating every warning as an error. The output is not committed.
# Usage: Tools/docs/build-docc.sh [scratch-path]   (default .build-docs)
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="${1:-.build-docs}"
swift package --scratch-path "$scratch" dump-symbol-graph >/dev/null 2>&1
graphs="$(find "$scratch" -type d -name symbolgraph | head -1)"
status=0
for catalog in Sources/*/*.docc; do
    module="$(basename "$catalog" .docc)"
    input="$scratch/docc-input/$module"
    rm -rf "$input" "$scratch/docc-output/$module.doccarchive"
    mkdir -p "$input" "$scratch/docc-output"
    cp "$graphs/$module.symbols.json" "$input/" 2>/dev/null || true
    cp "$graphs/$module@"*.symbols.json "$input/" 2>/dev/null || true
    echo "-- docc convert $catalog"
    if ! docc convert "$catalog" \
        --additional-symbol-graph-dir "$input" \
        --output-path "$scratch/docc-output/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.waypoint.$module" \
        --warnings-as-errors; then
        echo "build-docc: $catalog has errors or warnings"
        status=1
    fi
done
exit $status
