extension PrimitiveSequence {
    /// Shifts the element and the completion forward in time by `dueTime` on `scheduler`; an
    /// error is passed on at once (as `ObservableType.delay` does).
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }
}
