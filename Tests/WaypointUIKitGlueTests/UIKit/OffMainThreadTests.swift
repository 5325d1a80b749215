import Foundation
@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointUI
import XCTest

/// Issue 26, defect 10: the containers' conformances are isolated to the main actor, which nothing
/// checks where the router calls them; a router on a background scheduler would drive UIKit off
/// the main thread. The glue traps with a message that names the call and says what to do (the
/// Platforms guide and the containers' documentation say so). A trap ends the process, so the
/// test runs the app in a child process of the test binary and reads what it printed.
final class OffMainThreadTests: GlueTestCase {
    private static let childVariable = "WAYPOINT_GLUE_OFF_MAIN_THREAD_CHILD"

    func testARouterOnABackgroundSchedulerTrapsNamingTheCall() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["WaypointUIKitGlueTests.OffMainThreadTests/testChildRoutesOnABackgroundScheduler"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the child trapped:\n\(printed)")
        XCTAssertTrue(printed.contains("was called off the main thread; run the router on MainScheduler.instance"), printed)
        XCTAssertFalse(printed.contains("the router drove UIKit off the main thread without a trap"), printed)
    }

    /// The child process of `testARouterOnABackgroundSchedulerTrapsNamingTheCall` (skipped
    /// otherwise): a tab app whose router runs on a serial background queue.
    func testChildRoutesOnABackgroundScheduler() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1" else {
            throw XCTSkip("runs only as the child process of testARouterOnABackgroundSchedulerTrapsNamingTheCall")
        }
        let finished = DispatchSemaphore(value: 0)
        let router = onMain { () -> Router<AppState> in
            let tabBarController = UITabBarController()
            let home = UINavigationController(rootViewController: screen("home-root"))
            let profile = UINavigationController(rootViewController: screen("profile-root"))
            tabBarController.viewControllers = [home, profile]
            let root = TabBarRoutable(tabs: TabBarControllerContainer(tabBarController),
                                      stacks: [("home", NavigationControllerContainer(home)), ("profile", NavigationControllerContainer(profile))],
                                      screens: makeScreens())
            let store = Store(reducer: appReducer, state: AppState())
            let router = Router(store: store, rootRoutable: root,
                                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "a background router"))
            router.navigate { $0.to(["profile", "user/1"]).animated(false).completion { finished.signal() } }
            return router
        }
        // The child should have trapped on the background queue by now; the route completing
        // means UIKit was driven off the main thread unchecked.
        if finished.wait(timeout: .now() + 60) == .success {
            print("the router drove UIKit off the main thread without a trap")
        }
        XCTFail("no trap")
        withExtendedLifetime(router) {}
    }
}
