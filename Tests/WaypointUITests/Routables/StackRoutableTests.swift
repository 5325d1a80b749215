import WaypointRouter
import WaypointRx
import WaypointTesting
import XCTest
@testable import WaypointUI

/// A single stack as the root routable: the container calls each route change makes, in order,
/// each after the previous completion; and user-made changes keeping the state equal to the UI.
final class StackRoutableTests: UIHarnessTestCase {
    override var usesTabs: Bool { false }

    func testPushesThenPresentsThenPushesInTheModalsStack() {
        harness.setRoute(["user/1", "detail", "login", "user/2"], at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 home.push(user/1)",
            "110 home.push(detail)",
            "120 home.present(modal(login))",
            "130 modal(login).push(user/2)",
        ])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1", "detail"])
        XCTAssertEqual(harness.modal(over: harness.home).map(harness.names), ["login", "user/2"])
        XCTAssertEqual(harness.route, ["user/1", "detail", "login", "user/2"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(harness.outcomes.last, "140 completed /user/1/detail/login/user/2")
    }

    func testGoingBackDismissesBeforePoppingAndAChangeIsOneSetScreens() {
        harness.setRoute(["user/1", "detail", "login"], at: 100)
        harness.setRoute(["user/1"], at: 200)
        harness.setRoute(["user/3"], at: 300)
        harness.setRoute(["user/3", "cover"], at: 400, animated: false)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 home.push(user/1)", "110 home.push(detail)", "120 home.present(modal(login))",
            "200 home.dismiss(modal(login))", "210 home.popTo(user/1)",
            "300 home.set(home-root,user/3)",
            "400 home.present(modal(cover) fullScreen) not animated",
        ])
        XCTAssertEqual(harness.route, ["user/3", "cover"])
        XCTAssertEqual(harness.home.presentedStyle, .fullScreen)
    }

    func testTheScreenReceivesTheRoutesData() {
        harness.setRoute(["user/1"], at: 100, data: RouteData("Ada"))
        harness.scheduler.start()
        XCTAssertEqual((harness.home.screens.last as? ReceivingFakeScreen)?.received, ["Ada"])
        XCTAssertEqual(harness.outcomes, ["110 completed /user/1"])
    }

    func testDataOfTheWrongTypeFailsTheNavigation() {
        harness.setRoute(["user/1"], at: 100, data: RouteData(42))
        harness.scheduler.start()
        XCTAssertEqual(harness.outcomes.count, 1)
        XCTAssertTrue(harness.outcomes[0].hasPrefix("110 failed"), "\(harness.outcomes)")
    }

    func testAUserBackSwipeAndASwipeDownReachTheState() {
        harness.setRoute(["user/1", "detail", "login", "user/2"], at: 100)
        harness.user(at: 200) { [harness] in harness!.modal(over: harness!.home)?.userPops() }
        harness.user(at: 300) { [harness] in harness!.home.userDismisses() }
        harness.user(at: 400) { [harness] in harness!.home.userPops() }
        harness.scheduler.start()
        XCTAssertEqual(harness.outcomes, [
            "140 completed /user/1/detail/login/user/2",
            "200 user navigated /user/1/detail/login/user/2 → /user/1/detail/login (popped)",
            "200 state synced to /user/1/detail/login",
            "300 user navigated /user/1/detail/login → /user/1/detail (dismissed)",
            "300 state synced to /user/1/detail",
            "400 user navigated /user/1/detail → /user/1 (popped)",
            "400 state synced to /user/1",
        ])
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), ["user/1"])
        XCTAssertEqual(harness.log.calls.count, 4, "user changes make no container calls")
        // The next navigation starts from what the user left.
        harness.setRoute(["user/1", "login"], at: 500)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls.last, "500 home.present(modal(login))")
        XCTAssertEqual(harness.route, ["user/1", "login"])
    }

    func testAnUnknownSegmentFailsAndLeavesTheStackAsItWas() {
        harness.setRoute(["user/1"], at: 100)
        harness.setRoute(["user/1", "nowhere"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
        XCTAssertTrue(harness.outcomes.contains { $0.hasPrefix("200 failed") && $0.contains("no screen is registered for \"nowhere\"") },
                      "\(harness.outcomes)")
    }

    func testKeepAliveShowsTheSameScreenAgain() {
        let lifetime = ManualLifetime()
        harness.scheduler.scheduleAt(100) { [harness] in
            harness!.router.navigate { $0.to(["user/1"]).keepAlive(within: lifetime, cacheIdentifier: "user") }
        }
        harness.setRoute([], at: 200)
        harness.scheduler.scheduleAt(300) { [harness] in
            harness!.router.navigate { $0.to(["user/1"]).keepAlive(within: lifetime, cacheIdentifier: "user") }
        }
        var first: FakeScreen?
        harness.scheduler.scheduleAt(150) { [harness] in first = harness!.home.screens.last }
        harness.scheduler.start()
        XCTAssertNotNil(first)
        XCTAssertTrue(harness.home.screens.last === first, "the kept-alive screen is pushed again")
        lifetime.kill()
    }
}
