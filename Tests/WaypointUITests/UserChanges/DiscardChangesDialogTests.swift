import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
import WaypointUI

/// The "discard changes?" path end to end on fakes: a sheet swiped down asks a user-change guard,
/// which shows a confirmation dialog as route state (`router.presentForResult`) and answers with
/// the button the user tapped; the router then dismisses the sheet, or leaves it.
final class DiscardChangesDialogTests: UIHarnessTestCase {
    override func setUp() {
        super.setUp()
        let router = harness.router
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved changes", when: { $0.kind == .dismiss && $0.from.last == "login" }) { _ in
            router.presentForResult("discard", expecting: DialogButton.self).map { $0.action == "discard" ? .allow : .refuse }
        })
    }

    private func userAnswers(_ title: String, at time: Int) {
        harness.scheduler.scheduleAt(time) { [harness] in harness!.modal(over: harness!.home)?.userAnswers(title) }
    }

    func testConfirmingTheDialogDismissesTheSheetAfterTheDialog() {
        harness.setRoute(["home", "user/1", "login"], at: 100)
        harness.swipeDown(modalOf: harness.home, at: 200, endingAt: 230)
        userAnswers("Discard", at: 300)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(8)), [
            "200 #3 user attempts dismiss /home/user/1/login → /home/user/1",
            "200 #4 start /home/user/1/login → /home/user/1/login/discard [request]", "200 #4 push discard", "210 #4 pushed discard",
            "210 #4 completed /home/user/1/login/discard",
            // The tap closes the dialog (a user-made change), then the guard has its answer.
            "300 #5 user dismissed /home/user/1/login/discard → /home/user/1/login", "300 #5 synced /home/user/1/login",
            // The dialog is gone already: no navigation takes it away again.
            "300 #3 allowed",
            "300 #3 start /home/user/1/login → /home/user/1 [user]", "300 #3 pop login", "310 #3 popped login",
            "310 #3 completed /home/user/1",
        ])
        XCTAssertEqual(harness.log.calls.suffix(4), ["200 user swipes down modal(login): refused", "200 modal(login).presentDialog(Discard changes?)",
                                                     "300 user answers discard", "300 home.dismiss(modal(login))"])
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testKeepingEditingLeavesTheSheet() {
        harness.setRoute(["home", "user/1", "login"], at: 100)
        harness.swipeDown(modalOf: harness.home, at: 200, endingAt: 230)
        userAnswers("Keep editing", at: 300)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.suffix(3)), [
            "300 #5 user dismissed /home/user/1/login/discard → /home/user/1/login", "300 #5 synced /home/user/1/login",
            "300 #3 refused by Unsaved changes",
        ])
        XCTAssertEqual(harness.route, ["home", "user/1", "login"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertNotNil(harness.modal(over: harness.home))
    }

    func testANavigationWhileTheDialogAsksRunsAndTheQuestionEndsRefused() {
        harness.setRoute(["home", "user/1", "login"], at: 100)
        harness.swipeDown(modalOf: harness.home, at: 200, endingAt: 230)
        harness.setRoute(["profile"], at: 250)
        harness.scheduler.start()

        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        // The navigation takes the dialog away with the sheet: the question ends without an
        // answer, and the guard refuses.
        XCTAssertEqual(Array(harness.timeline.dropFirst(14).dropLast()), [
            "250 #5 pop discard", "260 #5 popped discard", "260 #5 pop login", "270 #5 popped login",
            "270 #5 pop user/1", "280 #5 popped user/1", "280 #5 change home → profile", "280 #5 changed home → profile",
            "280 #5 completed /profile",
        ])
        // The error names the navigation by its id in the process, not the timeline's number.
        let last = harness.timeline.last ?? ""
        XCTAssertTrue(last.hasPrefix("280 #3 refused: Unsaved changes failed: Navigation #") && last.hasSuffix(" removed the screen before it gave a result"), last)
    }
}
