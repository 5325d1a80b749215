import WaypointRx

/// A time limit and the scheduler that measures it.
@usableFromInline
struct Timing: Sendable {
    let dueTime: RxTimeInterval
    let scheduler: any SchedulerType

    /// `false` for `.never`, which needs no timer.
    var isFinite: Bool { dueTime.seconds.isFinite }
}

extension RxTimeInterval {
    /// An interval of `seconds`, to the nanosecond, saturating far in the future.
    static func fromSeconds(_ seconds: Double) -> RxTimeInterval {
        if seconds <= 0 { return .nanoseconds(0) }
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        if nanoseconds >= Double(Int.max) { return .never }
        return .nanoseconds(Int(nanoseconds))
    }
}
