#if canImport(Observation)
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Chains through a dialog on the SwiftUI model, whose views report no dialog coming or going:
/// showing or closing a dialog ends `dialogTransitionTime` (20 ticks here) later on the model's
/// scheduler, and a user's answer reaches the router then, so the next change starts on a screen
/// the dialog left. The views report every other change 10 ticks late.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class NavigationModelDialogSequencingTests: ShownNavigationModelTestCase {
    override func presentation(_ segment: RouteElementIdentifier) -> Presentation {
        switch segment {
        case "login": return .sheet
        case "discard", "alert": return .dialog
        default: return .push
        }
    }

    override func dialog(_ request: ScreenRequest) -> Dialog? {
        request.segment == "discard" ? discardDialog : request.data(as: Dialog.self)
    }

    override func setUp() {
        super.setUp()
        navigation.scheduler = scheduler
        navigation.dialogTransitionTime = .seconds(20)
    }

    func testShowingADialogEndsOnceItCameOnScreen() {
        setRoute(["detail", "discard"], at: 100)
        scheduler.start()
        XCTAssertEqual(timeline.suffix(5), ["100 #1 push detail", "110 #1 pushed detail", "110 #1 push discard",
                                            "130 #1 pushed discard", "130 #1 completed /detail/discard"])
        XCTAssertTrue(navigation.isShowingConfirmationDialog)
    }

    func testDismissAnAlertThenPush() {
        setRoute(["alert"], at: 100, data: RouteData(Dialog.alert("Saved")))
        setRoute(["detail"], at: 200)
        var pathWhileClosing: [String] = []
        at(210) { pathWhileClosing = self.navigation.path.map(\.segment) }
        scheduler.start()
        XCTAssertEqual(pathWhileClosing, [], "nothing is pushed while the alert goes away")
        XCTAssertEqual(timeline.suffix(4), ["200 #2 start /alert → /detail", "200 #2 change alert → detail",
                                            "230 #2 changed alert → detail", "230 #2 completed /detail"])
        XCTAssertEqual(views.log, ["100 animate", "200 animate", "220 animate"], "the push comes once the alert left")
        XCTAssertFalse(navigation.isShowingAlert)
        XCTAssertEqual(route, ["detail"])
    }

    func testDismissAnAlertThenPresentASheet() {
        setRoute(["detail", "alert"], at: 100, data: RouteData(Dialog.alert("Signed out")))
        setRoute(["detail", "login"], at: 200)
        scheduler.start()
        XCTAssertEqual(views.log, ["100 animate", "110 animate", "200 animate", "220 animate"])
        XCTAssertEqual(timeline.suffix(4), ["200 #2 start /detail/alert → /detail/login", "200 #2 change alert → login",
                                            "230 #2 changed alert → login", "230 #2 completed /detail/login"])
        XCTAssertEqual(navigation.sheet?.root?.segment, "login")
    }

    func testDismissADialogOverASheetThenTheSheetThenPush() {
        setRoute(["login", "discard"], at: 100)
        setRoute(["detail"], at: 200)
        scheduler.start()
        // Close the dialog (20 ticks), dismiss the sheet (its onDismiss 10 ticks later), push.
        XCTAssertEqual(views.log, ["100 animate", "110 animate", "200 animate", "220 animate", "230 animate"])
        XCTAssertEqual(timeline.last, "240 #2 completed /detail")
        XCTAssertEqual(routable.displayedRoute, route)
    }

    func testTheUsersAnswerReachesTheRouterOnceTheDialogLeftSoANavigationItLeadsToWaits() {
        setRoute(["detail", "discard"], at: 100)
        let store = self.store!
        // The app's answer to "discard": push another screen.
        let subscription = store.states.subscribe(onNext: { state in
            if state.answers.count == 1, state.navigationState.route == ["detail"] { store.dispatch(SetRouteAction(["detail", "user/2"])) }
        })
        defer { subscription.dispose() }
        var whileLeaving: (shown: Bool, route: Route)?
        at(200) {
            self.navigation.answerDialog(.destructive("Discard", action: "discard"))
            self.navigation.isShowingConfirmationDialog = false     // SwiftUI, after the action ran
        }
        at(210) { whileLeaving = (self.navigation.isShowingConfirmationDialog, self.route) }
        scheduler.start()
        XCTAssertEqual(whileLeaving?.shown, false, "the binding says at once that the dialog goes")
        XCTAssertEqual(whileLeaving?.route, ["detail", "discard"], "the route keeps it while it leaves the screen")
        XCTAssertEqual(timeline.suffix(6), [
            "220 #2 user dismissed /detail/discard → /detail", "220 #2 synced /detail",
            "220 #3 start /detail → /detail/user/2", "220 #3 push user/2", "230 #3 pushed user/2", "230 #3 completed /detail/user/2",
        ])
        XCTAssertEqual(store.state.answers.map(\.button.action), ["discard"])
        XCTAssertEqual(views.log.last, "220 animate")
    }

    func testATapOutsideAnswersOnceTheDialogLeft() {
        setRoute(["discard"], at: 100)
        at(200) { self.navigation.isShowingConfirmationDialog = false }
        at(205) { self.navigation.isShowingConfirmationDialog = false }    // a second write changes nothing
        scheduler.start()
        XCTAssertEqual(timeline.suffix(2), ["220 #2 user dismissed /discard → /", "220 #2 synced /"])
        XCTAssertEqual(store.state.answers.map(\.button.action), ["keep"])
    }

    func testARouterDismissalWhileTheAnswerIsOnItsWayKeepsTheAnswerAndEndsOnce() {
        setRoute(["discard"], at: 100)
        at(200) { self.navigation.answerDialog(.destructive("Discard", action: "discard")) }
        setRoute(["detail"], at: 205)          // a deep link, before the answer arrived
        scheduler.start()
        XCTAssertEqual(store.state.answers.map(\.button.action), ["discard"], "the user's answer is not lost")
        XCTAssertEqual(route, ["detail"])
        XCTAssertEqual(routable.displayedRoute, route)
        XCTAssertEqual(timeline.filter { $0.contains("completed") }.count, 2, "each navigation ends once: \(timeline)")
    }

    func testAStackOffScreenOrWithoutASchedulerEndsADialogChangeAtOnce() {
        let headless = NavigationModel()
        var ended = 0
        headless.presentDialog(.alert("Hi"), animated: true, answer: { _ in }) { ended += 1 }
        XCTAssertEqual(ended, 1, "no scheduler: no waiting")
        headless.scheduler = scheduler
        headless.dialogTransitionTime = .seconds(20)
        headless.isOnScreen = { false }
        headless.dismissDialog(animated: true) { ended += 1 }
        XCTAssertEqual(ended, 2, "off screen: no dialog to wait for")
        headless.isOnScreen = { true }
        headless.presentDialog(.alert("Hi"), animated: false, answer: { _ in }) { ended += 1 }
        XCTAssertEqual(ended, 2, "waits even when not animated: SwiftUI animates its dialogs")
        scheduler.start()
        XCTAssertEqual(ended, 3)
    }

    func testASheetsModelWaitsForItsDialogsAsItsPresenterDoes() {
        setRoute(["login"], at: 100)
        scheduler.start()
        XCTAssertTrue((navigation.sheet?.scheduler as? TestScheduler) === scheduler)
        XCTAssertEqual(navigation.sheet?.dialogTransitionTime, .seconds(20))
    }

    func testTheDefaultTransitionTimeIsHalfASecond() {
        XCTAssertEqual(NavigationModel().dialogTransitionTime, .milliseconds(500))
        XCTAssertNil(NavigationModel().scheduler)
        scheduler.start()
    }
}
#endif
