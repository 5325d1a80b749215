import WaypointRx
import WaypointTesting

/// A plain reference implementation of the operators of `PropertyPipeline`, over arrays of
/// events: no observers, no schedulers, no disposables. A subscription at tick `s` is a
/// function from `s` to the list of events it receives, and each operator is a function of
/// the lists of its sources.
///
/// Within one tick the order of events matters (a value before or after an error). Each event
/// carries a key that orders it:
/// - events at a later tick than their subscription come from a test source, one per tick per
///   source; their key is `(tick, 0, path)` (a hot source that sends at the very tick it is
///   subscribed is ambiguous: whether that event arrives depends on scheduling order);
/// - events at the subscription tick itself are emitted while subscribing (`startWith`, and
///   whatever they cause). WaypointRx subscribes synchronously, except that `concat` and `retry`
///   start their first subscription once the outermost `subscribe` call on the thread returns
///   (first in, first out: a breadth-first order). The key `(tick, depth, path)` gives the
///   number of such deferrals (`depth`) and the position in the tree of subscriptions (`path`),
///   so sorting by key gives the order WaypointRx must produce.
/// - a subscription caused by an event (the next source of `concat` after a completion, an inner
///   sequence of `flatMap` after an element) nests its keys under the key of that event.
///
/// When two sources of one operator send at the same tick, the order of their events depends on
/// scheduling details the model does not track; the model then gives up on the case
/// (`PropertyAmbiguity`) instead of guessing, and the test draws another one.
struct PropertyModel {
    let sources: PropertySources
    /// The subscription is disposed at this tick: nothing at or after it is received.
    let horizon: Int

    struct Key: Comparable, CustomStringConvertible {
        var time: Int
        var depth: Int
        var path: [Int]

        static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.time != rhs.time { return lhs.time < rhs.time }
            if lhs.depth != rhs.depth { return lhs.depth < rhs.depth }
            return lhs.path.lexicographicallyPrecedes(rhs.path)
        }

        var description: String { "\(time)/\(depth)/\(path)" }
    }

    struct Item {
        var key: Key
        var event: Event<Int>
    }

    /// What a subscription at one tick receives, in order.
    typealias Timeline = [Item]

    /// The reference output of `pipeline` subscribed at `time`, as recorded events.
    func expected(_ pipeline: PropertyPipeline, subscribedAt time: Int) throws -> [Recorded<Event<Int>>] {
        try run(pipeline, at: time).map { Recorded(time: $0.key.time, value: $0.event) }
    }

    // MARK: - Evaluation

    func run(_ pipeline: PropertyPipeline, at time: Int) throws -> Timeline {
        switch pipeline {
        case .hot(let index):
            // An element sent at the very tick of the subscription arrives or not depending on
            // which was scheduled first (another hot source's event at that tick may be what
            // caused the subscription): the model does not guess.
            if sources.hot[index].contains(where: { $0.time == time }) {
                throw PropertyAmbiguity(reason: "hot\(index) sends at its subscription tick \(time)")
            }
            return sources.hot[index]
                .filter { $0.time > time && $0.time < horizon }
                .map { Item(key: Key(time: $0.time, depth: 0, path: []), event: $0.value) }
        case .cold(let index):
            return sources.cold[index]
                .filter { time + $0.time < horizon }
                .map { Item(key: Key(time: time + $0.time, depth: 0, path: []), event: $0.value) }
        case .wide(let index):
            return sources.wide[index]
                .filter { time + $0.time < horizon }
                .map { Item(key: Key(time: time + $0.time, depth: 0, path: []), event: $0.value) }
        case .skipTime(let ticks, let source):
            // The timer is due at `time + ticks`; an element at that very tick arrives or not
            // depending on which was scheduled first: the model does not guess.
            let opens = time + ticks
            var result: Timeline = []
            for item in try run(source, at: time) {
                if case .next = item.event {
                    if item.key.time == opens { throw PropertyAmbiguity(reason: "an element at the tick skip's timer fires") }
                    if item.key.time < opens { continue }
                }
                result.append(item)
            }
            return result
        case .map(let multiplier, let addend, let source):
            return try unary(run(source, at: time)) { event in
                [event.map { ($0 * multiplier + addend) % propertyModulus }]
            }
        case .tryMap(let failOn, let source):
            return try unary(run(source, at: time)) { event in
                if case .next(failOn) = event { return [.error(PropertyError(description: "map threw on \(failOn)"))] }
                return [event]
            }
        case .filter(let divisor, let remainder, let source):
            return try unary(run(source, at: time)) { event in
                if case .next(let value) = event, value % divisor == remainder { return [] }
                return [event]
            }
        case .scan(let seed, let source):
            var accumulator = seed
            return try unary(run(source, at: time)) { event in
                guard case .next(let value) = event else { return [event] }
                accumulator = (accumulator + value) % propertyModulus
                return [.next(accumulator)]
            }
        case .take(let count, let source):
            var remaining = count
            return try unary(run(source, at: time)) { event in
                guard case .next = event else { return [event] }
                remaining -= 1
                return remaining == 0 ? [event, .completed] : [event]
            }
        case .skip(let count, let source):
            var remaining = count
            return try unary(run(source, at: time)) { event in
                guard case .next = event else { return [event] }
                if remaining > 0 {
                    remaining -= 1
                    return []
                }
                return [event]
            }
        case .distinctUntilChanged(let source):
            var last: Int?
            return try unary(run(source, at: time)) { event in
                guard case .next(let value) = event else { return [event] }
                if value == last { return [] }
                last = value
                return [event]
            }
        case .startWith(let values, let source):
            let own = values.enumerated().map { Item(key: Key(time: time, depth: 0, path: [0, $0.offset]), event: .next($0.element)) }
            return own + nest(try run(source, at: time), subscribedAt: time, under: Key(time: time, depth: 0, path: [1]))
        case .merge(let sources):
            return try merge(sources, at: time)
        case .concat(let sources):
            return try concat(sources, at: time)
        case .combineLatest(let sources, _):
            return try combineLatest(sources, at: time)
        case .zip(let sources, _):
            return try zip(sources, at: time)
        case .flatMap(let source, let inners):
            return try flatMap(source, inners, at: time, mode: .merge)
        case .flatMapLatest(let source, let inners):
            return try flatMap(source, inners, at: time, mode: .latest)
        case .concatMap(let source, let inners):
            return try flatMap(source, inners, at: time, mode: .concat)
        case .catchError(let source, let fallback):
            return try catchError(source, fallback, at: time)
        case .retry(let count, let source):
            return try retry(source, maxAttempts: count, at: time)
        case .ifEmptyDefault(let value, let source):
            var empty = true
            return try unary(run(source, at: time)) { event in
                switch event {
                case .next: empty = false
                case .completed where empty: return [.next(value), .completed]
                default: break
                }
                return [event]
            }
        case .ifEmptySwitch(let source, let fallback):
            return try ifEmptySwitch(source, fallback, at: time)
        case .catchSequence(let sources):
            return try catchSequence(sources, at: time)
        }
    }

    /// Re-keys a timeline subscribed at `time` so that it sits under `parent`: its events at the
    /// subscription tick follow `parent` (depths add up), and every path gets `parent`'s path in
    /// front.
    func nest(_ timeline: Timeline, subscribedAt time: Int, under parent: Key) -> Timeline {
        timeline.map { item in
            var key = item.key
            if key.time == time { key.depth += parent.depth }
            key.path = parent.path + key.path
            return Item(key: key, event: item.event)
        }
    }

    /// The key of a subscription caused by the event at `key`.
    func caused(by key: Key) -> Key {
        Key(time: key.time, depth: key.depth, path: key.path + [1])
    }

    /// Applies a per-event transformation, stopping after the first terminal event. An event
    /// that becomes several keeps its place: they get sub-keys.
    func unary(_ timeline: Timeline, _ transform: (Event<Int>) -> [Event<Int>]) -> Timeline {
        var result: Timeline = []
        for item in timeline {
            let outputs = transform(item.event)
            for (index, event) in outputs.enumerated() {
                var key = item.key
                if outputs.count > 1 { key.path.append(index) }
                result.append(Item(key: key, event: event))
                if event.isStopEvent { return result }
            }
        }
        return result
    }

    // MARK: - Several sources at once

    /// The live sources of a combining operator: it hands out their events in key order and
    /// checks, at the end, that no two of them sent at the same tick on their own.
    struct Streams {
        struct Stream {
            var items: Timeline
            var position = 0
            let subscribedAt: Int
            var live = true
            var stoppedAt = Int.max
        }

        var streams: [Stream] = []

        mutating func add(_ items: Timeline, subscribedAt time: Int) -> Int {
            streams.append(Stream(items: items, subscribedAt: time))
            return streams.count - 1
        }

        /// The next event of any live stream, by key.
        mutating func next() -> (stream: Int, item: Item)? {
            var best: Int?
            for index in streams.indices where streams[index].live && streams[index].position < streams[index].items.count {
                if let current = best {
                    if streams[index].items[streams[index].position].key < streams[current].items[streams[current].position].key {
                        best = index
                    }
                } else {
                    best = index
                }
            }
            guard let best else { return nil }
            let item = streams[best].items[streams[best].position]
            streams[best].position += 1
            return (best, item)
        }

        /// Unsubscribes `stream` at tick `time`.
        mutating func stop(_ stream: Int, at time: Int) {
            streams[stream].live = false
            streams[stream].stoppedAt = time
        }

        /// Throws when two streams send at the same tick (after their own subscription tick,
        /// while they were live, not after `end`).
        func checkNoTies(until end: Int) throws {
            var owner: [Int: Int] = [:]
            for (index, stream) in streams.enumerated() {
                var seen = Set<Int>()
                for item in stream.items where item.key.time > stream.subscribedAt
                    && item.key.time <= stream.stoppedAt && item.key.time <= end {
                    seen.insert(item.key.time)
                }
                for time in seen {
                    if let other = owner[time], other != index {
                        throw PropertyAmbiguity(reason: "two sources send at tick \(time)")
                    }
                    owner[time] = index
                }
            }
        }
    }

    /// Runs `sources` side by side from `time`: each is subscribed in order, under its index.
    func start(_ sources: [PropertyPipeline], at time: Int) throws -> Streams {
        var streams = Streams()
        for (index, source) in sources.enumerated() {
            let timeline = nest(try run(source, at: time), subscribedAt: time, under: Key(time: time, depth: 0, path: [index]))
            _ = streams.add(timeline, subscribedAt: time)
        }
        return streams
    }

    func merge(_ sources: [PropertyPipeline], at time: Int) throws -> Timeline {
        var streams = try start(sources, at: time)
        var result: Timeline = []
        var completed = 0
        var end = Int.max
        while let (stream, item) = streams.next() {
            switch item.event {
            case .next:
                result.append(item)
                continue
            case .error:
                result.append(item)
            case .completed:
                streams.stop(stream, at: item.key.time)
                completed += 1
                if completed < sources.count { continue }
                result.append(item)
            }
            end = item.key.time
            break
        }
        try streams.checkNoTies(until: end)
        return result
    }

    func combineLatest(_ sources: [PropertyPipeline], at time: Int) throws -> Timeline {
        var streams = try start(sources, at: time)
        var latest = [Int?](repeating: nil, count: sources.count)
        var done = [Bool](repeating: false, count: sources.count)
        var result: Timeline = []
        var end = Int.max
        loop: while let (stream, item) = streams.next() {
            switch item.event {
            case .next(let value):
                latest[stream] = value
                let values = latest.compactMap { $0 }
                if values.count == sources.count {
                    result.append(Item(key: item.key, event: .next(propertyCombine(values))))
                } else if done.indices.allSatisfy({ $0 == stream || done[$0] }) {
                    // Every other source completed and one never sent: nothing can follow.
                    result.append(Item(key: item.key, event: .completed))
                    end = item.key.time
                    break loop
                }
            case .error:
                result.append(item)
                end = item.key.time
                break loop
            case .completed:
                done[stream] = true
                streams.stop(stream, at: item.key.time)
                if done.allSatisfy({ $0 }) {
                    result.append(item)
                    end = item.key.time
                    break loop
                }
            }
        }
        try streams.checkNoTies(until: end)
        return result
    }

    func zip(_ sources: [PropertyPipeline], at time: Int) throws -> Timeline {
        var streams = try start(sources, at: time)
        var queues = [[Int]](repeating: [], count: sources.count)
        var done = [Bool](repeating: false, count: sources.count)
        var result: Timeline = []
        var end = Int.max
        loop: while let (stream, item) = streams.next() {
            switch item.event {
            case .next(let value):
                queues[stream].append(value)
                guard queues.allSatisfy({ !$0.isEmpty }) else { continue }
                let values = queues.map { $0[0] }
                for index in queues.indices { queues[index].removeFirst() }
                let finished = queues.indices.contains { done[$0] && queues[$0].isEmpty }
                if finished {
                    result.append(Item(key: Key(time: item.key.time, depth: item.key.depth, path: item.key.path + [0]), event: .next(propertyCombine(values))))
                    result.append(Item(key: Key(time: item.key.time, depth: item.key.depth, path: item.key.path + [1]), event: .completed))
                    end = item.key.time
                    break loop
                }
                result.append(Item(key: item.key, event: .next(propertyCombine(values))))
            case .error:
                result.append(item)
                end = item.key.time
                break loop
            case .completed:
                done[stream] = true
                streams.stop(stream, at: item.key.time)
                if queues[stream].isEmpty {
                    result.append(item)
                    end = item.key.time
                    break loop
                }
            }
        }
        try streams.checkNoTies(until: end)
        return result
    }

    enum FlatMapMode {
        case merge, latest, concat
    }

    /// The inner sequence for outer element `value`, subscribed under the key of that element.
    func inner(_ inners: [PropertyPipeline], value: Int, key: Key) throws -> Timeline {
        let timeline = try unary(run(inners[value % inners.count], at: key.time)) { event in
            [event.map { (value + $0) % propertyModulus }]
        }
        return nest(timeline, subscribedAt: key.time, under: caused(by: key))
    }

    func flatMap(_ source: PropertyPipeline, _ inners: [PropertyPipeline], at time: Int, mode: FlatMapMode) throws -> Timeline {
        var streams = try start([source], at: time)
        let outer = 0
        var active: [Int] = []  // live inner streams
        var waiting: [Int] = []  // concatMap: outer elements waiting for the current inner
        var outerDone = false
        var result: Timeline = []
        var end = Int.max
        loop: while let (stream, item) = streams.next() {
            if stream == outer {
                switch item.event {
                case .next(let value):
                    switch mode {
                    case .merge:
                        active.append(streams.add(try inner(inners, value: value, key: item.key), subscribedAt: item.key.time))
                    case .latest:
                        for current in active { streams.stop(current, at: item.key.time) }
                        active = [streams.add(try inner(inners, value: value, key: item.key), subscribedAt: item.key.time)]
                    case .concat:
                        if active.isEmpty {
                            active = [streams.add(try inner(inners, value: value, key: item.key), subscribedAt: item.key.time)]
                        } else {
                            waiting.append(value)
                        }
                    }
                case .error:
                    result.append(item)
                    end = item.key.time
                    break loop
                case .completed:
                    outerDone = true
                    streams.stop(outer, at: item.key.time)
                    if active.isEmpty {
                        result.append(item)
                        end = item.key.time
                        break loop
                    }
                }
            } else {
                switch item.event {
                case .next:
                    result.append(item)
                case .error:
                    result.append(item)
                    end = item.key.time
                    break loop
                case .completed:
                    streams.stop(stream, at: item.key.time)
                    active.removeAll { $0 == stream }
                    if mode == .concat && !waiting.isEmpty {
                        let value = waiting.removeFirst()
                        active = [streams.add(try inner(inners, value: value, key: item.key), subscribedAt: item.key.time)]
                    } else if active.isEmpty && outerDone {
                        result.append(item)
                        end = item.key.time
                        break loop
                    }
                }
            }
        }
        try streams.checkNoTies(until: end)
        return result
    }

    // MARK: - One source after another

    func concat(_ sources: [PropertyPipeline], at time: Int) throws -> Timeline {
        // The first source is subscribed once the outermost subscription is wired up: one
        // deferral deeper.
        var parent = Key(time: time, depth: 1, path: [0])
        var result: Timeline = []
        for source in sources {
            let timeline = nest(try run(source, at: parent.time), subscribedAt: parent.time, under: parent)
            guard let last = timeline.last, last.event.isCompleted else {
                return result + timeline  // an error, or never completes
            }
            result += timeline.dropLast()
            parent = caused(by: last.key)
        }
        // The completion after the last source has the key of that source's completion.
        var key = parent
        key.path.removeLast()
        result.append(Item(key: key, event: .completed))
        return result
    }

    func retry(_ source: PropertyPipeline, maxAttempts: Int?, at time: Int) throws -> Timeline {
        if maxAttempts == 0 { return [Item(key: Key(time: time, depth: 1, path: [0]), event: .completed)] }
        var parent = Key(time: time, depth: 1, path: [0])
        var result: Timeline = []
        var attempts = 0
        while true {
            attempts += 1
            if attempts > 100_000 { throw PropertyAmbiguity(reason: "retry does not end") }
            let timeline = nest(try run(source, at: parent.time), subscribedAt: parent.time, under: parent)
            guard let last = timeline.last, case .error = last.event else {
                return result + timeline
            }
            if let maxAttempts, attempts >= maxAttempts { return result + timeline }
            result += timeline.dropLast()
            parent = caused(by: last.key)
        }
    }

    /// `Observable.catch(sequence:)`: started like `concat` (one deferral deeper), moving on at an
    /// error instead of a completion; the last source's error ends it.
    func catchSequence(_ sources: [PropertyPipeline], at time: Int) throws -> Timeline {
        var parent = Key(time: time, depth: 1, path: [0])
        var result: Timeline = []
        for (index, source) in sources.enumerated() {
            let timeline = nest(try run(source, at: parent.time), subscribedAt: parent.time, under: parent)
            guard index < sources.count - 1, let last = timeline.last, case .error = last.event else {
                return result + timeline
            }
            result += timeline.dropLast()
            parent = caused(by: last.key)
        }
        return result
    }

    /// `ifEmpty(switchTo:)`: the fallback is subscribed at once when the source completes without
    /// an element, as `catch` does on an error.
    func ifEmptySwitch(_ source: PropertyPipeline, _ fallback: PropertyPipeline, at time: Int) throws -> Timeline {
        let timeline = nest(try run(source, at: time), subscribedAt: time, under: Key(time: time, depth: 0, path: [0]))
        guard let last = timeline.last, last.event.isCompleted, timeline.count == 1 else { return timeline }
        let parent = caused(by: last.key)
        return nest(try run(fallback, at: parent.time), subscribedAt: parent.time, under: parent)
    }

    func catchError(_ source: PropertyPipeline, _ fallback: PropertyPipeline, at time: Int) throws -> Timeline {
        let timeline = nest(try run(source, at: time), subscribedAt: time, under: Key(time: time, depth: 0, path: [0]))
        guard let last = timeline.last, case .error = last.event else { return timeline }
        let parent = caused(by: last.key)
        return timeline.dropLast() + nest(try run(fallback, at: parent.time), subscribedAt: parent.time, under: parent)
    }
}

/// The model cannot tell the order WaypointRx must produce (two sources at the same tick).
struct PropertyAmbiguity: Error {
    let reason: String
}
