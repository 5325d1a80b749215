/// One run of a store's action pipeline. While the store subscribes to the run (its synchronous
/// phase), outputs on the draining thread are reduced at once and outputs from other threads are
/// buffered and reduced right after the phase; later outputs are queued as new work.
/// Not thread-safe: its vars are only touched under the store's lock.
final class PipelineRun {
    /// The draining thread while the store is still subscribing to the run; `nil` after.
    var synchronousThread: ThreadIdentity?
    /// Outputs other threads emitted during the synchronous phase.
    var buffered: [Action] = []
    /// `true` once the run ended (completed, failed or disposed).
    var finished = false
    /// Hears what became of the dispatched action, when its dispatcher asked.
    let trace: DispatchTrace?

    init(synchronousOn thread: ThreadIdentity?, trace: DispatchTrace? = nil) {
        synchronousThread = thread
        self.trace = trace
    }
}
