import Testing
import XCTest
import WaypointNavigationTesting
import WaypointRx
import WaypointTesting

final class TicksTests: KitFailureTestCase {
    func testTicksBecomeIntervalsAtTheSchedulersResolution() {
        XCTAssertEqual(TestScheduler(initialClock: 0).interval(ticks: 5), .seconds(5))
        XCTAssertEqual(TestScheduler(initialClock: 0, resolution: 0.001).interval(ticks: 300), .milliseconds(300))
        XCTAssertEqual(TestScheduler(initialClock: 0, resolution: 0.000_001).interval(ticks: 3), .microseconds(3))
    }

    func testWholeIntervalsBecomeTicks() {
        XCTAssertEqual(TestScheduler(initialClock: 0).ticks(.seconds(5)), 5)
        XCTAssertEqual(TestScheduler(initialClock: 0, resolution: 0.001).ticks(.milliseconds(300)), 300)
        XCTAssertEqual(TestScheduler(initialClock: 0).ticks(.never), Int.max)
        XCTAssertEqual(failures, [])
    }

    func testAnIntervalThatIsNotAWholeNumberOfTicksIsReportedAtTheCaller() {
        let line = #line + 1
        XCTAssertEqual(TestScheduler(initialClock: 0).ticks(.milliseconds(300)), 1)
        XCTAssertEqual(failures, [RecordedFailure(description: TestSchedulerVirtualTimeConverter.wholeTicksMessage(0.3, resolution: 1),
                                                  file: #filePath, line: line)])
        XCTAssertTrue(failures.first?.description.contains("0.3 s is 0.3 ticks of 1.0 s, not a whole number; it was rounded to 1 tick") ?? false)
    }

    func testSchedulingASubTickDelayIsReportedInsteadOfRoundingToZero() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.just(1).delay(.milliseconds(300), scheduler: scheduler).subscribe(observer)
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(1, 1), .completed(1)], "delayed by one tick, not run at once")
        XCTAssertGreaterThanOrEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.hasPrefix("TestScheduler: 0.3 s is 0.3 ticks of 1.0 s") == true)
    }
}

@Suite struct TicksSwiftTestingTests {
    @Test func aSubTickIntervalIsAnIssue() {
        withKnownIssue {
            _ = TestScheduler(initialClock: 0).ticks(.milliseconds(1500))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("TestScheduler: 1.5 s is 1.5 ticks of 1.0 s, not a whole number; it was rounded to 2 ticks") == true
        }
    }
}
