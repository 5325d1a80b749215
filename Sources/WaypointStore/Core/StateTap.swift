import WaypointRx

/// A pipeline from a store's states to one consumer, made of plain closures: selecting a slice
/// and skipping repeats cost a function call each per state, with no Rx operator in between. An
/// `Observable` is made only at the end, for whoever wants one. (Inlinable, so that client code
/// gets it specialized for its own state and slice types.)
///
/// `connect` starts a run: it delivers values to `onNext` (on the store's draining thread, one at
/// a time) and `onCompleted` once the store is gone, until the returned disposable is disposed.
///
/// A store's own tap, then one selection, then one repeat check — the usual shape — run fused:
/// each run is one observer in the store's list (`ForwardObserver`, `SelectObserver`,
/// `SkippingObserver`, `DistinctObserver`, `RepeatSkippingObserver`), which selects, compares and delivers in one call. Further steps wrap `onNext` and run only for what that observer delivers.
@usableFromInline
struct StateTap<Value> {
    @usableFromInline
    let connect: (_ onNext: @escaping (Value) -> Void, _ onCompleted: @escaping () -> Void) -> Disposable
    /// Set on a store's own tap: attaches an observer of its states (`Value` being its state).
    @usableFromInline
    let register: ((StateObserver<Value>) -> Disposable)?
    // (`fuse` takes an optional closure, so a run that skips nothing checks nothing.)
    /// Set on a store's own tap and on one selection of it: connects a run whose one observer
    /// also drops the values `isRepeat` calls repeats of the value before.
    @usableFromInline
    let fuse: ((_ isRepeat: ((Value, Value) -> Bool)?, _ onNext: @escaping (Value) -> Void,
                _ onCompleted: @escaping () -> Void) -> Disposable)?

    @inlinable
    init(connect: @escaping (_ onNext: @escaping (Value) -> Void, _ onCompleted: @escaping () -> Void) -> Disposable) {
        self.connect = connect
        register = nil
        fuse = nil
    }

    @inlinable
    init(fuse: @escaping (_ isRepeat: ((Value, Value) -> Bool)?, _ onNext: @escaping (Value) -> Void,
                          _ onCompleted: @escaping () -> Void) -> Disposable,
         register: ((StateObserver<Value>) -> Disposable)? = nil) {
        connect = { onNext, onCompleted in fuse(nil, onNext, onCompleted) }
        self.register = register
        self.fuse = fuse
    }

    /// A store's own tap: the states of the observers `register` attaches.
    @inlinable
    init(root register: @escaping (StateObserver<Value>) -> Disposable) {
        self.init(fuse: { isRepeat, onNext, onCompleted in
            guard let isRepeat else { return register(ForwardObserver(onNext: onNext, onCompleted: onCompleted)) }
            return register(SkippingObserver(selector: { $0 }, isRepeat: isRepeat, onNext: onNext, onCompleted: onCompleted))
        }, register: register)
    }

    /// The fused observer selecting with `selector`, skipping what `isRepeat` calls repeats.
    @inlinable
    static func observer<Root>(selecting selector: @escaping (Root) -> Value, isRepeat: ((Value, Value) -> Bool)?,
                               onNext: @escaping (Value) -> Void, onCompleted: @escaping () -> Void) -> StateObserver<Root> {
        if let isRepeat {
            return SkippingObserver(selector: selector, isRepeat: isRepeat, onNext: onNext, onCompleted: onCompleted)
        }
        return SelectObserver(selector: selector, onNext: onNext, onCompleted: onCompleted)
    }

    /// The part of each value `selector` picks.
    @inlinable
    func map<Result>(_ selector: @escaping (Value) -> Result) -> StateTap<Result> {
        if let register {
            return StateTap<Result>(fuse: { isRepeat, onNext, onCompleted in
                register(StateTap<Result>.observer(selecting: selector, isRepeat: isRepeat, onNext: onNext, onCompleted: onCompleted))
            })
        }
        let connect = self.connect
        return StateTap<Result> { onNext, onCompleted in
            connect({ onNext(selector($0)) }, onCompleted)
        }
    }

    /// Drops each value for which `condition(previous, value)` holds, `previous` being the value
    /// received before it, delivered or not; the first value always passes.
    @inlinable
    func skip(when condition: @escaping (_ previous: Value, _ value: Value) -> Bool) -> StateTap<Value> {
        if let fuse {
            return StateTap { onNext, onCompleted in fuse(condition, onNext, onCompleted) }
        }
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
    /// The part of each value `selector` picks, dropping each part equal to the one before it.
    @inlinable
    func mapSkippingRepeats<Result: Equatable>(_ selector: @escaping (Value) -> Result) -> StateTap<Result> {
        guard let register else { return map(selector).skipRepeats() }
        return StateTap<Result> { onNext, onCompleted in
            register(DistinctObserver(selector: selector, onNext: onNext, onCompleted: onCompleted))
        }
    }
}

extension StateTap where Value: Equatable {
    /// Drops each value equal to the one before it.
    @inlinable
    func skipRepeats() -> StateTap<Value> {
        if let register {
            // A store's own tap: one observer compares each state with the one before.
            return StateTap { onNext, onCompleted in register(RepeatSkippingObserver(onNext: onNext, onCompleted: onCompleted)) }
        }
        if fuse != nil { return skip { $0 == $1 } }
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
