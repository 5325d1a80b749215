extension InfallibleType {
    /// At most one element per `dueTime` on `scheduler`; see
    /// `Observable.throttle(_:latest:scheduler:)`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}
