extension ObservableType {
    /// Maps each element to a sequence and concatenates them: a sequence is subscribed only after
    /// the previous one completed; the ones mapped meanwhile wait in order. Completes when this
    /// sequence and every inner sequence completed; any error ends it.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeSink<Element, Source.Element>.observable(asObservable(), maxConcurrent: 1) { element in
            try selector(element).asObservable()
        }
    }
}
