/// The trait of `Maybe`: one element, nothing, or an error.
public enum MaybeTrait {}

/// A sequence that produces one element, completes without one, or fails: a lookup that may
/// find nothing.
///
/// As an observable it sends `.next(element)` then `.completed` at once, `.completed` alone, or
/// `.error`. Build one with `Maybe.create`, `Maybe.just`, `Maybe.empty`, `Maybe.error` or
/// `asMaybe()`.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
public enum MaybeEvent<Element> {
    /// The element (the observable sends `.next(element)` then `.completed`).
    case success(Element)
    /// The failure (the observable sends `.error`).
    case error(Swift.Error)
    /// The end without an element (the observable sends `.completed`).
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The function a `Maybe.create` closure calls with the outcome; it may be called from any
    /// thread, and only its first call counts.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// A maybe whose subscriptions run `subscribe`, which calls the observer it is given with the
    /// outcome and returns what to dispose when the subscription ends. Only the first outcome
    /// counts.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.make { observer in
            let sink = PrimitiveCreateSink(observer)
            sink.setUpstream(subscribe { event in
                switch event {
                case .success(let element): sink.deliver(element)
                case .error(let error): sink.deliver(.error(error))
                case .completed: sink.deliver(.completed)
                }
            })
            return sink
        })
    }

    /// Succeeds at once with `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// Succeeds with `element` from an action scheduled on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> where Element: Sendable {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Completes at once without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// Never ends.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// Subscribes a closure that receives the outcome, once.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        let answered = Locked(false)
        return primitiveSequence.source.subscribe { event in
            // `.next` is followed by `.completed`: only the first counts.
            let first = answered.withLock { answered in
                defer { answered = true }
                return !answered
            }
            guard first else { return }
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for the element, the error, completion without an element and
    /// disposal. At most one of `onSuccess`, `onError` and `onCompleted` runs. An error without an
    /// `onError` handler goes to `Hooks.defaultErrorHandler`; `onDisposed` runs once, after the
    /// outcome or when the subscription is disposed.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let answered = Locked(false)
        return primitiveSequence.source.subscribe(
            onNext: { element in
                answered.withLock { $0 = true }
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: {
                if answered.withLock({ $0 }) { return }
                onCompleted?()
            },
            onDisposed: onDisposed
        )
    }

    /// The maybe as a `Completable` that ignores the element.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements()
    }
}
