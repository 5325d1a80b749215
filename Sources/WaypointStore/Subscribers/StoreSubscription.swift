import WaypointRx

/// What a `StoreSubscriber` receives, built with ReSwift's vocabulary:
/// `store.subscribe(self) { $0.select(\.counter).skipRepeats() }`.
public struct StoreSubscription<State> {
    /// The states this subscription delivers.
    public let observable: Observable<State>

    /// A subscription delivering `observable`'s states.
    public init(_ observable: Observable<State>) {
        self.observable = observable
    }

    /// Selects a part of the state.
    public func select<Substate>(_ selector: @escaping (State) -> Substate) -> StoreSubscription<Substate> {
        StoreSubscription<Substate>(observable.map(selector))
    }

    /// Selects a part of the state by key path.
    public func select<Substate>(_ keyPath: KeyPath<State, Substate>) -> StoreSubscription<Substate> {
        // Key paths are immutable values; read through a closure so the subscription stays `Sendable`-agnostic.
        StoreSubscription<Substate>(observable.map { $0[keyPath: keyPath] })
    }

    /// Skips a new state when `isRepeat(old, new)` says it repeats the previous one.
    public func skipRepeats(_ isRepeat: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        StoreSubscription(observable.distinctUntilChanged(isRepeat))
    }

    /// Skips a new state when `condition(old, new)` is `true`.
    public func skip(when condition: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        skipRepeats(condition)
    }

    /// Delivers a new state only when `condition(old, new)` is `true`.
    public func only(when condition: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        skipRepeats { !condition($0, $1) }
    }
}

extension StoreSubscription where State: Equatable {
    /// Skips a new state equal to the previous one.
    public func skipRepeats() -> StoreSubscription<State> {
        skipRepeats(==)
    }
}
