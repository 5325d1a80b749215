#!/usr/bin/env bash
# Converts every DocC catalog (Sources/<Module>/<Module>.docc) with the toolchain's own docc, from
# symbol graphs extracted from a debug build, treating every warning as an error. The output is
# not committed. Usage: Tools/docs/build-docc.sh [scratch-path]   (default .build-docs)
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="${1:-.build-docs}"
mkdir -p "$scratch"
if ! swift build --scratch-path "$scratch" >"$scratch/build.log" 2>&1; then
    cat "$scratch/build.log"
    echo "build-docc: the build failed"
    exit 1
fi
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
status=0
for catalog in Sources/*/*.docc; do
    module="$(basename "$catalog" .docc)"
    graphs="$scratch/docc-input/$module"
    output="$scratch/docc-output/$module.doccarchive"
    rm -rf "$graphs" "$output"
    mkdir -p "$graphs" "$scratch/docc-output"
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        -I "$modules" $(for include in Sources/*/include; do [ -d "$include" ] && printf -- '-Xcc -I%s ' "$include"; done) \
        $(for map in "$modules"/../*.build/module.modulemap; do [ -f "$map" ] && printf -- '-Xcc -fmodule-map-file=%s ' "$map"; done) \
        -minimum-access-level public -skip-inherited-docs -output-dir "$graphs"
    echo "-- docc convert $catalog"
    if ! docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --output-path "$output" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.waypoint.$module" \
        --warnings-as-errors; then
        echo "build-docc: $catalog has errors or warnings"
        status=1
    fi
done
exit $status
