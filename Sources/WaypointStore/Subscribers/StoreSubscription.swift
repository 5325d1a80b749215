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
        StoreSubscription<Substate>(observable.map { $0[keyPath: keyPath] })
    }

    /// Skips a new state when `isRepeat(previous, new)` says it repeats the state before it
    /// (compared with the previous state received, delivered or not, as in ReSwift).
    public func skipRepeats(_ isRepeat: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        skip(when: isRepeat)
    }

    /// Skips a new state when `condition(previous, new)` is `true`; the first state is always
    /// delivered. `previous` is the state received before, delivered or not, as in ReSwift.
    public func skip(when condition: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        let source = observable
        return StoreSubscription(Observable.create { observer in
            var previous: State?
            return source.subscribe { event in
                switch event {
                case .next(let state):
                    let skip = previous.map { condition($0, state) } ?? false
                    previous = state
                    if !skip { observer.onNext(state) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// Delivers a new state only when `condition(previous, new)` is `true`; the first state is
    /// always delivered.
    public func only(when condition: @escaping (_ oldState: State, _ newState: State) -> Bool) -> StoreSubscription<State> {
        skip { !condition($0, $1) }
    }
}

extension StoreSubscription where State: Equatable {
    /// Skips a new state equal to the previous one.
    public func skipRepeats() -> StoreSubscription<State> {
        StoreSubscription(observable.distinctUntilChanged())
    }
}
