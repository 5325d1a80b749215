import WaypointRx

/// A pipeline from a store's states to one consumer, made of plain closures: selecting a slice
/// and skipping repeats cost a closure call each per state, with no Rx operator in between. An
/// `Observable` is made only at the end, for whoever wants one. (Inlinable, so that client code
/// gets it specialized for its own state and slice types.)
///
/// `connect` starts a run: it delivers values to `onNext` (on the store's draining thread, one at
/// a time) and `onCompleted` once the store is gone, until the returned disposable is disposed.
@usableFromInline
struct StateTap<Value> {
    @usableFromInline
    let connect: (_ onNext: @escaping (Value) -> Void, _ onCompleted: @escaping () -> Void) -> Disposable

    @inlinable
    init(connect: @escaping (_ onNext: @escaping (Value) -> Void, _ onCompleted: @escaping () -> Void) -> Disposable) {
        self.connect = connect
    }

    /// The part of each value `selector` picks.
    @inlinable
    func map<Result>(_ selector: @escaping (Value) -> Result) -> StateTap<Result> {
        let connect = self.connect
        return StateTap<Result> { onNext, onCompleted in
            connect({ onNext(selector($0)) }, onCompleted)
        }
    }

    /// Drops each value for which `condition(previous, value)` holds, `previous` being the value
    /// received before it, delivered or not; the first value always passes.
    @inlinable
    func skip(when condition: @escaping (_ previous: Value, _ value: Value) -> Bool) -> StateTap<Value> {
        let connect = self.connect
        return StateTap { onNext, onCompleted in
            let previous = PreviousValue<Value>()
            return connect({ value in
                if previous.replace(with: value, skippingWhen: condition) { return }
                onNext(value)
            }, onCompleted)
        }
    }

    /// These values as an observable, subscribed afresh for each subscriber.
    @inlinable
    var observable: Observable<Value> {
        let connect = self.connect
        return Observable.create { observer in
            connect({ observer.onNext($0) }, { observer.onCompleted() })
        }
    }
}

extension StateTap {
    /// The part of each value `selector` picks, dropping each part equal to the one before it
    /// (`map(selector).skipRepeats()` in one step: one closure call per value fewer).
    @inlinable
    func mapSkippingRepeats<Result: Equatable>(_ selector: @escaping (Value) -> Result) -> StateTap<Result> {
        let connect = self.connect
        return StateTap<Result> { onNext, onCompleted in
            let previous = PreviousValue<Result>()
            return connect({ value in
                let result = selector(value)
                if previous.replaceRepeating(with: result) { return }
                onNext(result)
            }, onCompleted)
        }
    }
}

extension StateTap where Value: Equatable {
    /// Drops each value equal to the one before it.
    @inlinable
    func skipRepeats() -> StateTap<Value> {
        let connect = self.connect
        return StateTap { onNext, onCompleted in
            let previous = PreviousValue<Value>()
            return connect({ value in
                if previous.replaceRepeating(with: value) { return }
                onNext(value)
            }, onCompleted)
        }
    }
}

/// The value a `StateTap.skip` received last. Only the store's draining thread touches it, one
/// call at a time.
@usableFromInline
final class PreviousValue<Value> {
    @usableFromInline
    @exclusivity(unchecked)
    var value: Value?

    @inlinable
    init() {}

    /// Stores `new`; `true` when `condition(old, new)` says to skip it (never for the first).
    @inlinable
    func replace(with new: Value, skippingWhen condition: (Value, Value) -> Bool) -> Bool {
        defer { value = new }
        guard let old = value else { return false }
        return condition(old, new)
    }
}

extension PreviousValue where Value: Equatable {
    /// Stores `new`; `true` when it equals the value before it (never for the first). Compares
    /// with `==` directly, with no closure in between.
    @inlinable
    func replaceRepeating(with new: Value) -> Bool {
        defer { value = new }
        guard let old = value else { return false }
        return old == new
    }
}
