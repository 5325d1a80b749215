import XCTest
@testable import WaypointRouter
import WaypointTesting

/// The router keeps a copy of the route the engine shows (`displayedRoute`) and brings it up to
/// date from the shallowest depth that changed (`TransitionEngine.updateCopy`), not by comparing
/// the routes segment by segment at every step. Every kind of change to the shown route (a step
/// completed, timed out or failed; the user popping, dismissing, switching a tab or reporting a
/// route) must leave the copy equal to the route.
final class ShownRouteCopyTests: XCTestCase {
    /// A routable the engine hands out; the engine never calls it.
    private final class Screen: Routable {}

    /// Applies `input` and mirrors the router: updates the copy when the route changed, then
    /// answers every step the engine asked for according to `answer`.
    private struct Rig {
        let engine = TransitionEngine(rootRoutable: Screen(), stepTimeout: .seconds(1), cache: RoutableCache())
        var copy: Route = []
        var changes = 0
        var pending: [TransitionEngine.StepRequest] = []

        mutating func handle(_ input: TransitionEngine.Input) {
            engine.handle(input)
            if engine.shownChanges != changes {
                changes = engine.shownChanges
                engine.updateCopy(&copy)
            }
            engine.out.takeAll { effect in
                if case .perform(let request) = effect { pending.append(request) }
            }
        }
    }

    func testTheCopyFollowsEveryKindOfChangeAtEveryStep() {
        var generator = SeededRandomNumberGenerator(seed: 29)
        let alphabet = ["a", "b", "c"]
        func route(_ range: ClosedRange<Int>) -> Route {
            (0..<Int.random(in: range, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }
        var rig = Rig()
        var kinds = Set<String>()
        for iteration in 0..<4_000 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...2:
                rig.handle(.newState(NavigationState(route: route(0...6), navigationID: NavigationID(rawValue: 10_000 + iteration),
                                                     trigger: .action)))
                kinds.insert("state")
            case 3...6:
                guard !rig.pending.isEmpty else { continue }
                let request = rig.pending.removeFirst()
                switch Int.random(in: 0..<10, using: &generator) {
                case 0:
                    rig.handle(.stepTimedOut(token: request.token))
                    kinds.insert("timed out")
                case 1:
                    rig.handle(.stepFailed(token: request.token, error: .stepTimedOut(step: request.action, timeout: .seconds(1))))
                    kinds.insert("failed")
                default:
                    rig.handle(.stepResolved(token: request.token, routable: Screen()))
                    rig.handle(.stepCompleted(token: request.token))
                    kinds.insert("completed")
                }
            default:
                let shown = rig.engine.shown
                let depth = Int.random(in: 0...max(shown.count, 1), using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    rig.handle(.user(.popped(count: Int.random(in: 0...2, using: &generator))))
                    kinds.insert("popped")
                case 1:
                    rig.handle(.user(.dismissed(depth: depth)))
                    kinds.insert("dismissed")
                case 2:
                    let segments = route(1...3)
                    rig.handle(.user(.selectedTab(depth: min(depth, shown.count), segments: segments,
                                                  routables: segments.map { _ in Screen() })))
                    kinds.insert("selected tab")
                default:
                    let reported = Array(shown.prefix(depth)) + route(0...2)
                    rig.handle(.user(.showed(reported, routables: reported.map { _ in Screen() })))
                    kinds.insert("showed")
                }
            }
            XCTAssertEqual(rig.copy, rig.engine.shown, "iteration \(iteration)")
            if rig.copy != rig.engine.shown { return }
        }
        XCTAssertEqual(kinds, ["state", "completed", "timed out", "failed", "popped", "dismissed", "selected tab", "showed"])
    }

    func testADeepRouteIsFollowedStepByStep() {
        var rig = Rig()
        let deep = (0..<300).map { "s\($0)" }
        let other = Array(deep.prefix(150)) + (0..<200).map { "t\($0)" }
        for (index, target) in [deep, other, [], deep].enumerated() {
            rig.handle(.newState(NavigationState(route: target, navigationID: NavigationID(rawValue: 20_000 + index), trigger: .action)))
            while !rig.pending.isEmpty {
                let request = rig.pending.removeFirst()
                rig.handle(.stepResolved(token: request.token, routable: Screen()))
                rig.handle(.stepCompleted(token: request.token))
                XCTAssertEqual(rig.copy, rig.engine.shown)
            }
            XCTAssertEqual(rig.copy, target)
        }
    }
}
