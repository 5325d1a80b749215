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

    /// Emits `element` on `scheduler`, then completes.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        make { observer in
            let sink = Sink(observer)
            sink.setUpstream(scheduler.schedule(sink) { sink in
                sink.forwardNext(element)
                sink.forwardTerminal(.completed)
                return Disposables.create()
            })
            return sink
        }
    }
}
