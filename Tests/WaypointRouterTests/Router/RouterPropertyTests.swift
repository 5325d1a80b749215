import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Random route sequences, dispatched at random ticks while routables complete after random
/// delays (some of them never, some twice, some by throwing), always leave the UI equal to the
/// final state, and the router idle.
final class RouterPropertyTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_ITERATIONS"] ?? "") ?? 1_000
    }

    func testUIAlwaysEndsEqualToTheState() {
        let seed = UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 7
        var generator = SeededRandomNumberGenerator(seed: seed)
        let alphabet = ["a", "b", "c", "d"]
        for iteration in 0..<Self.iterations {
            let harness = RouterHarness(stepTimeout: 40)
            for segment in alphabet {
                switch Int.random(in: 0..<20, using: &generator) {
                case 0: harness.model.behaviours[segment] = .never
                case 1: harness.model.behaviours[segment] = .twice(after: Int.random(in: 1...15, using: &generator))
                case 2: harness.model.behaviours[segment] = .reject
                default: harness.model.behaviours[segment] = .complete(after: Int.random(in: 0...15, using: &generator))
                }
            }
            var time = 100
            var routes: [Route] = []
            for id in 1...Int.random(in: 1...12, using: &generator) {
                time += Int.random(in: 0...30, using: &generator)
                let route = (0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                routes.append(route)
                harness.setRoute(route, id: id, at: time)
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    harness.userPops(at: time + 1)
                }
            }
            harness.scheduler.start()
            let context = "seed \(seed), iteration \(iteration), routes \(routes), behaviours \(harness.model.behaviours)"
            XCTAssertEqual(harness.model.stack, harness.route, context)
            XCTAssertEqual(harness.router.displayedRoute, harness.route, context)
            let terminals = harness.events.events.compactMap(\.value.element).filter(\.isTerminal)
            XCTAssertEqual(Set(terminals.map(\.navigationID)).count, terminals.count, "one terminal event per navigation: \(context)")
            harness.tearDown()
            if harness.model.stack != harness.route { return }
        }
    }
}
