import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class TypedNavigationTests: LeakCheckingTestCase {
    func testATypedRouteNavigatesInTheAppsCasesAndTheStateHoldsThem() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 42)]))
        nav.expect("""
              0 #1 start / → /feed/post(id: 42)
            0-1 #1 push feed
            1-2 #1 push post(id: 42)
              2 #1 completed /feed/post(id: 42)
            """)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 42)])
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed, .post(id: 42)])
        XCTAssertEqual(nav.tree.log, ["0 root push feed", "1 feed push post(id: 42)"])
    }

    func testAChangedPayloadIsAChangeOfTheSegment() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 42)]))
        nav.skipEvents(through: 10)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 7)]))
        nav.expect("""
               10 #2 start /feed/post(id: 42) → /feed/post(id: 7)
            10-11 #2 change post(id: 42) → post(id: 7)
               11 #2 completed /feed/post(id: 7)
            """)
        // The same route again is no navigation at all.
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 7)]))
        nav.expect("""
               11 #3 start /feed/post(id: 7) → /feed/post(id: 7)
               11 #3 completed /feed/post(id: 7)
            """)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 7)])
    }

    func testTheRouterNavigatesToCasesWrittenAsImplicitMembers() throws {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        let results = nav.scheduler.createObserver(NavigationResult.self)
        let subscription = nav.router.navigate(to: [.feed, .profile(name: "Ada", tab: .likes)], animated: false)
            .subscribe(results)
        nav.advance(by: 1)
        XCTAssertEqual(results.events.map(\.value.element?.route), [["feed", "profile(name: \"Ada\", tab: \"likes\")"], nil])
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed, .profile(name: "Ada", tab: .likes)])
        subscription.dispose()
    }

    func testShowHideAndPushTakeTypedSegments() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 1), .settings], animated: false))
        nav.advance(by: 1)
        nav.dispatch(Show(Screen.post(id: 1), animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 1)])
        nav.dispatch(Show([Screen.search("x"), .post(id: 2)], animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 1), .search("x"), .post(id: 2)])
        nav.dispatch(Hide(Screen.search("x"), animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 1)])
        nav.dispatch(PushRouteSegment(Screen.settings, animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed, .post(id: 1), .settings])
        nav.navigate { $0.push(Screen.search("y")).animated(false) }
        nav.advance(by: 1)
        nav.navigate { $0.hide(Screen.settings).animated(false) }
        nav.advance(by: 1)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 1)])
        nav.navigate { $0.show(Screen.feed).animated(false) }
        nav.advance(by: 1)
        nav.navigate { $0.to([Screen.settings]).animated(false) }
        nav.advance(by: 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.settings])
    }

    func testTypedEventsReadTheRoutesAndStepsInTheAppsCases() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
        let events = nav.scheduler.createObserver(TypedNavigationEvent<Screen>.self)
        let subscription = nav.router.typedEvents.subscribe(events)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 42)]))
        nav.skipEvents(through: 10)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 7)]))
        nav.skipEvents(through: 20)
        nav.dispatch(SetRouteAction(["feed", "legacy"]))
        nav.skipEvents(through: 30)
        subscription.dispose()
        let first = NavigationID(rawValue: nav.events[0].value.navigationID.rawValue)
        XCTAssertEqual(events.events.prefix(4).map(\.value.element?.kind), [
            .started(from: [], to: [.feed, .post(id: 42)], trigger: .action),
            .stepStarted(.push(depth: 0, segment: .feed)),
            .stepEnded(.push(depth: 0, segment: .feed)),
            .stepStarted(.push(depth: 1, segment: .post(id: 42))),
        ])
        XCTAssertEqual(events.events[0].value.element?.navigationID, first)
        let kinds = events.events.compactMap(\.value.element?.kind)
        XCTAssertTrue(kinds.contains(.stepStarted(.change(depth: 1, from: .post(id: 42), to: .post(id: 7)))))
        XCTAssertTrue(kinds.contains(.completed(route: [.feed, .post(id: 7)])))
        // A route with a string segment keeps its string form.
        XCTAssertTrue(kinds.contains(.other(.completed(route: ["feed", "legacy"]))))
        XCTAssertEqual(TypedRoutingStep<Screen>.change(depth: 1, from: .post(id: 42), to: .post(id: 7)).description,
                       "change post(id: 42) → post(id: 7)")
        XCTAssertEqual(TypedRoutingStep<Screen>.pop(depth: 0, segment: .feed).action, .pop(responsibleRoutableIndex: 0, segmentToBePopped: "feed"))
    }

    func testTheUserGoingBackLeavesATypedRouteInTheState() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 42), .profile(name: "Ada", tab: .posts)], animated: false))
        nav.advance(by: 1)
        nav.userGoesBack()
        nav.advance(by: 1)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 42)])
        nav.assertInSync()
    }
}
