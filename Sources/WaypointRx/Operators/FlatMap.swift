extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all those sequences as they
    /// come. Completes when this sequence and every inner sequence completed; an error from any
    /// of them, or thrown by `selector`, ends the result and unsubscribes from everything.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeSink<Element, Source.Element>.observable(asObservable(), maxConcurrent: Int.max) { element in
            try selector(element).asObservable()
        }
    }
}
