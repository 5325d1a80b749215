#!/usr/bin/env python3
"""Self-test of the availability audit: it must report each planted use of an API above the
floor (marked `// expect` below) and nothing else — not gated uses, not names the package
declares itself. Run by .ci/run; exit status 1 on any difference."""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

PACKAGE = """// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Planted",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    targets: [.target(name: "Planted")]
)
"""

PLANTED = """import Observation
import Synchronization
import UIKit

final class Counter: Sendable {
    let value = Atomic<Int>(0) // expect
    let names = Mutex<[String]>([]) // expect
}

func wait() async throws {
    try await Task.sleep(for: .seconds(1)) // expect
    try await Task.sleep(nanoseconds: 1_000)
    let clock = ContinuousClock() // expect
    let timeout: Duration = .milliseconds(5) // expect
    _ = (clock, timeout)
}

func track(_ read: () -> Int) {
    _ = withObservationTracking { read() } onChange: { print("changed") } // expect
}

func runWithIsolation(_ actor: isolated (any Actor)?) async {
    await withTaskExecutorPreference(nil, isolation: actor) { } // expect
    await withTaskGroup(of: Void.self, isolation: actor) { _ in }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class Gated {
    let value = Atomic<Int>(0)
    func nap() async throws { try await Task.sleep(for: .seconds(1)) }
}

func gatedInside() async throws {
    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *) {
        try await Task.sleep(for: .seconds(1))
    } else {
        try await Task.sleep(nanoseconds: 1_000_000_000)
    }
    if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
        try await Task.sleep(for: .seconds(1)) // expect
    }
}

func gatedByGuard() async throws {
    guard #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) else { return }
    let clock = ContinuousClock()
    _ = clock
}

func afterTheGuardedFunction() {
    let clock = ContinuousClock() // expect
    _ = clock
}

// Observation beside the package's own `Observable` (declared below): the macro and a conformance
// spelled with the module's name are Observation's.
@Observable // expect
final class UngatedModel {
    var count = 0
}

final class UngatedManualModel: Observation.Observable { // expect
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class GatedModel {
    var count = 0
}

// The stand-in UIKit's availability: `sheetPresentationController` is iOS 15.
@MainActor
func sheet(of controller: UIViewController) {
    _ = controller.sheetPresentationController // expect
    if #available(iOS 15.0, *) {
        _ = controller.sheetPresentationController
    }
    _ = controller.presentedViewController
}

// A parameter named like a newer API (UITab's `viewController`, iOS 18) is not a use of it, nor is
// a use of the parameter.
func shown(_ navigation: UIViewController, didShow viewController: UIViewController) -> UIViewController {
    viewController
}

// A gated declaration's signature is gated too.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
func selected(_ tab: UITab,
              previous: UITab?) -> Bool {
    tab.identifier == previous?.identifier
}

func ungatedSignature(_ tab: UITab) {} // expect

/// The package's own `Observable` shadows Observation's (a comment naming Mutex is not a use).
final class Observable {
    let note = "Atomic<Int> in a string is not a use"
}

func ownObservable() -> Observable { Observable() }
"""


# Tests and the Playground are scanned too.
PLANTED_ELSEWHERE = {
    "Tests/PlantedTests/PlantedTests.swift": """import XCTest

final class PlantedTests: XCTestCase {
    func testClock() {
        let clock = ContinuousClock() // expect
        _ = clock
    }
}
""",
    "Playground/App/main.swift": """let timeout: Duration = .seconds(1) // expect
print(timeout)
""",
}


def main():
    files = {"Sources/Planted/Planted.swift": PLANTED, **PLANTED_ELSEWHERE}
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, "Package.swift"), "w") as handle:
            handle.write(PACKAGE)
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w") as handle:
                handle.write(text)
        result = subprocess.run([sys.executable, os.path.join(HERE, "audit.py"), "--package", root, "--quiet"],
                                capture_output=True, text=True)
    expected = {(path, index + 1) for path, text in files.items()
                for index, line in enumerate(text.splitlines()) if line.rstrip().endswith("// expect")}
    reported = {(path, int(line)) for path, line in re.findall(r"^(\S+\.swift):(\d+):", result.stdout, re.M)}
    failures = []
    if result.returncode != 1:
        failures.append(f"exit status {result.returncode}, expected 1 (stderr: {result.stderr.strip()})")
    for path, line in sorted(expected - reported):
        failures.append(f"not reported: {path}:{line}: {files[path].splitlines()[line - 1].strip()}")
    for path, line in sorted(reported - expected):
        text = files[path].splitlines()[line - 1].strip() if path in files else "?"
        failures.append(f"reported but fine: {path}:{line}: {text}")
    if failures:
        print("availability audit self-test FAILED:")
        for failure in failures:
            print("  " + failure)
        print(result.stdout)
        return 1
    print(f"availability audit self-test: all {len(expected)} planted uses reported, gated uses and own names left alone.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
