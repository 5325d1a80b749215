import XCTest
@testable import WaypointRouter

/// The engine's effect buffer keeps events in a lane of their own: whatever the mix, the router
/// must take every effect out once, in the order the engine appended it, and a buffer dropped
/// with effects in it must release them.
final class EffectBufferTests: XCTestCase {
    private final class Screen: Routable {}

    /// The effect appended `index`-th: every third one a step's `reached`, the others events
    /// (some appended as `.emit` effects, some through `emit`).
    private func fill(_ buffer: EffectBuffer, count: Int, screen: Screen) {
        for index in 0..<count {
            let id = NavigationID(rawValue: index)
            switch index % 3 {
            case 0: buffer.append(.reached(id, routable: screen, cacheIdentifier: "c\(index)"))
            case 1: buffer.emit(NavigationEvent(id, .completed(route: ["e\(index)"])))
            default: buffer.append(.emit(NavigationEvent(id, .guardsPassed)))
            }
        }
    }

    private func describe(_ effect: consuming TransitionEngine.Effect) -> String {
        switch consume effect {
        case .emit(let event): return "event \(event.navigationID.rawValue)"
        case .reached(let id, _, let identifier): return "reached \(id.rawValue) \(identifier)"
        case .perform(let request): return "perform \(request.token)"
        case .sync: return "sync"
        }
    }

    func testEffectsComeOutOnceInTheOrderTheyWentInPastTheInitialCapacity() {
        let screen = Screen()
        let buffer = EffectBuffer(capacity: 2)
        var expected: [String] = []
        for index in 0..<23 {
            expected.append(index % 3 == 0 ? "reached \(index) c\(index)" : "event \(index)")
        }
        for _ in 0..<2 {
            fill(buffer, count: 23, screen: screen)
            XCTAssertEqual(buffer.count, 23)
            var taken: [String] = []
            buffer.takeAll { taken.append(describe($0)) }
            XCTAssertEqual(taken, expected)
            XCTAssertEqual(buffer.count, 0)
            buffer.takeAll { taken.append(describe($0)) }
            XCTAssertEqual(taken.count, 23, "an emptied buffer gives nothing")
        }
        fill(buffer, count: 23, screen: screen)
        var lanes: [String] = []
        buffer.takeAll(events: { lanes.append("event \($0.navigationID.rawValue)") }, effects: { lanes.append(describe($0)) })
        XCTAssertEqual(lanes, expected, "the router's two-lane take keeps the order")
    }

    func testADroppedBufferReleasesWhatItHeld() {
        weak var released: Screen?
        do {
            let screen = Screen()
            released = screen
            let buffer = EffectBuffer(capacity: 2)
            fill(buffer, count: 7, screen: screen)
        }
        XCTAssertNil(released)
    }
}
