import WaypointRx
import WaypointTesting

extension TestScheduler {
    /// The interval that `ticks` ticks of this scheduler stand for, to hand to APIs that take an
    /// `RxTimeInterval` (a router's `stepTimeout`, a `delay`): `.seconds(5)` for 5 ticks at the
    /// default one second per tick.
    public func interval(ticks: TestTime) -> RxTimeInterval {
        let nanoseconds = (Double(ticks) * converter.resolution * 1_000_000_000).rounded()
        if nanoseconds.truncatingRemainder(dividingBy: 1_000_000_000) == 0 { return .seconds(Int(nanoseconds / 1_000_000_000)) }
        if nanoseconds.truncatingRemainder(dividingBy: 1_000_000) == 0 { return .milliseconds(Int(nanoseconds / 1_000_000)) }
        if nanoseconds.truncatingRemainder(dividingBy: 1_000) == 0 { return .microseconds(Int(nanoseconds / 1_000)) }
        return .nanoseconds(Int(nanoseconds))
    }

    /// The number of ticks `interval` lasts on this scheduler. An interval that is not a whole
    /// number of ticks (300 ms at one second per tick) is reported as a test failure at the
    /// caller and rounded to the nearest tick (to 1 rather than 0).
    public func ticks(
        _ interval: RxTimeInterval,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestTime {
        let seconds = interval.seconds
        if seconds.isInfinite { return Int.max }
        let (ticks, whole) = TestSchedulerVirtualTimeConverter.ticks(seconds, resolution: converter.resolution)
        if !whole {
            reportFailure(TestSchedulerVirtualTimeConverter.wholeTicksMessage(seconds, resolution: converter.resolution),
                          fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return ticks
    }
}
