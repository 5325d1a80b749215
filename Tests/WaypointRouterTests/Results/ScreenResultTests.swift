import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// `router.present(_:expecting:)`: a screen that gives a value back, and every other way its
/// presentation can end — each answered exactly once, at its tick.
final class ScreenResultTests: LeakCheckingTestCase {
    /// A harness showing `/home` at tick 5, its events asserted.
    private func harness() -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.advance(to: 5)
        nav.skipEvents()
        return nav
    }

    /// Presents the picker for a `String`, recording the answer at its tick.
    private func presentPicker(_ nav: NavigationHarness<AppState>) -> (TestableObserver<String>, Disposable) {
        let answers = nav.scheduler.createObserver(String.self)
        return (answers, nav.router.presentForResult("picker", expecting: String.self).asObservable().subscribe(answers))
    }

    /// The result the picker screen received as its data.
    private func picker(_ nav: NavigationHarness<AppState>) -> ScreenResult<String>? {
        nav.state.navigationState.data(for: ["home", "picker"], as: ScreenResult<String>.self)
    }

    func testTheValueTheScreenSendsIsReturnedOnceTheScreenIsGone() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        nav.advance(to: 10)
        let result = picker(nav)
        XCTAssertEqual(result?.isPending, true)
        XCTAssertEqual(result?.send("red"), true)
        XCTAssertEqual(result?.send("blue"), false, "a second value is dropped")
        XCTAssertEqual(result?.isPending, false)
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.next(11, "red"), .completed(11)])
        nav.expect("""
            5 #2 start /home → /home/picker [request]
            5 #2 push picker
            6 #2 pushed picker
            6 #2 completed /home/picker
            10 #3 start /home/picker → /home [request]
            10 #3 pop picker
            11 #3 popped picker
            11 #3 completed /home
            """)
        subscription.dispose()
        nav.finish()
    }

    func testAValueSentBeforeTheScreenIsShownIsReturnedAfterTheScreenCameAndWent() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        XCTAssertEqual(picker(nav)?.send("now"), true, "the screen answers as it is being shown")
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.next(7, "now"), .completed(7)])
        nav.expect("""
            5 #2 start /home → /home/picker [request]
            5 #2 push picker
            6 #2 pushed picker
            6 #2 completed /home/picker
            6 #3 start /home/picker → /home [request]
            6 #3 pop picker
            7 #3 popped picker
            7 #3 completed /home
            """)
        subscription.dispose()
        nav.finish()
    }

    func testTheUserClosingTheScreenFailsTheCallAndLaterValuesAreDropped() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        let result = picker(nav)
        nav.userDismisses("picker", at: 10)
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.error(10, ScreenResultError.dismissedByUser)])
        XCTAssertEqual(result?.send("late"), false)
        nav.expect("""
            5 #2 start /home → /home/picker [request]
            5 #2 push picker
            6 #2 pushed picker
            6 #2 completed /home/picker
            10 #3 user dismissed /home/picker → /home
            10 #3 synced /home
            """)
        subscription.dispose()
        nav.finish()
    }

    func testAValueSentAsTheUsersActionClosesTheScreenIsReturnedOnceTheRouteShowsItAndNoNavigationRemovesIt() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        nav.advance(to: 10)
        let result = picker(nav)
        nav.at(10) { [nav] _ in
            XCTAssertEqual(result?.sendClosing("red"), true)
            XCTAssertEqual(result?.send("blue"), false, "a second value is dropped")
            nav.userDismisses("picker")   // the tap that answered closes the screen
        }
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.next(10, "red"), .completed(10)], "an answer, not the user's dismissal")
        nav.expect("""
            5 #2 start /home → /home/picker [request]
            5 #2 push picker
            6 #2 pushed picker
            6 #2 completed /home/picker
            10 #3 user dismissed /home/picker → /home
            10 #3 synced /home
            """)
        subscription.dispose()
        nav.finish()
    }

    func testAValueSentClosingWaitsForTheRouteToDropTheScreen() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        nav.advance(to: 10)
        XCTAssertEqual(picker(nav)?.sendClosing("red"), true)
        nav.advance(to: 15)
        XCTAssertEqual(answers.events, [], "the screen is still on the route")
        nav.userDismisses("picker", at: 15)
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.next(15, "red"), .completed(15)])
        nav.skipEvents()
        subscription.dispose()
        nav.finish()
    }

    func testANewerNavigationThatTakesTheScreenOffFailsTheCallNamingIt() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        let settings = SetRouteAction(["settings"])
        nav.dispatch(settings, at: 10)
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.error(12, ScreenResultError.replaced(by: settings.navigationID))])
        XCTAssertEqual(picker(nav), nil)
        nav.skipEvents()
        subscription.dispose()
        nav.finish()
    }

    func testANavigationThatKeepsTheScreenOnTheRouteDoesNotEndIt() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        let result = picker(nav)
        nav.dispatch(SetRouteAction(["home", "picker", "palette"]), at: 10)   // the picker pushes a palette
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [])
        XCTAssertEqual(result?.send("teal"), true)
        nav.advance(to: 30)
        // The picker goes, and the palette above it with it.
        XCTAssertEqual(answers.events, [.next(22, "teal"), .completed(22)])
        nav.assertShows(["home"])
        nav.skipEvents()
        subscription.dispose()
        nav.finish()
    }

    func testDisposingTheCallRemovesTheScreenAndDropsItsValue() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        let result = picker(nav)
        nav.advance(to: 10)
        subscription.dispose()   // as the awaiting task's cancellation does
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [])
        XCTAssertEqual(result?.send("late"), false)
        nav.expect("""
            5 #2 start /home → /home/picker [request]
            5 #2 push picker
            6 #2 pushed picker
            6 #2 completed /home/picker
            10 #3 start /home/picker → /home [request]
            10 #3 pop picker
            11 #3 popped picker
            11 #3 completed /home
            """)
        nav.finish()
    }

    func testDisposingTheCallWhileTheScreenIsBeingRemovedLetsTheRemovalFinishWithoutAnAnswer() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        nav.advance(to: 10)
        XCTAssertEqual(picker(nav)?.send("red"), true)
        subscription.dispose()
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [])
        nav.assertShows(["home"])
        nav.skipEvents()
        nav.finish()
    }

    func testDisposingTheCallWhileTheScreenIsBeingShownCancelsThePresentation() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        subscription.dispose()
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [])
        // The push was under way: it ends, and the screen it showed is taken off.
        nav.expect("""
            5 #2 start /home → /home/picker [request]
            5 #2 push picker
            6 #2 pushed picker
            6 #2 cancelled: aborted
            6 #3 start /home/picker → /home [request]
            6 #3 pop picker
            7 #3 popped picker
            7 #3 completed /home
            """)
        nav.assertShows(["home"])
        nav.assertInSync()
        nav.finish()
    }

    func testAPresentationAGuardRefusesFailsWithTheGuardsError() {
        let nav = harness()
        nav.router.add(guard: NavigationGuard(name: "no pickers") { context, completion in
            completion(context.to.last == "picker" ? .failure(TestRoutingError.unknownSegment("picker")) : .success)
        })
        let (answers, subscription) = presentPicker(nav)
        nav.advance(to: 20)
        XCTAssertEqual(answers.events.count, 1)
        guard case .error(let error)? = answers.events.first?.value, case RoutingError.guardRejected(let name, _)? = error as? RoutingError else {
            return XCTFail("\(answers.events)")
        }
        XCTAssertEqual(name, "no pickers")
        XCTAssertEqual(answers.events.first?.time, 5)
        nav.skipEvents()
        subscription.dispose()
        nav.finish()
    }

    func testTheRouterGoingAwayFailsTheCall() {
        let nav = harness()
        let (answers, subscription) = presentPicker(nav)
        let result = picker(nav)
        nav.advance(to: 10)
        nav.router.dispose()
        XCTAssertEqual(answers.events, [.error(10, ScreenResultError.routerGone)])
        XCTAssertEqual(result?.send("late"), false)
        subscription.dispose()
        nav.skipEvents()
    }
}

final class TypedScreenResultTests: LeakCheckingTestCase {
    func testATypedSegmentIsPresentedAndItsScreenAnswers() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
        nav.router.navigate(to: [Screen.feed])
        nav.advance(to: 5)
        nav.skipEvents()
        let answers = nav.scheduler.createObserver(Int.self)
        let subscription = nav.router.presentForResult(Screen.post(id: 42), expecting: Int.self).asObservable().subscribe(answers)
        nav.advance(to: 10)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed, .post(id: 42)])
        let route = [Screen.feed, .post(id: 42)].routeIdentifiers
        XCTAssertEqual(nav.state.navigationState.data(for: route, as: ScreenResult<Int>.self)?.send(7), true)
        nav.advance(to: 20)
        XCTAssertEqual(answers.events, [.next(11, 7), .completed(11)])
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed])
        nav.skipEvents()
        subscription.dispose()
        nav.finish()
    }
}

final class AsyncScreenResultTests: LeakCheckingTestCase {
    func testAwaitingTheScreenReturnsItsValueAndCancellingTheTaskRemovesIt() async throws {
        let store = Store(reducer: appReducer, state: AppState())
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let router = Router(store: store, rootRoutable: ImmediateRoutable(), scheduler: scheduler)
        _ = try await router.navigate(to: ["home"]).value

        // The screen answers as soon as it has its data.
        let answering = router.events.subscribe(onNext: { event in
            guard case .completed(["home", "picker"]) = event.kind else { return }
            store.state.navigationState.data(for: ["home", "picker"], as: ScreenResult<Int>.self)?.send(42)
        })
        let value = try await router.present("picker", expecting: Int.self)
        XCTAssertEqual(value, 42)
        XCTAssertEqual(store.state.navigationState.route, ["home"])
        answering.dispose()

        // A caller that stops waiting: the screen goes.
        let waiting = Task { try await router.present("picker", expecting: Int.self) }
        while store.state.navigationState.route != ["home", "picker"] { await Task.yield() }
        waiting.cancel()
        do {
            _ = try await waiting.value
            XCTFail("expected CancellationError")
        } catch is CancellationError {}
        while store.state.navigationState.route != ["home"] { await Task.yield() }

        router.dispose()
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}
