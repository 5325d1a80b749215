#if canImport(Observation)
import Observation
import WaypointNavigationTesting
import WaypointRouter
@testable import WaypointRx
import WaypointTesting
import XCTest
@testable import WaypointUI

/// The SwiftUI `NavigationSplitView` model on Linux, through Observation, driven by the test kit's
/// harness: a route fills the columns' selections and the detail stack (its pushes end when their
/// destination appeared, late); a selection the user makes in a column's list, or a back swipe in
/// the collapsed split view (SwiftUI writes the selection it leaves to `nil`), reaches the router
/// as a user-made change and the state follows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class SplitNavigationModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var split: SplitNavigationModel!
    private var views: AppearingViews!
    private var root: SplitRoutable<SplitNavigationModel>!
    private var nav: NavigationHarness<AppState>!
    private var columns: [String] = []

    private func make(_ style: SplitStyle = .tripleColumn) {
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        split = SplitNavigationModel(style: style)
        views = AppearingViews(scheduler: scheduler)
        views.bind(split.detail, name: "detail")
        split.apply = { [unowned self] change, animated in
            columns.append("\(scheduler.clock) select\(animated ? "" : " not animated")")
            change()
        }
        root = SplitRoutable(split: split) { $0 == "compose" ? .sheet : .push }
        nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: root, shown: { [unowned root] in root!.displayedRoute },
                                stepTimeout: 50, scheduler: scheduler)
    }

    override func tearDown() {
        nav?.finish()
        nav = nil
        root = nil
        views = nil
        split = nil
        scheduler = nil
        super.tearDown()
    }

    func testARouteSelectsInTheColumnsAndPushesOnTheDetailStackEachPushEndingWhenItAppeared() {
        make()
        let observed = Locked(0)
        withObservationTracking { _ = (split.content, split.detailRoot) } onChange: { observed.withLock { $0 += 1 } }
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.expect("""
                100 #1 start / → /inbox/mail/1/attachment
                100 #1 push inbox
                100 #1 pushed inbox
                100 #1 push mail/1
                100 #1 pushed mail/1
            100-110 #1 push attachment
                110 #1 completed /inbox/mail/1/attachment
            """)
        XCTAssertEqual(columns, ["100 select", "100 select"])
        XCTAssertEqual(views.log, ["100 detail"])
        XCTAssertEqual(split.sidebarSelection, "inbox")
        XCTAssertEqual(split.contentSelection, "mail/1")
        XCTAssertEqual(split.content?.segment, "inbox")
        XCTAssertEqual(split.detailRoot?.segment, "mail/1")
        XCTAssertEqual(split.detail.path.map(\.segment), ["attachment"])
        XCTAssertEqual(observed.withLock { $0 }, 1, "the views bound to the columns were told")
        nav.assertInSync()
    }

    func testTheUsersSelectionsInTheListsAreUserMadeChangesThatEmptyTheColumnsAfterThem() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.at(200) { [split] _ in split!.contentSelection = "mail/2" }
        nav.at(300) { [split] _ in split!.sidebarSelection = "archive" }
        nav.at(310) { [split] _ in split!.sidebarSelection = "archive" }
        nav.skipEvents(through: 110)
        nav.expect("""
                200 #2 user showed /inbox/mail/1/attachment → /inbox/mail/2
                200 #2 synced /inbox/mail/2
                300 #3 user showed /inbox/mail/2 → /archive
                300 #3 synced /archive
            """)
        XCTAssertNil(split.detailRoot)
        XCTAssertEqual(split.detail.path, [])
        XCTAssertEqual(columns.count, 2, "the user's selections ran no transition")
        nav.assertInSync()
    }

    func testASelectionTheUserMakesWhileTheDetailStackPushesIsNotLost() {
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.at(105) { [split] _ in split!.sidebarSelection = "archive" }
        // Reported once the push it came during ended; the navigation ends there, the user's way.
        nav.expect("""
                100 #1 start / → /inbox/mail/1/attachment
                100 #1 push inbox
                100 #1 pushed inbox
                100 #1 push mail/1
                100 #1 pushed mail/1
            100-110 #1 push attachment
                110 #2 user showed /inbox/mail/1/attachment → /archive
                110 #1 cancelled: interrupted by the user
                110 #2 synced /archive
            """)
        XCTAssertEqual(nav.route, ["archive"])
        XCTAssertEqual(split.sidebarSelection, "archive")
        nav.assertInSync()
    }

    func testASelectionTheUserMakesUnderASheetTakesTheSheetAwayWithTheRestOfTheRoute() {
        // A sheet that lets the user reach the columns behind it
        // (`presentationBackgroundInteraction`): a selection there leaves a route without the sheet.
        make()
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "compose"]), at: 100)
        nav.at(200) { [split] _ in split!.sidebarSelection = "archive" }
        nav.skipEvents(through: 110)
        nav.expect("""
                200 #2 user showed /inbox/mail/1/compose → /archive
                200 #2 synced /archive
            """)
        XCTAssertNil(split.detail.sheet, "no route names the sheet")
        XCTAssertEqual(split.detail.path, [])
        nav.assertInSync()
    }

    func testABackSwipeInTheCollapsedSplitViewIsAUserMadePopAndTheRouteKeepsTheRest() {
        make(.doubleColumn)
        nav.dispatch(SetRouteAction(["inbox", "attachment"]), at: 100)
        // Collapsed, SwiftUI shows the columns as one stack: back from the attachment pops the
        // detail path, back from the detail root writes the sidebar's selection to nil.
        nav.at(200) { [split] _ in split!.detail.path = [] }
        nav.at(300) { [split] _ in split!.sidebarSelection = nil }
        nav.dispatch(SetRouteAction(["archive", "attachment"]), at: 400)
        nav.skipEvents(through: 110)
        nav.expect("""
                200 #2 user popped /inbox/attachment → /inbox
                200 #2 synced /inbox
                300 #3 user popped /inbox → /
                300 #3 synced /
                400 #4 start / → /archive/attachment
                400 #4 push archive
                400 #4 pushed archive
            400-410 #4 push attachment
                410 #4 completed /archive/attachment
            """)
        XCTAssertEqual(split.sidebarSelection, "archive")
        XCTAssertEqual(split.detail.path.map(\.segment), ["attachment"])
        nav.assertInSync()
    }

    func testAGuardedBackOnTheDetailStackHidesSwiftUIsBackButtonAndTheModelsGoBackAsksTheGuard() {
        make()
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", refusing: { $0.from.last == "attachment" }))
        nav.dispatch(SetRouteAction(["inbox", "mail/1", "attachment"]), at: 100)
        nav.at(200) { [split] _ in split!.detail.goBack() }
        nav.skipEvents(through: 110)
        XCTAssertTrue(split.detail.guardsBack, "RoutedNavigationStack hides the back button and its swipe")
        nav.expect("""
                200 #2 user attempts pop /inbox/mail/1/attachment → /inbox/mail/1
                200 #2 refused by Unsaved
            """)
        XCTAssertEqual(split.detail.path.map(\.segment), ["attachment"])
        nav.assertInSync()
    }
}
#endif
