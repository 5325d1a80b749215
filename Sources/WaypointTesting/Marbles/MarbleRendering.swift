import WaypointRx

extension MarbleDiagram {
    /// Draws recorded events as a marble diagram whose frame 0 is tick `origin`: the inverse of
    /// `recorded(_:values:errors:origin:frameTicks:)` for events that fall on frames.
    ///
    /// Elements and errors are drawn with their key in `values` / `errors` (`#` for a
    /// `MarbleTestError`), or `?` when there is none; events at one tick become a group. An event
    /// before `origin` or between frames is drawn in the frame before it and listed after the
    /// diagram; the diagram is then approximate.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        origin: TestTime = TestScheduler.defaultSubscribed,
        frameTicks: TestTime = defaultFrameTicks
    ) -> String {
        let frameTicks = max(frameTicks, 1)
        let valueKeys = values.keys.sorted()
        let errorKeys = errors.keys.sorted()

        func symbol(_ event: Event<Element>) -> String {
            switch event {
            case .next(let element):
                return valueKeys.first { values[$0] == element } ?? "?"
            case .error(let error):
                let description = String(reflecting: error)
                if let key = errorKeys.first(where: { String(reflecting: errors[$0]!) == description }) { return key }
                return error is MarbleTestError ? "#" : "?"
            case .completed:
                return "|"
            }
        }

        var diagram = ""
        var cursor = 0
        var offFrame: [String] = []
        var index = 0
        while index < events.count {
            let time = events[index].time
            var end = index
            while end < events.count, events[end].time == time { end += 1 }
            let offset = time - origin
            let frame = offset >= 0 ? offset / frameTicks : 0
            if offset < 0 || offset % frameTicks != 0 {
                offFrame += events[index..<end].map { "\($0.time): \($0.value)" }
            }
            if cursor < frame {
                diagram += String(repeating: "-", count: frame - cursor)
                cursor = frame
            }
            let symbols = events[index..<end].map { symbol($0.value) }
            let drawn = symbols.count == 1 ? symbols[0] : "(" + symbols.joined() + ")"
            diagram += drawn
            cursor += drawn.count
            index = end
        }
        if !offFrame.isEmpty {
            diagram += "   (not on a frame: " + offFrame.joined(separator: ", ") + ")"
        }
        return diagram
    }

    /// `nil` when `actual` is exactly the timeline `expected` draws (frame 0 is tick `origin`);
    /// otherwise a report with both timelines as diagrams and as event lists. A bad diagram
    /// throws a `MarbleSyntaxError`.
    public static func mismatch<Element: Equatable>(
        _ actual: [Recorded<Event<Element>>],
        expected diagram: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        origin: TestTime = TestScheduler.defaultSubscribed,
        frameTicks: TestTime = defaultFrameTicks
    ) throws -> String? {
        let expected = try recorded(diagram, values: values, errors: errors, origin: origin, frameTicks: frameTicks)
        guard let eventReport = TimelineDiff.describe(expected: expected, actual: actual) else { return nil }
        let drawnExpected = render(expected, values: values, errors: errors, origin: origin, frameTicks: frameTicks)
        let drawnActual = render(actual, values: values, errors: errors, origin: origin, frameTicks: frameTicks)
        return [
            "Marble timelines differ (1 frame = \(frameTicks) ticks, frame 0 = tick \(origin)):",
            "  expected: \(drawnExpected)",
            "  actual:   \(drawnActual)",
            eventReport,
        ].joined(separator: "\n")
    }
}
