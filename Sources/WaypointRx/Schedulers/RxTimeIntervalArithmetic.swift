import Foundation

extension DispatchTimeInterval {
    /// `true` for `.never` (and any interval too long to schedule).
    var isNever: Bool { !seconds.isFinite }

    /// The interval in whole nanoseconds, rounded; `nil` for `.never`.
    var roundedNanoseconds: Int64? {
        let seconds = self.seconds
        guard seconds.isFinite, abs(seconds) < 9.0e9 else { return nil }
        return Int64((seconds * 1_000_000_000).rounded())
    }

    /// The interval of `seconds` seconds (negative ones become zero, huge ones `.never`).
    static func fromSeconds(_ seconds: Double) -> DispatchTimeInterval {
        guard seconds.isFinite, seconds < 9.0e9 else { return .never }
        if seconds <= 0 { return .nanoseconds(0) }
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}

extension Date {
    /// The time from `earlier` to `self` in whole nanoseconds, rounded (virtual clocks compute
    /// dates from doubles; rounding keeps "exactly `dueTime` later" exact).
    func nanoseconds(since earlier: Date) -> Int64 {
        let seconds = timeIntervalSince(earlier)
        guard seconds.isFinite, abs(seconds) < 9.0e9 else { return seconds < 0 ? Int64.min : Int64.max }
        return Int64((seconds * 1_000_000_000).rounded())
    }
}
