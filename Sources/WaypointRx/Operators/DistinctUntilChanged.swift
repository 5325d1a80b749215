extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one emitted before it.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key equals the key of the element emitted before it. A thrown
    /// error ends the sequence with that error.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` calls equal to the element emitted before it. A thrown
    /// error ends the sequence with that error.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose value at `keyPath` equals that of the element emitted before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }

    /// Drops each element whose key `comparer` calls equal to the key of the element emitted
    /// before it. A thrown error ends the sequence with that error.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var lastKey: Key?
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    do {
                        let key = try keySelector(element)
                        if let previous = lastKey, try comparer(previous, key) { return }
                        lastKey = key
                    } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    sink.forwardNext(element)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
