import XCTest
import WaypointRouter
import WaypointTesting

final class RouteDiffTests: XCTestCase {
    private func diff(_ old: Route, _ new: Route) -> [String] {
        routingActionsForTransition(from: old, to: new).map(\.description)
    }

    func testPushesIntoAnEmptyRoute() {
        XCTAssertEqual(diff([], ["T", "S"]), ["push(0, T)", "push(1, S)"])
    }

    func testChangesTheSecondSegment() {
        XCTAssertEqual(diff(["T", "C"], ["T", "S"]), ["change(1, C → S)"])
    }

    func testChangesThenPushes() {
        XCTAssertEqual(diff(["T", "C"], ["T", "S", "I"]), ["change(1, C → S)", "push(2, I)"])
    }

    func testPopsBeforeChanging() {
        XCTAssertEqual(diff(["T", "C", "I"], ["T", "S"]), ["pop(2, I)", "change(1, C → S)"])
    }

    func testChangesTheRoot() {
        XCTAssertEqual(diff(["T"], ["S"]), ["change(0, T → S)"])
    }

    func testEmptyToEmptyAndIdenticalRoutesDoNothing() {
        XCTAssertEqual(diff([], []), [])
        XCTAssertEqual(diff(["A", "B", "C"], ["A", "B", "C"]), [])
    }

    func testPopsDeepestFirst() {
        XCTAssertEqual(diff(["T", "S", "C"], ["T"]), ["pop(2, C)", "pop(1, S)"])
        XCTAssertEqual(diff(["A", "B"], []), ["pop(1, B)", "pop(0, A)"])
    }

    func testPushesInOrder() {
        XCTAssertEqual(diff(["T"], ["T", "S", "C"]), ["push(1, S)", "push(2, C)"])
    }

    func testPopsThenChangesTheRoot() {
        XCTAssertEqual(diff(["A", "B"], ["C"]), ["pop(1, B)", "change(0, A → C)"])
    }

    func testPopsChangesAndPushes() {
        XCTAssertEqual(diff(["A", "B", "C"], ["A", "D", "E"]), ["pop(2, C)", "change(1, B → D)", "push(2, E)"])
    }

    func testRepeatedSegmentsArePushed() {
        XCTAssertEqual(diff(["F", "B"], ["F", "B", "B"]), ["push(2, B)"])
    }

    func testResponsibleIndexIsTheSegmentDepth() {
        XCTAssertEqual(routingActionsForTransition(from: ["A", "B", "C"], to: ["A", "D", "E"]), [
            .pop(responsibleRoutableIndex: 2, segmentToBePopped: "C"),
            .change(responsibleRoutableIndex: 1, segmentToBeReplaced: "B", newSegment: "D"),
            .push(responsibleRoutableIndex: 2, segmentToBePushed: "E"),
        ])
    }

    func testApplyingTheDiffAlwaysYieldsTheNewRoute() {
        var generator = SeededRandomNumberGenerator(seed: 42)
        let alphabet = ["A", "B", "C"]
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let new = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            var ui = old
            for action in routingActionsForTransition(from: old, to: new) {
                switch action {
                case .push(let index, let segment):
                    XCTAssertEqual(index, ui.count)
                    ui.append(segment)
                case .pop(let index, let segment):
                    XCTAssertEqual(index, ui.count - 1)
                    XCTAssertEqual(ui.removeLast(), segment)
                case .change(let index, let from, let to):
                    XCTAssertEqual(ui[index], from)
                    XCTAssertEqual(index, ui.count - 1, "changes happen at the top, after the pops")
                    ui[index] = to
                case .selectDetent:
                    XCTFail("a route diff moves no sheet: \(action)")
                }
            }
            XCTAssertEqual(ui, new, "\(old) → \(new)")
        }
    }
}
