import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class TypedRestorationTests: LeakCheckingTestCase {
    /// Saved state of `[.feed, .post(id: 42), .profile(name: "Ada", tab: .likes)]`, with restorable
    /// entries at the post and the profile.
    private func savedState() throws -> Data {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        nav.navigate { $0.to([Screen.feed, .post(id: 42)]).stateRestorable(identifier: "post").animated(false) }
        nav.advance(by: 1)
        nav.navigate { $0.push(Screen.profile(name: "Ada", tab: .likes)).stateRestorable(identifier: "profile").animated(false) }
        nav.advance(by: 1)
        return try nav.router.saveState()
    }

    func testATypedRouteRestoresFromItsCodableWithNothingRegistered() throws {
        let data = try savedState()
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        var asked: [[Screen]?] = []
        let handle = try nav.router.restoreState(from: data, as: Screen.self) { context in
            asked.append(context.typedRoute(as: Screen.self))
            return .allow
        }
        let results = nav.scheduler.createObserver(NavigationResult.self)
        let subscription = handle.subscribe(results)
        nav.advance(by: 1)
        XCTAssertEqual(asked, [[.feed, .post(id: 42)], [.feed, .post(id: 42), .profile(name: "Ada", tab: .likes)]])
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 42), .profile(name: "Ada", tab: .likes)])
        XCTAssertEqual(nav.state.navigationState.trigger, .restoration)
        XCTAssertEqual(results.events.count, 2)
        subscription.dispose()
    }

    func testTheRestorationPolicyStillDecidesPerEntry() throws {
        let data = try savedState()
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        try nav.router.restoreState(from: data, as: Screen.self) { context in
            context.restorationIdentifier == "profile" ? .reject : .allow
        }
        nav.advance(by: 1)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 42)])
    }

    func testASegmentThatIsNotACaseIsCorruptDataAndChangesNothing() throws {
        let text = String(decoding: try savedState(), as: UTF8.self)
        let cases: [(String, String)] = [
            (text.replacingOccurrences(of: "post(id: 42)", with: "post(id: 4x)"),
             "Saved navigation state is corrupt: segment 2 of its route is not a Screen: field id: \"4x\" is not a valid Int"),
            (text.replacingOccurrences(of: "\"feed\"", with: "\"home\""),
             "Saved navigation state is corrupt: segment 1 of its route is not a Screen: Invalid number of keys found, expected one."),
            (text.replacingOccurrences(of: "post(id: 42)", with: "post(id:42)"),
             "Saved navigation state is corrupt: segment 2 of its route is not a Screen: \"post(id:42)\" is not the identifier of a Screen (post(id: 42) is)"),
        ]
        for (saved, message) in cases {
            let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
            XCTAssertThrowsError(try nav.router.restoreState(from: Data(saved.utf8), as: Screen.self)) { error in
                XCTAssertEqual(String(describing: error), message)
            }
            nav.advance(by: 1)
            nav.expectNoEvents()
            XCTAssertEqual(nav.state.typedRoute, [])
        }
    }
}
