import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// The router's side of user-change guards, on the harness's recording routables: what is
/// reported, the changes the router makes for the user, and gestures holding its steps.
final class UserChangeGuardTests: LeakCheckingTestCase {
    private let pop = UserChangeAttempt(.pop, from: ["home", "user"], to: ["home"])

    func testAnAttemptNoGuardChecksIsAllowedAndReportsNothing() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Tabs", refusing: { $0.kind == .selectTab }))
        XCTAssertTrue(nav.router.shouldBegin(pop))
        XCTAssertFalse(nav.router.guardsUserChange(pop))
        XCTAssertTrue(nav.router.guardsUserChange(UserChangeAttempt(.selectTab, from: ["home"], to: ["profile"])))
        nav.expectNoEvents()
    }

    func testAChangeTheRouterMakesForTheUserIsANavigationWithTriggerUser() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        nav.at(10) { nav in nav.router.attemptUserChange(self.pop) }
        nav.expect("""
                  0 #1 start / → /home/user
                0-1 #1 push home
                1-2 #1 push user
                  2 #1 completed /home/user
                 10 #2 user attempts pop /home/user → /home
                 10 #2 allowed
                 10 #2 start /home/user → /home [user]
              10-11 #2 pop user
                 11 #2 completed /home
            """)
        nav.assertRoute(["home"])
    }

    func testALateAllowFromAnotherThreadIsTakenOnTheRoutersScheduler() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        let answer = ReplaySubject<UserChangeDecision>.create(bufferSize: 1)
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in answer.take(1).asSingle() })
        nav.at(10) { nav in XCTAssertFalse(nav.router.shouldBegin(self.pop)) }
        nav.at(20) { _ in
            let thread = Thread { answer.onNext(.allow) }
            thread.start()
            while !thread.isFinished { usleep(100) }
        }
        nav.expect("""
                  0 #1 start / → /home/user
                0-1 #1 push home
                1-2 #1 push user
                  2 #1 completed /home/user
                 10 #2 user attempts pop /home/user → /home
                 20 #2 allowed
                 20 #2 start /home/user → /home [user]
              20-21 #2 pop user
                 21 #2 completed /home
            """)
    }

    func testDisposingTheRouterLetsGoOfAGuardThatHoldsIt() {
        final class Question: Sendable {}
        weak var released: Question?
        do {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer)
            let router = nav.router
            let question = Question()
            released = question
            // The guard holds the router (to present its question) and the question.
            router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in
                _ = question
                return router.presentForResult("discard", expecting: Bool.self).map { $0 ? .allow : .refuse }
            })
            nav.finish()
            router.dispose()
        }
        XCTAssertNil(released, "the guard, and what it holds, went with the router")
    }

    func testAGestureHoldsTheRoutersStepsUntilItEndsAndANavigationMeanwhileIsNotLost() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.at(10) { nav in
            let gesture = nav.router.beginUserGesture()
            nav.at(30) { _ in gesture.end() }
        }
        nav.dispatch(SetRouteAction(["home", "user"]), at: 20)
        nav.expect("""
                  0 #1 start / → /home
                0-1 #1 push home
                  1 #1 completed /home
                 30 #2 start /home → /home/user
              30-31 #2 push user
                 31 #2 completed /home/user
            """)
    }

    func testAGestureReleasedWithoutEndingEndsAndEndingTwiceEndsOnce() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.at(10) { nav in
            let first = nav.router.beginUserGesture()
            let second = nav.router.beginUserGesture()
            first.end()
            first.end()
            XCTAssertTrue(first.isEnded)
            XCTAssertFalse(second.isEnded)
            _ = second
        }
        nav.dispatch(SetRouteAction(["home"]), at: 20)
        nav.expect("""
                 20 #1 start / → /home
              20-21 #1 push home
                 21 #1 completed /home
            """)
    }

    func testAGestureNeverEndedStopsHoldingAfterTheGestureTimeoutOnceAndEndingItLateDoesNothing() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.at(10) { nav in
            let gesture = nav.router.beginUserGesture()
            nav.at(45) { _ in
                XCTAssertTrue(gesture.isEnded)
                gesture.end()
            }
        }
        nav.dispatch(SetRouteAction(["home", "user"]), at: 20)
        nav.dispatch(SetRouteAction(["home"]), at: 50)
        nav.expect("""
                  0 #1 start / → /home
                0-1 #1 push home
                  1 #1 completed /home
                 40 #2 user gesture not ended within 30.0 s
                 40 #3 start /home → /home/user
              40-41 #3 push user
                 41 #3 completed /home/user
                 50 #4 start /home/user → /home
              50-51 #4 pop user
                 51 #4 completed /home
            """)
        nav.assertRoute(["home"])
    }

    func testAGestureEndedInTimeDisarmsItsTimeout() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.at(10) { nav in
            let gesture = nav.router.beginUserGesture()
            nav.at(20) { _ in gesture.end() }
        }
        nav.dispatch(SetRouteAction(["home"]), at: 15)
        nav.advance(to: 100)
        nav.expect("""
                 20 #1 start / → /home
              20-21 #1 push home
                 21 #1 completed /home
            """)
    }

    func testAGestureTimeoutIsTheRoutersToConfigure() {
        let store = Store(reducer: appReducer, state: AppState())
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let router = Router(store: store, rootRoutable: RecordingRoutable(name: "root", depth: 0, model: ScreenModel(scheduler: scheduler)),
                            scheduler: scheduler, gestureTimeout: .seconds(7))
        XCTAssertEqual(router.gestureTimeout, .seconds(7))
        XCTAssertEqual(Router<AppState>.defaultGestureTimeout, .seconds(30))
        let events = scheduler.createObserver(NavigationEvent.self)
        let subscription = router.events.subscribe(events)
        let gesture = router.beginUserGesture()
        scheduler.advanceTo(6)
        XCTAssertFalse(gesture.isEnded)
        scheduler.advanceTo(7)
        XCTAssertTrue(gesture.isEnded)
        XCTAssertEqual(events.events.compactMap(\.value.element?.kind), [.userGestureTimedOut(timeout: .seconds(7))])
        subscription.dispose()
        router.dispose()
    }

    func testARouterDisposedDuringAGestureLetsGoOfItsTimeout() {
        let store = Store(reducer: appReducer, state: AppState())
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let router = Router(store: store, rootRoutable: RecordingRoutable(name: "root", depth: 0, model: ScreenModel(scheduler: scheduler)),
                            scheduler: scheduler, gestureTimeout: .seconds(7))
        let events = scheduler.createObserver(NavigationEvent.self)
        let subscription = router.events.subscribe(events)
        let gesture = router.beginUserGesture()
        router.dispose()
        scheduler.advanceTo(20)
        XCTAssertFalse(gesture.isEnded)
        XCTAssertEqual(events.events.compactMap(\.value.element), [])
        gesture.end()
        subscription.dispose()
    }
}

/// Answers to one attempt from several threads at once.
final class UserChangeGuardConcurrencyTests: LeakCheckingTestCase {
    func testAnswersFromManyThreadsDecideOnce() {
        for _ in 0..<20 {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
            nav.dispatch(SetRouteAction(["home", "user"]))
            nav.advance(by: 5)
            let observers = Locked([@Sendable (SingleEvent<UserChangeDecision>) -> Void]())
            nav.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in
                Single.create { observer in
                    observers.withLock { $0.append(observer) }
                    return Disposables.create()
                }
            })
            let attempt = UserChangeAttempt(.pop, from: ["home", "user"], to: ["home"])
            XCTAssertFalse(nav.router.shouldBegin(attempt))
            guard let observer = observers.withLock({ $0.first }) else { return XCTFail("the guard was not asked") }
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                observer(.success(index.isMultiple(of: 2) ? .allow : .refuse))
            }
            nav.advance(by: 5)
            let decided = nav.events.filter { if case .userChangeDecided = $0.value.kind { return true } else { return false } }
            XCTAssertEqual(decided.count, 1)
            nav.finish()
        }
    }
}
