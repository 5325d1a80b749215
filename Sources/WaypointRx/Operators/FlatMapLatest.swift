extension ObservableType {
    /// Maps each element to a sequence and forwards the elements of the most recent one only:
    /// each new element unsubscribes from the previous inner sequence. Completes when this
    /// sequence and the current inner sequence completed; an error from either, or thrown by
    /// `selector`, ends it.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        SwitchSink<Element, Source.Element>.observable(asObservable()) { element in
            try selector(element).asObservable()
        }
    }
}
