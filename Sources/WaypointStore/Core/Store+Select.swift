import WaypointRx

extension Store {
    /// The slice `selector` picks from the current state, then from every new state.
    @inlinable
    public func select<Slice>(_ selector: @escaping (State) -> Slice) -> Observable<Slice> {
        stateTap(for: nil).map(selector).observable
    }

    /// The slice `selector` picks from the current state, then each time it changes: consecutive
    /// equal slices are delivered once.
    @inlinable
    public func select<Slice: Equatable>(_ selector: @escaping (State) -> Slice) -> Observable<Slice> {
        stateTap(for: nil).mapSkippingRepeats(selector).observable
    }

    /// The value at `keyPath` in the current state, then in every new state.
    @inlinable
    public func select<Slice>(_ keyPath: KeyPath<State, Slice>) -> Observable<Slice> {
        stateTap(for: nil).map { $0[keyPath: keyPath] }.observable
    }

    /// The value at `keyPath` in the current state, then each time it changes: consecutive equal
    /// values are delivered once.
    @inlinable
    public func select<Slice: Equatable>(_ keyPath: KeyPath<State, Slice>) -> Observable<Slice> {
        stateTap(for: nil).mapSkippingRepeats { $0[keyPath: keyPath] }.observable
    }
}
