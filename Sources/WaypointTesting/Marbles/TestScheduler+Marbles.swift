import WaypointRx

extension TestScheduler {
    /// A hot observable drawn as a marble diagram (see `MarbleDiagram`): frame 0, the `^` or the
    /// first character, is tick `subscribed` (200 by default, when `start` subscribes).
    ///
    /// ```swift
    /// let xs = try scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
    /// // next(180, 1), next(220, 2), completed(240)
    /// ```
    /// Throws a `MarbleSyntaxError` for a bad diagram, or one whose events fall before tick 0.
    public func createHotObservable<Element>(
        _ diagram: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        subscribed: TestTime = TestScheduler.defaultSubscribed,
        frameTicks: TestTime = MarbleDiagram.defaultFrameTicks
    ) throws -> TestableObservable<Element> {
        let events = try MarbleDiagram.recorded(diagram, values: values, errors: errors, origin: subscribed, frameTicks: frameTicks)
        if let first = events.first, first.time < 0 {
            throw MarbleSyntaxError("the first event falls at tick \(first.time), before tick 0: move \"^\" or subscribe later", diagram: diagram)
        }
        return createHotObservable(events)
    }

    /// A cold observable drawn as a marble diagram (see `MarbleDiagram`): each subscription
    /// receives the events with frame 0 at its own subscription tick. `^` is not allowed.
    ///
    /// ```swift
    /// let xs = try scheduler.createColdObservable("--a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
    /// // subscribed at 200: next(220, 1), next(240, 2), next(240, 3), completed(290)
    /// ```
    /// Throws a `MarbleSyntaxError` for a bad diagram.
    public func createColdObservable<Element>(
        _ diagram: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        frameTicks: TestTime = MarbleDiagram.defaultFrameTicks
    ) throws -> TestableObservable<Element> {
        createColdObservable(try MarbleDiagram.recorded(diagram, values: values, errors: errors, origin: 0, allowsSubscriptionPoint: false, frameTicks: frameTicks))
    }
}
