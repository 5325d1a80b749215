import WaypointRx

/// One consumer of a store's states. It counts as a live resource while it exists.
///
/// The store calls `receive` with the observer itself and each state: a subclass keeps what it
/// needs per state (its selection, the value before) in its own fields and makes `receive` a
/// function that captures nothing, so that delivering a state to an observer reads one object
/// and calls one function, with no closure context or box in between.
/// The bits of a `StateObserver`'s atomic word.
enum StateObserverFlags {
    static let active = 1
    static let skipsWholeStateRepeats = 2
}

@usableFromInline
// @unchecked: `flags` is atomic, `slot` sits under the store's lock, `entry` is set before the observer is published, `receive` and the subclasses' state run on the one draining thread.
class StateObserver<State>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `flags`.
    private let atomicStorage: AtomicStorage

    /// Takes one state (called with the observer itself).
    @usableFromInline
    let receive: (StateObserver<State>, State) -> Void
    /// The StoreSubscriber this observer feeds, if any: the store drops the observer once that
    /// subscriber is released. Set before the observer is attached.
    var entry: SubscriberEntry?
    /// Its index in the store's `ObserverList`, -1 when not in it; under the store's lock.
    var slot = -1
    @usableFromInline
    let onCompleted: () -> Void
    /// Set on an observer of the whole state that skips repeats (`RepeatSkippingObserver`): the
    /// state's `==`. Such an observer's previous state is always the store's previous one (it
    /// received the current state when attached, then every state), so the store compares each
    /// new state with the one before once, for all of them, and calls them only when it changed.
    @usableFromInline
    let wholeStateIsRepeat: ((State, State) -> Bool)?
    /// `StateObserverFlags.active` until its subscription is disposed, and `.skipsWholeStateRepeats` when
    /// `wholeStateIsRepeat` is set: the store reads both with the one load it needs anyway.
    @inline(__always)
    private var flags: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    @usableFromInline
    init(receive: @escaping (StateObserver<State>, State) -> Void, onCompleted: @escaping () -> Void,
         wholeStateIsRepeat: ((State, State) -> Bool)? = nil) {
        self.receive = receive
        self.onCompleted = onCompleted
        self.wholeStateIsRepeat = wholeStateIsRepeat
        atomicStorage = AtomicStorage(StateObserverFlags.active | (wholeStateIsRepeat == nil ? 0 : StateObserverFlags.skipsWholeStateRepeats))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `false` once its subscription was disposed.
    @inline(__always)
    var isActive: Bool { currentFlags & StateObserverFlags.active != 0 }

    /// Its `StateObserverFlags`, now.
    @inline(__always)
    var currentFlags: Int { flags.load(ordering: .acquiring) }

    /// Marks its subscription disposed: it receives nothing more.
    func deactivate() {
        flags.bitwiseAnd(~StateObserverFlags.active, ordering: .acquiringAndReleasing)
    }
}

/// An observer that delivers each state to `onNext` as it is. (Inlinable, so that client code
/// gets it specialized for its own state type.)
@usableFromInline
// @unchecked: as `StateObserver`.
final class ForwardObserver<State>: StateObserver<State>, @unchecked Sendable {
    @usableFromInline
    let onNext: (State) -> Void

    @inlinable
    init(onNext: @escaping (State) -> Void, onCompleted: @escaping () -> Void) {
        self.onNext = onNext
        super.init(receive: { observer, state in
            unsafeDowncast(observer, to: ForwardObserver<State>.self).onNext(state)
        }, onCompleted: onCompleted)
    }
}

/// An observer that selects a slice of each state and delivers it to `onNext`. (Inlinable, so
/// that client code gets it specialized for its own state and slice types.)
@usableFromInline
// @unchecked: as `StateObserver`.
final class SelectObserver<State, Slice>: StateObserver<State>, @unchecked Sendable {
    @usableFromInline
    let selector: (State) -> Slice
    @usableFromInline
    let onNext: (Slice) -> Void

    @inlinable
    init(selector: @escaping (State) -> Slice, onNext: @escaping (Slice) -> Void, onCompleted: @escaping () -> Void) {
        self.selector = selector
        self.onNext = onNext
        super.init(receive: { observer, state in
            let me = unsafeDowncast(observer, to: SelectObserver<State, Slice>.self)
            me.onNext(me.selector(state))
        }, onCompleted: onCompleted)
    }
}

/// An observer that selects a slice of each state, drops the slices `isRepeat` calls repeats of
/// the one before (received, delivered or not), and delivers the rest to `onNext`.
@usableFromInline
// @unchecked: as `StateObserver`; `previous` is touched only on the one draining thread.
final class SkippingObserver<State, Slice>: StateObserver<State>, @unchecked Sendable {
    @usableFromInline
    let selector: (State) -> Slice
    /// The slice selected last.
    @usableFromInline
    @exclusivity(unchecked)
    var previous: Slice?
    @usableFromInline
    let isRepeat: (_ previous: Slice, _ slice: Slice) -> Bool
    @usableFromInline
    let onNext: (Slice) -> Void

    @inlinable
    init(selector: @escaping (State) -> Slice, isRepeat: @escaping (Slice, Slice) -> Bool,
         onNext: @escaping (Slice) -> Void, onCompleted: @escaping () -> Void) {
        self.selector = selector
        self.isRepeat = isRepeat
        self.onNext = onNext
        super.init(receive: { observer, state in
            unsafeDowncast(observer, to: SkippingObserver<State, Slice>.self).take(state)
        }, onCompleted: onCompleted)
    }

    @inlinable
    @inline(__always)
    func take(_ state: State) {
        let slice = selector(state)
        let old = previous
        previous = slice
        if let old, isRepeat(old, slice) { return }
        onNext(slice)
    }
}

/// An observer that selects a slice of each state, drops each slice equal to the one before
/// (received, delivered or not), and delivers the rest to `onNext`. `SkippingObserver` with
/// `isRepeat: ==`, but comparing directly: a closure call less per observer per state, which is
/// a good part of what an unchanged subscriber costs.
@usableFromInline
// @unchecked: as `StateObserver`; `previous` is touched only on the one draining thread.
final class DistinctObserver<State, Slice: Equatable>: StateObserver<State>, @unchecked Sendable {
    @usableFromInline
    let selector: (State) -> Slice
    /// The slice selected last.
    @usableFromInline
    @exclusivity(unchecked)
    var previous: Slice?
    @usableFromInline
    let onNext: (Slice) -> Void

    @inlinable
    init(selector: @escaping (State) -> Slice, onNext: @escaping (Slice) -> Void, onCompleted: @escaping () -> Void) {
        self.selector = selector
        self.onNext = onNext
        super.init(receive: { observer, state in
            unsafeDowncast(observer, to: DistinctObserver<State, Slice>.self).take(state)
        }, onCompleted: onCompleted)
    }

    @inlinable
    @inline(__always)
    func take(_ state: State) {
        let slice = selector(state)
        let old = previous
        previous = slice
        if let old, old == slice { return }
        onNext(slice)
    }
}

/// An observer that drops each state equal to the one before it (received, delivered or not) and
/// delivers the rest to `onNext`: a subscription to the whole state that skips repeats, as
/// `store.subscribe(subscriber)` makes for an `Equatable` state. It keeps no state of its own:
/// the store compares each new state with the one before, once for all such observers (see
/// `wholeStateIsRepeat`), and calls it only for a changed state (and with the current state when
/// it is attached).
@usableFromInline
// @unchecked: as `StateObserver`.
final class RepeatSkippingObserver<State: Equatable>: StateObserver<State>, @unchecked Sendable {
    @usableFromInline
    let onNext: (State) -> Void

    @inlinable
    init(onNext: @escaping (State) -> Void, onCompleted: @escaping () -> Void) {
        self.onNext = onNext
        super.init(receive: { observer, state in
            unsafeDowncast(observer, to: RepeatSkippingObserver<State>.self).onNext(state)
        }, onCompleted: onCompleted, wholeStateIsRepeat: { $0 == $1 })
    }
}
