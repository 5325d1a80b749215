extension Observable {
    /// Emits `element`, then completes.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        make { observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Emits `element` on `scheduler`, then completes in a second scheduled step (as RxSwift does).
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        scheduledSequence([element], scheduler: scheduler)
    }
}
