// swift-tools-version:6.0
import Foundation
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

var package = Package(
    name: "Waypoint",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint"]),
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
        .target(name: "WaypointRouter", dependencies: ["WaypointRx", "WaypointInterceptors", "WaypointStore"], swiftSettings: strict),
        .target(name: "WaypointNavigationTesting", dependencies: ["WaypointRouter", "WaypointStore", "WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .target(name: "WaypointUI", dependencies: ["WaypointRx", "WaypointStore", "WaypointRouter"], swiftSettings: strict),
        .target(name: "Waypoint", dependencies: ["WaypointRx", "WaypointInterceptors", "WaypointStore", "WaypointRouter", "WaypointUI"], swiftSettings: strict),
        .target(name: "PlaygroundKit", dependencies: ["Waypoint", "WaypointTesting"], path: "Playground/Kit", swiftSettings: strict),
        .executableTarget(name: "Playground", dependencies: ["PlaygroundKit"], path: "Playground/App", swiftSettings: strict),
        .testTarget(name: "WaypointRxTests", dependencies: ["WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointStoreTests", dependencies: ["WaypointStore", "WaypointInterceptors", "WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointRouterTests", dependencies: ["WaypointRouter", "WaypointStore", "WaypointInterceptors", "WaypointRx", "WaypointTesting", "WaypointNavigationTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointInterceptorsTests", dependencies: ["WaypointInterceptors", "WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "PlaygroundTests", dependencies: ["PlaygroundKit", "Playground", "Waypoint", "WaypointTesting", "WaypointNavigationTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointUITests", dependencies: ["WaypointUI", "WaypointRouter", "WaypointStore", "WaypointRx", "WaypointTesting", "WaypointNavigationTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointTestingTests", dependencies: ["WaypointRx", "WaypointTesting"], swiftSettings: strict),
        .testTarget(name: "WaypointNavigationTestingTests", dependencies: ["WaypointNavigationTesting", "WaypointRouter", "WaypointStore", "WaypointRx", "WaypointTesting"], swiftSettings: strict),
        // Compile-time checks that main-actor code (view controllers, view models) can call every
        // async entry point and conform to the UI protocols without warnings.
        .testTarget(name: "WaypointMainActorTests", dependencies: ["Waypoint", "WaypointTesting"], swiftSettings: strict),
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
