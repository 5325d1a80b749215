extension ObservableType {
    /// Passes on elements while `predicate` holds; at the first element that fails it, completes
    /// (emitting that element first when `behavior` is `.inclusive`) and unsubscribes from the
    /// source. A thrown error ends the sequence with that error.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    if sink.isStopped { return }
                    let passes: Bool
                    do { passes = try predicate(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    if passes {
                        sink.forwardNext(element)
                    } else {
                        if behavior == .inclusive { sink.forwardNext(element) }
                        sink.forwardTerminal(.completed)
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
