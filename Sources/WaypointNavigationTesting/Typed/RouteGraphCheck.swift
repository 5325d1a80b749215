import Foundation
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

extension RouteGraph {
    /// Walks every screen of the graph (each declared route and its prefixes) and returns what is
    /// wrong, one line per route: empty when the app is sound.
    ///
    /// For each route, on a fresh `TestScheduler`, store and router over the routable
    /// `rootRoutable` makes (the app's own routables or screen factory, over fakes): the route
    /// must be shown — the navigation completes and the router displays exactly it; with `links`,
    /// its link must lead back to it; with `restores`, state saved there must restore it on a
    /// fresh root routable (`restoreState(from:as:)`). Steps that take longer than `stepTimeout`
    /// ticks fail.
    public func failures(links: RouteLinks<Segment>? = nil, restores: Bool = true, stepTimeout: TestTime = 5,
                         rootRoutable: (TestScheduler) -> Routable) -> [String] {
        var failures: [String] = []
        for route in screens {
            let text = route.routeIdentifiers.routeDescription
            let shown = GraphRig(stepTimeout: stepTimeout, root: rootRoutable)
            let outcome = shown.run { router in router.navigate { $0.to(route).animated(false).stateRestorable(identifier: "route-graph") } }
            if let problem = shown.problem(outcome, expecting: route) {
                failures.append("\(text): cannot be shown: \(problem)")
                continue
            }
            if let links {
                failures += links.roundTripFailures([route])
            }
            guard restores else { continue }
            let saved: Result<Data, Error> = Result { try shown.router.saveState() }
            let restored = GraphRig(stepTimeout: stepTimeout, root: rootRoutable)
            let restoring = restored.run { router -> Observable<NavigationResult> in
                switch saved {
                case .success(let data):
                    do {
                        return try router.restoreState(from: data, as: Segment.self).asObservable()
                    } catch {
                        return Observable<NavigationResult>.error(error)
                    }
                case .failure(let error):
                    return Observable<NavigationResult>.error(error)
                }
            }
            if let problem = restored.problem(restoring, expecting: route) {
                failures.append("\(text): does not restore: \(problem)")
            }
        }
        return failures
    }
}

/// Asserts that every screen of `graph` can be shown by the routables `rootRoutable` makes, that
/// its link round-trips (with `links`) and that it restores (with `restores`); see
/// `RouteGraph.failures(links:restores:stepTimeout:rootRoutable:)`. The failure lists what is
/// wrong, then the route graph as a Mermaid flowchart with the failing screens in red.
public func assertRouteGraph<Segment: RouteSegment>(
    _ graph: RouteGraph<Segment>, links: RouteLinks<Segment>? = nil, restores: Bool = true, stepTimeout: TestTime = 5,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    rootRoutable: (TestScheduler) -> Routable
) {
    let failures = graph.failures(links: links, restores: restores, stepTimeout: stepTimeout, rootRoutable: rootRoutable)
    guard !failures.isEmpty else { return }
    let failing = Set(graph.screens.filter { screen in
        let text = screen.routeIdentifiers.routeDescription
        return failures.contains { $0.hasPrefix(text + ":") }
    })
    reportFailure("\(failures.count) problem\(failures.count == 1 ? "" : "s") in the route graph of \(graph.screens.count) screens:\n"
                  + failures.map { "  " + $0 }.joined(separator: "\n")
                  + "\nThe route graph (failing screens in red):\n" + graph.mermaid(failing: failing),
                  fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The state of a route graph check: the navigation state alone.
private struct GraphState: HasNavigationState {
    var navigationState = NavigationState()
}

/// A store and a router on a test scheduler of their own.
private final class GraphRig {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let router: Router<GraphState>

    init(stepTimeout: TestTime, root: (TestScheduler) -> Routable) {
        let store = Store<GraphState>(reducer: { action, state in
            GraphState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState))
        }, state: GraphState())
        router = Router(store: store, rootRoutable: root(scheduler), scheduler: scheduler,
                        stepTimeout: scheduler.interval(ticks: stepTimeout)) { $0.navigationState }
    }

    deinit {
        router.dispose()
        scheduler.start()
    }

    /// Subscribes to what `start` returns, runs the scheduler to the end, and returns the outcome
    /// (`nil` when none came).
    func run<Outcome: ObservableConvertibleType>(_ start: (Router<GraphState>) -> Outcome) -> Result<NavigationResult, Error>?
    where Outcome.Element == NavigationResult {
        let outcome = Locked<Result<NavigationResult, Error>?>(nil)
        let subscription = start(router).asObservable().subscribe(
            onNext: { result in outcome.withLock { $0 = .success(result) } },
            onError: { error in outcome.withLock { $0 = .failure(error) } })
        scheduler.start()
        subscription.dispose()
        return outcome.withLock { $0 }
    }

    /// What went wrong with `outcome`, or `nil` when the router shows `route`.
    func problem<Segment: RouteSegment>(_ outcome: Result<NavigationResult, Error>?, expecting route: [Segment]) -> String? {
        switch outcome {
        case nil: return "the navigation never ended"
        case .failure(let error)?: return String(describing: error)
        case .success?:
            let shown = router.displayedRoute
            return shown == route.routeIdentifiers ? nil : "the router shows \(shown.routeDescription)"
        }
    }
}
