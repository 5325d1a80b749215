@_spi(Fakes) import UIKit
@testable import WaypointUI
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

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            // The glue asks Objective-C's respondsToSelector: of the app's delegates; here, their
            // `FakeRespondsToSelector` answer (one that is not says it has none of those methods).
            OptionalMethods.respondsToSelector = { object, selector in
                (object as? any FakeRespondsToSelector)?.fakeResponds(to: selector) ?? false
            }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIKitFake.misuses, [], "the glue broke a rule UIKit documents")
            UIKitFake.reset()
        }
        super.tearDown()
    }
}
