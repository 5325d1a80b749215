@_spi(Fakes) import UIKit
import WaypointTesting
import XCTest

/// A glue test: its body runs on the main actor (XCTest on Linux cannot call `@MainActor` test
/// methods, and the glue checks the main thread), and it ends with no misuse of UIKit recorded
/// and the fake UIKit reset.
class GlueTestCase: LeakCheckingTestCase {
    /// Runs `body` on the main actor (the test runs on the main thread); its result.
    @discardableResult
    func onMain<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
        try MainActor.assumeIsolated(body)
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIKitFake.misuses, [], "the glue broke a rule UIKit documents")
            UIKitFake.reset()
        }
        super.tearDown()
    }
}
