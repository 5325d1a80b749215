#!/usr/bin/env bash
# Proves the documentation checks can fail: a block that does not compile, a skip without a reason,
# a `fails` block that compiles, a broken block that continues past a `fails` block,
# a UIKit block that misuses UIKit (checked against the stand-ins) and a DocC catalog with a broken
# symbol link must each be reported. Needs a debug build and the stand-in build
# (WAYPOINT_UI_STANDINS=1 swift build --scratch-path .build-standins --target Waypoint).
set -uo pipefail
cd "$(dirname "$0")/../.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failed=0
build="${BUILD_PATH:-.build}"

cat > "$scratch/good.md" <<'MD'
```swift
let numbers = Observable.of(1, 2, 3)
```
<!-- snippet: async -->
```swift
for try await value in Observable.of(1, 2).values { print(value) }
```
MD
cat > "$scratch/bad.md" <<'MD'
```swift
let numbers: Observable<Int> = Observable.of("not a number")
```
MD
cat > "$scratch/unmarked-skip.md" <<'MD'
<!-- snippet: skip -->
```swift
pseudo code
```
MD
cat > "$scratch/fails-good.md" <<'MD'
```swift
enum Screen { case feed, settings }
```
<!-- snippet: fails: error: switch must be exhaustive -->
```swift
enum Tab { case feed, settings }
func title(_ tab: Tab) -> String {
    switch tab { case .feed: return "Feed" }
}
```
<!-- snippet: continues -->
```swift
let first = Screen.feed
```
MD
sed 's/case .feed: return "Feed"/case .feed, .settings: return "Feed"/' "$scratch/fails-good.md" > "$scratch/fails-compiles.md"
sed 's/let first = Screen.feed/let first = Screen.home/' "$scratch/fails-good.md" > "$scratch/after-fails-bad.md"

python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/good.md" >/dev/null || { echo "selftest: a good block was rejected"; failed=1; }
python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/fails-good.md" >/dev/null || { echo "selftest: a block that fails as it says was rejected"; failed=1; }
python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/fails-compiles.md" >/dev/null && { echo "selftest: a 'fails' block that compiles was accepted"; failed=1; }
python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/after-fails-bad.md" >/dev/null && { echo "selftest: a broken block continuing past a 'fails' block was accepted"; failed=1; }
python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/bad.md" >/dev/null && { echo "selftest: a broken block was accepted"; failed=1; }
python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/unmarked-skip.md" >/dev/null && { echo "selftest: a skip without a reason was accepted"; failed=1; }

standins="${STANDINS_BUILD_PATH:-.build-standins}"
cat > "$scratch/uikit-good.md" <<'MD'
<!-- snippet: standins -->
```swift
import UIKit

@MainActor func show(_ controller: UIViewController, over presenter: UIViewController) {
    presenter.present(controller, animated: true)
}
```
MD
sed 's/animated: true/animate: true/' "$scratch/uikit-good.md" > "$scratch/uikit-bad.md"
python3 Tools/docs/check-snippets.py --standins --build-path "$standins" "$scratch/uikit-good.md" >/dev/null || { echo "selftest: a good UIKit block was rejected"; failed=1; }
python3 Tools/docs/check-snippets.py --standins --build-path "$standins" "$scratch/uikit-bad.md" >/dev/null && { echo "selftest: a UIKit block with a wrong label was accepted"; failed=1; }
# The listing is read whole before grep looks at it: `grep -q` quits at the first match, and under
# pipefail the checker's broken pipe would fail the pipeline whenever more lines followed.
listing=$(python3 Tools/docs/check-snippets.py --build-path "$build" "$scratch/uikit-bad.md")
grep -q "^standins " <<<"$listing" || { echo "selftest: a UIKit block was not listed without --standins"; failed=1; }

mkdir -p "$scratch/Broken.docc"
printf '# Broken\n\n@Metadata {\n  @TechnologyRoot\n}\n\nLinks to ``NoSuchSymbol``.\n' > "$scratch/Broken.docc/Broken.md"
docc convert "$scratch/Broken.docc" --output-path "$scratch/out" --fallback-display-name Broken \
    --fallback-bundle-identifier org.waypoint.Broken --warnings-as-errors >/dev/null 2>&1 \
    && { echo "selftest: docc accepted a broken link"; failed=1; }

[ $failed = 0 ] && echo "documentation checks: self-test passed (each planted defect was reported)"
exit $failed
