import Dispatch
import Foundation
import XCTest
import WaypointRouter
import WaypointStore
import WaypointTesting

/// Registering types while saving and restoring state from many threads at once.
final class StateRestorationRegistryConcurrencyTests: LeakCheckingTestCase {
    func testRegisteringSavingAndDecodingFromManyThreads() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var initial = AppState()
        initial.navigationState = NavigationState(
            route: ["home", "profile"],
            routeSpecificData: [["home", "profile"]: RouteData(Profile(id: 1, name: "Ada"))],
            restorableRoutes: [["home", "profile"]: RestorationEntry(identifier: "profile")]
        )
        let router = Router(store: Store(reducer: appReducer, state: initial), rootRoutable: InstantScreen(), scheduler: scheduler)
        defer {
            router.dispose()
            scheduler.start()
        }
        router.restoration.register(Profile.self)
        let saved = try router.saveState()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<100 {
                if index % 10 == 0 { router.restoration.register(Profile.self, as: "profile-\(worker)-\(index)") }
                do {
                    _ = try router.saveState()
                } catch {
                    XCTFail("\(error)")
                }
                XCTAssertFalse(router.restoration.registeredTypeNames.isEmpty)
            }
        }
        // Data saved before the renames still decodes under the type's full name.
        _ = try router.restoreState(from: saved)
        scheduler.start()
        XCTAssertEqual(router.displayedRoute, ["home", "profile"])
    }
}
