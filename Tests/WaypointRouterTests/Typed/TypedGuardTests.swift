import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

/// A protection space a test opens by hand.
// @unchecked: tests drive it from the single test thread only.
private final class TypedLogin: ProtectionSpace, @unchecked Sendable {
    var waiting: [@Sendable () -> Void] = []

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        waiting.append(unprotect)
        return true
    }
}

final class TypedGuardTests: LeakCheckingTestCase {
    func testAProtectionMatchesCasesNotStrings() {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        let login = TypedLogin()
        // `.settings`, and everything under any profile.
        nav.router.protect(with: login, name: "login", matching: { route in
            route.contains(.settings) || route.contains { if case .profile = $0 { return true } else { return false } }
        })
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 1)], animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(nav.typedRoute, [.feed, .post(id: 1)])
        XCTAssertEqual(login.waiting.count, 0)

        nav.dispatch(SetRouteAction([Screen.feed, .profile(name: "Ada", tab: .posts), .post(id: 2)], animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(login.waiting.count, 1)
        XCTAssertEqual(nav.typedRoute, [.feed, .post(id: 1)])
        login.waiting.removeFirst()()
        nav.advance(by: 1)
        XCTAssertEqual(nav.typedRoute, [.feed, .profile(name: "Ada", tab: .posts), .post(id: 2)])

        nav.router.navigate(to: [.settings], animated: false)
        nav.advance(by: 1)
        XCTAssertEqual(login.waiting.count, 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed, .profile(name: "Ada", tab: .posts), .post(id: 2)])
        login.waiting.removeFirst()()
        nav.advance(by: 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.settings])
    }

    func testAGuardReadsBothRoutesInTypedTerms() {
        let context = NavigationGuardContext(navigationID: NavigationID(rawValue: 1), from: ["feed", "post(id: 3)"],
                                             to: ["feed", "legacy", "settings"], trigger: .action, data: nil, redirects: 0)
        XCTAssertEqual(context.typedFrom(as: Screen.self), [.feed, .post(id: 3)])
        XCTAssertEqual(context.typedTo(as: Screen.self), [.feed])
    }
}
