import XCTest
@testable import WaypointRouter

/// The router computes one step at a time with `firstRoutingAction(from:to:)`: it must be the
/// first step of the full diff for every pair of routes.
final class FirstRoutingActionTests: XCTestCase {
    /// Every route of up to four segments over a two-letter alphabet.
    private let routes: [Route] = {
        var all: [Route] = [[]]
        var layer: [Route] = [[]]
        for _ in 0..<4 {
            layer = layer.flatMap { route in ["A", "B"].map { route + [$0] } }
            all += layer
        }
        return all
    }()

    func testIsTheFirstStepOfTheFullDiffForEveryPairOfRoutes() {
        XCTAssertEqual(routes.count, 31)
        for old in routes {
            for new in routes {
                XCTAssertEqual(firstRoutingAction(from: old, to: new), routingActionsForTransition(from: old, to: new).first,
                               "\(old) → \(new)")
            }
        }
    }

    func testAKnownCommonPrefixGivesTheSameStepAsComparingEverySegment() {
        // The engine starts the diff after the prefix its last step left in common with the
        // target: any length up to the real common prefix must give the full diff's first step.
        for old in routes {
            for new in routes {
                let common = commonPrefixLength(old, new)
                for known in 0...common {
                    XCTAssertEqual(RouteFork(old, new, knownCommon: known).firstAction(from: old, to: new),
                                   routingActionsForTransition(from: old, to: new).first, "\(old) → \(new), known \(known)")
                }
            }
        }
    }

    func testIsNilForEqualRoutes() {
        XCTAssertNil(firstRoutingAction(from: ["A", "B"], to: ["A", "B"]))
        XCTAssertNil(firstRoutingAction(from: [], to: []))
    }
}
