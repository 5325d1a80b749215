import Foundation
import WaypointRx

/// The state of a watched part of a run (the whole run, or one interceptor with a rule or a
/// timeout): its observer, its upstream subscription and one timer. Events reach the observer
/// serialized, even when an injected error (a timeout, a broken rule) comes from another thread,
/// and nothing follows a terminal event or disposal. Counts as one live resource.
///
/// The delivery path is inlinable so that client code gets it specialized (no generic metadata
/// lookups per event).
@usableFromInline
// @unchecked: run state is behind `lock` (an NSLock); observers are called outside it.
class ChainSink<Element>: Disposable, @unchecked Sendable {
    // The atomic words come first (see `AtomicStorage`): `stopped`, then one for a subclass.
    @usableFromInline
    let atomicStorage = (AtomicStorage(false), AtomicStorage(0))

    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let lock = NSLock()
    @inlinable @inline(__always)
    final var stopped: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }
    /// A word a subclass may use for its own atomic state; `ChainSink` never touches it.
    @inlinable @inline(__always)
    final var spare: AtomicWord<Int> { AtomicWord(in: self, word: 1) }
    @usableFromInline
    var upstream: Disposable?
    /// `true` once disposed; under `lock`.
    @usableFromInline
    var disposed = false
    /// Events that arrived while another one was being delivered; under `lock`.
    @usableFromInline
    var pending: [Event<Element>] = []
    @usableFromInline
    var draining = false
    /// The running timer and the generation it belongs to; under `lock`.
    var timer: Disposable?
    var timerGeneration = 0

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `true` once a terminal event was delivered or the sink was disposed.
    @inlinable
    final var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Delivers `event` after any event being delivered now; a terminal event stops and disposes
    /// the sink.
    @inlinable
    final func deliver(_ event: Event<Element>) {
        lock.lock()
        if draining {
            pending.append(event)
            lock.unlock()
            return
        }
        draining = true
        lock.unlock()
        send(event)
        while true {
            lock.lock()
            if pending.isEmpty {
                draining = false
                lock.unlock()
                return
            }
            let next = pending.removeFirst()
            lock.unlock()
            send(next)
        }
    }

    @inlinable
    final func send(_ event: Event<Element>) {
        if case .next = event {
            if !isStopped { observer.on(event) }
            return
        }
        let (first, _) = stopped.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if first { observer.on(event) }
        dispose()
    }

    /// Holds the upstream subscription; disposes it at once when the sink was disposed.
    @inlinable
    final func setUpstream(_ disposable: Disposable) {
        lock.lock()
        let disposeNow = disposed
        if !disposeNow { upstream = disposable }
        lock.unlock()
        if disposeNow { disposable.dispose() }
    }

    /// Starts a timer of the given generation, unless the sink was disposed or the generation was
    /// superseded meanwhile; it replaces the running timer.
    final func armTimer(on scheduler: any SchedulerType, after dueTime: RxTimeInterval, generation: Int) {
        let scheduled = scheduler.scheduleRelative(self, dueTime: dueTime) { sink in
            sink.fireTimer(generation)
            return Disposables.create()
        }
        let (keep, previous) = lock.withLock { () -> (Bool, Disposable?) in
            if disposed || timerGeneration != generation { return (false, nil) }
            defer { timer = scheduled }
            return (true, timer)
        }
        previous?.dispose()
        if !keep { scheduled.dispose() }
    }

    private func fireTimer(_ generation: Int) {
        let current = lock.withLock { !disposed && timerGeneration == generation }
        if current { timerFired() }
    }

    /// Called when a timer that is still current fires.
    func timerFired() {}

    /// Stops delivery and disposes the upstream subscription and the timer, once.
    @usableFromInline
    final func dispose() {
        let held = lock.withLock { () -> (upstream: Disposable?, timer: Disposable?)? in
            if disposed { return nil }
            disposed = true
            defer {
                upstream = nil
                timer = nil
            }
            return (upstream, timer)
        }
        guard let held else { return }
        stopped.store(true, ordering: .releasing)
        held.timer?.dispose()
        held.upstream?.dispose()
    }
}
