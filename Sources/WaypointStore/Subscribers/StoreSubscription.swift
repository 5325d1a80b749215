import WaypointRx

/// What a `StoreSubscriber` receives, built with ReSwift's vocabulary:
/// `store.subscribe(self) { $0.select(\.counter).skipRepeats() }`.
///
/// Selections and repeat checks run as plain function calls on each state, before anything is
/// delivered: a subscriber whose slice did not change costs the store little more than a call.
public struct StoreSubscription<State> {
    @usableFromInline
    let tap: StateTap<State>

    /// The states this subscription delivers, as an observable.
    @inlinable
    public var observable: Observable<State> { tap.observable }

    /// A subscription delivering `observable`'s states.
    @inlinable
    public init(_ observable: Observable<State>) {
        tap = StateTap { onNext, onCompleted in
            observable.subscribe(onNext: onNext, onCompleted: onCompleted)
        }
    }

    @inlinable
    init(tap: StateTap<State>) {
        self.tap = tap
    }

    /// Selects a part of the state.
    @inlinable
    public func select<Substate>(_ selector: @escaping (State) -> Substate) -> StoreSubscription<Substate> {
        StoreSubscription<Substate>(tap: tap.map(selector))
    }

    /// Selects a part of the state by key path.
    @inlinable
    public func select<Substate>(_ keyPath: KeyPath<State, Substate>) -> StoreSubscription<Substate> {
        StoreSubscription<Substate>(tap: tap.map { $0[keyPath: keyPath] })
    }

    /// Skips a new state when `isRepeat(previous, new)` says it repeats the state before it
    /// (compared with the previous state received, delivered or not, as in ReSwift).
    @inlinable
    public func skipRepeats(_ isRepeat: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        skip(when: isRepeat)
    }

    /// Skips a new state when `condition(previous, new)` is `true`; the first state is always
    /// delivered. `previous` is the state received before, delivered or not, as in ReSwift.
    @inlinable
    public func skip(when condition: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        StoreSubscription(tap: tap.skip(when: condition))
    }

    /// Delivers a new state only when `condition(previous, new)` is `true`; the first state is
    /// always delivered.
    @inlinable
    public func only(when condition: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        skip { !condition($0, $1) }
    }
}

extension StoreSubscription where State: Equatable {
    /// Skips a new state equal to the previous one.
    @inlinable
    public func skipRepeats() -> StoreSubscription<State> {
        StoreSubscription(tap: tap.skipRepeats())
    }
}

extension StoreSubscription {
    /// What `transform` selects from one state taken alone, as a plain function: its selections
    /// apply, and its skip conditions never drop the state (a state taken alone has no previous
    /// one). Lets an API that takes ReSwift's subscription closure, such as
    /// `{ $0.select(\.navigationState) }`, read the selection of any state. Safe from any thread
    /// when `transform` is.
    public static func selection<Selected>(
        of transform: @escaping (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) -> (State) -> Selected {
        { state in
            var selected: Selected?
            let alone = StoreSubscription(tap: StateTap { onNext, _ in
                onNext(state)
                return Disposables.create()
            })
            transform(alone).tap.connect({ selected = $0 }, {}).dispose()
            guard let selected else { preconditionFailure("a store subscription always delivers its first state") }
            return selected
        }
    }
}
