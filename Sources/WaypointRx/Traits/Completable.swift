/// What a `Completable` delivers: completion or an error.
public enum CompletableEvent {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

/// A sequence that produces no element, only completion or an error: the end of a piece of work.
///
/// Build one with `Completable.create`, `Completable.empty`, `Completable.error` or
/// `asCompletable()`; chain work with `andThen`.
public struct Completable: ObservableConvertibleType {
    /// A completable has no elements.
    public typealias Element = Never

    /// The function a `Completable.create` closure calls once with the outcome; it may be called
    /// from any thread.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    let source: Observable<Never>

    init(unchecked source: Observable<Never>) {
        self.source = source
    }

    /// A completable whose subscriptions run `subscribe`, which calls the observer it is given
    /// with the outcome and returns what to dispose when the subscription ends. Only the first
    /// outcome counts.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(unchecked: Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(subscribe { event in
                switch event {
                case .completed: sink.forwardTerminal(.completed)
                case .error(let error): sink.forwardTerminal(.error(error))
                }
            })
            return sink
        })
    }

    /// Completes at once.
    public static func empty() -> Completable {
        Completable(unchecked: Observable.empty())
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(unchecked: Observable.error(error))
    }

    /// Never ends.
    public static func never() -> Completable {
        Completable(unchecked: Observable.never())
    }

    /// The completable as an observable without elements.
    public func asObservable() -> Observable<Never> { source }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        source.subscribe { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error and disposal. An error without an `onError`
    /// handler goes to `Hooks.defaultErrorHandler`; `onDisposed` runs once, after the outcome or
    /// when the subscription is disposed.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs `second` after this one completes; an error skips it.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(unchecked: Self.concat(source, second.source))
    }

    /// Runs `second` after this one completes; an error skips it.
    public func andThen(_ second: Completable) -> Completable {
        Completable(unchecked: Self.concat(source, second.source))
    }

    /// Subscribes to `second` after this one completes; an error skips it.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        Self.concat(source, second)
    }

    /// Subscribes to `second` when `first` completes.
    private static func concat<Element>(_ first: Observable<Never>, _ second: Observable<Element>) -> Observable<Element> {
        Observable.make { observer in
            let sink = Sink(observer)
            // Two slots: `first` may complete (and `second` be subscribed) before `first.subscribe`
            // returns.
            let firstSubscription = SingleAssignmentDisposable()
            let secondSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(firstSubscription, secondSubscription))
            firstSubscription.setDisposable(first.subscribe(AnyObserver { event in
                switch event {
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    firstSubscription.dispose()
                    secondSubscription.setDisposable(second.subscribe(AnyObserver { event in sink.forward(event) }))
                }
            }))
            return sink
        }
    }
}

extension ObservableType {
    /// The sequence as a `Completable`: its elements are ignored; it completes or fails with it.
    public func asCompletable() -> Completable {
        Completable(unchecked: ignoreElements())
    }
}
