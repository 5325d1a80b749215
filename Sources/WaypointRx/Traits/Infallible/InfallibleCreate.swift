extension Infallible {
    /// The function an `Infallible.create` closure calls with each event.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An infallible whose subscriptions run `subscribe`, which sends events to the function it
    /// is given and returns what to dispose when the subscription ends. Events after the
    /// completion or after disposal are dropped.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(element))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Emits `element`, then completes.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// Emits `element` on `scheduler`, then completes in a second scheduled step.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> where Element: Sendable {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// Emits `elements` in order, then completes (in a loop, as `Observable.of`).
    public static func of(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable.from(elements))
    }

    /// Emits `elements` in order on `scheduler`, one step per element, then completes.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Infallible<Element> where Element: Sendable {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// Emits the elements of `sequence` in order, then completes.
    public static func from<Source: Sequence>(_ sequence: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence))
    }

    /// Emits the elements of `sequence` in order on `scheduler`, then completes.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Infallible<Element> where Source.Element == Element, Element: Sendable {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }

    /// Emits `optional`'s value if it has one, then completes.
    public static func from(optional: Element?) -> Infallible<Element> {
        Infallible(Observable.from(optional: optional))
    }

    /// Completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// Never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// Calls `factory` for each subscription and subscribes to the infallible it returns.
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred { factory().asObservable() })
    }

    /// Emits `element` forever; stop it by disposing (or with `take`).
    public static func repeatElement(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.repeatElement(element))
    }
}

extension Infallible where Element: FixedWidthInteger {
    /// `count` integers from `start`, then completes; a negative count or one that would pass
    /// `Element.max` completes at once (an infallible cannot fail).
    public static func range(start: Element, count: Element) -> Infallible<Element> {
        Infallible(Observable.range(start: start, count: count).catch { _ in Observable.empty() })
    }

    /// `0, 1, 2, …` every `period` on `scheduler`, the first one period after subscription.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler).catch { _ in Observable.empty() })
    }

    /// `0` after `dueTime` on `scheduler` and completes, or with `period` goes on with `1, 2, …`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler).catch { _ in Observable.empty() })
    }
}
