import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// A sheet's detent as navigation state (`NavigationState.sheetDetents`): a request moves a
/// sheet that is up (a `select` step, no dismissal), a request that presents a sheet opens it at
/// its detent, the user's drag is synced to the state, bad requests change nothing, and the
/// detents are saved and restored with the route.
final class SheetDetentRoutingTests: LeakCheckingTestCase {
    private func harness(exhaustivity: Exhaustivity = .on) -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.exhaustivity = exhaustivity
        return nav
    }

    /// `home` with its `player` sheet up, at tick 20.
    private func showPlayer(_ nav: NavigationHarness<AppState>) {
        nav.dispatch(SetRouteAction(["home", "player"]))
        nav.skipEvents(through: 20)
    }

    func testARequestMovesTheSheetThatIsUpWithoutPresentingItAgain() {
        let nav = harness()
        showPlayer(nav)
        let request = nav.navigate(at: 100) { $0.sheetDetent(.large, of: "player") }
        nav.expect("""
            100 #2 start /home/player → /home/player [request]
            100 #2 select player at large
            110 #2 selected player at large
            110 #2 completed /home/player
            """)
        XCTAssertEqual(nav.tree.log.suffix(1), ["100 home select player at large"])
        XCTAssertEqual(nav.tree.detents, [["home", "player"]: .large])
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: .large])
        XCTAssertEqual(request.log, ["110 completion", "110 onSuccess /home/player", "110 next /home/player", "110 completed"])
        nav.assertInSync()
    }

    func testTheRoutersOneLineFormAndASecondRequestForTheSameDetentRunsNoStep() {
        let nav = harness()
        showPlayer(nav)
        nav.at(100) { nav in nav.router.selectSheetDetent(.large, of: "player", animated: false) }
        nav.at(200) { nav in nav.router.selectSheetDetent(.large, of: "player") }
        nav.expect("""
            100 #2 start /home/player → /home/player [request]
            100 #2 select player at large
            100 #2 selected player at large
            100 #2 completed /home/player
            200 #3 start /home/player → /home/player [request]
            200 #3 completed /home/player
            """)
        XCTAssertEqual(nav.tree.calls.filter { $0.method == .selectDetent }.map(\.animated), [false])
        nav.assertInSync()
    }

    func testARequestThatPresentsASheetOpensItAtItsDetent() {
        let nav = harness()
        nav.navigate { $0.to(["home", "player", "queue"]).sheetDetent(.medium, of: "player") }
        nav.expect("""
            0 #1 start / → /home/player/queue [request]
            0-10 #1 push home
            10-20 #1 push player
            20-30 #1 push queue
            30 #1 completed /home/player/queue
            """)
        XCTAssertEqual(nav.tree.calls.map { $0.context?.sheetDetent }, [nil, .medium, nil])
        XCTAssertEqual(nav.tree.detents, [["home", "player"]: .medium])
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: .medium])
        nav.assertInSync()
    }

    func testWithoutASegmentTheDestinationsLastSegmentIsTheSheet() {
        let nav = harness()
        nav.navigate { $0.to(["home", "player"]).sheetDetent("peek") }
        nav.skipEvents(through: 20)
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: "peek"])
        XCTAssertEqual(nav.tree.detents, [["home", "player"]: "peek"])
    }

    func testADetentRequestWhileAStepRunsIsSequencedAfterIt() {
        let nav = harness()
        nav.dispatch(SetRouteAction(["home", "player", "queue"]))
        nav.navigate(at: 15) { $0.sheetDetent(.large, of: "player") }
        nav.expect("""
            0 #1 start / → /home/player/queue
            0-10 #1 push home
            10 #1 push player
            20 #1 pushed player
            20 #1 cancelled: superseded by #2
            20 #2 start /home/player → /home/player/queue [request]
            20-30 #2 push queue
            30-40 #2 select player at large
            40 #2 completed /home/player/queue
            """)
        nav.assertShows(["home", "player", "queue"])
        XCTAssertEqual(nav.tree.detents, [["home", "player"]: .large])
        nav.assertInSync()
    }

    func testADetentTheSheetRefusesFailsAndTheStateFollowsTheScreen() {
        let nav = harness()
        nav.tree.setBehavior(.fail("player has no detent huge"), for: "player", on: .selectDetent)
        showPlayer(nav)
        let request = nav.navigate(at: 100) { $0.sheetDetent("huge", of: "player") }
        nav.expect("""
            100 #2 start /home/player → /home/player [request]
            100 #2 select player at huge
            100 #2 failed: The routable refused to move the sheet of player (segment 2 of the route) to its huge detent: player has no detent huge
            100 #2 synced /home/player
            """)
        XCTAssertEqual(nav.sheetDetents, [:])
        XCTAssertEqual(nav.tree.detents, [:])
        XCTAssertEqual(request.log, ["100 onFailure: The routable refused to move the sheet of player (segment 2 of the route) to its huge detent: player has no detent huge",
                                     "100 error: The routable refused to move the sheet of player (segment 2 of the route) to its huge detent: player has no detent huge"])
        nav.assertInSync()
    }

    func testASegmentTheRouteDoesNotHaveFailsTheRequestAtOnceAndDispatchesNothing() {
        let nav = harness()
        showPlayer(nav)
        let stateBefore = nav.state
        let request = nav.navigate(at: 100) { $0.sheetDetent(.large, of: "settings") }
        nav.at(150) { nav in XCTAssertEqual(nav.state, stateBefore) }
        let pushed = nav.navigate(at: 200) { $0.push("settings").sheetDetent(.large, of: "settings") }
        nav.expect("""
            100 #2 failed: Invalid sheet detent: no segment "settings" in the destination /home/player for detent large
            200 #3 start /home/player → /home/player/settings [request]
            200-210 #3 push settings
            210 #3 completed /home/player/settings
            """)
        XCTAssertEqual(request.log, ["100 onFailure: Invalid sheet detent: no segment \"settings\" in the destination /home/player for detent large",
                                     "100 error: Invalid sheet detent: no segment \"settings\" in the destination /home/player for detent large"])
        XCTAssertEqual(pushed.log.first, "210 completion")
        XCTAssertEqual(nav.sheetDetents, [["home", "player", "settings"]: .large])
    }

    func testTheUsersDragIsSyncedToTheStateWithoutAStep() {
        let nav = harness()
        showPlayer(nav)
        nav.userDragsSheet("player", to: .large, at: 100)
        nav.userDragsSheet("player", to: .large, at: 110)   // where it rests: nothing
        nav.expect("""
            100 #2 user dragged a sheet on /home/player
            100 #2 synced /home/player
            """)
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: .large])
        XCTAssertFalse(nav.tree.calls.contains { $0.method == .selectDetent })
        nav.assertInSync()
        // A later request for the detent the user chose has nothing to move.
        nav.navigate(at: 200) { $0.sheetDetent(.large, of: "player") }
        nav.expect("""
            200 #3 start /home/player → /home/player [request]
            200 #3 completed /home/player
            """)
    }

    func testADragWhileANavigationRunsLetsItGoOnAndIsSyncedWhenItArrives() {
        let nav = harness()
        showPlayer(nav)
        nav.dispatch(SetRouteAction(["home", "player", "queue"]), at: 100)
        nav.userDragsSheet("player", to: .large, at: 105)
        nav.expect("""
            100 #2 start /home/player → /home/player/queue
            100 #2 push queue
            110 #2 pushed queue
            110 #3 user dragged a sheet on /home/player/queue
            110 #2 completed /home/player/queue
            110 #3 synced /home/player/queue
            """)
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: .large])
        nav.assertInSync()
    }

    func testADragDuringTheNavigationThatOpenedTheSheetWinsOverItsRequestedDetent() {
        let nav = harness()
        nav.navigate { $0.to(["home", "player", "queue"]).sheetDetent(.medium, of: "player") }
        nav.userDragsSheet("player", to: .large, at: 25)
        nav.navigate(at: 100) { $0.sheetDetent(.medium, of: "player") }
        nav.expect("""
            0 #1 start / → /home/player/queue [request]
            0-10 #1 push home
            10-20 #1 push player
            20 #1 push queue
            30 #1 pushed queue
            30 #2 user dragged a sheet on /home/player/queue
            30 #1 completed /home/player/queue
            30 #2 synced /home/player/queue
            100 #3 start /home/player/queue → /home/player/queue [request]
            100-110 #3 select player at medium
            110 #3 completed /home/player/queue
            """)
        XCTAssertEqual(nav.tree.detents, [["home", "player"]: .medium], "a request after the drag moves it again")
        nav.assertInSync()
    }

    func testASelectThatNeverCompletesTimesOutWithTheSheetTakenToRestThere() {
        let nav = harness()
        nav.tree.setBehavior(.never, for: "player", on: .selectDetent)
        showPlayer(nav)
        nav.navigate(at: 100) { $0.sheetDetent(.large, of: "player") }
        nav.expect("""
            100 #2 start /home/player → /home/player [request]
            100 #2 select player at large
            150 #2 failed: The step to move the sheet of player (segment 2 of the route) to its large detent did not complete within 50.0 s (the routable did not call its completion handler in time)
            """)
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: .large])
        nav.assertInSync()
    }

    func testALateCompletionOfASelectIsReportedAndChangesNothing() {
        let nav = harness()
        nav.tree.setBehavior(.twice(after: 10), for: "player", on: .selectDetent)
        showPlayer(nav)
        nav.navigate(at: 100) { $0.sheetDetent(.large, of: "player") }
        nav.expect("""
            100 #2 start /home/player → /home/player [request]
            100 #2 select player at large
            110 #2 selected player at large
            110 #2 completed /home/player
            110 #2 duplicate completion of select player at large
            """)
        nav.assertInSync()
    }

    func testDismissingTheSheetDropsItsDetentAndItOpensWhereItsStyleSaysNextTime() {
        let nav = harness()
        nav.navigate { $0.to(["home", "player"]).sheetDetent(.large) }
        nav.skipEvents(through: 20)
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.dispatch(SetRouteAction(["home", "player"]), at: 200)
        nav.skipEvents(through: 210)
        XCTAssertEqual(nav.tree.calls.filter { $0.segment == "player" }.map { $0.context?.sheetDetent }, [.large, nil, nil])
        XCTAssertEqual(nav.sheetDetents, [:])
        XCTAssertEqual(nav.tree.detents, [:])
        nav.assertInSync()
    }

    func testTheUserDismissingTheSheetDropsItsDetentFromTheState() {
        let nav = harness()
        nav.navigate { $0.to(["home", "player"]).sheetDetent(.large) }
        nav.skipEvents(through: 20)
        nav.userDismisses("player", at: 100)
        nav.skipEvents(through: 100)
        XCTAssertEqual(nav.sheetDetents, [:])
        nav.assertInSync()
    }

    func testASheetDetentOnTheRootRouteOfARequestOrAnEmptyRouteIsRefused() {
        let nav = harness()
        nav.navigate(at: 0) { $0.sheetDetent(.large) }
        nav.expect("""
            0 #1 failed: Invalid sheet detent: no segment in the destination / for detent large
            """)
    }

    // MARK: Restoration

    func testDetentsAreSavedAndRestoredWithTheRouteEachSheetOpeningAtItsOwn() throws {
        let source = harness(exhaustivity: .off)
        source.navigate { $0.to(["home", "player", "lyrics"]).sheetDetent(.medium, of: "player").sheetDetent(.large, of: "lyrics") }
        source.run()
        let data = try source.router.saveState()
        let json = try XCTUnwrap(String(data: data, encoding: .utf8))
        XCTAssertTrue(json.contains(#""detents":[{"detent":"medium","route":["home","player"]},{"detent":"large","route":["home","player","lyrics"]}]"#), json)

        let target = harness(exhaustivity: .off)
        _ = try target.router.restoreState(from: data)
        target.run()
        XCTAssertEqual(target.tree.calls.map { $0.context?.sheetDetent }, [nil, .medium, .large])
        XCTAssertEqual(target.sheetDetents, [["home", "player"]: .medium, ["home", "player", "lyrics"]: .large])
        target.assertInSync()
        XCTAssertEqual(try target.router.saveState(), data)
    }

    func testStateSavedWithoutDetentsRestoresWithout() throws {
        let data = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home","player"],"restorable":[]}"#.utf8)
        let target = harness(exhaustivity: .off)
        _ = try target.router.restoreState(from: data)
        target.run()
        target.assertShows(["home", "player"])
        XCTAssertEqual(target.sheetDetents, [:])
    }

    func testDetentsThatDoNotFitTheSavedRouteAreCorruptDataAndChangeNothing() {
        let nav = harness(exhaustivity: .off)
        let outside = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home"],"restorable":[],"detents":[{"route":["home","player"],"detent":"large"}]}"#.utf8)
        let twice = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home","player"],"restorable":[],"detents":[{"route":["home","player"],"detent":"large"},{"route":["home","player"],"detent":"medium"}]}"#.utf8)
        let root = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home"],"restorable":[],"detents":[{"route":[],"detent":"large"}]}"#.utf8)
        XCTAssertThrowsError(try nav.router.restoreState(from: outside)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: #"sheet detent "large" at /home/player is not for a segment of the saved route /home"#))
        }
        XCTAssertThrowsError(try nav.router.restoreState(from: twice)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: "two sheet detents for /home/player"))
        }
        XCTAssertThrowsError(try nav.router.restoreState(from: root)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: #"sheet detent "large" at / is not for a segment of the saved route /home"#))
        }
        nav.run()
        XCTAssertEqual(nav.route, [])
        XCTAssertEqual(nav.sheetDetents, [:])
    }

    func testARejectedEntryCutsTheDetentsOfTheSheetsItCutsFromTheRoute() throws {
        let data = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home","player","lyrics"],"restorable":[{"identifier":"lyrics","route":["home","player","lyrics"]}],"detents":[{"route":["home","player"],"detent":"medium"},{"route":["home","player","lyrics"],"detent":"large"}]}"#.utf8)
        let nav = harness(exhaustivity: .off)
        _ = try nav.router.restoreState(from: data) { _ in .reject }
        nav.run()
        nav.assertShows(["home", "player"])
        XCTAssertEqual(nav.sheetDetents, [["home", "player"]: .medium])
        nav.assertInSync()
    }
}

/// The typed API: a sheet's detent named by the app's segment.
final class TypedSheetDetentTests: LeakCheckingTestCase {
    func testATypedRequestAndTheRoutersTypedOneLineForm() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, stepDuration: 10, stepTimeout: 50)
        nav.navigate { $0.to([Screen.feed, .post(id: 42)]).sheetDetent(.medium, of: Screen.post(id: 42)) }
        nav.skipEvents(through: 20)
        XCTAssertEqual(nav.sheetDetents, [["feed", "post(id: 42)"]: .medium])
        nav.at(100) { nav in nav.router.selectSheetDetent(.large, of: .post(id: 42)) }
        nav.skipEvents(through: 110)
        XCTAssertEqual(nav.tree.detents, [[Screen.feed, .post(id: 42)].routeIdentifiers: .large])
        let steps = nav.events.compactMap { recorded -> TypedRoutingStep<Screen>? in
            if case .stepStarted(let action) = recorded.value.kind { return TypedRoutingStep(action) }
            return nil
        }
        XCTAssertEqual(steps.last, TypedRoutingStep<Screen>.selectDetent(depth: 1, segment: .post(id: 42), detent: .large))
        XCTAssertEqual(steps.last?.description, "select post(id: 42) at large")
        nav.assertInSync()
    }
}
