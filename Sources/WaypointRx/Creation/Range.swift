extension Observable where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start`, then completes.
    ///
    /// A negative `count`, or a range whose last value does not fit in `Element`, fails with
    /// `RxError.argumentOutOfRange`. The values are sent in a loop once the subscription is
    /// wired up, checking before each one whether the subscription was disposed; the stack does
    /// not grow with the count.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        if !rangeIsValid(start: start, count: count) { return .error(RxError.argumentOutOfRange) }
        return make { observer in
            let sink = Sink(observer)
            SubscriptionTrampoline.start {
                var offset: Element = 0
                while offset < count {
                    if sink.isStopped { return }
                    observer.on(.next(start + offset))
                    offset += 1
                }
                sink.forwardTerminal(.completed)
            }
            return sink
        }
    }

    /// Emits `count` consecutive integers from `start` on `scheduler`, one scheduled step per
    /// value, then completes in one more step. Invalid arguments fail as in `range(start:count:)`.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        if !rangeIsValid(start: start, count: count) { return .error(RxError.argumentOutOfRange) }
        return make { observer in
            let sink = Sink(observer)
            sink.setUpstream(scheduler.scheduleRecursive(0 as Element) { offset, recurse in
                if offset < count {
                    sink.forwardNext(start + offset)
                    recurse(offset + 1)
                } else {
                    sink.forwardTerminal(.completed)
                }
            })
            return sink
        }
    }

    /// `count` is not negative and `start + count - 1` fits in `Element`.
    private static func rangeIsValid(start: Element, count: Element) -> Bool {
        if count < 0 { return false }
        if count == 0 { return true }
        return !start.addingReportingOverflow(count - 1).overflow
    }
}
