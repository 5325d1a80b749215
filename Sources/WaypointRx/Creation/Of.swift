extension Observable {
    /// Emits `elements` in order, then completes.
    ///
    /// The elements are sent in a loop once the subscription is wired up, checking before each
    /// one whether the subscription was disposed.
    @inlinable
    public static func of(_ elements: Element...) -> Observable<Element> {
        synchronousSequence(elements)
    }

    /// Emits `elements` in order on `scheduler`, one scheduled step per element, then completes
    /// in one more step.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        scheduledSequence(elements, scheduler: scheduler)
    }
}
