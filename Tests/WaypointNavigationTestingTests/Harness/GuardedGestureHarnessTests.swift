import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

/// The harness's guarded user changes: each asks the router's user-change guards before it
/// happens, as an app's glue does, and the guards' answers are timeline events.
final class GuardedGestureHarnessTests: KitFailureTestCase {
    /// A harness showing /home/editor (the editor a sheet), its setup asserted.
    private func editorHarness() -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "editor"]))
        nav.expect("""
            0 #1 start / → /home/editor
            0-1 #1 push home
            1-2 #1 push editor
            2 #1 completed /home/editor
            """)
        return nav
    }

    /// The editor's "discard changes?" question, presented as a screen that answers a string.
    private func askBeforeLeavingTheEditor(_ nav: NavigationHarness<AppState>) {
        let router = nav.router
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", when: { $0.from.last == "editor" }) { _ in
            router.presentForResult("discard", expecting: String.self).map { $0 == "Discard" ? .allow : .refuse }
        })
    }

    func testABackTapTheGuardsAllowIsMadeAndReported() {
        let nav = editorHarness()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        nav.userTapsBack(at: 10)
        nav.expect("""
            10 #2 user attempts pop /home/editor → /home
            10 #2 allowed
            10 #3 user popped /home/editor → /home
            10 #3 synced /home
            """)
        nav.assertShows(["home"])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testABackSwipeAGuardRefusesChangesNothing() {
        let nav = editorHarness()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", refusing: { $0.kind == .pop }))
        nav.userSwipesBack(at: 10, endingAt: 12)
        nav.userTapsBack(at: 20)
        nav.expect("""
            10 #2 user attempts pop /home/editor → /home
            10 #2 refused by Unsaved
            20 #3 user attempts pop /home/editor → /home
            20 #3 refused by Unsaved
            """)
        nav.finish()
        nav.assertShows(["home", "editor"])
        nav.assertInSync()
        XCTAssertEqual(failures, [])
    }

    func testAnAttemptNoGuardChecksGoesOnWithoutAWord() {
        let nav = editorHarness()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Payment", refusing: { $0.from.last == "payment" }))
        nav.userSwipesDown("editor", at: 10, endingAt: 12)
        nav.expect("""
            12 #2 user dismissed /home/editor → /home
            12 #2 synced /home
            """)
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testASwipeDownCancelledHalfWayReportsNothingAndANavigationDispatchedMeanwhileWaitsForIt() {
        let nav = editorHarness()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        nav.userSwipesDown("editor", at: 10, endingAt: 15, finished: false)
        nav.dispatch(SetRouteAction(["home", "editor", "preview"]), at: 12)
        nav.expect("""
            10 #2 user attempts dismiss /home/editor → /home
            10 #2 allowed
            15 #3 start /home/editor → /home/editor/preview
            15-16 #3 push preview
            16 #3 completed /home/editor/preview
            """)
        nav.assertShows(["home", "editor", "preview"])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testASwipeDownTheUserConfirmsInTheGuardsDialogIsMadeByTheRouterAfterTheDialog() {
        let nav = editorHarness()
        askBeforeLeavingTheEditor(nav)
        nav.userSwipesDown("editor", at: 10, endingAt: 11)
        nav.expect("""
            10 #2 user attempts dismiss /home/editor → /home
            10 #3 start /home/editor → /home/editor/discard [request]
            10-11 #3 push discard
            11 #3 completed /home/editor/discard
            """)
        nav.assertShows(["home", "editor", "discard"])
        nav.userAnswers("discard", with: "Discard", at: 20)
        nav.expect("""
            20 #4 start /home/editor/discard → /home/editor [request]
            20-21 #4 pop discard
            21 #4 completed /home/editor
            21 #2 allowed
            21 #2 start /home/editor → /home [user]
            21-22 #2 pop editor
            22 #2 completed /home
            """)
        nav.assertShows(["home"])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testASwipeDownTheUserDeclinesInTheGuardsDialogLeavesTheSheet() {
        let nav = editorHarness()
        askBeforeLeavingTheEditor(nav)
        nav.userSwipesDown("editor", at: 10, endingAt: 11)
        nav.userAnswers("discard", with: "Keep editing", at: 20)
        nav.expect("""
            10 #2 user attempts dismiss /home/editor → /home
            10 #3 start /home/editor → /home/editor/discard [request]
            10-11 #3 push discard
            11 #3 completed /home/editor/discard
            20 #4 start /home/editor/discard → /home/editor [request]
            20-21 #4 pop discard
            21 #4 completed /home/editor
            21 #2 refused by Unsaved
            """)
        nav.assertShows(["home", "editor"])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testAGuardThatDoesNotAnswerInTimeRefuses() {
        let nav = editorHarness()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Slow", timeout: .seconds(5)) { _ in Single.never() })
        nav.userTapsBack(at: 10)
        nav.expect("""
            10 #2 user attempts pop /home/editor → /home
            15 #2 refused: Slow did not answer in time
            """)
        nav.assertShows(["home", "editor"])
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testAChangeAttemptedWhileAnotherIsDecidedIsRefusedAsBusy() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["tabs", "home", "editor"]))
        nav.skipEvents(through: 3)
        // A guard that is still deciding when the harness goes away: disposing the router lets it go.
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in Single.never() })
        nav.userTapsBack(at: 10)
        nav.userTapsTab("stats", atDepth: 1, at: 12)
        nav.expect("""
            10 #2 user attempts pop /tabs/home/editor → /tabs/home
            12 #3 user attempts selectTab /tabs/home/editor → /tabs/stats
            12 #3 refused: another change is being decided
            """)
        nav.assertShows(["tabs", "home", "editor"])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testATabTapTheGuardsAllowSelectsTheTabAndARefusedOneKeepsIt() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["tabs", "home"]))
        nav.skipEvents(through: 2)
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Busy", refusing: { $0.to.last == "stats" }))
        nav.userTapsTab("stats", atDepth: 1, at: 10)
        nav.userTapsTab("feed", atDepth: 1, at: 20)
        nav.expect("""
            10 #2 user attempts selectTab /tabs/home → /tabs/stats
            10 #2 refused by Busy
            20 #3 user selected a tab /tabs/home → /tabs/feed
            20 #3 synced /tabs/feed
            """)
        nav.assertShows(["tabs", "feed"])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testATabAProtectionChecksIsSelectedByTheRouterThroughTheProtection() {
        let login = Login()
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.protect(with: login, routesContaining: ["account"])
        nav.dispatch(SetRouteAction(["tabs", "home"]))
        nav.skipEvents(through: 2)
        nav.userTapsTab("account", atDepth: 1, at: 10)
        nav.expect("10 #2 held by Login")
        nav.assertShows(["tabs", "home"])
        nav.at(20) { _ in login.signIn() }
        nav.expect("""
            20 #2 guards passed
            20 #2 start /tabs/home → /tabs/account [user]
            20-21 #2 change home → account
            21 #2 completed /tabs/account
            """)
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testATapOnTheSelectedTabHasTheRouterGoBackToItsRoot() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["tabs", "home", "user", "detail"]))
        nav.skipEvents(through: 4)
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        nav.userTapsSelectedTab(atDepth: 1, at: 10)
        nav.expect("""
            10 #2 user attempts popToRoot /tabs/home/user/detail → /tabs/home
            10 #2 allowed
            10 #2 start /tabs/home/user/detail → /tabs/home [user]
            10-11 #2 pop detail
            11-12 #2 pop user
            12 #2 completed /tabs/home
            """)
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testAnAnswerToAScreenThatDoesNotWaitForOneFails() {
        let nav = editorHarness()
        let line = #line + 1
        nav.userAnswers("editor", with: "Discard")
        XCTAssertEqual(failures, [RecordedFailure(description: "No screen editor waits for an answer of type String", file: #filePath, line: line)])
    }
}
