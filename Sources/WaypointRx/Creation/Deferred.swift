extension Observable {
    /// Calls `observableFactory` for each subscription and subscribes to the observable it
    /// returns; a thrown error is sent as the sequence's error. The inner subscription ends with
    /// the inner sequence's terminal event.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        make { observer in
            let source: Observable<Element>
            do { source = try observableFactory() } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.forward(event) }))
            return sink
        }
    }
}
