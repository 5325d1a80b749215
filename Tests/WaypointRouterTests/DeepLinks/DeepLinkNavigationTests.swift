import XCTest
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
    private var harness: ScreenHarness<any Sendable>!

    override func setUp() {
        super.setUp()
        harness = ScreenHarness()
        XCTAssertNoThrow(try harness.router.deepLinks.register("/users/:id", route: ["home", "user"]))
        XCTAssertNoThrow(try harness.router.deepLinks.register("/settings", route: ["settings"]))
    }

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    private let pushHome = RoutingAction.push(responsibleRoutableIndex: 0, segmentToBePushed: "home")
    private let pushUser = RoutingAction.push(responsibleRoutableIndex: 1, segmentToBePushed: "user")

    func testALinkNavigatesWithTheDeepLinkTriggerAndItsQueryItemsReachTheDestination() {
        let results = harness.record(at: 100) { [harness] in harness!.router.navigate(toLink: "myapp://users/42?tab=posts") }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds, [
            at(100, .started(from: [], to: ["home", "user"], trigger: .deepLink)),
            at(100, .stepStarted(pushHome)),
            at(110, .stepEnded(pushHome)),
            at(110, .stepStarted(pushUser)),
            at(120, .stepEnded(pushUser)),
            at(120, .completed(route: ["home", "user"])),
        ])
        XCTAssertEqual(harness.events.navigationIDs.count, 1)
        XCTAssertEqual(harness.log.entries, [
            "100 root push home",
            "110 home push user data id=42&tab=posts",
            "120 user received id=42&tab=posts",
        ])
        XCTAssertEqual(results.routes, [.next(120, ["home", "user"]), .completed(120)])
        XCTAssertEqual(harness.state.route, ["home", "user"])
        XCTAssertEqual(harness.state.trigger, .deepLink)
        XCTAssertEqual(harness.state.data(for: ["home", "user"]), ["id": "42", "tab": "posts"])
    }

    func testRequestOptionsApplyAndTheLinkDecidesTheDestination() {
        let done = CallbackRecorder()
        let results = harness.record(at: 100) { [harness] in
            harness!.router.navigate(toLink: "/settings") { request in
                request.to(["ignored"]).animated(false).onSuccess { done.entries.append("success \($0.route.routeDescription)") }
            }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.entries, ["100 root push settings (not animated)"])
        XCTAssertEqual(results.routes, [.next(110, ["settings"]), .completed(110)])
        XCTAssertEqual(done.entries, ["success /settings"])
        XCTAssertNil(harness.state.routeSpecificData[["settings"]])
    }

    func testAMalformedLinkFailsAndLeavesTheStateUntouched() {
        harness.scheduler.scheduleAt(100) { [harness] in harness!.router.navigate(toLink: "/settings") }
        var before: AppState?
        harness.scheduler.scheduleAt(199) { [harness] in before = harness!.store.state }
        let failures = CallbackRecorder()
        let results = harness.record(at: 200) { [harness] in
            harness!.router.navigate(toLink: "myapp://users/%ZZ") { $0.onFailure { failures.entries.append("\($0)") } }
        }
        harness.scheduler.start()
        let error = RoutingError.malformedLink("myapp://users/%ZZ", reason: "it has an invalid percent escape \"%ZZ\"")
        XCTAssertEqual(Array(harness.events.kinds.dropFirst(4)), [at(200, .failed(error))])
        XCTAssertEqual(results.routes, [.error(200, error)])
        XCTAssertEqual(failures.entries, [error.description])
        XCTAssertEqual(harness.store.state, before)
        XCTAssertEqual(harness.log.entries, ["100 root push settings"])
    }

    func testAnUnknownLinkFailsAndLeavesTheStateUntouched() {
        harness.scheduler.scheduleAt(100) { [harness] in harness!.router.navigate(toLink: "/settings") }
        var before: AppState?
        harness.scheduler.scheduleAt(199) { [harness] in before = harness!.store.state }
        let results = harness.record(at: 200) { [harness] in harness!.router.navigate(toLink: "myapp://posts/1") }
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.kinds.dropFirst(4)), [at(200, .failed(.unknownLink("myapp://posts/1")))])
        XCTAssertEqual(results.routes, [.error(200, RoutingError.unknownLink("myapp://posts/1"))])
        XCTAssertEqual(harness.store.state, before)
        XCTAssertEqual(harness.router.displayedRoute, ["settings"])
    }

    func testALinkGoesThroughTheGuardsWhichSeeTheTriggerAndData() {
        let seen = SeenContexts()
        let scheduler = harness.scheduler
        harness.router.add(guard: NavigationGuard(name: "Audit") { context, completion in
            seen.contexts.append(context)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                completion(.success)
                return Disposables.create()
            }
        })
        let results = harness.record(at: 100) { [harness] in harness!.router.navigate(toLink: "/users/7") }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds, [
            at(105, .guardsPassed),
            at(105, .started(from: [], to: ["home", "user"], trigger: .deepLink)),
            at(105, .stepStarted(pushHome)),
            at(115, .stepEnded(pushHome)),
            at(115, .stepStarted(pushUser)),
            at(125, .stepEnded(pushUser)),
            at(125, .completed(route: ["home", "user"])),
        ])
        XCTAssertEqual(seen.contexts.map(\.trigger), [.deepLink])
        XCTAssertEqual(seen.contexts.map(\.to), [["home", "user"]])
        XCTAssertEqual(seen.contexts.map(\.data), [RouteData(["id": "7"])])
        XCTAssertEqual(results.routes, [.next(125, ["home", "user"]), .completed(125)])
    }

    func testAGuardThatRejectsTheLinkLeavesTheStateUntouched() {
        harness.router.add(guard: NavigationGuard(name: "NoLinks") { context, completion in
            completion(context.trigger == .deepLink ? .failure(LinksRefused()) : .success)
        })
        harness.scheduler.scheduleAt(100) { [harness] in
            harness!.router.navigate { $0.to(["settings"]) }
        }
        var before: AppState?
        harness.scheduler.scheduleAt(199) { [harness] in before = harness!.store.state }
        let results = harness.record(at: 200) { [harness] in harness!.router.navigate(toLink: "/users/7") }
        harness.scheduler.start()
        let error = RoutingError.guardRejected(guardName: "NoLinks", reason: "links are off")
        XCTAssertEqual(Array(harness.events.kinds.dropFirst(5)), [at(200, .cancelled(.guardRejected(error)))])
        XCTAssertEqual(results.routes, [.error(200, error)])
        XCTAssertEqual(harness.store.state, before)
        XCTAssertEqual(harness.log.entries, ["100 root push settings"])
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
