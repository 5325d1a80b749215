extension ObservableType {
    /// Emits `elements` first, in order, then the source's events.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            for element in elements { observer.on(.next(element)) }
            return source.subscribe(observer)
        }
    }
}
