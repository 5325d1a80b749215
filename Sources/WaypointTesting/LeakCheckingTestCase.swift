#if canImport(XCTest)
import XCTest
import WaypointRx

/// An `XCTestCase` that fails a test which leaves `Resources.total` above or below the value it
/// had when the test started: every subscription, sink and scheduled item must be released.
open class LeakCheckingTestCase: XCTestCase {
    private var resourcesAtStart = 0

    /// Records the live-resource count.
    open override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    /// Checks that the live-resource count is back where it started.
    open override func tearDown() {
        XCTAssertEqual(Resources.total, resourcesAtStart, "live resources leaked by this test (Resources.total)")
        super.tearDown()
    }
}
#endif
