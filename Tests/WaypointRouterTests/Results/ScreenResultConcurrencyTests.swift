import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class ScreenResultConcurrencyTests: LeakCheckingTestCase {
    /// Threads send values for one shown screen at once: exactly one is taken, the call ends
    /// once with it, and the screen is removed once.
    func testValuesSentFromManyThreadsAtOnceEndTheCallOnce() {
        for _ in 0..<20 {
            let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
            nav.dispatch(SetRouteAction([Screen.feed], animated: false))
            nav.advance(by: 1)
            let observer = nav.scheduler.createObserver(Int.self)
            let subscription = nav.router.presentForResult(Screen.settings, expecting: Int.self).asObservable().subscribe(observer)
            nav.advance(by: 1)
            let route = [Screen.feed, .settings].routeIdentifiers
            guard let result = nav.state.navigationState.data(for: route, as: ScreenResult<Int>.self) else {
                return XCTFail("the screen received no result")
            }
            let taken = Locked([Int]())
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                if result.send(index) { taken.withLock { $0.append(index) } }
            }
            let winners = taken.withLock { $0 }
            XCTAssertEqual(winners.count, 1)
            nav.advance(by: 2)
            XCTAssertEqual(observer.events, [.next(3, winners[0]), .completed(3)])
            XCTAssertEqual(nav.router.displayedTypedRoute, [.feed])
            subscription.dispose()
        }
    }
}
