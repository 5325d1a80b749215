extension InfallibleType {
    /// Emits `elements` first, then the sequence's.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable.concat([Observable.from(elements), asObservable()]))
    }
}
