extension InfallibleType {
    /// Shifts the elements and the completion by `dueTime` on `scheduler`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }
}
