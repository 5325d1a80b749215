extension Observable {
    /// Sends the elements of `sequence`, then completes, or fails with the error it throws.
    ///
    /// Each subscription iterates `sequence` in a new `Task` (so elements arrive on the task's
    /// executor, not on a scheduler); disposing the subscription cancels that task, and nothing
    /// is delivered after disposal even if the sequence ignores cancellation.
    public static func from<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Element {
        make { observer in
            let sink = Sink(observer)
            let relay = TaskSinkRelay(sink)
            let task = Task {
                do {
                    for try await element in sequence {
                        guard let sink = relay.sink else { return }
                        sink.forwardNext(element)
                    }
                    relay.sink?.forwardTerminal(.completed)
                } catch {
                    relay.sink?.forwardTerminal(.error(error))
                }
            }
            sink.setUpstream(Disposables.create {
                relay.release()
                task.cancel()
            })
            return sink
        }
    }
}

/// Lets a `Task` reach a subscription's sink until the subscription ends, without keeping the
/// sink alive after that (a task that ignores cancellation may outlive it).
// @unchecked: `held` is only touched while `lock` is held.
final class TaskSinkRelay<Element>: @unchecked Sendable {
    private let lock = Locked()
    private var held: Sink<Element>?

    init(_ sink: Sink<Element>) {
        held = sink
    }

    /// The sink, until `release()`.
    var sink: Sink<Element>? { lock.withLock { held } }

    /// Lets go of the sink.
    func release() {
        lock.withLock { held = nil }
    }
}
