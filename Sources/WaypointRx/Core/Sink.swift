/// The per-subscription state of an operator: the downstream observer, whether the subscription
/// stopped (a terminal event was forwarded, or it was disposed), and the upstream subscription.
///
/// `forward` drops everything after a terminal event or disposal, so operators built on a sink
/// obey the Rx grammar. Every sink counts as one live resource while it exists.
@usableFromInline
// @unchecked: flags and the upstream slot are atomics; the observer is called serially per the Rx grammar.
class Sink<Element>: Disposable, @unchecked Sendable {
    // The atomic words come first (see `AtomicStorage`): `flags`, `upstreamState`, `spare`,
    // `drain` (`SynchronizedSink`'s), `spare2`; then five words holding the upstream
    // subscription's existential (see `upstreamSlot`).
    @usableFromInline
    let atomicStorage = (AtomicStorage(0), AtomicStorage(0), AtomicStorage(0), AtomicStorage(0), AtomicStorage(0))
    private let upstreamStorage = (AtomicStorage(0), AtomicStorage(0), AtomicStorage(0), AtomicStorage(0), AtomicStorage(0))

    @usableFromInline
    let observer: AnyObserver<Element>

    /// bit 0: a terminal event was forwarded; bit 1: disposed.
    @inlinable @inline(__always)
    final var flags: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    /// The upstream subscription, moved in once by `setUpstream` before it sets bit 0 of
    /// `upstreamState`; `dispose` sets bit 1 and moves it out only if bit 0 was set. So an
    /// upstream set concurrently with disposal is disposed exactly once, by one of the two, with
    /// no lock and no allocation. The slot is raw memory managed by hand (initialized once, moved
    /// out once, destroyed in `deinit` only if it is still there): an optional existential field
    /// would be assigned and destroyed through the optional's generic value witnesses.
    private final var upstreamSlot: UnsafeMutablePointer<Disposable> {
        (_getUnsafePointerToStoredProperties(self) + 5 * MemoryLayout<Int>.stride).assumingMemoryBound(to: Disposable.self)
    }
    private final var upstreamState: AtomicWord<Int> { AtomicWord(in: self, word: 1) }

    /// A word a subclass may use for its own atomic state (a flag, a counter), so that it needs
    /// no allocation of its own. `Sink` itself never touches it.
    @inlinable @inline(__always)
    final func spareWord<Value: AtomicWordValue>() -> AtomicWord<Value> { AtomicWord(in: self, word: 2) }

    /// A second word for a subclass's own atomic state; `Sink` never touches it.
    @inlinable @inline(__always)
    final func secondSpareWord<Value: AtomicWordValue>() -> AtomicWord<Value> { AtomicWord(in: self, word: 4) }

    /// `SynchronizedSink`'s delivery state (see `SynchronizedSink.drainState`).
    @inlinable @inline(__always)
    final var drainWord: AtomicWord<Int> { AtomicWord(in: self, word: 3) }

    @usableFromInline
    init(_ observer: AnyObserver<Element>) {
        assert(MemoryLayout<Disposable>.size <= 5 * MemoryLayout<Int>.stride, "the upstream slot is five words")
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        // Set (bit 0) and never taken by a disposal (bit 1): the slot still holds it.
        if upstreamState.load(ordering: .acquiring) == 1 { upstreamSlot.deinitialize(count: 1) }
        Resources.decrementTotal()
    }

    /// `true` once a terminal event was forwarded or the sink was disposed.
    @inlinable
    final var isStopped: Bool { flags.load(ordering: .acquiring) != 0 }

    /// `true` once the sink was disposed.
    @inlinable
    final var isDisposed: Bool { flags.load(ordering: .acquiring) & 2 != 0 }

    /// Forwards an element unless the sink stopped.
    @inlinable
    final func forwardNext(_ element: Element) {
        if flags.load(ordering: .acquiring) != 0 { return }
        observer.on(.next(element))
    }

    /// Forwards any event; a terminal event stops the sink and disposes it afterwards.
    @inlinable
    final func forward(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }

    /// Forwards a terminal event once, then disposes the sink.
    @inlinable
    final func forwardTerminal(_ event: Event<Element>) {
        if stopForTerminal() { observer.on(event) }
        dispose()
    }

    /// Marks the sink stopped by a terminal event; `true` for the one caller that may deliver
    /// it (none after disposal or another terminal event).
    @inlinable
    final func stopForTerminal() -> Bool {
        flags.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Sets the upstream subscription (once per sink); disposes it at once when the sink was
    /// already disposed.
    @usableFromInline
    final func setUpstream(_ disposable: consuming Disposable) {
        // Taking ownership moves the existential into the slot instead of copying it.
        upstreamSlot.initialize(to: consume disposable)
        let (previous, _) = upstreamState.bitwiseOr(1, ordering: .acquiringAndReleasing)
        if previous & 2 != 0 { upstreamSlot.move().dispose() }
    }

    /// Stops forwarding, disposes the upstream subscription and runs `onDispose()`, once.
    @usableFromInline
    func dispose() {
        // A repeated call (after a terminal event, say) costs one load.
        if flags.load(ordering: .acquiring) & 2 != 0 { return }
        let (previous, _) = flags.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if previous & 2 != 0 { return }
        disposeUpstream()
        onDispose()
    }

    /// Disposes the upstream subscription (at once, or when it is set) but keeps the sink
    /// running, for an operator that still has work after its source ended (a timer).
    @usableFromInline
    final func disposeUpstream() {
        let (state, _) = upstreamState.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if state & 3 == 1 { upstreamSlot.move().dispose() }
    }

    /// Called once after the sink was disposed; subclasses release their own resources here.
    @usableFromInline
    func onDispose() {}
}
