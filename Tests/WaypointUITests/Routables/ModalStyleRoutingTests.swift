import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Presentation options of a segment — a sheet's detents, a popover's anchor, the other UIKit
/// styles — reach the containers as the registration gives them, and chains through them run as
/// one navigation, each change after the previous one's completion.
final class ModalStyleRoutingTests: UIHarnessTestCase {

    func testASheetWithDetentsIsPresentedInItsStyle() {
        harness.setRoute(["home", "editor"], at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(editor) sheet [medium, large])"])
        XCTAssertEqual(harness.home.presentedStyle?.detents, [.medium, .large])
        XCTAssertEqual(harness.displayedRoute(), ["home", "editor"])
    }

    func testDismissAPopoverThenSwitchTabsAndPresent() {
        harness.setRoute(["home", "share"], at: 100)
        harness.setRoute(["profile", "login"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(share) popover from shareButton)",
                                           "200 home.dismiss(modal(share))", "210 tabs.select(1)", "210 profile.present(modal(login))"])
        XCTAssertEqual(harness.outcomes.last, "220 completed /profile/login")
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAPopoverSwipedAwayOrAdaptedLeavesTheRouteAsTheUIShowsIt() {
        harness.setRoute(["home", "share", "detail"], at: 100)
        harness.user(at: 200) { [harness] in harness!.home.userDismisses() }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(share) popover from shareButton)", "110 modal(share).push(detail)"])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.outcomes.suffix(2), ["200 user navigated /home/share/detail → /home (dismissed)", "200 state synced to /home"])
    }

    func testADragToAnotherDetentReachesTheStoreAndLeavesTheRoute() {
        harness.setRoute(["home", "user/1", "editor"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in
            guard let harness, let sheet = harness.modal(over: harness.home) else { return XCTFail("no sheet") }
            harness.detentDidChange(sheet, .large)
            harness.detentDidChange(harness.profile, .medium)   // no sheet of this tree: ignored
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.store.state.detents, [SheetDetentChanged(segment: "editor", detent: .large)])
        XCTAssertEqual(harness.route, ["home", "user/1", "editor"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testADragInASheetOverASheetNamesTheInnerSheet() {
        harness.setRoute(["home", "login", "editor"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in
            guard let harness, let login = harness.modal(over: harness.home), let editor = harness.modal(over: login) else {
                return XCTFail("no sheets")
            }
            harness.detentDidChange(editor, .medium)
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.store.state.detents.map(\.description), ["SheetDetentChanged(editor: medium)"])
    }

    // MARK: A request's style

    func testARequestPresentsTheDestinationsModalInItsOwnStyle() {
        harness.scheduler.scheduleAt(100) { [harness] in
            harness!.router.navigate { $0.push("share").presented(as: .popover(from: "cell/3")) }
        }
        harness.setRoute(["home"], at: 200)
        harness.scheduler.scheduleAt(300) { [harness] in
            harness!.router.navigate { $0.to(["home", "login", "editor"]).presented(as: .formSheet) }
        }
        harness.setRoute(["home", "login"], at: 400)
        harness.setRoute(["home", "share"], at: 500)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 home.present(modal(share) popover from cell/3)", "200 home.dismiss(modal(share))",
            // Only the destination's own segment takes the request's style; `login` below it keeps its own.
            "300 home.present(modal(login))", "310 modal(login).present(modal(editor) formSheet)",
            "400 modal(login).dismiss(modal(editor))",
            // Without the request's style, the registered one.
            "500 home.dismiss(modal(login))", "510 home.present(modal(share) popover from shareButton)",
        ])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testARequestsStyleLeavesAPushedSegmentPushedAndAShownModalAsItIs() {
        harness.setRoute(["home", "login"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in
            harness!.router.navigate { $0.to(["home", "login"]).presented(as: .fullScreen) }
        }
        harness.scheduler.scheduleAt(300) { [harness] in
            harness!.router.navigate { $0.push("detail").presented(as: .formSheet) }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))", "300 modal(login).push(detail)"])
        XCTAssertEqual(harness.outcomes.last, "310 completed /home/login/detail")
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    // MARK: A request's style, saved with the route

    /// A sheet presented in a request's own style, at a detent only that style has, comes back in
    /// that style and at that detent when the saved route is restored — without the app
    /// registering `ModalStyle`: the container routable did when it connected.
    func testARequestsStyleIsSavedWithTheRouteAndRestored() throws {
        let tall = ModalStyle.sheet(detents: [.medium, .height(600, "tall")])
        harness.scheduler.scheduleAt(100) { [harness] in
            harness!.router.navigate { $0.to(["home", "share"]).presented(as: tall).sheetDetent("tall") }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.home.presentedStyle?.detents, tall.detents)
        XCTAssertEqual(harness.home.presentedDetent, "tall")
        let saved = try harness.router.saveState()
        let restored = UIHarness()
        defer { restored.tearDown() }
        var outcome: String?
        restored.scheduler.scheduleAt(100) {
            do { _ = try restored.router.restoreState(from: saved) } catch { outcome = "\(error)" }
        }
        restored.scheduler.start()
        XCTAssertNil(outcome)
        XCTAssertEqual(restored.route, ["home", "share"])
        XCTAssertEqual(restored.home.presentedStyle?.detents, tall.detents)
        XCTAssertEqual(restored.home.presentedDetent, "tall")
        XCTAssertEqual(restored.displayedRoute(), restored.route)
    }

    /// A request's style stays with its route through deeper navigation and back, so the saved
    /// route presents the modal in it again; a later visit without it takes the registered style.
    func testARequestsStyleOutlivesTheRequestWhileItsRouteStays() throws {
        harness.scheduler.scheduleAt(100) { [harness] in
            harness!.router.navigate { $0.to(["home", "share"]).presented(as: .popover(from: "cell/3")) }
        }
        harness.setRoute(["home", "share", "detail"], at: 200)
        harness.setRoute(["home", "share"], at: 300)
        harness.scheduler.start()
        let saved = try harness.router.saveState()
        let restored = UIHarness()
        defer { restored.tearDown() }
        restored.scheduler.scheduleAt(100) { _ = try? restored.router.restoreState(from: saved) }
        restored.setRoute(["home"], at: 200)
        restored.setRoute(["home", "share"], at: 300)
        restored.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(share) popover from cell/3)", "200 modal(share).push(detail)",
                                           "300 modal(share).popTo(share)"])
        XCTAssertEqual(restored.log.calls, ["100 home.present(modal(share) popover from cell/3) not animated", "200 home.dismiss(modal(share))",
                                            "300 home.present(modal(share) popover from shareButton)"])
        XCTAssertEqual(restored.displayedRoute(), restored.route)
    }
}
