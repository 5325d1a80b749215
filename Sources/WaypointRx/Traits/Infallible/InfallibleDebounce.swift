extension InfallibleType {
    /// An element passes once the source was quiet for `dueTime` on `scheduler`; see
    /// `Observable.debounce(_:scheduler:)`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }
}
