import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class ScreenResultConcurrencyTests: LeakCheckingTestCase {
    /// Threads return results for one shown screen at once: exactly one is taken, the wait ends
    /// once with it, and the screen is dismissed once.
    func testResultsReturnedFromManyThreadsAtOnceEndTheWaitOnce() {
        for _ in 0..<20 {
            let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
            nav.dispatch(SetRouteAction([Screen.feed], animated: false))
            nav.advance(by: 1)
            let observer = nav.scheduler.createObserver(Int.self)
            let subscription = nav.router.present(.settings, expecting: Int.self).subscribe(observer)
            nav.advance(by: 1)
            let taken = Locked([Int]())
            let router = nav.router
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                if router.returnResult(index, from: Screen.settings) { taken.withLock { $0.append(index) } }
            }
            let winners = taken.withLock { $0 }
            XCTAssertEqual(winners.count, 1)
            XCTAssertEqual(observer.events, [.next(2, winners[0]), .completed(2)])
            nav.advance(by: 1)
            XCTAssertEqual(nav.router.displayedTypedRoute, [.feed])
            subscription.dispose()
        }
    }
}
