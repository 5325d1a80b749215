extension ObservableType {
    /// Maps an element to a sequence and forwards its elements; elements that arrive while that
    /// sequence is still running are dropped (`selector` is not called for them). Completes when
    /// this sequence and the running inner sequence completed; any error ends it.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeSink<Element, Source.Element>.observable(asObservable(), maxConcurrent: Int.max, ignoreWhileActive: true) { element in
            try selector(element).asObservable()
        }
    }
}
