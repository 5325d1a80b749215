extension Observable {
    /// Emits the wrapped value if there is one, then completes.
    public static func from(optional: Element?) -> Observable<Element> {
        make { observer in
            if let optional { observer.on(.next(optional)) }
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Emits the wrapped value (if any) on `scheduler`, then completes in a later scheduled step
    /// (an empty optional completes in the first step).
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        make { observer in
            let sink = Sink(observer)
            sink.setUpstream(scheduler.schedule(sink) { sink in
                guard let optional else {
                    sink.forwardTerminal(.completed)
                    return Disposables.create()
                }
                sink.forwardNext(optional)
                return scheduler.schedule(sink) { sink in
                    sink.forwardTerminal(.completed)
                    return Disposables.create()
                }
            })
            return sink
        }
    }
}
