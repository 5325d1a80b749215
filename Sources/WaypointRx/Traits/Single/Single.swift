/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that produces exactly one element or an error: the answer of a request.
///
/// As an observable it sends `.next(element)` then `.completed` at once, or `.error`. Build one
/// with `Single.create`, `Single.just`, `Single.error` or `Observable.asSingle()`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)` (RxSwift 6's shape).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The function a `Single.create` closure calls with the result; it may be called from any
    /// thread, and only its first call counts.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// A single whose subscriptions run `subscribe`, which calls the observer it is given with the
    /// result and returns what to dispose when the subscription ends. Only the first result counts.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable.make { observer in
            let sink = PrimitiveCreateSink(observer)
            sink.setUpstream(subscribe { result in
                switch result {
                case .success(let element): sink.deliver(element)
                case .failure(let error): sink.deliver(.error(error))
                }
            })
            return sink
        })
    }

    /// Succeeds at once with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// Succeeds with `element` from an action scheduled on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> where Element: Sendable {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// Never answers.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Subscribes a closure that receives the result, once.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.source.subscribe { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: break
            }
        }
    }

    /// Subscribes closures for the element, the error and disposal. An error without an
    /// `onFailure` handler goes to `Hooks.defaultErrorHandler`; `onDisposed` runs once, after the
    /// result or when the subscription is disposed.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onNext: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
    }

    /// The single as a `Maybe` (which then always has an element or an error).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The single as a `Completable` that ignores the element.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements()
    }
}
