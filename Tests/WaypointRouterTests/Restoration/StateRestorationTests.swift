import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

struct Profile: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

/// Data that is not `Codable`.
struct Opaque: Equatable, Sendable {
    let value: Int
}

/// A protection space that never protects.
struct OpenDoor: ProtectionSpace {
    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool { false }
}

/// A protection space a test unlocks or fails by hand.
// @unchecked: tests drive it from the single test thread only.
final class RestorationLogin: ProtectionSpace, @unchecked Sendable {
    var unprotect: (@Sendable () -> Void)?
    var fail: (@Sendable (Swift.Error) -> Void)?
    var asked = 0

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        asked += 1
        self.unprotect = unprotect
        fail = failure
        return true
    }
}

struct LoginCancelled: Error, CustomStringConvertible {
    var description: String { "login cancelled" }
}

final class StateRestorationTests: LeakCheckingTestCase {
    private var harnesses: [ScreenHarness<any Sendable>] = []

    override func tearDown() {
        for harness in harnesses { harness.tearDown() }
        harnesses = []
        super.tearDown()
    }

    private func makeHarness() -> ScreenHarness<any Sendable> {
        let harness = ScreenHarness<any Sendable>()
        harnesses.append(harness)
        return harness
    }

    private let profile = Profile(id: 42, name: "Ada")
    private let fullRoute: Route = ["tabs", "home", "profile"]

    private func push(_ index: Int, _ segment: String) -> RoutingAction {
        .push(responsibleRoutableIndex: index, segmentToBePushed: segment)
    }

    /// A harness that went to /tabs/home (with restorable String data) and then pushed
    /// "profile" (with restorable `Profile` data, protected by `OpenDoor`).
    private func sourceHarness() -> ScreenHarness<any Sendable> {
        let source = makeHarness()
        let profile = profile
        source.scheduler.scheduleAt(100) { [source] in
            source.router.navigate { $0.to(["tabs", "home"]).passData("home data").stateRestorable(identifier: "home") }
        }
        source.scheduler.scheduleAt(200) { [source] in
            source.router.navigate { $0.push("profile").passData(profile).stateRestorable(identifier: "profile").protect(with: OpenDoor()) }
        }
        source.scheduler.start()
        XCTAssertEqual(source.state.route, fullRoute)
        return source
    }

    private func savedState() throws -> (ScreenHarness<any Sendable>, Data) {
        let source = sourceHarness()
        return (source, try source.router.saveState())
    }

    /// Restores `data` into `target` (with `Profile` registered), protecting the entries
    /// `protects` picks with `login`; the protection's callbacks log "tick unprotected" and
    /// "tick failed reason" into the returned recorder.
    private func restore(_ data: Data, into target: ScreenHarness<any Sendable>, protectedBy login: RestorationLogin,
                         where protects: @escaping (StateRestorationContext) -> Bool) throws
        -> (results: TestableObserver<NavigationResult>, callbacks: CallbackRecorder) {
        target.router.restoration.register(Profile.self)
        let callbacks = CallbackRecorder()
        let scheduler = target.scheduler
        let results = target.record(try target.router.restoreState(from: data) { context in
            guard protects(context) else { return .allow }
            return .protect(protectionSpace: login,
                            onUnprotect: { callbacks.entries.append("\(scheduler.clock) unprotected") },
                            onFailure: { callbacks.entries.append("\(scheduler.clock) failed \($0)") })
        })
        return (results, callbacks)
    }

    // MARK: Saving

    func testSavedStateIsVersionedJSONWithTheRestorableEntriesAndTheirData() throws {
        let (_, data) = try savedState()
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(json["format"] as? String, "waypoint.navigation-state")
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["route"] as? [String], fullRoute)
        let entries = try XCTUnwrap(json["restorable"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["identifier"] as? String }, ["home", "profile"])
        XCTAssertEqual(entries.map { $0["route"] as? [String] }, [["tabs", "home"], fullRoute])
        XCTAssertEqual(entries.map { $0["protectionType"] as? String }, [nil, "OpenDoor"])
        let types = entries.map { ($0["data"] as? [String: Any])?["type"] as? String }
        XCTAssertEqual(types, ["Swift.String", "WaypointRouterTests.Profile"])
        XCTAssertEqual((entries[0]["data"] as? [String: Any])?["value"] as? String, "home data")
        let value = try XCTUnwrap((entries[1]["data"] as? [String: Any])?["value"] as? [String: Any])
        XCTAssertEqual(value["id"] as? Int, 42)
        XCTAssertEqual(value["name"] as? String, "Ada")
    }

    func testDataThatIsNotCodableIsLeftOut() throws {
        let source = makeHarness()
        source.scheduler.scheduleAt(100) { [source] in
            source.router.navigate { $0.to(["opaque"]).passData(Opaque(value: 1)).stateRestorable(identifier: "opaque") }
        }
        source.scheduler.start()
        let data = try source.router.saveState()
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(json["restorable"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 1)
        XCTAssertNil(entries[0]["data"])

        let target = makeHarness()
        let results = target.record(try target.router.restoreState(from: data))
        target.scheduler.start()
        XCTAssertEqual(results.routes, [.next(10, ["opaque"]), .completed(10)])
        XCTAssertEqual(target.state.restorableRoutes, [["opaque"]: RestorationEntry(identifier: "opaque")])
        XCTAssertEqual(target.state.routeSpecificData, [:])
    }

    // MARK: Round trip

    func testRoundTripRestoresTheRouteEntriesAndData() throws {
        let (source, data) = try savedState()
        let target = makeHarness()
        target.router.restoration.register(Profile.self)
        let results = target.record(try target.router.restoreState(from: data))
        target.scheduler.start()
        XCTAssertEqual(target.events.kinds, [
            at(0, .started(from: [], to: fullRoute, trigger: .restoration)),
            at(0, .stepStarted(push(0, "tabs"))),
            at(10, .stepEnded(push(0, "tabs"))),
            at(10, .stepStarted(push(1, "home"))),
            at(20, .stepEnded(push(1, "home"))),
            at(20, .stepStarted(push(2, "profile"))),
            at(30, .stepEnded(push(2, "profile"))),
            at(30, .completed(route: fullRoute)),
        ])
        XCTAssertEqual(target.log.entries, [
            "0 root push tabs (not animated)",
            "10 tabs push home data home data (not animated)",
            "20 home push profile data Profile(id: 42, name: \"Ada\") (not animated)",
            "30 profile received Profile(id: 42, name: \"Ada\")",
        ])
        XCTAssertEqual(results.routes, [.next(30, fullRoute), .completed(30)])
        XCTAssertEqual(target.state.route, source.state.route)
        XCTAssertEqual(target.state.routeSpecificData, source.state.routeSpecificData)
        XCTAssertEqual(target.state.restorableRoutes, source.state.restorableRoutes)
        XCTAssertEqual(target.state.restorableRoutes[fullRoute], RestorationEntry(identifier: "profile", protectionType: "OpenDoor"))
        XCTAssertEqual(target.state.trigger, .restoration)
        // Restored state saves the same again.
        XCTAssertEqual(try target.router.saveState(), data)
    }

    func testTypesRegisteredUnderANameAreSavedUnderIt() throws {
        let source = makeHarness()
        source.router.restoration.register(Profile.self, as: "profile")
        let profile = profile
        source.scheduler.scheduleAt(100) { [source] in
            source.router.navigate { $0.to(["profile"]).passData(profile).stateRestorable(identifier: "p") }
        }
        source.scheduler.start()
        let data = try source.router.saveState()
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"type\":\"profile\""))

        let named = makeHarness()
        named.router.restoration.register(Profile.self, as: "profile")
        XCTAssertTrue(named.router.restoration.registeredTypeNames.contains("profile"))
        _ = named.record(try named.router.restoreState(from: data))
        named.scheduler.start()
        XCTAssertEqual(named.state.data(for: ["profile"]), profile)

        let unnamed = makeHarness()
        unnamed.router.restoration.register(Profile.self)
        unnamed.scheduler.start()
        XCTAssertThrowsError(try unnamed.router.restoreState(from: data)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(
                reason: "it holds data of type \"profile\", which is not registered (router.restoration.register(_:))"))
        }
    }

    // MARK: Behaviours

    func testRejectingAnEntryRestoresOnlyTheRouteBelowIt() throws {
        let (_, data) = try savedState()
        let target = makeHarness()
        target.router.restoration.register(Profile.self)
        var asked: [StateRestorationContext] = []
        let results = target.record(try target.router.restoreState(from: data) { context in
            asked.append(context)
            return context.restorationIdentifier == "profile" ? .reject : .allow
        })
        target.scheduler.start()
        XCTAssertEqual(asked.map(\.restorationIdentifier), ["home", "profile"])
        XCTAssertEqual(asked.map(\.route), [["tabs", "home"], fullRoute])
        XCTAssertEqual(asked.map(\.data), [RouteData("home data"), RouteData(profile)])
        XCTAssertEqual(asked[1].data(as: Profile.self), profile)
        XCTAssertEqual(asked.map(\.protectionType), [nil, "OpenDoor"])
        XCTAssertEqual(asked.map(\.savedRoute), [fullRoute, fullRoute])
        XCTAssertEqual(target.events.kinds.first, at(0, .started(from: [], to: ["tabs", "home"], trigger: .restoration)))
        XCTAssertEqual(results.routes, [.next(20, ["tabs", "home"]), .completed(20)])
        XCTAssertEqual(target.state.routeSpecificData, [["tabs", "home"]: RouteData("home data")])
        XCTAssertEqual(target.state.restorableRoutes, [["tabs", "home"]: RestorationEntry(identifier: "home")])
    }

    func testRejectingAShallowEntryDropsEverythingAboveItWithoutAskingAboutIt() throws {
        let (_, data) = try savedState()
        let target = makeHarness()
        target.router.restoration.register(Profile.self)
        var asked: [String] = []
        let results = target.record(try target.router.restoreState(from: data) { context in
            asked.append(context.restorationIdentifier)
            return .reject
        })
        target.scheduler.start()
        XCTAssertEqual(asked, ["home"])
        XCTAssertEqual(results.routes, [.next(10, ["tabs"]), .completed(10)])
        XCTAssertEqual(target.state.route, ["tabs"])
        XCTAssertEqual(target.state.routeSpecificData, [:])
        XCTAssertEqual(target.state.restorableRoutes, [:])
    }

    func testEntriesAreAskedAboutShallowestFirstWhateverTheirOrderInTheData() throws {
        let json = #"{"format":"waypoint.navigation-state","version":1,"route":["a","b","c"],"restorable":["#
            + #"{"identifier":"c","route":["a","b","c"]},{"identifier":"a","route":["a"],"data":{"type":"Swift.Int","value":1}},"#
            + #"{"identifier":"b","route":["a","b"]}]}"#
        let target = makeHarness()
        var asked: [String] = []
        let results = target.record(try target.router.restoreState(from: Data(json.utf8)) { context in
            asked.append(context.restorationIdentifier)
            return context.restorationIdentifier == "b" ? .reject : .allow
        })
        target.scheduler.start()
        XCTAssertEqual(asked, ["a", "b"])
        XCTAssertEqual(results.routes, [.next(10, ["a"]), .completed(10)])
        XCTAssertEqual(target.state.data(for: ["a"]), 1)
        XCTAssertEqual(target.state.restorableRoutes, [["a"]: RestorationEntry(identifier: "a")])
    }

    func testAProtectedEntryIsHeldUntilUnprotectedThenRestored() throws {
        let (_, data) = try savedState()
        let target = makeHarness()
        let login = RestorationLogin()
        let (results, callbacks) = try restore(data, into: target, protectedBy: login) { $0.protectionType == "OpenDoor" }
        var whileHeld: AppState?
        target.scheduler.scheduleAt(49) { [target] in whileHeld = target.store.state }
        target.scheduler.scheduleAt(50) { login.unprotect?() }
        target.scheduler.start()
        XCTAssertEqual(target.events.kinds, [
            at(0, .held(by: "RestorationLogin")),
            at(50, .guardsPassed),
            at(50, .started(from: [], to: fullRoute, trigger: .restoration)),
            at(50, .stepStarted(push(0, "tabs"))),
            at(60, .stepEnded(push(0, "tabs"))),
            at(60, .stepStarted(push(1, "home"))),
            at(70, .stepEnded(push(1, "home"))),
            at(70, .stepStarted(push(2, "profile"))),
            at(80, .stepEnded(push(2, "profile"))),
            at(80, .completed(route: fullRoute)),
        ])
        XCTAssertEqual(whileHeld, AppState())
        XCTAssertEqual(login.asked, 1)
        XCTAssertEqual(callbacks.entries, ["50 unprotected"])
        XCTAssertEqual(results.routes, [.next(80, fullRoute), .completed(80)])
        XCTAssertEqual(target.state.data(for: fullRoute), profile)
    }

    func testAProtectionThatFailsCancelsTheRestorationAndLeavesTheStateUntouched() throws {
        let (_, data) = try savedState()
        let target = makeHarness()
        let login = RestorationLogin()
        let (results, callbacks) = try restore(data, into: target, protectedBy: login) { $0.restorationIdentifier == "profile" }
        target.scheduler.scheduleAt(50) { login.fail?(LoginCancelled()) }
        target.scheduler.start()
        let error = RoutingError.guardRejected(guardName: "RestorationLogin", reason: "login cancelled")
        XCTAssertEqual(target.events.kinds, [
            at(0, .held(by: "RestorationLogin")),
            at(50, .cancelled(.guardRejected(error))),
        ])
        XCTAssertEqual(callbacks.entries, ["50 failed login cancelled"])
        XCTAssertEqual(results.routes, [.error(50, error)])
        XCTAssertEqual(target.store.state, AppState())
        XCTAssertEqual(target.log.entries, [])
    }

    func testAProtectionThatDoesNotProtectLetsTheRestorationThroughAtOnce() throws {
        let (_, data) = try savedState()
        let target = makeHarness()
        target.router.restoration.register(Profile.self)
        let callbacks = CallbackRecorder()
        let results = target.record(try target.router.restoreState(from: data) { _ in
            .protect(protectionSpace: OpenDoor(), onUnprotect: { callbacks.entries.append("unprotected") })
        })
        target.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["unprotected", "unprotected"])
        XCTAssertEqual(target.events.kinds.prefix(2), [at(0, .guardsPassed), at(0, .started(from: [], to: fullRoute, trigger: .restoration))])
        XCTAssertEqual(results.routes, [.next(30, fullRoute), .completed(30)])
    }

    func testRestorationGoesThroughTheRoutersGuards() throws {
        let (_, data) = try savedState()
        let target = makeHarness()
        target.router.restoration.register(Profile.self)
        target.router.add(guard: NavigationGuard(name: "NoRestoring") { context, completion in
            completion(context.trigger == .restoration ? .failure(LoginCancelled()) : .success)
        })
        let results = target.record(try target.router.restoreState(from: data))
        target.scheduler.start()
        let error = RoutingError.guardRejected(guardName: "NoRestoring", reason: "login cancelled")
        XCTAssertEqual(target.events.kinds, [at(0, .cancelled(.guardRejected(error)))])
        XCTAssertEqual(results.routes, [.error(0, error)])
        XCTAssertEqual(target.store.state, AppState())
    }

    // MARK: Corrupt data

    private func assertCorrupt(_ json: String, reason expected: String, prefix: Bool = false,
                               file: StaticString = #filePath, line: UInt = #line) {
        let target = makeHarness()
        target.router.restoration.register(Profile.self)
        target.scheduler.scheduleAt(100) { [target] in target.router.navigate { $0.to(["tabs"]) } }
        target.scheduler.advanceTo(150)
        let before = target.store.state
        let eventCount = target.events.events.count
        XCTAssertThrowsError(try target.router.restoreState(from: Data(json.utf8)), file: file, line: line) { error in
            guard case .corruptRestorationData(let reason) = error as? RoutingError else {
                return XCTFail("\(error)", file: file, line: line)
            }
            if prefix {
                XCTAssertTrue(reason.hasPrefix(expected), reason, file: file, line: line)
            } else {
                XCTAssertEqual(reason, expected, file: file, line: line)
            }
        }
        target.scheduler.start()
        XCTAssertEqual(target.store.state, before, file: file, line: line)
        XCTAssertEqual(target.events.events.count, eventCount, file: file, line: line)
    }

    private let header = #""format":"waypoint.navigation-state","version":1"#

    func testCorruptDataThrowsAndLeavesTheStateUntouched() {
        assertCorrupt("", reason: "it is not valid JSON", prefix: true)
        assertCorrupt("not json", reason: "it is not valid JSON", prefix: true)
        assertCorrupt(#"{"format":"waypoint.navigation-state","#, reason: "it is not valid JSON", prefix: true)
        assertCorrupt("[]", reason: "expected ", prefix: true)
        assertCorrupt("{}", reason: "it is not Waypoint navigation state (format missing)")
        assertCorrupt(#"{"format":"other","version":1}"#, reason: "it is not Waypoint navigation state (format \"other\")")
        assertCorrupt(#"{"format":"waypoint.navigation-state"}"#, reason: "it has no format version")
        assertCorrupt(#"{"format":"waypoint.navigation-state","version":2,"route":[]}"#,
                      reason: "it has format version 2; this version of Waypoint reads version 1")
        assertCorrupt(#"{"format":"waypoint.navigation-state","version":"1"}"#, reason: "expected Int at version")
        assertCorrupt("{\(header)}", reason: "\"route\" is missing at the top level")
        assertCorrupt("{\(header),\"route\":[1],\"restorable\":[]}", reason: "expected String at route[0]")
        assertCorrupt("{\(header),\"route\":[\"a\"]}", reason: "\"restorable\" is missing at the top level")
        assertCorrupt("{\(header),\"route\":[\"a\"],\"restorable\":[{\"route\":[\"a\"]}]}",
                      reason: "\"identifier\" is missing at restorable[0]")
    }

    func testIncompatibleDataThrowsAndLeavesTheStateUntouched() {
        func state(_ entries: String, route: String = #"["a","b"]"#) -> String {
            "{\(header),\"route\":\(route),\"restorable\":[\(entries)]}"
        }
        assertCorrupt(state(#"{"identifier":"x","route":["a"],"data":{"type":"MyApp.Secret","value":1}}"#),
                      reason: "it holds data of type \"MyApp.Secret\", which is not registered (router.restoration.register(_:))")
        assertCorrupt(state(#"{"identifier":"x","route":["a"],"data":{"type":"WaypointRouterTests.Profile","value":{"id":"x","name":"A"}}}"#),
                      reason: "expected Int at restorable[0].data.value.id")
        assertCorrupt(state(#"{"identifier":"x","route":["a"],"data":{"type":"WaypointRouterTests.Profile","value":{"id":1}}}"#),
                      reason: "\"name\" is missing at restorable[0].data.value")
        assertCorrupt(state(#"{"identifier":"x","route":["a"],"data":{"type":"Swift.Int","value":"one"}}"#),
                      reason: "expected Int at restorable[0].data.value")
        assertCorrupt(state(#"{"identifier":"x","route":["a"],"data":{"type":"Swift.Int"}}"#),
                      reason: "data of type \"Swift.Int\" has no value")
        assertCorrupt(state(#"{"identifier":"x","route":["a","c"]}"#),
                      reason: "restorable entry \"x\" at /a/c is not part of the saved route /a/b")
        assertCorrupt(state(#"{"identifier":"x","route":["a"]},{"identifier":"y","route":["a"]}"#),
                      reason: "two restorable entries for /a")
    }
}

final class AsyncStateRestorationTests: LeakCheckingTestCase {
    func testAwaitingARestorationReturnsItsResult() async throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let source = Router(store: Store(reducer: appReducer, state: AppState()), rootRoutable: InstantScreen(), scheduler: scheduler)
        _ = try await source.navigate { $0.to(["home", "user"]).passData(["id": "1"]).stateRestorable(identifier: "user") }.value
        let data = try source.saveState()
        source.dispose()

        let store = Store(reducer: appReducer, state: AppState())
        let router = Router(store: store, rootRoutable: InstantScreen(), scheduler: scheduler)
        let result = try await router.restoreState(from: data).value
        XCTAssertEqual(result.route, ["home", "user"])
        XCTAssertEqual(store.state.navigationState.data(for: ["home", "user"]), ["id": "1"])
        router.dispose()
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}
