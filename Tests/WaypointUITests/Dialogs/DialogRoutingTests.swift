import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Dialogs as route segments on fake containers: shown and taken away by the router like any
/// presentation, each change after the previous one's completion; a tap on a button closes the
/// dialog (a user-made change), then its answer reaches the store.
final class DialogRoutingTests: UIHarnessTestCase {

    func testADialogSegmentIsPresentedOverTheScreenBelowItAfterThePush() {
        harness.setRoute(["home", "user/1", "discard"], at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "110 home.presentDialog(Discard changes?)"])
        XCTAssertEqual(harness.home.presentedDialog, discardDialog)
        XCTAssertEqual(harness.route, ["home", "user/1", "discard"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(harness.timeline.suffix(5), [
            "100 #2 push user/1", "110 #2 pushed user/1", "110 #2 push discard", "120 #2 pushed discard",
            "120 #2 completed /home/user/1/discard",
        ])
    }

    func testATapClosesTheDialogAsAUserChangeThenTheAnswerReachesTheStore() {
        harness.setRoute(["home", "user/1", "discard"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in harness!.home.userAnswers("Discard") }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertNil(harness.home.presentedDialog)
        XCTAssertEqual(harness.store.state.answers, [DialogAnswered(segment: "discard", dialog: discardDialog, button: .destructive("Discard", action: "discard"))])
        XCTAssertEqual(harness.timeline.suffix(2), ["200 #3 user dismissed /home/user/1/discard → /home/user/1", "200 #3 synced /home/user/1"])
        XCTAssertEqual(harness.log.calls.last, "200 user answers discard")
    }

    func testTheRouteHoldsTheDialogUntilItsAnswerComesAfterItsDismissalAnimation() {
        harness.home.answerDelay = 7
        harness.setRoute(["home", "discard"], at: 100)
        var routeMeanwhile: Route = []
        harness.scheduler.scheduleAt(200) { [harness] in harness!.home.userAnswers("Keep editing") }
        harness.scheduler.scheduleAt(203) { [harness] in routeMeanwhile = harness!.route }
        harness.scheduler.start()
        XCTAssertEqual(routeMeanwhile, ["home", "discard"], "no report before the presenter answers")
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.store.state.answers.map(\.button.action), ["keep"])
        XCTAssertEqual(harness.outcomes.suffix(2), ["207 user navigated /home/discard → /home (dismissed)", "207 state synced to /home"])
    }

    func testATapOutsideAnswersWithTheCancelButton() {
        harness.setRoute(["home", "discard"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in harness!.home.userAnswers(nil) }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.store.state.answers.map(\.button.action), ["keep"])
    }

    func testADismissalWithoutACancelButtonOnlyClosesTheDialog() {
        let dialog = Dialog.confirmationDialog("Share", buttons: [DialogButton("Mail"), DialogButton("Messages")])
        harness.setRoute(["home", "alert"], at: 100, data: RouteData(dialog))
        harness.scheduler.scheduleAt(200) { [harness] in harness!.home.userAnswers(nil) }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.store.state.answers, [])
        XCTAssertEqual(harness.outcomes.suffix(2), ["200 user navigated /home/alert → /home (dismissed)", "200 state synced to /home"])
    }

    func testADialogCanComeFromTheRouteData() {
        harness.setRoute(["home", "alert"], at: 100, data: RouteData(Dialog.alert("Saved", message: "Your post is saved.")))
        harness.scheduler.scheduleAt(200) { [harness] in harness!.home.userAnswers("OK") }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.presentDialog(Saved)", "200 user answers ok"])
        XCTAssertEqual(harness.store.state.answers.map(\.button), [.ok])
        XCTAssertEqual(harness.route, ["home"])
    }

    func testADialogSegmentWithoutADialogFailsClearlyAndLosesNothing() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.setRoute(["home", "user/1", "alert"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertTrue(harness.outcomes.contains { $0.contains("no dialog is given for \"alert\"") }, "\(harness.outcomes)")
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)"])
    }

    func testNothingGoesAboveADialog() {
        harness.setRoute(["home", "discard", "detail"], at: 100)
        harness.scheduler.start()
        XCTAssertTrue(harness.outcomes.contains { $0.contains("\"detail\" cannot be shown above a dialog") }, "\(harness.outcomes)")
        XCTAssertEqual(harness.route, harness.displayedRoute())
    }

    func testTheRouterClosesADialogTheRouteNoLongerNames() {
        harness.setRoute(["home", "user/1", "discard"], at: 100)
        harness.setRoute(["home", "user/1"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls.suffix(1), ["200 home.dismissDialog(Discard changes?)"])
        XCTAssertNil(harness.home.presentedDialog)
        XCTAssertEqual(harness.store.state.answers, [], "a dismissal the router made is no answer")
        XCTAssertEqual(harness.displayedRoute(), ["home", "user/1"])
    }

    func testADialogTheContainerWouldNotCloseStaysInTheRoute() {
        harness.setRoute(["home", "discard"], at: 100)
        harness.scheduler.scheduleAt(150) { [harness] in harness!.home.refusing = ["dismissDialog"] }
        harness.setRoute(["home"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home", "discard"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertNotNil(harness.home.presentedDialog)
    }

    func testSavedWithTheRouteADialogIsShownAgainWhenRestored() throws {
        harness.setRoute(["home", "user/1", "discard"], at: 100)
        harness.scheduler.start()
        let saved = try harness.router.saveState()
        let restored = UIHarness()
        defer { restored.tearDown() }
        restored.scheduler.scheduleAt(100) { _ = try? restored.router.restoreState(from: saved) }
        restored.scheduler.start()
        XCTAssertEqual(restored.route, ["home", "user/1", "discard"])
        XCTAssertEqual(restored.home.presentedDialog, discardDialog)
    }

    func testADialogGivenAsRestorableDataIsSavedAndRestoredWithIt() throws {
        let dialog = Dialog.alert("Update available", buttons: [DialogButton("Later"), DialogButton("Install")])
        harness.scheduler.scheduleAt(100) { [harness] in
            harness!.router.navigate { $0.to(["home", "alert"]).passData(dialog).stateRestorable(identifier: "update") }
        }
        harness.scheduler.start()
        let saved = try harness.router.saveState()
        let restored = UIHarness()
        defer { restored.tearDown() }
        restored.scheduler.scheduleAt(100) { _ = try? restored.router.restoreState(from: saved) }
        restored.scheduler.start()
        XCTAssertEqual(restored.route, ["home", "alert"])
        XCTAssertEqual(restored.home.presentedDialog, dialog)
    }

    func testAScreenThatAsksGetsTheTappedButtonBack() {
        var answers: [String] = []
        harness.setRoute(["home", "user/1"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in
            _ = harness!.router.presentForResult("discard", expecting: DialogButton.self).subscribe { event in
                answers.append("\(harness!.scheduler.clock) \(event)")
            }
        }
        harness.scheduler.scheduleAt(300) { [harness] in harness!.home.userAnswers("Discard") }
        harness.scheduler.start()
        XCTAssertEqual(answers.count, 1)
        XCTAssertTrue(answers.first?.hasPrefix("300 success(") == true && answers.first?.contains("discard") == true, "\(answers)")
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(harness.store.state.answers.map(\.button.action), ["discard"])
    }

    func testAnAnswerTheUsersTapAlreadyTookOffStartsNoNavigationOfItsOwn() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in
            _ = harness!.router.presentForResult("discard", expecting: DialogButton.self).subscribe { _ in }
        }
        harness.scheduler.scheduleAt(300) { [harness] in harness!.home.userAnswers("Discard") }
        harness.scheduler.start()
        // The tap closed the dialog (a user-made change): there is nothing left to take off, so
        // no navigation to the route the screen already shows (an analytics interceptor would
        // count it as a screen view).
        XCTAssertEqual(harness.timeline.filter { $0.hasPrefix("3") }, [
            "300 #4 user dismissed /home/user/1/discard → /home/user/1", "300 #4 synced /home/user/1",
        ])
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }
}
