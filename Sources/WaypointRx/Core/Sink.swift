import Synchronization

/// The per-subscription state of an operator: the downstream observer, whether the subscription
/// stopped (a terminal event was forwarded, or it was disposed), and the upstream subscription.
///
/// `forward` drops everything after a terminal event or disposal, so operators built on a sink
/// obey the Rx grammar. Every sink counts as one live resource while it exists.
// @unchecked: `flags` is atomic and `upstream` lives behind a mutex; the observer is called
// serially, as the Rx grammar requires of upstream.
@usableFromInline
class Sink<Element>: Disposable, @unchecked Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>

    /// bit 0: a terminal event was forwarded; bit 1: disposed.
    @usableFromInline
    let flags = Atomic<Int>(0)

    private let upstream = Locked<(disposable: Disposable?, disposed: Bool)>((nil, false))

    @usableFromInline
    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
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
        let (previous, _) = flags.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        if previous { observer.on(event) }
        dispose()
    }

    /// Sets the upstream subscription; disposes it at once when the sink was already disposed.
    @usableFromInline
    final func setUpstream(_ disposable: Disposable) {
        let disposeNow = upstream.withLock { state -> Bool in
            if state.disposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Stops forwarding, disposes the upstream subscription and runs `onDispose()`, once.
    @usableFromInline
    func dispose() {
        let (held, first) = upstream.withLock { state -> (Disposable?, Bool) in
            if state.disposed { return (nil, false) }
            state.disposed = true
            defer { state.disposable = nil }
            return (state.disposable, true)
        }
        guard first else { return }
        flags.bitwiseOr(2, ordering: .acquiringAndReleasing)
        held?.dispose()
        onDispose()
    }

    /// Called once after the sink was disposed; subclasses release their own resources here.
    @usableFromInline
    func onDispose() {}
}
