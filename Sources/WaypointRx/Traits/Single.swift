/// What a `Single` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// A sequence that produces exactly one element or an error: the answer of a request.
///
/// As an observable it sends `.next(element)` then `.completed`, or `.error`. Build one with
/// `Single.create`, `Single.just`, `Single.error` or `Observable.asSingle()`.
public struct Single<Element>: ObservableConvertibleType {
    /// The function a `Single.create` closure calls once with the result; it may be called from
    /// any thread.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// Sends `.next` then `.completed`, or `.error` (every constructor guarantees it).
    let source: Observable<Element>

    init(unchecked source: Observable<Element>) {
        self.source = source
    }

    /// A single whose subscriptions run `subscribe`, which calls the observer it is given with the
    /// result and returns what to dispose when the subscription ends. Only the first result counts.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(unchecked: Observable.make { observer in
            let sink = SingleCreateSink(observer)
            sink.setUpstream(subscribe { result in sink.deliver(result) })
            return sink
        })
    }

    /// Succeeds at once with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(unchecked: Observable.just(element))
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(unchecked: Observable.error(error))
    }

    /// Never answers.
    public static func never() -> Single<Element> {
        Single(unchecked: Observable.never())
    }

    /// The single as an observable: `.next(element)` then `.completed`, or `.error`.
    public func asObservable() -> Observable<Element> { source }

    /// Subscribes a closure that receives the result.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        source.subscribe { event in
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
        source.subscribe(onNext: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
    }

    /// Transforms the element; a thrown error becomes the single's error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(unchecked: source.map(transform))
    }

    /// Continues with the single `selector` returns for the element; a thrown error becomes the
    /// result's error.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        let source = self.source
        return Single<Result>(unchecked: Observable.make { observer in
            let sink = Sink(observer)
            let subscriptions = CompositeDisposable()
            sink.setUpstream(subscriptions)
            let sourceSubscription = SingleAssignmentDisposable()
            subscriptions.insert(sourceSubscription)
            sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    let next: Single<Result>
                    do { next = try selector(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    subscriptions.insert(next.source.subscribe(AnyObserver { event in sink.forward(event) }))
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    // The single `selector` returned ends the sequence; the source is done.
                    sourceSubscription.dispose()
                }
            }))
            return sink
        })
    }

    /// The single as a `Completable` that ignores the element.
    public func asCompletable() -> Completable {
        source.asCompletable()
    }
}

/// Forwards the first result of a `Single.create` closure and ignores the rest.
// @unchecked: `answered` is atomic; the rest is the sink's own thread-safe state.
final class SingleCreateSink<Element>: Sink<Element>, @unchecked Sendable {
    private var answered: AtomicWord<Bool> { spareWord() }

    func deliver(_ result: SingleEvent<Element>) {
        if answered.exchange(true, ordering: .acquiringAndReleasing) { return }
        switch result {
        case .success(let element):
            forwardNext(element)
            forwardTerminal(.completed)
        case .failure(let error):
            forwardTerminal(.error(error))
        }
    }
}

extension ObservableType {
    /// The sequence as a `Single`: its only element when it completes, `RxError.noElements` if it
    /// completes empty, `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        return Single(unchecked: Observable.make { observer in
            let sink = AsSingleSink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        })
    }
}

/// Holds the element of `asSingle` until the source completes.
// @unchecked: `element` is only touched under `lock`.
final class AsSingleSink<Element>: Sink<Element>, @unchecked Sendable {
    private let lock = Locked(())
    private var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            let second = lock.withLock { _ -> Bool in
                if element != nil { return true }
                element = value
                return false
            }
            if second { forwardTerminal(.error(RxError.moreThanOneElement)) }
        case .error:
            forwardTerminal(event)
        case .completed:
            var value: Element?
            lock.withLock { _ in
                value = element
                element = nil
            }
            if let value {
                forwardNext(value)
                forwardTerminal(.completed)
            } else {
                forwardTerminal(.error(RxError.noElements))
            }
        }
    }
}
