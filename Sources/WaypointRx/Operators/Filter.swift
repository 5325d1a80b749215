extension ObservableType {
    /// Passes on the elements that satisfy `predicate`; a thrown error ends the sequence.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    let passes: Bool
                    do { passes = try predicate(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    if passes { sink.forwardNext(element) }
                case .error, .completed: sink.forwardTerminal(event)
                }
            }))
            return sink
        }
    }
}
