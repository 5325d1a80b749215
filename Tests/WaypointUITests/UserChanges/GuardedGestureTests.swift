import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// User-change guards on one stack over fakes: an edge swipe, the back button and a sheet
/// swiped down, each allowed, refused, asked and confirmed or declined, cancelled half way, and
/// with store changes arriving mid-gesture or while a guard asks.
final class GuardedGestureTests: UIHarnessTestCase {
    override var usesTabs: Bool { false }

    private func addGuard(_ userChangeGuard: UserChangeGuard) {
        harness.router.add(userChangeGuard: userChangeGuard)
    }

    func testABackSwipeEveryGuardAllowsAtOnceGoesOnAndIsReportedWhenItFinished() {
        addGuard(UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        harness.scheduler.start()

        XCTAssertEqual(harness.timeline, [
            "100 #1 start / → /user/1", "100 #1 push user/1", "110 #1 pushed user/1", "110 #1 completed /user/1",
            "200 #2 user attempts pop /user/1 → /", "200 #2 allowed",
            "230 #3 user popped /user/1 → /", "230 #3 synced /",
        ])
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "200 user swipes back on home: allowed"])
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testABackSwipeAGuardRefusesAtOnceNeverBeginsAndChangesNothing() {
        addGuard(UserChangeGuard(name: "Unsaved", refusing: { $0.kind == .pop }))
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        harness.tapBack(on: harness.home, at: 300)
        harness.scheduler.start()

        XCTAssertEqual(harness.timeline, [
            "100 #1 start / → /user/1", "100 #1 push user/1", "110 #1 pushed user/1", "110 #1 completed /user/1",
            "200 #2 user attempts pop /user/1 → /", "200 #2 refused by Unsaved",
            "300 #3 user attempts pop /user/1 → /", "300 #3 refused by Unsaved",
        ])
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "200 user swipes back on home: refused",
                                           "300 user taps back on home: refused"])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
        XCTAssertEqual(harness.route, ["user/1"])
    }

    func testAGuardThatDoesNotCheckTheAttemptLetsItPassWithoutAWord() {
        addGuard(UserChangeGuard(name: "Unsaved", refusing: { $0.from.last == "detail" }))
        harness.setRoute(["user/1"], at: 100)
        harness.tapBack(on: harness.home, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), ["200 #2 user popped /user/1 → /", "200 #2 synced /"])
        XCTAssertEqual(harness.route, [])
    }

    func testABackSwipeCancelledHalfWayChangesNothingAndReportsNothing() {
        addGuard(UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230, finished: false)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), ["200 #2 user attempts pop /user/1 → /", "200 #2 allowed"])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testARouteSetMidGestureWaitsForTheGestureAndRunsFromWhatTheUserLeft() {
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 240)
        harness.setRoute(["user/1", "detail"], at: 220)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "240 #2 user popped /user/1 → /",
            "240 #3 start / → /user/1/detail", "240 #3 push user/1", "250 #3 pushed user/1",
            "250 #3 push detail", "260 #3 pushed detail", "260 #3 completed /user/1/detail",
        ])
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "200 user swipes back on home: allowed",
                                           "240 home.push(user/1)", "250 home.push(detail)"],
                       "no container call while the finger moves")
        XCTAssertEqual(harness.route, ["user/1", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAGestureWhoseEndNeverComesStopsHoldingTheRouterAfterTheGestureTimeout() {
        let stackRoot = harness.stackRoot!
        harness.setRoute(["user/1"], at: 100)
        // The glue reports the gesture's beginning and misses its end until long after.
        harness.scheduler.scheduleAt(200) { stackRoot.userGestureBegan() }
        harness.setRoute(["user/1", "detail"], at: 220)
        harness.scheduler.scheduleAt(400) { stackRoot.userGestureEnded() }
        harness.setRoute(["user/1"], at: 410)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "300 #2 user gesture not ended within 100.0 s",
            "300 #3 start /user/1 → /user/1/detail", "300 #3 push detail", "310 #3 pushed detail", "310 #3 completed /user/1/detail",
            "410 #4 start /user/1/detail → /user/1", "410 #4 pop detail", "420 #4 popped detail", "420 #4 completed /user/1",
        ])
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testARouteSetDuringAGestureCancelledHalfWayRunsFromTheUnchangedScreen() {
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 240, finished: false)
        harness.setRoute(["user/1", "detail"], at: 220)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "240 #2 start /user/1 → /user/1/detail", "240 #2 push detail", "250 #2 pushed detail", "250 #2 completed /user/1/detail",
        ])
        XCTAssertEqual(harness.route, ["user/1", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    // MARK: Asking

    /// The app's "discard changes?" question: presented as route state over the screen the user
    /// wants to leave; the user's answer takes it away.
    private func askWithQuestion(_ answers: LateAnswers, timeout: Int? = nil) {
        let store = harness.store
        addGuard(answers.makeGuard(timeout: timeout, onAsk: { attempt in store.dispatch(SetRouteAction(attempt.from + ["confirm"])) }))
    }

    /// The user answers the question at `time`: it goes, and the guard answers.
    private func userAnswers(_ decision: UserChangeDecision, _ answers: LateAnswers, at time: Int) {
        harness.scheduler.scheduleAt(time) { [harness] in
            harness!.store.dispatch(SetRouteAction(Array(harness!.route.dropLast())))
            answers.answer(decision)
        }
    }

    func testABackSwipeAGuardAsksAboutIsRefusedAndTheRouterPopsOnceTheUserConfirms() {
        let answers = LateAnswers()
        askWithQuestion(answers)
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        userAnswers(.allow, answers, at: 300)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #2 user attempts pop /user/1 → /",
            "200 #3 start /user/1 → /user/1/confirm", "200 #3 push confirm", "210 #3 pushed confirm", "210 #3 completed /user/1/confirm",
            // The question goes (#4), and the router makes the change the user confirmed (#2).
            "300 #4 start /user/1/confirm → /user/1", "300 #4 pop confirm",
            "300 #2 allowed",
            "310 #4 popped confirm", "310 #4 cancelled: superseded by #2",
            "310 #2 start /user/1 → / [user]", "310 #2 pop user/1", "320 #2 popped user/1", "320 #2 completed /",
        ])
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "200 user swipes back on home: refused",
                                           "200 home.present(modal(confirm))", "300 home.dismiss(modal(confirm))",
                                           "310 home.popTo(home-root)"])
        XCTAssertEqual(answers.asked, [UserChangeAttempt(.pop, from: ["user/1"], to: [])])
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testABackSwipeTheUserDeclinesLeavesTheScreenAsItWas() {
        let answers = LateAnswers()
        askWithQuestion(answers)
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        userAnswers(.refuse, answers, at: 300)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(9)), [
            "300 #4 start /user/1/confirm → /user/1", "300 #4 pop confirm",
            "300 #2 refused by Unsaved",
            "310 #4 popped confirm", "310 #4 completed /user/1",
        ])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAGuardThatDoesNotAnswerInTimeRefusesAndIsLetGo() {
        let answers = LateAnswers()
        addGuard(answers.makeGuard(timeout: 30))
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        harness.scheduler.scheduleAt(300) { answers.answer(.allow) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #2 user attempts pop /user/1 → /", "230 #2 refused: Unsaved did not answer in time",
        ])
        XCTAssertEqual(answers.disposedUnanswered, 1)
        XCTAssertEqual(harness.route, ["user/1"])
    }

    func testAGuardThatFailsRefuses() {
        struct Broken: Error {}
        let answers = LateAnswers()
        addGuard(answers.makeGuard())
        harness.setRoute(["user/1"], at: 100)
        harness.tapBack(on: harness.home, at: 200)
        harness.scheduler.scheduleAt(250) { answers.fail(Broken()) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #2 user attempts pop /user/1 → /", "250 #2 refused: Unsaved failed: Broken()",
        ])
        XCTAssertEqual(harness.route, ["user/1"])
    }

    func testGuardsAreAskedInOrderAndTheFirstRefusalEndsTheCheck() {
        let asked = LateAnswers()
        addGuard(UserChangeGuard(name: "First") { _ in .just(.allow) })
        addGuard(UserChangeGuard(name: "Second", refusing: { _ in true }))
        addGuard(asked.makeGuard(name: "Third"))
        harness.setRoute(["user/1"], at: 100)
        harness.tapBack(on: harness.home, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), ["200 #2 user attempts pop /user/1 → /", "200 #2 refused by Second"])
        XCTAssertEqual(asked.asked, [], "the third guard is never asked")
    }

    func testAnotherAttemptWhileAGuardAsksIsRefusedAsBusy() {
        let answers = LateAnswers()
        addGuard(answers.makeGuard())
        harness.setRoute(["user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        harness.tapBack(on: harness.home, at: 250)
        harness.scheduler.scheduleAt(300) { answers.answer(.allow) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #2 user attempts pop /user/1 → /",
            "250 #3 user attempts pop /user/1 → /", "250 #3 refused: another change is being decided",
            "300 #2 allowed",
            "300 #2 start /user/1 → / [user]", "300 #2 pop user/1", "310 #2 popped user/1", "310 #2 completed /",
        ])
        XCTAssertEqual(answers.asked.count, 1)
        XCTAssertEqual(harness.route, [])
    }

    func testAnAnswerAfterTheScreenMovedOnMakesNoChange() {
        let answers = LateAnswers()
        addGuard(answers.makeGuard())
        harness.setRoute(["user/1"], at: 100)
        harness.tapBack(on: harness.home, at: 200)
        harness.setRoute(["user/2"], at: 250)
        harness.scheduler.scheduleAt(300) { answers.answer(.allow) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #2 user attempts pop /user/1 → /",
            "250 #3 start /user/1 → /user/2", "250 #3 change user/1 → user/2", "260 #3 changed user/1 → user/2", "260 #3 completed /user/2",
            "300 #2 refused: the screen changed while the guards decided",
        ])
        XCTAssertEqual(harness.route, ["user/2"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAnAttemptWhileAnOlderOneWaitsOnAScreenThatMovedOnEndsTheOlderOne() {
        let answers = LateAnswers()
        addGuard(answers.makeGuard())
        harness.setRoute(["user/1"], at: 100)
        harness.tapBack(on: harness.home, at: 200)
        harness.setRoute(["user/2"], at: 250)
        harness.tapBack(on: harness.home, at: 300)
        harness.scheduler.scheduleAt(350) { answers.answer(.allow) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(9)), [
            "300 #2 refused: the screen changed while the guards decided",
            "300 #4 user attempts pop /user/2 → /",
            "350 #4 allowed",
            "350 #4 start /user/2 → / [user]", "350 #4 pop user/2", "360 #4 popped user/2", "360 #4 completed /",
        ])
        XCTAssertEqual(answers.disposedUnanswered, 1, "the older question is let go")
        XCTAssertEqual(harness.route, [])
    }

    func testDisposingTheRouterWhileAGuardAsksLetsTheQuestionGoAndReportsNothing() {
        let answers = LateAnswers()
        addGuard(answers.makeGuard())
        harness.setRoute(["user/1"], at: 100)
        harness.tapBack(on: harness.home, at: 200)
        harness.scheduler.scheduleAt(250) { [harness] in harness!.router.dispose() }
        harness.scheduler.scheduleAt(300) { answers.answer(.allow) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), ["200 #2 user attempts pop /user/1 → /"])
        XCTAssertEqual(answers.disposedUnanswered, 1)
        XCTAssertEqual(harness.route, ["user/1"])
    }

    // MARK: Sheets

    func testASheetSwipeDownAGuardAllowsIsReportedAsADismissal() {
        addGuard(UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        harness.setRoute(["user/1", "login"], at: 100)
        harness.swipeDown(modalOf: harness.home, at: 200, endingAt: 230)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #2 user attempts dismiss /user/1/login → /user/1", "200 #2 allowed",
            "230 #3 user dismissed /user/1/login → /user/1", "230 #3 synced /user/1",
        ])
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testASheetSwipeDownCancelledHalfWayKeepsTheSheetAndReportsNothing() {
        addGuard(UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        harness.setRoute(["login"], at: 100)
        harness.swipeDown(modalOf: harness.home, at: 200, endingAt: 230, finished: false)
        harness.setRoute(["login", "detail"], at: 210)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #2 user attempts dismiss /login → /", "200 #2 allowed",
            "230 #3 start /login → /login/detail", "230 #3 push detail", "240 #3 pushed detail", "240 #3 completed /login/detail",
        ])
        XCTAssertEqual(harness.route, ["login", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testASheetSwipeDownTheUserConfirmsIsMadeByTheRouterAfterTheQuestionWent() {
        let answers = LateAnswers()
        askWithQuestion(answers)
        harness.setRoute(["login", "detail"], at: 100)
        harness.swipeDown(modalOf: harness.home, at: 200, endingAt: 230)
        userAnswers(.allow, answers, at: 300)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #2 user attempts dismiss /login/detail → /",
            "200 #3 start /login/detail → /login/detail/confirm", "200 #3 push confirm", "210 #3 pushed confirm",
            "210 #3 completed /login/detail/confirm",
            "300 #4 start /login/detail/confirm → /login/detail", "300 #4 pop confirm",
            "300 #2 allowed",
            "310 #4 popped confirm", "310 #4 cancelled: superseded by #2",
            "310 #2 start /login/detail → / [user]", "310 #2 pop detail", "320 #2 popped detail",
            "320 #2 pop login", "330 #2 popped login", "330 #2 completed /",
        ])
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }
}
