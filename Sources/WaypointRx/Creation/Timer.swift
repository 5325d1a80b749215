extension ObservableType where Element: FixedWidthInteger {
    /// Emits `0` after `dueTime`; then, with a `period`, `1`, `2`, … every `period` after that;
    /// without one, completes right after the `0`.
    ///
    /// Time runs on `scheduler`. A `dueTime` of `.never` never emits; a `period` of `.never`
    /// emits only the `0` and never completes. A `period` of zero or less fails at subscription
    /// with `RxError.argumentOutOfRange`; a counter that would overflow `Element` fails with
    /// `RxError.overflow` instead of wrapping.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Observable.make { observer in
            if let period, !period.isNever, (period.roundedNanoseconds ?? 1) <= 0 {
                observer.on(.error(RxError.argumentOutOfRange))
                return Disposables.create()
            }
            let sink = TimerSink<Element>(observer)
            if dueTime.isNever { return sink }
            if let period, !period.isNever {
                sink.setUpstream(scheduler.schedulePeriodic(sink, token: TimerSink<Element>.periodic, startAfter: dueTime, period: period))
            } else {
                let token = period == nil ? TimerSink<Element>.once : TimerSink<Element>.onceWithoutCompletion
                sink.setUpstream(scheduler.scheduleRelative(sink, token: token, dueTime: dueTime))
            }
            return sink
        }
    }
}

/// Counts the ticks of a periodic timer.
// @unchecked: `next` is only touched under `lock`; ticks of one periodic schedule run serially.
private final class TimerSink<Element: FixedWidthInteger>: Sink<Element>, ScheduledTarget, @unchecked Sendable {
    /// Tokens: emit `0` and complete; emit `0` only; emit the next count.
    static var once: Int { 0 }
    static var onceWithoutCompletion: Int { 1 }
    static var periodic: Int { 2 }

    private let lock = Locked(())
    private var next: Element? = 0

    func scheduledActionFired(_ token: Int) {
        switch token {
        case Self.periodic:
            tick()
        default:
            forwardNext(0)
            if token == Self.once { forwardTerminal(.completed) }
        }
    }

    /// Emits the next count.
    private func tick() {
        let value = lock.withLock { () -> Element? in
            guard let current = next else { return nil }
            let (following, overflow) = current.addingReportingOverflow(1)
            next = overflow ? nil : following
            return current
        }
        if let value {
            forwardNext(value)
        } else {
            forwardTerminal(.error(RxError.overflow))
        }
    }
}
