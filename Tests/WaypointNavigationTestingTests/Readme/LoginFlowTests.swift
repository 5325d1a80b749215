import Testing
import XCTest
import WaypointNavigationTesting
import WaypointRouter

// The README's chapter "Testing your navigation", as real tests: keep them in step with it.

final class LoginFlowTests: XCTestCase {
    func testTheAccountWaitsForSignIn() {
        let login = Login()
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.navigate { $0.to(["account"]).protect(with: login) }
        nav.expect("0 #1 held by Login")
        nav.advance(to: 30)
        login.signIn()
        nav.expect("""
            30 #1 guards passed
            30 #1 start / → /account [request]
            30 #1 push account
            31 #1 pushed account
            31 #1 completed /account
            """)
        nav.assertShows(["account"])
    }
}

@Test func theAccountWaitsForSignIn() {
    let login = Login()
    let nav = NavigationHarness(state: AppState(), reducer: appReducer)
    nav.router.navigate { $0.to(["account"]).protect(with: login) }
    nav.expect("0 #1 held by Login")
    nav.advance(to: 30)
    login.signIn()
    nav.expect("""
        30 #1 guards passed
        30 #1 start / → /account [request]
        30 #1 push account
        31 #1 pushed account
        31 #1 completed /account
        """)
    nav.assertShows(["account"])
}
