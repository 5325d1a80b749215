extension ObservableType {
    /// Subscribes and sends every event to each of `observers`, in order; `subscribe(_:)` that
    /// reads as a binding. The terminal event ends the binding's subscription (as in RxSwift);
    /// disposing the result unsubscribes them all.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        bind(toObservers: observers)
    }

    /// Subscribes and sends every event, its element wrapped in an optional, to each of
    /// `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { Optional($0) }.bind(toObservers: observers)
    }

    /// Subscribes and hands each element to every relay of `relays`, in order. A completion is
    /// ignored; an error goes to `Hooks.defaultErrorHandler` (RxSwift stops a debug build
    /// there).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(accept: relays.map { relay in { (element: Element) in relay.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in an optional, to every relay of `relays`;
    /// see `bind(to:)` for publish relays.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(accept: relays.map { relay in { (element: Element) in relay.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`, in order; see `bind(to:)`
    /// for publish relays.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(accept: relays.map { relay in { (element: Element) in relay.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in an optional, to every relay of `relays`;
    /// see `bind(to:)` for publish relays.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(accept: relays.map { relay in { (element: Element) in relay.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`, in order; see `bind(to:)`
    /// for publish relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(accept: relays.map { relay in { (element: Element) in relay.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in an optional, to every relay of `relays`;
    /// see `bind(to:)` for publish relays.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(accept: relays.map { relay in { (element: Element) in relay.accept(element) } })
    }

    /// Returns `binder(self)`: binds with a function that takes the sequence.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Returns `binder(self)(curriedArgument)`: binds with a curried function.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements. An error goes to `Hooks.defaultErrorHandler`
    /// (RxSwift stops a debug build there).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { Hooks.reportUnhandled($0) })
    }

    private func bind<Observer: ObserverType>(toObservers observers: [Observer]) -> Disposable where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    private func bind(accept: [(Element) -> Void]) -> Disposable {
        subscribe(onNext: { element in
            for accept in accept { accept(element) }
        }, onError: { Hooks.reportUnhandled($0) })
    }
}
