extension ObservableType {
    /// Passes on the source's only element and completes with it. Fails with
    /// `RxError.moreThanOneElement` at a second element (and unsubscribes), or with
    /// `RxError.noElements` when the source completes empty.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Passes on the only element that satisfies `predicate` and completes with the source.
    /// Fails with `RxError.moreThanOneElement` at a second match (and unsubscribes), or with
    /// `RxError.noElements` when the source completes without a match. A thrown error ends the
    /// sequence with that error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var seen = false
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    let matches: Bool
                    do { matches = try predicate(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    if !matches { return }
                    if seen {
                        sink.forwardTerminal(.error(RxError.moreThanOneElement))
                        return
                    }
                    seen = true
                    sink.forwardNext(element)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed:
                    sink.forwardTerminal(seen ? .completed : .error(RxError.noElements))
                }
            }))
            return sink
        }
    }
}
