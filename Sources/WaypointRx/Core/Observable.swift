/// A sequence of events over time: the type every operator takes and returns.
///
/// Subscribing runs the sequence for that observer alone (unless the sequence is shared, as
/// subjects and `share` are). Instances are immutable descriptions; all per-subscription state
/// lives in the subscription.
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {}

    /// Subscribes any observer; it is type-erased to `AnyObserver` first.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribe(AnyObserver(observer))
    }

    /// Subscribes a type-erased observer. Synchronous sources in the chain start emitting once
    /// the outermost subscription on this thread is wired up (see `SubscriptionTrampoline`).
    public final func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        SubscriptionTrampoline.subscribe { run(observer) }
    }

    /// Returns `self`.
    public final func asObservable() -> Observable<Element> { self }

    /// What subclasses implement: start delivering events to `observer`.
    @usableFromInline
    func run(_ observer: AnyObserver<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` as one subscription object, for an
    /// observable that can fold the closures into its own sink (`map`); `nil` when it cannot,
    /// and the caller subscribes a closure sink instead. Runs inside this thread's subscription
    /// frame, as `subscribe(_:)` does.
    @usableFromInline
    func subscribeCallbacks(_ callbacks: SubscribeCallbacks<Element>) -> Disposable? {
        nil
    }

    /// `filter(predicate)` followed by `subscribe(onNext:onError:onCompleted:onDisposed:)` as
    /// one subscription object with this observable's own sink (`map`); `nil` when it cannot, and
    /// the filter subscribes as usual. Called inside the filter's subscription frame.
    @usableFromInline
    func subscribeFilteredCallbacks(_ predicate: @escaping (Element) throws -> Bool, _ callbacks: SubscribeCallbacks<Element>) -> Disposable? {
        nil
    }
}

/// The closures of one `subscribe(onNext:onError:onCompleted:onDisposed:)` call.
@frozen
@usableFromInline
struct SubscribeCallbacks<Element> {
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((Swift.Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    @usableFromInline
    let onDisposed: (() -> Void)?

    @inlinable
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }
}

/// An observable defined by a closure that runs once per subscription. The closure is trusted to
/// obey the Rx grammar (library operators do); `Observable.create` adds the checks for user code.
@usableFromInline
final class AnonymousProducer<Element>: Observable<Element> {
    @usableFromInline
    let handler: (AnyObserver<Element>) -> Disposable

    @usableFromInline
    init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.handler = handler
    }

    @usableFromInline
    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        handler(observer)
    }
}

extension Observable {
    /// An observable whose subscriptions run `handler`; for operators that obey the grammar
    /// (also the package's other modules' own observables: one allocation, no checks).
    @usableFromInline
    package static func make(_ handler: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousProducer(handler)
    }
}

@usableFromInline
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method must be overridden", file: file, line: line)
}
