extension Observable {
    /// Sends the elements of `sequence`, then completes, or fails with the error it throws.
    ///
    /// Each subscription iterates `sequence` in a new `Task` (so elements arrive on the task's
    /// executor, not on a scheduler); disposing the subscription cancels that task, and nothing
    /// is delivered after disposal even if the sequence ignores cancellation.
    public static func from<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Element {
        runningTask { relay in
            for try await element in sequence {
                guard let sink = relay.sink else { return }
                sink.forwardNext(element)
            }
            relay.sink?.forwardTerminal(.completed)
        }
    }
}

extension AsyncSequence where Self: Sendable {
    /// The sequence as an `Observable`, as RxSwift's `asObservable()` on an async sequence: the
    /// same as `Observable.from(_:)` (each subscription iterates it in a new `Task`; disposing
    /// cancels that task).
    public func asObservable() -> Observable<Element> {
        Observable.from(self)
    }
}
