extension ObservableType where Element: FixedWidthInteger {
    /// Emits `0`, `1`, `2`, … every `period` on `scheduler`, the first one `period` after
    /// subscription; it never completes.
    ///
    /// A `period` of zero or less fails at subscription with `RxError.argumentOutOfRange`.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
