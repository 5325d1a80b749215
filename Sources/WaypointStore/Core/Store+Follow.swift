import WaypointRx

extension Store {
    /// The selection of the current state, then of every new state that selects something other
    /// than the state before it, handed straight to `onNext` (one at a time, in order), with no
    /// observable in between: for the router, which follows every state of the store. Dispose of
    /// the result to stop.
    package func follow<Slice: Equatable>(_ selector: @escaping (State) -> Slice, onNext: @escaping (Slice) -> Void) -> Disposable {
        observe(DistinctObserver(selector: selector, onNext: onNext, onCompleted: {}), for: nil)
    }
}
