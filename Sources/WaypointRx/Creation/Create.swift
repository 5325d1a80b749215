extension Observable {
    /// An observable whose subscriptions run `subscribe`, which sends events to the observer it
    /// is given and returns what to dispose when the subscription ends.
    ///
    /// Events after a terminal event or after disposal are dropped; the returned disposable runs
    /// after a terminal event too.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        make { observer in
            let sink = Sink(observer)
            sink.setUpstream(subscribe(AnyObserver { event in sink.forward(event) }))
            return sink
        }
    }
}
