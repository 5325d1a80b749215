// swift-tools-version:6.0
import Foundation
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

// SwiftPM recompiles a target only when a module it depends on *directly* changes (the modules
// of its dependencies, and of the targets a product dependency lists, are its compile inputs).
// So a target lists every module it uses, also those it reaches through an `@_exported import`
// — the umbrella `Waypoint` re-exports the runtime modules, `WaypointStore` re-exports
// `WaypointInterceptors` — and the `Waypoint` product lists every module it re-exports. Otherwise
// an incremental build keeps objects compiled against an old public signature: link errors until
// the target's build directory is removed. `Tools/package-deps/check.py` checks it in CI.
let runtime: [Target.Dependency] = ["WaypointRx", "WaypointInterceptors", "WaypointStore", "WaypointRouter", "WaypointUI"]
/// What `import Waypoint` uses.
let umbrella: [Target.Dependency] = ["Waypoint"] + runtime

var package = Package(
    name: "Waypoint",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint", "WaypointRx", "WaypointInterceptors", "WaypointStore", "WaypointRouter", "WaypointUI"]),
        .library(name: "WaypointRx", targets: ["WaypointRx"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
        .library(name: "WaypointNavigationTesting", targets: ["WaypointNavigationTesting"]),
        .library(name: "WaypointUI", targets: ["WaypointUI"]),
    ],
    targets: [
        // Word-sized C11 atomics (header only), so that no target needs `Synchronization`
        // (macOS 15 / iOS 18). Internal to the package: WaypointRx wraps it in `AtomicWord`. Also
        // the Swift runtime's `swift_tryRetain`, with which WaypointStore reaches its subscribers.
        .target(name: "WaypointAtomicsC"),
        .target(name: "WaypointRx", dependencies: ["WaypointAtomicsC"], swiftSettings: strict),
        .target(name: "WaypointTesting", dependencies: ["WaypointRx"], swiftSettings: strict),
        .target(name: "WaypointInterceptors", dependencies: ["WaypointRx"], swiftSettings: strict),
        .target(name: "WaypointStore", dependencies: ["WaypointAtomicsC", "WaypointRx", "WaypointInterceptors"], swiftSettings: strict),
        .target(name: "WaypointRouter", dependencies: ["WaypointAtomicsC", "WaypointRx", "WaypointInterceptors", "WaypointStore"], swiftSettings: strict),
        .target(name: "WaypointNavigationTesting", dependencies: ["WaypointRouter", "WaypointStore", "WaypointInterceptors", "WaypointRx", "WaypointTesting"],
                swiftSettings: strict),
        .target(name: "WaypointUI", dependencies: ["WaypointRx", "WaypointInterceptors", "WaypointStore", "WaypointRouter"], swiftSettings: strict),
        .target(name: "Waypoint", dependencies: runtime, swiftSettings: strict),
        .target(name: "PlaygroundKit", dependencies: umbrella + ["WaypointTesting"], path: "Playground/Kit", swiftSettings: strict),
        .executableTarget(name: "Playground", dependencies: ["PlaygroundKit"], path: "Playground/App", swiftSettings: strict),
        .testTarget(name: "WaypointRxTests", dependencies: ["WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointStoreTests", dependencies: ["WaypointStore", "WaypointInterceptors", "WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointRouterTests", dependencies: ["WaypointRouter", "WaypointStore", "WaypointInterceptors", "WaypointRx", "WaypointTesting", "WaypointNavigationTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointInterceptorsTests", dependencies: ["WaypointInterceptors", "WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "PlaygroundTests", dependencies: ["PlaygroundKit", "Playground", "WaypointTesting", "WaypointNavigationTesting"] + umbrella,
                    swiftSettings: strict),
        .testTarget(name: "WaypointUITests", dependencies: ["WaypointUI", "WaypointRouter", "WaypointStore", "WaypointInterceptors", "WaypointRx", "WaypointTesting",
                                                         "WaypointNavigationTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointTestingTests", dependencies: ["WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointNavigationTestingTests", dependencies: ["WaypointNavigationTesting", "WaypointRouter", "WaypointStore", "WaypointInterceptors", "WaypointRx",
                                                                        "WaypointTesting"], swiftSettings: strict),
        // Compile-time checks that main-actor code (view controllers, view models) can call every
        // async entry point and conform to the UI protocols without warnings. Its sources import
        // the umbrella `Waypoint` only, as an app does.
        .testTarget(name: "WaypointMainActorTests", dependencies: umbrella + ["WaypointTesting"], swiftSettings: strict),
    ]
)

// Tooling, off unless WAYPOINT_UI_STANDINS=1: stand-in `UIKit` and `SwiftUI` interface modules
// (Tools/standins: Apple's declarations; the UIKit bodies are fakes of its documented behaviour,
// the SwiftUI bodies trap) that WaypointUI then depends on, so that its `#if canImport(UIKit)` /
// `canImport(SwiftUI)` glue type-checks on Linux, and the UIKit glue runs in tests. CI builds this in
// a scratch path of its own (see .ci/run and the Platforms article). Normal builds are untouched.
if ProcessInfo.processInfo.environment["WAYPOINT_UI_STANDINS"] == "1" {
    package.targets += [
        .target(name: "UIKit", path: "Tools/standins/UIKit", swiftSettings: strict),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tools/standins/SwiftUI", swiftSettings: strict),
    ]
    for target in package.targets where target.name == "WaypointUI" {
        target.dependencies += ["UIKit", "SwiftUI"]
    }
    // The UIKit glue run in tests on Linux, against the stand-in UIKit's fakes (their bodies keep
    // state as UIKit documents it; see Tools/standins/README.md). Only in the stand-in build: CI
    // runs it with `--filter WaypointUIKitGlueTests` (.ci/run).
    package.targets.append(
        .testTarget(name: "WaypointUIKitGlueTests",
                    dependencies: ["WaypointUI", "UIKit", "WaypointRouter", "WaypointStore", "WaypointRx", "WaypointTesting",
                                   "WaypointNavigationTesting"],
                    swiftSettings: strict))
    package.products += [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
    ]
}
