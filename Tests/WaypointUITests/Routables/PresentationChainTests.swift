import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Chains of presentations in one navigation — the "dismiss one thing, then show another" races
/// other libraries have — on fakes whose every change completes 10 ticks late: each container
/// call starts only when the one before it completed, and the navigation completes after the last.
final class PresentationChainTests: UIHarnessTestCase {

    func testDismissADialogThenPush() {
        harness.setRoute(["home", "discard"], at: 100)
        harness.setRoute(["home", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.presentDialog(Discard changes?)",
                                           "200 home.dismissDialog(Discard changes?)", "210 home.push(detail)"])
        // One step (the segment after home changes), two container calls, each after the other.
        XCTAssertEqual(harness.timeline.suffix(4), [
            "200 #3 start /home/discard → /home/detail", "200 #3 change discard → detail", "220 #3 changed discard → detail",
            "220 #3 completed /home/detail",
        ])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testDismissASheetThenPresentACover() {
        harness.setRoute(["home", "login"], at: 100)
        harness.setRoute(["home", "cover"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))",
                                           "200 home.dismiss(modal(login))", "210 home.present(modal(cover) fullScreen)"])
        XCTAssertEqual(harness.timeline.suffix(4), [
            "200 #3 start /home/login → /home/cover", "200 #3 change login → cover", "220 #3 changed login → cover",
            "220 #3 completed /home/cover",
        ])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testDismissADialogOverASheetThenTheSheetThenPresentADialog() {
        harness.setRoute(["home", "login", "discard"], at: 100)
        harness.setRoute(["home", "alert"], at: 200, data: RouteData(Dialog.alert("Signed out")))
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))", "110 modal(login).presentDialog(Discard changes?)",
                                           "200 modal(login).dismissDialog(Discard changes?)", "210 home.dismiss(modal(login))",
                                           "220 home.presentDialog(Signed out)"])
        XCTAssertEqual(harness.outcomes.last, "230 completed /home/alert")
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testDismissADialogThenSwitchTabsAndPresent() {
        harness.setRoute(["home", "user/1", "discard"], at: 100)
        harness.setRoute(["profile", "login"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "110 home.presentDialog(Discard changes?)",
                                           "200 home.dismissDialog(Discard changes?)", "210 home.popTo(home-root)",
                                           "220 tabs.select(1)", "220 profile.present(modal(login))"])
        XCTAssertEqual(harness.outcomes.last, "230 completed /profile/login")
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAnAnswerThatNavigatesRunsAfterTheDialogIsGone() {
        // The app's answer to "discard": leave the screen. The navigation starts from the route
        // the answer's dismissal left, not from one with the dialog.
        harness.home.answerDelay = 5
        harness.setRoute(["home", "user/1", "discard"], at: 100)
        let store = harness.store
        let subscription = store.states.subscribe(onNext: { state in
            if state.answers.count == 1, state.navigationState.route == ["home", "user/1"] { store.dispatch(SetRouteAction(["home"])) }
        })
        defer { subscription.dispose() }
        harness.scheduler.scheduleAt(200) { [harness] in harness!.home.userAnswers("Discard") }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls.suffix(2), ["200 user answers discard", "205 home.popTo(home-root)"])
        XCTAssertEqual(harness.timeline.suffix(6), [
            "205 #3 user dismissed /home/user/1/discard → /home/user/1", "205 #3 synced /home/user/1",
            "205 #4 start /home/user/1 → /home", "205 #4 pop user/1", "215 #4 popped user/1", "215 #4 completed /home",
        ])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }
}
