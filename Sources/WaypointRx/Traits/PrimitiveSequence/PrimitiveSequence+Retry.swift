extension PrimitiveSequence {
    /// Subscribes again after every error, without limit.
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttempts` times in all (the first attempt included) while the
    /// sequence fails; the last error is passed on.
    public func retry(_ maxAttempts: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttempts))
    }

    /// Subscribes again each time the sequence `notificationHandler` builds from the errors
    /// emits; its completion completes the result, its error fails it.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// `retry(when:)` for errors of one type: an error of another type is passed on.
    public func retry<Trigger: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }
}
