import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// A sheet's detent as state on the container routables over fakes: a request moves the sheet
/// that is up (one `selectSheetDetent` call on its presenter, no dismissal), a request that
/// presents it opens it at its detent, the user's drag reaches the router (the state follows)
/// and the store (`SheetDetentChanged`), and a segment that is not a sheet with that detent is
/// refused with nothing changed.
final class ContainerSheetDetentTests: UIHarnessTestCase {
    private var detents: [Route: SheetDetent.Identifier] { harness.store.state.navigationState.sheetDetents }

    /// The editor sheet over `user/1` on the home tab, up at tick 120.
    private func showEditor() {
        harness.setRoute(["home", "user/1", "editor"], at: 100)
    }

    func testARequestMovesTheSheetThatIsUpWithoutDismissingIt() {
        showEditor()
        harness.scheduler.scheduleAt(200) { [harness] in _ = harness!.router.selectSheetDetent(.large, of: "editor") }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "110 home.present(modal(editor) sheet [medium, large])",
                                           "200 home.selectDetent(modal(editor) large)"])
        XCTAssertEqual(harness.home.presentedDetent, .large)
        XCTAssertEqual(detents, [["home", "user/1", "editor"]: .large])
        XCTAssertEqual(harness.outcomes.last, "210 completed /home/user/1/editor")
        XCTAssertEqual(harness.store.state.detents, [], "a change the router made is not the user's")
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testARequestThatPresentsTheSheetOpensItAtItsDetent() {
        harness.scheduler.scheduleAt(100) { [harness] in
            _ = harness!.router.navigate { $0.to(["home", "editor"]).sheetDetent(.large, of: "editor") }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(editor) sheet [medium, large] at large)"])
        XCTAssertEqual(harness.home.presentedDetent, .large)
        XCTAssertEqual(detents, [["home", "editor"]: .large])
    }

    func testADetentTheSheetDoesNotHaveIsRefusedAndNothingChanges() {
        showEditor()
        harness.scheduler.scheduleAt(200) { [harness] in _ = harness!.router.selectSheetDetent("peek", of: "editor") }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls.count, 2)
        XCTAssertEqual(harness.home.presentedDetent, .medium)
        XCTAssertEqual(harness.outcomes.suffix(2), [
            #"200 failed: The routable refused to move the sheet of editor (segment 3 of the route) to its peek detent: the sheet of "editor" has no detent "peek" (it has medium, large)"#,
            "200 state synced to /home/user/1/editor",
        ])
        XCTAssertEqual(detents, [:])
    }

    func testASegmentThatIsNotASheetWithDetentsIsRefused() {
        harness.setRoute(["home", "user/1", "login"], at: 100)
        harness.scheduler.scheduleAt(200) { [harness] in _ = harness!.router.selectSheetDetent(.large, of: "login") }
        harness.scheduler.scheduleAt(300) { [harness] in _ = harness!.router.selectSheetDetent(.large, of: "user/1") }
        harness.scheduler.scheduleAt(400) { [harness] in _ = harness!.router.selectSheetDetent(.large, of: "home") }
        harness.scheduler.start()
        XCTAssertEqual(harness.outcomes.filter { $0.contains("failed") }, [
            #"200 failed: The routable refused to move the sheet of login (segment 3 of the route) to its large detent: "login" is not presented as a sheet with detents"#,
            #"300 failed: The routable refused to move the sheet of user/1 (segment 2 of the route) to its large detent: "user/1" is not presented as a sheet with detents"#,
            #"400 failed: The routable refused to move the sheet of home (segment 1 of the route) to its large detent: "home" is not presented as a sheet with detents"#,
        ])
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "110 home.present(modal(login))"])
        XCTAssertEqual(detents, [:])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAPushThatWouldOpenAScreenAtADetentIsRefusedBeforeAnythingChanges() {
        harness.scheduler.scheduleAt(100) { [harness] in
            _ = harness!.router.navigate { $0.to(["home", "detail"]).sheetDetent(.large) }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [])
        XCTAssertEqual(harness.outcomes.filter { $0.contains("failed") },
                       [#"100 failed: The routable refused to push detail as segment 2 of the route: "detail" is not presented as a sheet with detents"#])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(detents, [:])
    }

    func testTheUsersDragReachesTheRouterAndTheStore() {
        showEditor()
        harness.scheduler.scheduleAt(200) { [harness] in
            guard let harness, let sheet = harness.modal(over: harness.home) else { return XCTFail("no sheet") }
            harness.home.userDragsSheet(to: .large)
            harness.detentDidChange(sheet, .large)
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.outcomes.suffix(2), ["200 user navigated /home/user/1/editor → /home/user/1/editor (selectedDetent)",
                                                    "200 state synced to /home/user/1/editor"])
        XCTAssertEqual(detents, [["home", "user/1", "editor"]: .large])
        XCTAssertEqual(harness.store.state.detents, [SheetDetentChanged(segment: "editor", detent: .large)])
        XCTAssertEqual(harness.log.calls.count, 2, "no step")
    }

    func testASelectWhoseCompletionNeverComesTimesOutAndALateOneIsReported() {
        showEditor()
        harness.home.hanging = ["selectDetent"]
        harness.scheduler.scheduleAt(200) { [harness] in _ = harness!.router.selectSheetDetent(.large, of: "editor") }
        harness.scheduler.start()
        XCTAssertEqual(harness.outcomes.suffix(1), ["250 failed: The step to move the sheet of editor (segment 3 of the route) to its large detent did not complete within 50.0 s (the routable did not call its completion handler in time)"])
        XCTAssertEqual(detents, [["home", "user/1", "editor"]: .large], "the sheet is taken to rest where it was asked to")
    }

    func testADetentRequestWaitsForTheDismissalAndPresentationBeforeIt() {
        harness.setRoute(["home", "login"], at: 100)
        harness.scheduler.scheduleAt(105) { [harness] in
            _ = harness!.router.navigate { $0.to(["home", "editor"]).sheetDetent(.large) }
        }
        harness.scheduler.scheduleAt(106) { [harness] in _ = harness!.router.selectSheetDetent(.medium, of: "editor") }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))", "110 home.dismiss(modal(login))",
                                           "120 home.present(modal(editor) sheet [medium, large] at medium)"])
        XCTAssertEqual(harness.home.presentedDetent, .medium)
        XCTAssertEqual(detents, [["home", "editor"]: .medium])
    }
}

/// The same on a single stack root (its depth-0 sheet) and over tabs (a depth-0 modal).
final class ContainerSheetDetentDepthZeroTests: UIHarnessTestCase {
    override var usesTabs: Bool { false }

    func testTheRootStacksFirstSegmentAsASheet() {
        harness.moveThenDragEditorAtDepthZero()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(editor) sheet [medium, large])", "200 home.selectDetent(modal(editor) large)"])
        XCTAssertEqual(harness.store.state.navigationState.sheetDetents, [["editor"]: .medium])
        XCTAssertEqual(harness.store.state.detents, [SheetDetentChanged(segment: "editor", detent: .medium)])
    }
}

final class ContainerSheetDetentOverTabsTests: UIHarnessTestCase {
    func testASheetPresentedOverTheTabsAtDepthZero() {
        harness.moveThenDragEditorAtDepthZero()
        XCTAssertEqual(harness.log.calls.suffix(1), ["200 home.selectDetent(modal(editor) large)"])
        XCTAssertEqual(harness.store.state.navigationState.sheetDetents, [["editor"]: .medium])
        XCTAssertEqual(harness.outcomes.suffix(2), ["300 user navigated /editor → /editor (selectedDetent)", "300 state synced to /editor"])
    }
}

extension UIHarness {
    /// `editor` presented at depth 0 at tick 100, moved to `.large` by a request at 200, dragged
    /// by the user to `.medium` at 300; runs it all.
    func moveThenDragEditorAtDepthZero() {
        setRoute(["editor"], at: 100)
        scheduler.scheduleAt(200) { [self] in _ = router.selectSheetDetent(.large, of: "editor") }
        scheduler.scheduleAt(300) { [self] in
            guard let sheet = modal(over: home) else { return XCTFail("no sheet") }
            home.userDragsSheet(to: .medium)
            detentDidChange(sheet, .medium)
        }
        scheduler.start()
    }
}
