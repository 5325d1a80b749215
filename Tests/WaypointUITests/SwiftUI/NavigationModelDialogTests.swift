#if canImport(Observation)
import Observation
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Dialogs on the SwiftUI model: the router shows them through the `isShowingAlert` /
/// `isShowingConfirmationDialog` bindings, a button's action answers, and SwiftUI's write of
/// `false` after it (or alone, for a tap outside) closes the dialog once.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class NavigationModelDialogTests: NavigationModelTestCase {
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

    func testTheRouterShowsAConfirmationDialogThroughItsBinding() {
        setRoute(["detail", "discard"], at: 100)
        scheduler.start()
        XCTAssertEqual(navigation.presentedDialog, discardDialog)
        XCTAssertTrue(navigation.isShowingConfirmationDialog)
        XCTAssertFalse(navigation.isShowingAlert)
        XCTAssertEqual(route, ["detail", "discard"])
        XCTAssertEqual(routable.displayedRoute, route)
    }

    func testAButtonAnswersThenSwiftUIsWriteOfFalseChangesNothing() {
        setRoute(["detail", "discard"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in
            navigation!.answerDialog(.destructive("Discard", action: "discard"))
            navigation!.isShowingConfirmationDialog = false   // SwiftUI, after the action ran
        }
        scheduler.start()
        XCTAssertNil(navigation.presentedDialog)
        XCTAssertEqual(route, ["detail"])
        XCTAssertEqual(store.state.answers.map(\.button.action), ["discard"])
    }

    func testATapOutsideAnswersWithTheCancelButton() {
        setRoute(["discard"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in navigation!.isShowingConfirmationDialog = false }
        scheduler.start()
        XCTAssertEqual(route, [])
        XCTAssertEqual(store.state.answers.map(\.button.action), ["keep"])
    }

    func testAnAlertFromTheRouteDataIsShownOverASheetAndTheRouterClosesIt() {
        setRoute(["login"], at: 100)
        setRoute(["login", "alert"], at: 200, data: RouteData(Dialog.alert("Wrong password")))
        setRoute(["login"], at: 300)
        var shownAt250: Dialog?
        scheduler.scheduleAt(250) { [navigation] in shownAt250 = navigation!.sheet?.presentedDialog }
        scheduler.start()
        XCTAssertEqual(shownAt250, Dialog.alert("Wrong password"))
        XCTAssertEqual(navigation.sheet?.isShowingAlert, false)
        XCTAssertEqual(route, ["login"])
        XCTAssertEqual(store.state.answers, [], "a dismissal the router made is no answer")
    }

    func testWritesWithoutADialogAreIgnored() {
        setRoute(["detail"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in
            navigation!.isShowingAlert = false
            navigation!.isShowingAlert = true
            navigation!.answerDialog(.ok)
        }
        scheduler.start()
        XCTAssertEqual(route, ["detail"])
        XCTAssertEqual(store.state.answers, [])
    }

    func testAConfirmationDialogWhoseAnchorAViewDeclaresIsThatViews() {
        let share = Dialog.confirmationDialog("Share?", buttons: [DialogButton("Copy link", action: "copy"), .cancel()], anchor: "shareButton")
        setRoute(["detail", "alert"], at: 100, data: RouteData(share))
        var shown: [String] = []
        func record(_ tick: Int) {
            at(tick) {
                shown.append("\(tick) stack \(self.navigation.isShowingConfirmationDialog) anchor \(self.navigation[confirmationDialogAt: "shareButton"])")
            }
        }
        record(150)
        at(200) { self.navigation.anchorAppeared("shareButton") }
        record(210)
        at(220) {
            self.navigation.isShowingConfirmationDialog = false     // not the stack's now: ignored
            self.navigation[confirmationDialogAt: "other"] = false  // another anchor's: ignored
        }
        record(230)
        at(300) { self.navigation[confirmationDialogAt: "shareButton"] = false }   // a tap outside the popover
        record(310)
        scheduler.start()
        XCTAssertEqual(shown, ["150 stack true anchor false", "210 stack false anchor true", "230 stack false anchor true",
                               "310 stack false anchor false"])
        XCTAssertEqual(route, ["detail"])
        XCTAssertEqual(store.state.answers.map(\.button.title), ["Cancel"], "a tap outside answers with the cancel button")
    }

    func testAnAlertStaysOnTheStackWhateverItsAnchor() {
        navigation.anchorAppeared("shareButton")
        setRoute(["alert"], at: 100, data: RouteData(Dialog(.alert, title: "Shared", anchor: "shareButton")))
        scheduler.start()
        XCTAssertTrue(navigation.isShowingAlert)
        XCTAssertFalse(navigation[confirmationDialogAt: "shareButton"])
    }

    func testShowingADialogNotifiesObservers() {
        let changes = Locked(0)
        let navigation = self.navigation!
        withObservationTracking {
            _ = navigation.isShowingConfirmationDialog
        } onChange: {
            changes.withLock { $0 += 1 }
        }
        setRoute(["discard"], at: 100)
        scheduler.start()
        XCTAssertEqual(changes.withLock { $0 }, 1)
    }
}
#endif
