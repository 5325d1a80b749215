extension PrimitiveSequence where Element: FixedWidthInteger {
    /// Answers `0` after `dueTime` on `scheduler`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}
