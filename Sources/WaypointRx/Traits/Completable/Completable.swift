/// The trait of `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that produces no element, only completion or an error: the end of a piece of work.
///
/// Build one with `Completable.create`, `Completable.empty`, `Completable.error` or
/// `asCompletable()`; chain work with `andThen`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: completion or an error.
public enum CompletableEvent {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension CompletableEvent: Sendable {}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The function a `Completable.create` closure calls with the outcome; it may be called from
    /// any thread, and only its first call counts.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// A completable whose subscriptions run `subscribe`, which calls the observer it is given
    /// with the outcome and returns what to dispose when the subscription ends. Only the first
    /// outcome counts.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.make { observer in
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
        Completable(raw: Observable.empty())
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// Never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe { event in
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
        primitiveSequence.source.subscribe(onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension ObservableType where Element == Swift.Never {
    /// The sequence as a `Completable`. Only a sequence without elements can be one; to drop the
    /// elements of another sequence, use `ignoreElements()`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
