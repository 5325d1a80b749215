import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// What a guard saw, written from its `@Sendable` closure on the test thread.
// @unchecked: tests drive it from the single test thread only.
final class SeenContexts: @unchecked Sendable {
    var contexts: [NavigationGuardContext] = []
}

struct LinksRefused: Error, CustomStringConvertible {
    var description: String { "links are off" }
}

final class DeepLinkNavigationTests: LeakCheckingTestCase {
    private func harness() -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        XCTAssertNoThrow(try nav.router.deepLinks.register("/users/:id", route: ["home", "user"]))
        XCTAssertNoThrow(try nav.router.deepLinks.register("/settings", route: ["settings"]))
        return nav
    }

    func testALinkNavigatesWithTheDeepLinkTriggerAndItsQueryItemsReachTheDestination() {
        let nav = harness()
        let link = nav.navigate(toLink: "myapp://users/42?tab=posts")
        nav.expect("""
                0 #1 start / → /home/user [deepLink]
             0-10 #1 push home
            10-20 #1 push user
               20 #1 completed /home/user
            """)
        XCTAssertEqual(nav.tree.calls.map { $0.context?.data(as: [String: String].self) }, [nil, ["id": "42", "tab": "posts"], nil])
        XCTAssertEqual(nav.tree.calls.last?.method, .receiveData)
        XCTAssertEqual(nav.tree.calls.last?.data as? [String: String], ["id": "42", "tab": "posts"])
        XCTAssertEqual(link.log, ["20 completion", "20 onSuccess /home/user", "20 next /home/user", "20 completed"])
        XCTAssertEqual(nav.state.navigationState.trigger, .deepLink)
        XCTAssertEqual(nav.state.navigationState.data(for: ["home", "user"]), ["id": "42", "tab": "posts"])
    }

    func testRequestOptionsApplyAndTheLinkDecidesTheDestination() {
        let nav = harness()
        let link = nav.navigate(toLink: "/settings") { $0.to(["ignored"]).animated(false) }
        nav.expect("""
              0 #1 start / → /settings [deepLink]
            0-0 #1 push settings
              0 #1 completed /settings
            """)
        XCTAssertEqual(nav.tree.log, ["0 root push settings (not animated)"])
        XCTAssertEqual(link.log, ["0 completion", "0 onSuccess /settings", "0 next /settings", "0 completed"])
        XCTAssertNil(nav.state.navigationState.routeSpecificData[["settings"]])
    }

    func testAMalformedLinkFailsAndLeavesTheStateUntouched() {
        let nav = harness()
        nav.router.navigate(toLink: "/settings")
        nav.skipEvents(through: 100)
        let before = nav.state
        let link = nav.navigate(toLink: "myapp://users/%ZZ")
        let error = #"Malformed link "myapp://users/%ZZ": it has an invalid percent escape "%ZZ""#
        nav.expect("100 #2 failed: \(error)")
        XCTAssertEqual(link.log, ["100 onFailure: \(error)", "100 error: \(error)"])
        XCTAssertEqual(nav.state, before)
        XCTAssertEqual(nav.tree.log, ["0 root push settings"])
    }

    func testAnUnknownLinkFailsAndLeavesTheStateUntouched() {
        let nav = harness()
        nav.router.navigate(toLink: "/settings")
        nav.skipEvents(through: 100)
        let before = nav.state
        let link = nav.navigate(toLink: "myapp://posts/1")
        let error = #"No route matches the link "myapp://posts/1""#
        nav.expect("100 #2 failed: \(error)")
        XCTAssertEqual(link.log, ["100 onFailure: \(error)", "100 error: \(error)"])
        XCTAssertEqual(nav.state, before)
        XCTAssertEqual(nav.router.displayedRoute, ["settings"])
    }

    func testALinkGoesThroughTheGuardsWhichSeeTheTriggerAndData() {
        let nav = harness()
        let seen = SeenContexts()
        let scheduler = nav.scheduler
        nav.router.add(guard: NavigationGuard(name: "Audit") { context, completion in
            seen.contexts.append(context)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                completion(.success)
                return Disposables.create()
            }
        })
        let link = nav.navigate(toLink: "/users/7")
        nav.expect("""
                5 #1 guards passed
                5 #1 start / → /home/user [deepLink]
             5-15 #1 push home
            15-25 #1 push user
               25 #1 completed /home/user
            """)
        XCTAssertEqual(seen.contexts.map(\.trigger), [.deepLink])
        XCTAssertEqual(seen.contexts.map(\.to), [["home", "user"]])
        XCTAssertEqual(seen.contexts.map(\.data), [RouteData(["id": "7"])])
        XCTAssertEqual(link.log, ["25 completion", "25 onSuccess /home/user", "25 next /home/user", "25 completed"])
    }

    func testAGuardThatRejectsTheLinkLeavesTheStateUntouched() {
        let nav = harness()
        nav.router.add(guard: NavigationGuard(name: "NoLinks") { context, completion in
            completion(context.trigger == .deepLink ? .failure(LinksRefused()) : .success)
        })
        nav.router.navigate { $0.to(["settings"]) }
        nav.skipEvents(through: 100)
        let before = nav.state
        let link = nav.navigate(toLink: "/users/7")
        let error = "Guard NoLinks rejected the navigation: links are off"
        nav.expect("100 #2 cancelled: guard rejected: \(error)")
        XCTAssertEqual(link.log, ["100 onFailure: \(error)", "100 error: \(error)"])
        XCTAssertEqual(nav.state, before)
        XCTAssertEqual(nav.tree.log, ["0 root push settings"])
    }
}

final class AsyncDeepLinkTests: LeakCheckingTestCase {
    func testAwaitingALinkReturnsItsResultOrThrows() async throws {
        let store = Store(reducer: appReducer, state: AppState())
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let router = Router(store: store, rootRoutable: InstantScreen(), scheduler: scheduler)
        try router.deepLinks.register("/users/:id", route: ["home", "user"])
        let result = try await router.navigate(toLink: "myapp://users/42").value
        XCTAssertEqual(result.route, ["home", "user"])
        XCTAssertEqual(store.state.navigationState.data(for: ["home", "user"]), ["id": "42"])
        do {
            _ = try await router.navigate(toLink: "myapp://nowhere").value
            XCTFail("expected a failure")
        } catch let error as RoutingError {
            XCTAssertEqual(error, .unknownLink("myapp://nowhere"))
        }
        XCTAssertEqual(store.state.navigationState.route, ["home", "user"])
        router.dispose()
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}
