import XCTest
@testable import WaypointUI

final class UserChangeTests: XCTestCase {
    func testPopsAreRemovedSegmentsAndAnythingElseIsAReplacement() {
        XCTAssertNil(UserChange.between(["a", "b"], ["a", "b"]))
        XCTAssertEqual(UserChange.between(["a", "b", "c"], ["a"]), .popped(count: 2))
        XCTAssertEqual(UserChange.between(["a"], []), .popped(count: 1))
        XCTAssertEqual(UserChange.between(["a", "b"], ["c"]), .replaced(from: ["a", "b"], to: ["c"]))
        XCTAssertEqual(UserChange.between([], ["c"]), .replaced(from: [], to: ["c"]))
        XCTAssertEqual(UserChange.between(["a"], ["a", "b"]), .replaced(from: ["a"], to: ["a", "b"]))
    }

    func testATabKeepsTheScreensTheRouteShows() {
        XCTAssertEqual(TabPlan.kept(segments: ["x", "y"], modal: nil, rest: ["x"]).count, 1)
        XCTAssertEqual(TabPlan.kept(segments: ["x", "y"], modal: "m", rest: ["x", "y", "m"]).count, 2)
        XCTAssertTrue(TabPlan.kept(segments: ["x", "y"], modal: "m", rest: ["x", "y", "m"]).modal)
        XCTAssertFalse(TabPlan.kept(segments: ["x", "y"], modal: "m", rest: ["x", "y"]).modal)
        XCTAssertFalse(TabPlan.kept(segments: ["x"], modal: "m", rest: ["z", "m"]).modal)
        XCTAssertEqual(TabPlan.kept(segments: [], modal: nil, rest: ["x"]).count, 0)
    }

    func testAPopLeavingForAnotherTabKeepsThePushedScreens() {
        XCTAssertEqual(TabPlan.keptOnPop(position: 0, pushed: 2, leavesTab: false), 0)
        XCTAssertEqual(TabPlan.keptOnPop(position: 0, pushed: 2, leavesTab: true), 2)
        XCTAssertEqual(TabPlan.keptOnPop(position: 2, pushed: 2, leavesTab: true), 2)
        XCTAssertEqual(TabPlan.keptOnPop(position: 1, pushed: 0, leavesTab: true), 1)
    }
}
