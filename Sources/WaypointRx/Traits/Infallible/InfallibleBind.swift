extension InfallibleType {
    /// Subscribes and sends every event to each of `observers`; see `Observable.bind(to:)`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        let source = asObservable()
        return source.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes and sends every event, its element wrapped in an optional, to each of
    /// `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { Optional($0) }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes and hands each element to every relay of `relays`, in order.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`, in order.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`, in order.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Subscribes `onNext` to the elements.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
