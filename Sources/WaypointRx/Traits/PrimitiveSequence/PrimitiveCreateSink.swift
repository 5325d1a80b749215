/// Forwards the first outcome a `Single`/`Maybe`/`Completable` `create` closure reports and
/// ignores the rest, from any thread.
// @unchecked: `answered` is only touched under its lock; the rest is the sink's thread-safe state.
final class PrimitiveCreateSink<Element>: Sink<Element>, @unchecked Sendable {
    private let answered = Locked(false)

    /// `true` for the first caller only.
    private func claim() -> Bool {
        answered.withLock { answered in
            if answered { return false }
            answered = true
            return true
        }
    }

    /// Sends `element`, then completes.
    func deliver(_ element: Element) {
        guard claim() else { return }
        forwardNext(element)
        forwardTerminal(.completed)
    }

    /// Sends the terminal `event` (`.completed` or `.error`).
    func deliver(_ event: Event<Element>) {
        guard claim() else { return }
        forwardTerminal(event)
    }
}
