#if canImport(XCTest)
import XCTest
import WaypointRx

/// An `XCTestCase` that fails a test which leaves `Resources.total` above or below the value it
/// had when the test started: every subscription, sink and scheduled item must be released.
///
/// Asynchronous work may still be ending when the test body returns (a task finishing after its
/// last dispatch, a thread releasing a sink): tear-down waits up to `leakCheckTimeout` for the
/// count to return before it reports a leak, so a real leak fails only after that bound.
open class LeakCheckingTestCase: XCTestCase {
    private var resourcesAtStart = 0

    /// How long, in seconds, tear-down waits for asynchronous work to release its resources
    /// before it reports a leak (5 s). Override to change it for one test class.
    open var leakCheckTimeout: TimeInterval { 5 }

    /// Records the live-resource count.
    open override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    /// Checks that the live-resource count is back where it started, waiting up to
    /// `leakCheckTimeout` for asynchronous work to release what it still holds.
    open override func tearDown() {
        let total = settledResourceCount(returningTo: resourcesAtStart, timeout: leakCheckTimeout)
        XCTAssertEqual(total, resourcesAtStart, "live resources leaked by this test (Resources.total)")
        super.tearDown()
    }
}
#endif
