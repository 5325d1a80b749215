import XCTest
import PlaygroundKit
import Waypoint
import WaypointTesting

/// The `--virtual` tour, step by step: each test names one thing the tour must show and checks
/// the events (and screens) that show it.
final class TourTests: LeakCheckingTestCase {
    private func runTour() async -> TourReport {
        await Tour.run(virtual: true, console: .capturing())
    }

    private func kinds(_ report: TourReport, in step: String) -> [NavigationEvent.Kind] {
        report.events(in: step).map(\.event.kind)
    }

    /// The display number of the navigation whose events in `step` include `kind`.
    private func number(_ report: TourReport, in step: String, of kind: NavigationEvent.Kind) -> Int? {
        report.events(in: step).first { $0.event.kind == kind }?.number
    }

    func testTheTourGoesAsPlanned() async {
        let report = await runTour()
        XCTAssertEqual(report.problems, [])
        // Every navigation that started also ended.
        let started = Set(report.events.filter { if case .started = $0.event.kind { return true } else { return false } }.map(\.number))
        let ended = Set(report.events.filter(\.event.isTerminal).map(\.number))
        XCTAssertTrue(started.isSubset(of: ended), "navigations that never ended: \(started.subtracting(ended).sorted())")
    }

    func testLaunchShowsTheTabBarWithHomeSelected() async {
        let report = await runTour()
        XCTAssertEqual(kinds(report, in: "launch"), [
            .guardsPassed,
            .started(from: [], to: ["home"], trigger: .action),
            .stepStarted(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home")),
            .stepEnded(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home")),
            .completed(route: ["home"]),
        ])
        XCTAssertEqual(report.trees["launch"]?.first, "window")
        XCTAssertTrue(report.trees["launch"]?.contains { $0.contains("tab bar (selected: home)") } == true)
    }

    func testActionsPushAUserPageWithItsDataAndPresentSettingsModally() async {
        let report = await runTour()
        let completed = kinds(report, in: "actions").filter { if case .completed = $0 { return true } else { return false } }
        XCTAssertEqual(completed, [.completed(route: ["home", "user/42"]), .completed(route: ["home", "user/42", "settings"])])
        let tree = report.trees["actions"] ?? []
        XCTAssertTrue(tree.contains { $0.contains("User 42") && $0.contains("Ada Lovelace") }, "the user page shows the data it received")
        XCTAssertTrue(tree.contains { $0.contains("modal over User 42") }, "Settings is a modal over the user page")
        XCTAssertTrue(tree.contains { $0.contains("Settings") })
    }

    func testOneActionPopsDeepestFirstThenChangesTheTab() async {
        let report = await runTour()
        let steps = kinds(report, in: "tab-switch").compactMap { kind -> RoutingAction? in
            if case .stepStarted(let action) = kind { return action }
            return nil
        }
        XCTAssertEqual(steps, [
            .pop(responsibleRoutableIndex: 2, segmentToBePopped: "settings"),
            .pop(responsibleRoutableIndex: 1, segmentToBePopped: "user/42"),
            .change(responsibleRoutableIndex: 0, segmentToBeReplaced: "home", newSegment: "stats"),
        ])
        XCTAssertEqual(kinds(report, in: "tab-switch").last, .completed(route: ["stats"]))
    }

    func testTheFluentRequestIsNotAnimatedDeliversItsDataAndCallsBackAfterTheUI() async {
        let report = await runTour()
        let events = report.events(in: "request")
        XCTAssertEqual(events.first?.event.kind, .guardsPassed)
        XCTAssertEqual(Set(events.map(\.time)).count, 1, "not animated: every step ends at once")
        XCTAssertEqual(events.last?.event.kind, .completed(route: ["home", "user/7"]))
        XCTAssertTrue(events.contains { $0.event.kind == .started(from: ["stats"], to: ["home", "user/7"], trigger: .request) })
        XCTAssertEqual(report.findings["request"], "/home/user/7")
        XCTAssertTrue(report.trees["request"]?.contains { $0.contains("User 7") && $0.contains("Grace Hopper") } == true)
    }

    func testADeepLinkNavigatesThroughTheGuardsAndAnUnknownLinkFailsWithoutChangingAnything() async {
        let report = await runTour()
        let events = report.events(in: "deep-link")
        guard let link = number(report, in: "deep-link", of: .started(from: ["home", "user/7"], to: ["home", "user/42", "settings"], trigger: .deepLink)) else {
            return XCTFail("the link did not start a deep-link navigation: \(events.map(\.line))")
        }
        let linked = events.filter { $0.number == link }.map(\.event.kind)
        XCTAssertEqual(linked.first, .guardsPassed)
        XCTAssertEqual(linked.last, .completed(route: ["home", "user/42", "settings"]))
        XCTAssertEqual(report.findings["deep-link"], "/home/user/42/settings")
        let unknown = events.filter { $0.number != link }.map(\.event.kind)
        XCTAssertEqual(unknown, [.failed(.unknownLink("waypoint://home/moon"))], "an unknown link fails before it reaches the store")
        XCTAssertEqual(report.findings["bad-link"], "No route matches the link \"waypoint://home/moon\"")
        XCTAssertTrue(report.trees["deep-link"]?.contains { $0.contains("modal over User 42") } == true)
    }

    func testSavedStateIsRestoredWithItsDataAndCorruptDataIsRefused() async {
        let report = await runTour()
        XCTAssertNotNil(report.findings["save"]?.hasSuffix("bytes"))
        let restore = report.events(in: "restore").map(\.event.kind)
        XCTAssertTrue(restore.contains(.started(from: ["stats"], to: ["home", "user/7"], trigger: .restoration)), "\(restore)")
        XCTAssertEqual(restore.last, .completed(route: ["home", "user/7"]))
        XCTAssertEqual(report.findings["restore"], "/home/user/7")
        XCTAssertTrue(report.trees["restore"]?.contains { $0.contains("User 7") && $0.contains("Grace Hopper") } == true,
                      "the restored page got its saved data back")
        XCTAssertEqual(report.findings["corrupt"], "Saved navigation state is corrupt: it is not valid JSON")
        XCTAssertTrue(report.analytics.last == "screen_view /home/user/7")
    }

    func testAwaitReturnsOnceTheUIShowsTheDestination() async {
        let report = await runTour()
        XCTAssertEqual(report.findings["await"], "/stats")
        let events = report.events(in: "await")
        XCTAssertEqual(events.first { if case .started = $0.event.kind { return true } else { return false } }?.event.kind,
                       .started(from: ["home", "user/42", "settings"], to: ["stats"], trigger: .request))
        XCTAssertEqual(events.last?.event.kind, .completed(route: ["stats"]))
    }

    func testTheLoginGuardHoldsTheNavigationUntilSignInThenReachesTheOriginalTarget() async {
        let report = await runTour()
        // Held: the account navigation waits while the login screen is presented by another one.
        guard let account = number(report, in: "login-held", of: .held(by: "LoginProtection")) else {
            return XCTFail("the account navigation was not held")
        }
        let login = number(report, in: "login-held", of: .completed(route: ["stats", "login"]))
        XCTAssertNotNil(login)
        XCTAssertNotEqual(login, account)
        XCTAssertFalse(report.events(in: "login-held").contains { $0.number == account && $0.event.kind != .held(by: "LoginProtection") },
                       "nothing happens to the held navigation before sign-in")
        // Sign-in: the same navigation passes the guards and goes on from the login screen.
        let afterSignIn = report.events(in: "sign-in").filter { $0.number == account }.map(\.event.kind)
        XCTAssertEqual(afterSignIn.first, .guardsPassed)
        XCTAssertTrue(afterSignIn.contains(.started(from: ["stats", "login"], to: ["stats", "account"], trigger: .request)))
        XCTAssertEqual(afterSignIn.last, .completed(route: ["stats", "account"]))
        XCTAssertEqual(report.findings["account"], "/stats/account")
        // Analytics counts the account only once it was let through.
        XCTAssertEqual(report.analytics.filter { $0 == "screen_view /stats/account" }.count, 2, "sign-in and the keep-alive visit")
    }

    func testTheRedirectCancelsTheOriginalAndANewNavigationReachesTheTarget() async {
        let report = await runTour()
        let events = report.events(in: "redirect")
        guard let cancelled = events.first(where: { if case .cancelled(.redirected) = $0.event.kind { return true } else { return false } }),
              case .cancelled(.redirected(let route, let next)) = cancelled.event.kind else {
            return XCTFail("no redirect")
        }
        XCTAssertEqual(route, ["home", "user/42"])
        let redirected = events.filter { $0.event.navigationID == next }.map(\.event.kind)
        XCTAssertEqual(redirected.first, .guardsPassed, "the redirected navigation goes through the guards again")
        XCTAssertEqual(redirected.last, .completed(route: ["home", "user/42"]))
        XCTAssertEqual(report.findings["redirect"], "/home/user/42")
        XCTAssertFalse(report.analytics.contains("screen_view /home/me"), "the redirected navigation never reached the reducer")
    }

    func testKeepAliveHandsBackTheSameAccountScreen() async {
        let report = await runTour()
        let kinds = self.kinds(report, in: "keep-alive")
        guard let hit = kinds.firstIndex(of: .cacheHit(identifier: "account")) else { return XCTFail("no cache hit") }
        XCTAssertEqual(kinds[hit + 1], .stepStarted(.push(responsibleRoutableIndex: 1, segmentToBePushed: "account")))
        let account = { (step: String) in report.trees[step]?.first { $0.contains("Account ‹") } }
        let first = account("sign-in")
        let again = account("keep-alive")
        XCTAssertNotNil(first)
        let instance = { (line: String?) in line?.split(separator: "‹").last?.split(separator: "›").first }
        XCTAssertEqual(instance(first), instance(again), "the same screen instance: \(first ?? "-") / \(again ?? "-")")
        XCTAssertTrue(again?.contains("kept alive, shown 2 times") == true)
    }

    func testARoutableThatNeverCompletesTimesOutAndTheStateIsSyncedBack() async {
        let report = await runTour()
        let events = report.events(in: "timeout")
        let stuck = RoutingAction.change(responsibleRoutableIndex: 1, segmentToBeReplaced: "account", newSegment: "export")
        guard let started = events.first(where: { $0.event.kind == .stepStarted(stuck) }),
              let failed = events.first(where: { $0.event.kind == .failed(.stepTimedOut(step: stuck, timeout: .seconds(2))) }) else {
            return XCTFail("the stuck step did not time out: \(events.map(\.line))")
        }
        XCTAssertEqual(failed.time - started.time, 2_000, "the step timeout")
        XCTAssertEqual(events.last?.event.kind, .synced(route: ["stats", "export"]))
        XCTAssertFalse(events.contains { $0.event.kind == .completed(route: ["stats", "export", "chart"]) })
        XCTAssertEqual(report.findings["timeout.route"], "/stats/export")
    }

    func testAUserDrivenBackIsSyncedIntoTheState() async {
        let report = await runTour()
        XCTAssertEqual(kinds(report, in: "user-back"), [.userNavigated(from: ["stats", "export"], to: ["stats"], by: .popped), .synced(route: ["stats"])])
        XCTAssertEqual(report.findings["user-back.route"], "/stats")
    }

    func testSigningOutEndsTheKeptAliveScreensLifetime() async {
        let report = await runTour()
        XCTAssertEqual(report.findings["sign-out.cache"], "[]")
    }

    func testTheFinalScreenTree() async {
        let report = await runTour()
        XCTAssertEqual(report.finalRoute, ["home", "user/7"])
        XCTAssertEqual(report.finalTree, [
            "window",
            "└─ tab bar (selected: home)",
            "   ├─ home ▸ navigation stack",
            "   │  ├─ Home ‹1›",
            "   │  └─ User 7 ‹12› · Grace Hopper",
            "   └─ stats ▸ navigation stack",
            "      └─ Stats ‹2›",
        ])
    }

    func testTheVirtualTourPrintsTheSameOutputEveryRun() async {
        let first = Console.capturing()
        let second = Console.capturing()
        _ = await Tour.run(virtual: true, console: first)
        _ = await Tour.run(virtual: true, console: second)
        XCTAssertEqual(first.text, second.text)
        XCTAssertTrue(first.text.contains("everything happened as planned"))
    }
}
