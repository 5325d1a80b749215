// swift-tools-version:6.0
// Waypoint's example app: a tab bar with a feed and a profile stack, a post screen that gets its
// post as the route's data, a login sheet, deep links, and a UIKit and a SwiftUI variant that
// share one store. Open this folder in Xcode (16 or later), pick the WaypointExample scheme and an
// iPhone simulator, and run. It depends on the Waypoint package two folders up, by path.
//
// ExampleNavigation holds the app's navigation (state, routes, links, the UIKit and SwiftUI
// wiring) and is what CI compiles on Linux — against the stand-in UIKit and SwiftUI when
// WAYPOINT_UI_STANDINS=1 — and tests with WaypointNavigationTesting. ExampleApp is the app around
// it (views and view controllers, target AppModule); it exists where Xcode provides AppleProductTypes.
import Foundation
import PackageDescription
#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]
let standins = ProcessInfo.processInfo.environment["WAYPOINT_UI_STANDINS"] == "1"

var navigationDependencies: [Target.Dependency] = [.product(name: "Waypoint", package: "Waypoint")]
if standins {
    navigationDependencies += [.product(name: "UIKit", package: "Waypoint"), .product(name: "SwiftUI", package: "Waypoint")]
}

// With the stand-ins, the tests also run the UIKit variant on the stand-in UIKit's fakes
// (ExampleUIKitTests, compiled only when WAYPOINT_UI_STANDINS is defined).
var testDependencies: [Target.Dependency] = ["ExampleNavigation",
                                             .product(name: "WaypointNavigationTesting", package: "Waypoint"),
                                             .product(name: "WaypointTesting", package: "Waypoint")]
var testSettings = strict
if standins {
    testDependencies.append(.product(name: "UIKit", package: "Waypoint"))
    testSettings.append(.define("WAYPOINT_UI_STANDINS"))
}

var products: [Product] = [.library(name: "ExampleNavigation", targets: ["ExampleNavigation"])]
var targets: [Target] = [
    .target(name: "ExampleNavigation", dependencies: navigationDependencies, swiftSettings: strict),
    .testTarget(name: "ExampleNavigationTests", dependencies: testDependencies, swiftSettings: testSettings),
]

#if canImport(AppleProductTypes)
products.append(
    .iOSApplication(
        name: "WaypointExample",
        targets: ["AppModule"],
        bundleIdentifier: "org.waypoint.example",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .cloud),
        accentColor: .presetColor(.blue),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
    )
)
// Named AppModule, as Xcode names an app package's target, so that it differs from the app type.
targets.append(.executableTarget(name: "AppModule", dependencies: ["ExampleNavigation"], path: "Sources/ExampleApp",
                                 swiftSettings: strict))
#endif

let package = Package(
    name: "WaypointExample",
    platforms: [.iOS("17.0"), .macOS("14.0")],
    products: products,
    dependencies: [.package(name: "Waypoint", path: "../..")],
    targets: targets
)
