/// Forwards the first outcome a `Single`/`Maybe`/`Completable` `create` closure reports and
/// ignores the rest, from any thread.
// @unchecked: `answered` is atomic (the sink's spare word); the rest is the sink's thread-safe state.
final class PrimitiveCreateSink<Element>: Sink<Element>, @unchecked Sendable {
    private var answered: AtomicWord<Bool> { spareWord() }

    /// `true` for the first caller only.
    private func claim() -> Bool {
        !answered.exchange(true, ordering: .acquiringAndReleasing)
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
