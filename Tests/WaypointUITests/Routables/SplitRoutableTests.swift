import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting
import XCTest
@testable import WaypointUI

/// `SplitRoutable` over a fake split view, driven through the navigation test kit's harness:
/// route changes on each column, user changes in both widths, collapsing and expanding with the
/// route kept and the store equal to what the split view shows, every completion late.
final class SplitRoutableTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var log: ContainerLog!
    private var split: FakeSplit!
    private var root: SplitRoutable<FakeSplit>!
    private var nav: NavigationHarness<AppState>!

    private func make(_ style: SplitStyle = .tripleColumn, collapsed: Bool = false, collapsesOnItsOwn: Bool = false, stepTimeout: TestTime = 50) {
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        log = ContainerLog(scheduler: scheduler)
        split = FakeSplit(log: log)
        split.userCollapses(collapsed)
        let log = self.log!
        root = SplitRoutable(split: split, style: style, detail: split.detail, compact: collapsesOnItsOwn ? nil : split.compact, screens: makeSplitScreens()) { screen, _ in
            FakeStack("modal(\(screen.name))", root: screen, log: log)
        }
        nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: root, shown: { [unowned root] in root!.displayedRoute },
                                stepTimeout: stepTimeout, scheduler: scheduler)
    }

    override func tearDown() {
        nav?.finish()
        nav = nil
        root = nil
        split = nil
        log = nil
        scheduler = nil
        super.tearDown()
    }

    /// The user does `change` at `time`, and the split view's delegate reports it.
    private func user(at time: TestTime, _ change: @escaping (FakeSplit) -> Void) {
        nav.at(time) { [split, root] _ in
            change(split!)
            root!.containersDidChange()
        }
    }

    private func names(_ stack: FakeStack) -> [String] { stack.screens.map(\.name) }

    // MARK: Columns

    func testARouteSelectsInTheContentColumnThenTheDetailColumnThenPushesOnTheDetailStack() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.expect("""
                100 #1 start / → /inbox/mail/1/attachment
            100-110 #1 push inbox
            110-120 #1 push mail/1
            120-130 #1 push attachment
                130 #1 completed /inbox/mail/1/attachment
            """)
        XCTAssertEqual(log.calls, ["100 split.content(inbox)", "110 detail.set(mail/1)", "120 detail.push(attachment)"])
        XCTAssertEqual(names(split.detail), ["mail/1", "attachment"])
        XCTAssertEqual(names(split.compact), ["list"], "the compact stack is not on screen")
        nav.assertInSync()
    }

    func testANewSidebarSelectionEmptiesTheDetailColumnThenSelectsInTheContentColumn() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.dispatch(SetRouteAction(["archive"]), at: 200)
        nav.skipEvents(through: 130)
        nav.expect("""
                200 #2 start /inbox/mail/1/attachment → /archive
            200-210 #2 pop attachment
            210-220 #2 pop mail/1
            220-230 #2 change inbox → archive
                230 #2 completed /archive
            """)
        XCTAssertEqual(log.calls.dropFirst(3), ["200 detail.popTo(mail/1)", "210 detail.set(placeholder)", "220 split.content(archive)"])
        XCTAssertEqual(names(split.detail), ["placeholder"])
        nav.assertInSync()
    }

    func testTwoColumnsShowTheSidebarsSelectionAsTheDetailStacksRoot() {
        make(.doubleColumn)
        nav.dispatch(SetRouteAction(["inbox", "attachment"]), at: 100)
        nav.dispatch(SetRouteAction(["archive"]), at: 200)
        nav.expect("""
                100 #1 start / → /inbox/attachment
            100-110 #1 push inbox
            110-120 #1 push attachment
                120 #1 completed /inbox/attachment
                200 #2 start /inbox/attachment → /archive
            200-210 #2 pop attachment
            210-220 #2 change inbox → archive
                220 #2 completed /archive
            """)
        XCTAssertEqual(log.calls, ["100 detail.set(inbox)", "110 detail.push(attachment)", "200 detail.popTo(inbox)", "210 detail.set(archive)"])
        nav.assertInSync()
    }

    // MARK: User changes in columns

    func testTheUsersSelectionInTheSidebarIsAUserMadeChange() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        user(at: 200) { $0.userSelects("archive", in: .content) }
        user(at: 300) { $0.userSelects(nil, in: .content) }
        nav.skipEvents(through: 130)
        nav.expect("""
                200 #2 user showed /inbox/mail/1/attachment → /archive
                200 #2 synced /archive
                300 #3 user popped /archive → /
                300 #3 synced /
            """)
        XCTAssertEqual(log.calls.count, 3, "the user's selections made no container call")
        nav.assertInSync()
    }

    func testABackSwipeInTheDetailColumnIsAUserMadePop() {
        make(.doubleColumn)
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        user(at: 200) { $0.detail.userPops() }
        nav.skipEvents(through: 130)
        nav.expect("""
                200 #2 user popped /inbox/mail/1/attachment → /inbox/mail/1
                200 #2 synced /inbox/mail/1
            """)
        nav.assertInSync()
    }

    // MARK: Collapsing and expanding

    func testCollapseNavigateWhileCollapsedPopThenExpandKeepsTheRouteAndTheScreenFollows() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        user(at: 200) { $0.userCollapses() }
        nav.dispatch(SetRouteAction(["inbox", "mail/2"]), at: 300)
        user(at: 400) { $0.compact.userPops() }
        user(at: 500) { $0.userCollapses(false) }
        nav.dispatch(SetRouteAction(["inbox", "mail/3"]), at: 600)
        nav.skipEvents(through: 130)
        nav.expect("""
                300 #2 start /inbox/mail/1/attachment → /inbox/mail/2
            300-310 #2 pop attachment
            310-320 #2 change mail/1 → mail/2
                320 #2 completed /inbox/mail/2
                400 #3 user popped /inbox/mail/2 → /inbox
                400 #3 synced /inbox
                600 #4 start /inbox → /inbox/mail/3
            600-610 #4 push mail/3
                610 #4 completed /inbox/mail/3
            """)
        XCTAssertEqual(log.calls.dropFirst(3), [
            // Collapsed: the route's screens on the compact stack, the route unchanged (no event).
            "200 compact.set(list,inbox,mail/1,attachment) not animated",
            "300 compact.popTo(mail/1)", "310 compact.set(list,inbox,mail/2)",
            // Expanded: the columns show the route the user left in compact width.
            "500 split.content(inbox) not animated", "500 detail.set(placeholder) not animated", "500 compact.set(list) not animated",
            "600 detail.set(mail/3)",
        ])
        XCTAssertEqual(names(split.detail), ["mail/3"])
        XCTAssertEqual(names(split.compact), ["list"])
        nav.assertInSync()
    }

    func testAStepRunningWhenTheSplitViewCollapsesEndsAndTheNavigationContinuesOnTheCompactStack() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        user(at: 105) { $0.userCollapses() }
        user(at: 200) { $0.userCollapses(false) }
        nav.expect("""
                100 #1 start / → /inbox/mail/1/attachment
            100-105 #1 push inbox
            105-115 #1 push mail/1
            115-125 #1 push attachment
                125 #1 completed /inbox/mail/1/attachment
            """)
        nav.advance(to: 200)
        XCTAssertEqual(log.calls, [
            "100 split.content(inbox)", "105 compact.set(list,inbox) not animated", "105 compact.push(mail/1)", "115 compact.push(attachment)",
            "200 split.content(inbox) not animated", "200 detail.set(mail/1) not animated", "200 detail.set(mail/1,attachment) not animated",
            "200 compact.set(list) not animated",
        ])
        XCTAssertEqual(names(split.detail), ["mail/1", "attachment"])
        nav.assertInSync()
    }

    func testASheetOverTheSplitViewStaysWithItsScreensWhenItCollapsesAndExpands() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "compose", "attachment"]), at: 100)
        user(at: 200) { $0.userCollapses() }
        user(at: 300) { $0.userCollapses(false) }
        nav.dispatch(SetRouteAction(["inbox", "mail/1"]), at: 400)
        // Neither width change is a change of the route: no event, and the sheet keeps its stack.
        nav.skipEvents(through: 140)
        nav.expect("""
                400 #2 start /inbox/mail/1/compose/attachment → /inbox/mail/1
            400-410 #2 pop attachment
            410-420 #2 pop compose
                420 #2 completed /inbox/mail/1
            """)
        XCTAssertEqual(log.calls.dropFirst(4), [
            "200 compact.set(list,inbox,mail/1) not animated", "200 split.moveModal(modal(compose): detail → compact)",
            "300 split.content(inbox) not animated", "300 detail.set(mail/1) not animated", "300 compact.set(list) not animated",
            "300 split.moveModal(modal(compose): compact → detail)",
            // Presented by the detail stack again: it dismisses it.
            "400 modal(compose).popTo(compose)", "410 detail.dismiss(modal(compose))",
        ])
        XCTAssertNil(split.compact.presentedModal)
        XCTAssertNil(split.detail.presentedModal)
        nav.assertInSync()
    }

    func testASheetStaysOnTheCompactStackWhileCollapsedAndIsDismissedThere() {
        make(.doubleColumn)
        nav.dispatch(SetRouteAction(["inbox", "compose", "attachment"]), at: 100)
        user(at: 200) { $0.userCollapses() }
        nav.at(250) { [unowned self] _ in
            XCTAssertEqual(root.displayedRoute, ["inbox", "compose", "attachment"])
            XCTAssertTrue(split.compact.presentedModal?.name == "modal(compose)")
            XCTAssertEqual((split.compact.presentedModal as? FakeStack).map(names), ["compose", "attachment"])
        }
        nav.dispatch(SetRouteAction(["inbox"]), at: 300)
        nav.skipEvents(through: 130)
        nav.expect("""
                300 #2 start /inbox/compose/attachment → /inbox
            300-310 #2 pop attachment
            310-320 #2 pop compose
                320 #2 completed /inbox
            """)
        XCTAssertEqual(log.calls.dropFirst(3), [
            "200 compact.set(list,inbox) not animated", "200 split.moveModal(modal(compose): detail → compact)",
            "300 modal(compose).popTo(compose)", "310 compact.dismiss(modal(compose))",
        ])
        nav.assertInSync()
    }

    func testASheetTheUserSwipesDownAfterTheSplitViewCollapsedIsAUserMadeChange() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "compose"]), at: 100)
        user(at: 200) { $0.userCollapses() }
        user(at: 300) { $0.compact.userDismisses() }
        nav.skipEvents(through: 130)
        nav.expect("""
                300 #2 user dismissed /inbox/mail/1/compose → /inbox/mail/1
                300 #2 synced /inbox/mail/1
            """)
        nav.assertInSync()
    }

    func testAnAlertOverTheSplitViewStaysWhenItCollapsesAndExpandsAndItsAnswerArrives() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "discard"]), at: 100)
        user(at: 200) { $0.userCollapses() }
        nav.at(250) { [unowned self] _ in
            XCTAssertEqual(split.compact.presentedDialog?.title, "Discard?")
            XCTAssertNil(split.detail.presentedDialog)
        }
        user(at: 300) { $0.userCollapses(false) }
        nav.dispatch(SetRouteAction(["inbox", "mail/1"]), at: 400)
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "discard"]), at: 500)
        user(at: 600) { $0.userCollapses() }
        nav.at(700) { [unowned self] _ in split.compact.userAnswers(nil) }
        nav.skipEvents(through: 130)
        nav.expect("""
                400 #2 start /inbox/mail/1/discard → /inbox/mail/1
            400-410 #2 pop discard
                410 #2 completed /inbox/mail/1
                500 #3 start /inbox/mail/1 → /inbox/mail/1/discard
            500-510 #3 push discard
                510 #3 completed /inbox/mail/1/discard
                700 #4 user dismissed /inbox/mail/1/discard → /inbox/mail/1
                700 #4 synced /inbox/mail/1
            """)
        XCTAssertEqual(log.calls.dropFirst(3), [
            "200 compact.set(list,inbox,mail/1) not animated", "200 split.moveModal(Discard?: detail → compact)",
            "300 split.content(inbox) not animated", "300 detail.set(mail/1) not animated", "300 compact.set(list) not animated",
            "300 split.moveModal(Discard?: compact → detail)",
            "400 detail.dismissDialog(Discard?)", "500 detail.presentDialog(Discard?)",
            "600 compact.set(list,inbox,mail/1) not animated", "600 split.moveModal(Discard?: detail → compact)",
            "700 user answers ok",
        ])
        nav.assertInSync()
    }

    func testASheetOverTheCollapsedSplitViewThatNoColumnCanShowIsDismissedWhenItExpands() {
        make(collapsed: true)
        // Collapsed, the sheet is presented above the content column's selection: expanded, the
        // detail column would have to show it.
        nav.dispatch(SetRouteAction(["inbox", "compose"]), at: 100)
        user(at: 200) { $0.userCollapses(false) }
        nav.skipEvents(through: 120)
        nav.expect("""
                200 #2 user showed /inbox/compose → /inbox
                200 #2 synced /inbox
            """)
        XCTAssertEqual(log.calls.dropFirst(2), [
            "200 compact.dismiss(modal(compose)) not animated",
            "200 split.content(inbox) not animated", "200 detail.set(placeholder) not animated", "200 compact.set(list) not animated",
        ])
        nav.assertInSync()
    }

    func testASelectionThatNeverCompletesTimesOutWithTheStoreOnWhatTheSplitViewShows() {
        make(stepTimeout: 50)
        split.hanging = ["detail"]
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.expect("""
                100 #1 start / → /inbox/mail/1/attachment
            100-110 #1 push inbox
                110 #1 push mail/1
                160 #1 failed: The step to push mail/1 as segment 2 of the route did not complete within 50.0 s (the routable did not call its completion handler in time)
                160 #1 synced /inbox/mail/1
            """)
        XCTAssertEqual(log.calls, ["100 split.content(inbox)", "110 detail.set(mail/1)"])
        nav.assertInSync()
    }

    func testASplitViewCollapsedAtLaunchPushesTheWholeRouteOnTheCompactStack() {
        make(.doubleColumn, collapsed: true)
        nav.dispatch(SetRouteAction(["inbox", "attachment"]), at: 100)
        nav.expect("""
                100 #1 start / → /inbox/attachment
            100-110 #1 push inbox
            110-120 #1 push attachment
                120 #1 completed /inbox/attachment
            """)
        XCTAssertEqual(log.calls, ["100 compact.push(inbox)", "110 compact.push(attachment)"])
        user(at: 200) { $0.userCollapses(false) }
        nav.advance(to: 200)
        XCTAssertEqual(log.calls.dropFirst(2), ["200 detail.set(inbox) not animated", "200 detail.set(inbox,attachment) not animated",
                                                "200 compact.set(list) not animated"])
        nav.assertRoute(["inbox", "attachment"])
        nav.assertInSync()
    }

    func testASplitViewThatCollapsesOnItsOwnKeepsItsColumns() {
        make(collapsesOnItsOwn: true)
        nav.dispatch(SetRouteAction(["inbox", "mail/1"]), at: 100)
        user(at: 200) { $0.userCollapses() }
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 300)
        nav.skipEvents(through: 120)
        nav.expect("""
                300 #2 start /inbox/mail/1 → /inbox/mail/1/attachment
            300-310 #2 push attachment
                310 #2 completed /inbox/mail/1/attachment
            """)
        XCTAssertEqual(log.calls, ["100 split.content(inbox)", "110 detail.set(mail/1)", "300 detail.push(attachment)"])
        nav.assertInSync()
    }

    func testANavigationRunningInASheetWhenTheSplitViewCollapsesOrExpandsGoesOnAndEndsOnce() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "compose", "attachment"]), at: 100)
        user(at: 135) { $0.userCollapses() }
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "compose", "attachment", "attachment"]), at: 200)
        user(at: 205) { $0.userCollapses(false) }
        // The push in the sheet was under way on the sheet's own stack, which stays: it ends when
        // its transition does, and the navigation after it.
        nav.expect("""
                100 #1 start / → /inbox/mail/1/compose/attachment
            100-110 #1 push inbox
            110-120 #1 push mail/1
            120-130 #1 push compose
            130-140 #1 push attachment
                140 #1 completed /inbox/mail/1/compose/attachment
                200 #2 start /inbox/mail/1/compose/attachment → /inbox/mail/1/compose/attachment/attachment
            200-210 #2 push attachment
                210 #2 completed /inbox/mail/1/compose/attachment/attachment
            """)
        XCTAssertEqual(log.calls.dropFirst(3), [
            "130 modal(compose).push(attachment)",
            "135 compact.set(list,inbox,mail/1) not animated", "135 split.moveModal(modal(compose): detail → compact)",
            "200 modal(compose).push(attachment)",
            "205 split.content(inbox) not animated", "205 detail.set(mail/1) not animated", "205 compact.set(list) not animated",
            "205 split.moveModal(modal(compose): compact → detail)",
        ])
        XCTAssertEqual((split.detail.presentedModal as? FakeStack).map(names), ["compose", "attachment", "attachment"])
        nav.assertInSync()
    }

    // MARK: Guarded gestures

    func testAGuardIsAskedBeforeABackSwipeOnTheDetailStackAndOnTheCompactStack() {
        make()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", refusing: { $0.to.last == "mail/1" }))
        var answers: [Bool] = []
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.at(200) { [unowned self] _ in answers.append(root.shouldPop(split.detail)) }
        user(at: 300) { $0.userCollapses() }
        nav.at(400) { [unowned self] _ in answers.append(root.shouldPop(split.compact)) }
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment", "attachment"]), at: 500)
        // The back swipe from the second attachment, which the guard does not check: it begins,
        // holds the router, ends, and is reported.
        nav.at(600) { [unowned self] _ in
            answers.append(root.shouldPop(split.compact))
            root.userGestureBegan()
            split.compact.userBeginsSwipingBack()
        }
        nav.at(620) { [unowned self] _ in
            split.compact.userEndsSwipingBack(finished: true)
            root.containersDidChange()
            root.userGestureEnded()
        }
        nav.skipEvents(through: 130)
        nav.expect("""
                200 #2 user attempts pop /inbox/mail/1/attachment → /inbox/mail/1
                200 #2 refused by Unsaved
                400 #3 user attempts pop /inbox/mail/1/attachment → /inbox/mail/1
                400 #3 refused by Unsaved
                500 #4 start /inbox/mail/1/attachment → /inbox/mail/1/attachment/attachment
            500-510 #4 push attachment
                510 #4 completed /inbox/mail/1/attachment/attachment
                620 #5 user popped /inbox/mail/1/attachment/attachment → /inbox/mail/1/attachment
                620 #5 synced /inbox/mail/1/attachment
            """)
        XCTAssertEqual(answers, [false, false, true])
        XCTAssertEqual(names(split.detail), ["mail/1", "attachment"], "refused: the detail stack is as it was")
        nav.assertInSync()
    }
}
