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

extension Observable {
    /// An observable that runs `body` in a new `Task` for each subscription, handing it a relay to
    /// the subscription's sink; an error `body` throws fails the subscription. Disposing the
    /// subscription cancels the task and lets go of the sink, so nothing is delivered after
    /// disposal, even by a task that ignores cancellation.
    static func runningTask(_ body: @escaping @Sendable (TaskSinkRelay<Element>) async throws -> Void) -> Observable<Element> {
        make { observer in
            let sink = Sink(observer)
            let relay = TaskSinkRelay(sink)
            let task = Task {
                do {
                    try await body(relay)
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
