import WaypointRx

extension Store {
    /// The slice `selector` picks from the current state, then from every new state.
    public func select<Slice>(_ selector: @escaping (State) -> Slice) -> Observable<Slice> {
        states.map(selector)
    }

    /// The slice `selector` picks from the current state, then each time it changes: consecutive
    /// equal slices are delivered once.
    public func select<Slice: Equatable>(_ selector: @escaping (State) -> Slice) -> Observable<Slice> {
        states.map(selector).distinctUntilChanged()
    }

    /// The value at `keyPath` in the current state, then in every new state.
    public func select<Slice>(_ keyPath: KeyPath<State, Slice>) -> Observable<Slice> {
        states.map { $0[keyPath: keyPath] }
    }

    /// The value at `keyPath` in the current state, then each time it changes: consecutive equal
    /// values are delivered once.
    public func select<Slice: Equatable>(_ keyPath: KeyPath<State, Slice>) -> Observable<Slice> {
        states.map { $0[keyPath: keyPath] }.distinctUntilChanged()
    }
}
