// swift-tools-version:6.0
import PackageDescription

// Waypoint against its peers, side by side in one process. A package of its own so that the main
// package stays free of dependencies. Run it in release mode:
//   swift run -c release --package-path Benchmarks waypoint-bench [--quick] [--filter NAME] [--json] [--instructions]
let package = Package(
    name: "WaypointBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Waypoint", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        // Counts heap allocations (it defines the process's malloc) and talks to callgrind.
        .target(name: "BenchSupport"),
        .executableTarget(
            name: "waypoint-bench",
            dependencies: [
                "BenchSupport",
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointTesting", package: "Waypoint"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
