import WaypointRx

/// Marble diagrams: timelines drawn as strings, for test observables and assertions.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = try scheduler.createHotObservable("-a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertMarbles(res, "-B--C--|", values: ["B": 20, "C": 30])
/// XCTAssertSubscriptions(xs, "^------!")
/// ```
///
/// ## Syntax
/// Each character is one *frame* of `frameTicks` virtual ticks (10 by default, so `"--a"` puts
/// `a` 20 ticks after frame 0):
///
/// | character | meaning |
/// |---|---|
/// | `-` | one frame in which nothing happens |
/// | `a` (any other character) | `.next` with `values["a"]` in that frame, or `.error` with `errors["a"]` |
/// | `\|` | `.completed` |
/// | `#` | `.error` with `errors["#"]`, or `MarbleTestError()` when none is given |
/// | `^` | the subscription point of a hot observable: frame 0 (frames before it have negative offsets) |
/// | `(ab)` | `a` and `b` in the same frame: the frame of `(` |
/// | space, newline | ignored (use them to line diagrams up); they take no frame |
///
/// As in RxJS, every character other than whitespace takes a frame, parentheses and the
/// characters of a group included: in `"--(ab)-|"`, `a` and `b` are at frame 2 and `|` at
/// frame 7. This keeps diagrams written one above the other aligned.
///
/// ## Which tick frame 0 is
/// A diagram is drawn from the subscriber's point of view: frame 0 is the subscription.
/// - **Cold observable**: frame 0 is each subscription's own tick (events are relative to it).
/// - **Hot observable**: frame 0 is the `^`, or the first character without one, and stands for
///   tick `subscribed` (200 by default: when `TestScheduler.start` subscribes). So
///   `"-a-^-b-|"` sends `a` at tick 180, `b` at 220 and completes at 240.
/// - **Expected timelines** (`XCTAssertMarbles`): frame 0 is tick `subscribed` (200 by default)
///   and `^` may mark it, as for hot observables.
/// - **Subscription diagrams** (`XCTAssertSubscriptions`): frame 0 is tick `subscribed`; `^`
///   marks the subscription and `!` the unsubscription: `"^---!"` is `Subscription(200, 240)`.
///
/// Events that do not fall on a frame (RxTest's one-tick processing delay after
/// `observe(on:)` or `subscribe(on:)` on a `TestScheduler`, say) cannot be drawn with 10-tick
/// frames: create the scheduler with `simulateProcessingDelay: false`, or pass `frameTicks: 1`.
///
/// ## Mistakes
/// An unknown character, a `(` without `)`, a group inside a group, `-` or `^` inside a group,
/// a second `^`, a `^` in a cold diagram, a value key that is not one character or is a syntax
/// character, a key given both as value and error, a frame length below 1, or a hot event
/// before tick 0 all throw a `MarbleSyntaxError` that quotes the diagram and points at the
/// character.
public enum MarbleDiagram {
    /// Ticks per frame unless given: 10.
    public static let defaultFrameTicks: TestTime = 10

    /// The events a diagram describes, at their ticks: frame 0 (the `^`, or the first character)
    /// is tick `origin`. Pass `allowsSubscriptionPoint: false` to reject `^` (cold diagrams).
    public static func recorded<Element>(
        _ diagram: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        origin: TestTime = 0,
        allowsSubscriptionPoint: Bool = true,
        frameTicks: TestTime = defaultFrameTicks
    ) throws -> [Recorded<Event<Element>>] {
        let parsed = try parse(diagram, values: values, errors: errors, allowsSubscriptionPoint: allowsSubscriptionPoint, frameTicks: frameTicks)
        return parsed.events.map { frame, event in
            Recorded(time: origin + (frame - parsed.zeroFrame) * frameTicks, value: event)
        }
    }

    /// The subscription a subscription diagram describes: `^` subscribes and `!` unsubscribes
    /// (missing: still subscribed); `-` is a frame, whitespace is ignored; frame 0 is tick
    /// `origin`. `"^---!"` is `Subscription(origin, origin + 4 * frameTicks)`.
    public static func subscription(
        _ diagram: String,
        origin: TestTime = TestScheduler.defaultSubscribed,
        frameTicks: TestTime = defaultFrameTicks
    ) throws -> Subscription {
        try checkFrameTicks(frameTicks, diagram: diagram)
        var frame = 0
        var subscribed: Int?
        var unsubscribed: Int?
        for (position, character) in diagram.enumerated() {
            if character.isWhitespace { continue }
            switch character {
            case "-":
                break
            case "^":
                if subscribed != nil { throw MarbleSyntaxError("a subscription diagram has one \"^\"", diagram: diagram, position: position) }
                subscribed = frame
            case "!":
                if subscribed == nil { throw MarbleSyntaxError("\"!\" (unsubscription) comes before \"^\" (subscription)", diagram: diagram, position: position) }
                if unsubscribed != nil { throw MarbleSyntaxError("a subscription diagram has at most one \"!\"", diagram: diagram, position: position) }
                unsubscribed = frame
            default:
                throw MarbleSyntaxError("a subscription diagram holds only \"-\", \"^\" and \"!\", not \"\(character)\"", diagram: diagram, position: position)
            }
            frame += 1
        }
        guard let subscribed else { throw MarbleSyntaxError("a subscription diagram needs a \"^\"", diagram: diagram) }
        let start = origin + subscribed * frameTicks
        guard let unsubscribed else { return Subscription(start) }
        return Subscription(start, origin + unsubscribed * frameTicks)
    }

    // MARK: - Parsing

    /// Events by frame index, and the frame index of `^` (0 without one).
    struct Parsed<Element> {
        var events: [(frame: Int, event: Event<Element>)] = []
        var zeroFrame = 0
    }

    static let syntaxCharacters: Set<Character> = ["-", "|", "#", "^", "(", ")"]

    static func checkFrameTicks(_ frameTicks: TestTime, diagram: String) throws {
        if frameTicks < 1 {
            throw MarbleSyntaxError("the frame length must be at least 1 tick, not \(frameTicks)", diagram: diagram)
        }
    }

    static func parse<Element>(
        _ diagram: String,
        values: [String: Element],
        errors: [String: Swift.Error],
        allowsSubscriptionPoint: Bool,
        frameTicks: TestTime
    ) throws -> Parsed<Element> {
        try checkFrameTicks(frameTicks, diagram: diagram)
        let (valueMap, errorMap) = try checkKeys(values: values, errors: errors, diagram: diagram)
        var parsed = Parsed<Element>()
        var frame = 0
        var groupFrame: Int?
        var groupStart = 0
        var groupSize = 0
        var sawSubscriptionPoint = false
        for (position, character) in diagram.enumerated() {
            if character.isWhitespace { continue }
            defer { frame += 1 }
            let eventFrame = groupFrame ?? frame
            switch character {
            case "-":
                if groupFrame != nil { throw MarbleSyntaxError("\"-\" inside a group: a group is a single frame", diagram: diagram, position: position) }
            case "^":
                if groupFrame != nil { throw MarbleSyntaxError("\"^\" inside a group", diagram: diagram, position: position) }
                if !allowsSubscriptionPoint {
                    throw MarbleSyntaxError("\"^\" marks the subscription point of a hot observable; a cold diagram starts at its subscription", diagram: diagram, position: position)
                }
                if sawSubscriptionPoint { throw MarbleSyntaxError("a second \"^\": a diagram has one subscription point", diagram: diagram, position: position) }
                sawSubscriptionPoint = true
                parsed.zeroFrame = frame
            case "(":
                if groupFrame != nil { throw MarbleSyntaxError("a group inside a group", diagram: diagram, position: position) }
                groupFrame = frame
                groupStart = position
                groupSize = 0
            case ")":
                guard groupFrame != nil else { throw MarbleSyntaxError("\")\" without \"(\"", diagram: diagram, position: position) }
                if groupSize == 0 { throw MarbleSyntaxError("an empty group", diagram: diagram, position: position) }
                groupFrame = nil
            case "|":
                parsed.events.append((eventFrame, .completed))
                groupSize += 1
            default:
                if let value = valueMap[character] {
                    parsed.events.append((eventFrame, .next(value)))
                } else if let error = errorMap[character] {
                    parsed.events.append((eventFrame, .error(error)))
                } else if character == "#" {
                    parsed.events.append((eventFrame, .error(MarbleTestError())))
                } else {
                    throw MarbleSyntaxError("no value or error is given for \"\(character)\"", diagram: diagram, position: position)
                }
                groupSize += 1
            }
        }
        if groupFrame != nil {
            throw MarbleSyntaxError("\"(\" without \")\"", diagram: diagram, position: groupStart)
        }
        return parsed
    }

    /// Checks that every key is one character and not a syntax character (errors may use `#`),
    /// and that no key is both a value and an error.
    static func checkKeys<Element>(
        values: [String: Element],
        errors: [String: Swift.Error],
        diagram: String
    ) throws -> ([Character: Element], [Character: Swift.Error]) {
        func character(of key: String, isError: Bool) throws -> Character {
            guard key.count == 1, let character = key.first, !character.isWhitespace else {
                throw MarbleSyntaxError("the key \"\(key)\" must be a single character that is not whitespace", diagram: diagram)
            }
            if syntaxCharacters.contains(character), !(isError && character == "#") {
                throw MarbleSyntaxError("the key \"\(key)\" is a syntax character (- | # ^ ( ) are reserved; errors may use #)", diagram: diagram)
            }
            return character
        }
        var valueMap: [Character: Element] = [:]
        for (key, value) in values { valueMap[try character(of: key, isError: false)] = value }
        var errorMap: [Character: Swift.Error] = [:]
        for (key, error) in errors {
            let character = try character(of: key, isError: true)
            if valueMap[character] != nil {
                throw MarbleSyntaxError("\"\(key)\" is given both as a value and as an error", diagram: diagram)
            }
            errorMap[character] = error
        }
        return (valueMap, errorMap)
    }
}
