import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// The WaypointUI types the containers save on the app's behalf (`ModalStyle`, `Dialog`) restore
/// without the app registering them: a container routable registers them when it connects to its
/// router. The app's own types still need registering, corrupt entries are still a clear error,
/// and state saved by earlier versions still reads.
final class StateRestorationRegistryContainerTypesTests: LeakCheckingTestCase {
    private let modalStyleName = "WaypointUI.ModalStyle"

    /// A popover from a cell, saved as state earlier versions wrote it (the style under its full
    /// type name), on the route `/home/share`.
    private let savedPopover = Data(#"""
        {"format":"waypoint.navigation-state","restorable":[],"route":["home","share"],\#
        "transitions":[{"route":["home","share"],"transition":{"type":"WaypointUI.ModalStyle",\#
        "value":{"anchor":{"name":"cell\/3"},"detents":[],"kind":"popover"}}}],"version":1}
        """#.utf8)

    /// The names `router.restoration` reads, for a router built with each kind of container root.
    func testEachContainerRootRegistersThemWhenItsRouterIsBuilt() {
        let containerTypes = [modalStyleName, "WaypointUI.Dialog"]
        for tabs in [true, false] {
            let app = UIHarness(tabs: tabs)
            app.scheduler.start()
            XCTAssertEqual(containerTypes.filter(app.router.restoration.registeredTypeNames.contains), containerTypes, tabs ? "tab bar" : "stack")
            app.tearDown()
        }
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let log = ContainerLog(scheduler: scheduler)
        let split = FakeSplit(log: log)
        let root = SplitRoutable(split: split, style: .tripleColumn, detail: split.detail, compact: split.compact, screens: makeSplitScreens()) { screen, _ in
            FakeStack("modal(\(screen.name))", root: screen, log: log)
        }
        let router = Router(store: Store(reducer: appReducer, state: AppState()), rootRoutable: root, scheduler: scheduler)
        defer { router.dispose() }
        scheduler.start()
        XCTAssertEqual(containerTypes.filter(router.restoration.registeredTypeNames.contains), containerTypes, "split view")
    }

    func testStateSavedByEarlierVersionsRestoresItsStyle() throws {
        let restored = UIHarness()
        defer { restored.tearDown() }
        var outcome: String?
        restored.scheduler.scheduleAt(100) {
            do { _ = try restored.router.restoreState(from: self.savedPopover) } catch { outcome = "\(error)" }
        }
        restored.scheduler.start()
        XCTAssertNil(outcome)
        XCTAssertEqual(restored.log.calls, ["100 home.present(modal(share) popover from cell/3) not animated"])
        XCTAssertEqual(restored.route, ["home", "share"])
    }

    func testACorruptStyleIsAClearErrorAndChangesNothing() {
        let restored = UIHarness()
        defer { restored.tearDown() }
        let corrupt = Data(String(decoding: savedPopover, as: UTF8.self).replacingOccurrences(of: #""popover""#, with: #""sideways""#).utf8)
        restored.setRoute(["home", "user/1"], at: 100)
        var outcome: String?
        restored.scheduler.scheduleAt(200) {
            do { _ = try restored.router.restoreState(from: corrupt) } catch { outcome = "\(error)" }
        }
        restored.scheduler.start()
        XCTAssertEqual(outcome, RoutingError.corruptRestorationData(
            reason: "invalid value at transitions[0].transition.value.kind: Cannot initialize Kind from invalid String value sideways").description)
        XCTAssertEqual(restored.route, ["home", "user/1"])
        XCTAssertEqual(restored.displayedRoute(), restored.route)
    }

    func testTheAppsOwnTypesStillNeedRegistering() {
        let app = UIHarness()
        defer { app.tearDown() }
        let saved = Data(#"""
            {"format":"waypoint.navigation-state","restorable":[{"identifier":"user","route":["home","user\/1"],\#
            "data":{"type":"MyApp.Profile","value":{"id":1}}}],"route":["home","user\/1"],"version":1}
            """#.utf8)
        XCTAssertThrowsError(try app.router.restoreState(from: saved)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(
                reason: #"it holds data of type "MyApp.Profile", which is not registered (router.restoration.register(_:))"#))
        }
        app.scheduler.start()
        XCTAssertEqual(app.route, ["home"], "the tab the tab bar shows, as before")
    }

    func testAStyleTheAppRegisteredUnderItsOwnNameKeepsThatName() throws {
        let app = UIHarness(tabs: false)
        defer { app.tearDown() }
        app.router.restoration.register(ModalStyle.self, as: "style")
        // A container connected later (one nested under the app's own root) leaves it so.
        let nested = StackRoutable(stack: FakeStack("nested", root: FakeScreen("nested-root"), log: app.log), screens: makeScreens()) { root, _ in
            FakeStack("modal(\(root.name))", root: root, log: app.log)
        }
        nested.connect(to: app.router)
        app.scheduler.scheduleAt(100) { app.router.navigate { $0.to(["share"]).presented(as: .formSheet) } }
        app.scheduler.start()
        let json = String(decoding: try app.router.saveState(), as: UTF8.self)
        XCTAssertTrue(json.contains(#"{"type":"style""#), json)
    }
}
