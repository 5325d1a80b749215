import WaypointRx
import WaypointTesting

/// Element values stay in `0..<propertyModulus`, so that repeats (for `distinctUntilChanged`)
/// are common and arithmetic never overflows.
let propertyModulus = 20

/// The errors of a property case: compared by description, like every error in an `Event`.
struct PropertyError: Error, CustomStringConvertible {
    let description: String
}

/// The events of the test sources of one case: hot sources send at absolute ticks, cold ones at
/// offsets from each subscription.
struct PropertySources: CustomStringConvertible {
    var hot: [[Recorded<Event<Int>>]]
    var cold: [[Recorded<Event<Int>>]]
    /// Cold sources for wide `combineLatest`/`zip` (4–8 sources): source `i` sends only at
    /// offsets `≡ i + 1 (mod 8)`, so that distinct wide sources subscribed together never send at
    /// the same tick and the case stays unambiguous.
    var wide: [[Recorded<Event<Int>>]] = []

    var description: String {
        func line(_ name: String, _ events: [Recorded<Event<Int>>]) -> String {
            "  \(name): " + events.map { "\($0.value.debugDescription)@\($0.time)" }.joined(separator: " ")
        }
        let hotLines = hot.enumerated().map { line("hot\($0.offset)", $0.element) }
        let coldLines = cold.enumerated().map { line("cold\($0.offset) (offsets)", $0.element) }
        let wideLines = wide.enumerated().map { line("wide\($0.offset) (offsets)", $0.element) }
        return (hotLines + coldLines + wideLines).joined(separator: "\n")
    }
}

/// A randomly built operator pipeline over the test sources. The property test builds it twice:
/// with WaypointRx on a `TestScheduler`, and with the reference model over arrays of events.
indirect enum PropertyPipeline: CustomStringConvertible {
    case hot(Int)
    case cold(Int)
    /// One of the wide cold sources (`PropertySources.wide`).
    case wide(Int)
    /// `skip(_:scheduler:)`: drops elements for this many ticks after subscription.
    case skipTime(Int, PropertyPipeline)
    /// `(v * multiplier + addend) % modulus`.
    case map(multiplier: Int, addend: Int, PropertyPipeline)
    /// Passes values on, but throws on `failOn`.
    case tryMap(failOn: Int, PropertyPipeline)
    /// Keeps `v % modulus != remainder`.
    case filter(modulus: Int, remainder: Int, PropertyPipeline)
    /// Running sum modulo `propertyModulus`.
    case scan(seed: Int, PropertyPipeline)
    case take(Int, PropertyPipeline)
    case skip(Int, PropertyPipeline)
    case distinctUntilChanged(PropertyPipeline)
    case startWith([Int], PropertyPipeline)
    case merge([PropertyPipeline])
    case concat([PropertyPipeline])
    /// `typed` uses the overload for that many sources (2–8) instead of the collection one.
    case combineLatest([PropertyPipeline], typed: Bool)
    case zip([PropertyPipeline], typed: Bool)
    /// Each element `x` maps to `inners[x % inners.count]` with `x` added to its elements.
    case flatMap(PropertyPipeline, inners: [PropertyPipeline])
    case flatMapLatest(PropertyPipeline, inners: [PropertyPipeline])
    case concatMap(PropertyPipeline, inners: [PropertyPipeline])
    /// On error, continues with the fallback.
    case catchError(PropertyPipeline, fallback: PropertyPipeline)
    /// `retry(n)`, or `retry()` when `nil`.
    case retry(Int?, PropertyPipeline)
    /// `Observable.catch(sequence:)`.
    case catchSequence([PropertyPipeline])
    /// `ifEmpty(default:)`.
    case ifEmptyDefault(Int, PropertyPipeline)
    /// `ifEmpty(switchTo:)`.
    case ifEmptySwitch(PropertyPipeline, fallback: PropertyPipeline)

    var description: String {
        func list(_ items: [PropertyPipeline]) -> String { items.map(\.description).joined(separator: ", ") }
        switch self {
        case .hot(let index): return "hot\(index)"
        case .cold(let index): return "cold\(index)"
        case .wide(let index): return "wide\(index)"
        case .skipTime(let ticks, let source): return "\(source).skip(\(ticks) ticks, scheduler)"
        case .map(let multiplier, let addend, let source): return "\(source).map(*\(multiplier)+\(addend))"
        case .tryMap(let failOn, let source): return "\(source).tryMap(throwOn: \(failOn))"
        case .filter(let modulus, let remainder, let source): return "\(source).filter(%\(modulus) != \(remainder))"
        case .scan(let seed, let source): return "\(source).scan(\(seed), +)"
        case .take(let count, let source): return "\(source).take(\(count))"
        case .skip(let count, let source): return "\(source).skip(\(count))"
        case .distinctUntilChanged(let source): return "\(source).distinctUntilChanged()"
        case .startWith(let values, let source): return "\(source).startWith(\(values.map(String.init).joined(separator: ", ")))"
        case .merge(let sources): return "merge(\(list(sources)))"
        case .concat(let sources): return "concat(\(list(sources)))"
        case .combineLatest(let sources, let typed): return "combineLatest\(typed ? "" : "[]")(\(list(sources)))"
        case .zip(let sources, let typed): return "zip\(typed ? "" : "[]")(\(list(sources)))"
        case .flatMap(let source, let inners): return "\(source).flatMap { x in [\(list(inners))][x] + x }"
        case .flatMapLatest(let source, let inners): return "\(source).flatMapLatest { x in [\(list(inners))][x] + x }"
        case .concatMap(let source, let inners): return "\(source).concatMap { x in [\(list(inners))][x] + x }"
        case .catchError(let source, let fallback): return "\(source).catch { \(fallback) }"
        case .retry(let count, let source): return "\(source).retry(\(count.map(String.init) ?? ""))"
        case .ifEmptyDefault(let value, let source): return "\(source).ifEmpty(default: \(value))"
        case .catchSequence(let sources): return "catch(sequence: [\(list(sources))])"
        case .ifEmptySwitch(let source, let fallback): return "\(source).ifEmpty(switchTo: \(fallback))"
        }
    }

    /// `true` when the pipeline may fail while it is being subscribed (a throwing map over
    /// `startWith` elements, say): `retry()` over such a pipeline could spin forever at one tick.
    var mayThrowInOperators: Bool {
        switch self {
        case .hot, .cold, .wide: return false
        case .tryMap: return true
        case .map(_, _, let source), .filter(_, _, let source), .scan(_, let source), .take(_, let source),
             .skip(_, let source), .distinctUntilChanged(let source), .startWith(_, let source), .retry(_, let source),
             .ifEmptyDefault(_, let source), .skipTime(_, let source):
            return source.mayThrowInOperators
        case .merge(let sources), .concat(let sources), .combineLatest(let sources, _), .zip(let sources, _),
             .catchSequence(let sources):
            return sources.contains { $0.mayThrowInOperators }
        case .flatMap(let source, let inners), .flatMapLatest(let source, let inners), .concatMap(let source, let inners):
            return source.mayThrowInOperators || inners.contains { $0.mayThrowInOperators }
        case .catchError(let source, let fallback), .ifEmptySwitch(let source, let fallback):
            return source.mayThrowInOperators || fallback.mayThrowInOperators
        }
    }

    /// The number of nodes, to prefer smaller cases when shrinking.
    var size: Int {
        switch self {
        case .hot, .cold, .wide: return 1
        case .map(_, _, let source), .tryMap(_, let source), .filter(_, _, let source), .scan(_, let source),
             .take(_, let source), .skip(_, let source), .distinctUntilChanged(let source), .startWith(_, let source),
             .retry(_, let source), .ifEmptyDefault(_, let source), .skipTime(_, let source):
            return 1 + source.size
        case .merge(let sources), .concat(let sources), .combineLatest(let sources, _), .zip(let sources, _),
             .catchSequence(let sources):
            return 1 + sources.reduce(0) { $0 + $1.size }
        case .flatMap(let source, let inners), .flatMapLatest(let source, let inners), .concatMap(let source, let inners):
            return 1 + source.size + inners.reduce(0) { $0 + $1.size }
        case .catchError(let source, let fallback), .ifEmptySwitch(let source, let fallback):
            return 1 + source.size + fallback.size
        }
    }
}

// MARK: - Building the pipeline with WaypointRx

/// The combining function of `combineLatest` and `zip`: position-weighted sum.
func propertyCombine(_ values: [Int]) -> Int {
    values.enumerated().reduce(0) { ($0 + $1.element * ($1.offset + 1)) % propertyModulus }
}

/// What a pipeline is built over: the test sources of one case and the scheduler they run on.
struct PropertyWorld {
    let hot: [TestableObservable<Int>]
    let cold: [TestableObservable<Int>]
    let wide: [TestableObservable<Int>]
    let scheduler: TestScheduler
}

extension PropertyPipeline {
    /// The pipeline as an observable over the world's test sources and scheduler.
    func build(_ world: PropertyWorld) -> Observable<Int> {
        let modulus = propertyModulus
        func inner(_ inners: [PropertyPipeline], _ x: Int) -> Observable<Int> {
            inners[x % inners.count].build(world).map { (x + $0) % modulus }
        }
        switch self {
        case .hot(let index): return world.hot[index].asObservable()
        case .cold(let index): return world.cold[index].asObservable()
        case .wide(let index): return world.wide[index].asObservable()
        case .skipTime(let ticks, let source):
            return source.build(world).skip(.seconds(ticks), scheduler: world.scheduler)
        case .map(let multiplier, let addend, let source):
            return source.build(world).map { ($0 * multiplier + addend) % modulus }
        case .tryMap(let failOn, let source):
            return source.build(world).map { value in
                if value == failOn { throw PropertyError(description: "map threw on \(value)") }
                return value
            }
        case .filter(let divisor, let remainder, let source):
            return source.build(world).filter { $0 % divisor != remainder }
        case .scan(let seed, let source):
            return source.build(world).scan(seed) { ($0 + $1) % modulus }
        case .take(let count, let source): return source.build(world).take(count)
        case .skip(let count, let source): return source.build(world).skip(count)
        case .distinctUntilChanged(let source): return source.build(world).distinctUntilChanged()
        case .startWith(let values, let source):
            let built = source.build(world)
            switch values.count {
            case 1: return built.startWith(values[0])
            case 2: return built.startWith(values[0], values[1])
            default: return values.reversed().reduce(built) { $0.startWith($1) }
            }
        case .merge(let sources):
            return Observable.merge(sources.map { $0.build(world) })
        case .concat(let sources):
            let built = sources.map { $0.build(world) }
            return built.count == 2 ? built[0].concat(built[1]) : Observable.concat(built)
        case .combineLatest(let sources, let typed):
            let built = sources.map { $0.build(world) }
            if typed && built.count == 2 {
                return Observable<Int>.combineLatest(built[0], built[1]) { propertyCombine([$0, $1]) }
            }
            if typed && built.count == 3 {
                return Observable<Int>.combineLatest(built[0], built[1], built[2]) { propertyCombine([$0, $1, $2]) }
            }
            if typed && built.count == 4 {
                return Observable<Int>.combineLatest(built[0], built[1], built[2], built[3]) { propertyCombine([$0, $1, $2, $3]) }
            }
            if typed && built.count == 5 {
                return Observable<Int>.combineLatest(built[0], built[1], built[2], built[3], built[4]) { propertyCombine([$0, $1, $2, $3, $4]) }
            }
            if typed && built.count == 6 {
                return Observable<Int>.combineLatest(built[0], built[1], built[2], built[3], built[4], built[5]) {
                    propertyCombine([$0, $1, $2, $3, $4, $5])
                }
            }
            if typed && built.count == 7 {
                return Observable<Int>.combineLatest(built[0], built[1], built[2], built[3], built[4], built[5], built[6]) {
                    propertyCombine([$0, $1, $2, $3, $4, $5, $6])
                }
            }
            if typed && built.count == 8 {
                return Observable<Int>.combineLatest(built[0], built[1], built[2], built[3], built[4], built[5], built[6], built[7]) {
                    propertyCombine([$0, $1, $2, $3, $4, $5, $6, $7])
                }
            }
            return Observable<Int>.combineLatest(built) { propertyCombine($0) }
        case .zip(let sources, let typed):
            let built = sources.map { $0.build(world) }
            if typed && built.count == 2 {
                return Observable<Int>.zip(built[0], built[1]) { propertyCombine([$0, $1]) }
            }
            if typed && built.count == 3 {
                return Observable<Int>.zip(built[0], built[1], built[2]) { propertyCombine([$0, $1, $2]) }
            }
            if typed && built.count == 4 {
                return Observable<Int>.zip(built[0], built[1], built[2], built[3]) { propertyCombine([$0, $1, $2, $3]) }
            }
            if typed && built.count == 5 {
                return Observable<Int>.zip(built[0], built[1], built[2], built[3], built[4]) { propertyCombine([$0, $1, $2, $3, $4]) }
            }
            if typed && built.count == 6 {
                return Observable<Int>.zip(built[0], built[1], built[2], built[3], built[4], built[5]) {
                    propertyCombine([$0, $1, $2, $3, $4, $5])
                }
            }
            if typed && built.count == 7 {
                return Observable<Int>.zip(built[0], built[1], built[2], built[3], built[4], built[5], built[6]) {
                    propertyCombine([$0, $1, $2, $3, $4, $5, $6])
                }
            }
            if typed && built.count == 8 {
                return Observable<Int>.zip(built[0], built[1], built[2], built[3], built[4], built[5], built[6], built[7]) {
                    propertyCombine([$0, $1, $2, $3, $4, $5, $6, $7])
                }
            }
            return Observable<Int>.zip(built) { propertyCombine($0) }
        case .flatMap(let source, let inners):
            return source.build(world).flatMap { inner(inners, $0) }
        case .flatMapLatest(let source, let inners):
            return source.build(world).flatMapLatest { inner(inners, $0) }
        case .concatMap(let source, let inners):
            return source.build(world).concatMap { inner(inners, $0) }
        case .catchError(let source, let fallback):
            let built = fallback.build(world)
            return source.build(world).catch { _ in built }
        case .retry(let count, let source):
            let built = source.build(world)
            return count.map { built.retry($0) } ?? built.retry()
        case .catchSequence(let sources):
            return Observable.catch(sequence: sources.map { $0.build(world) })
        case .ifEmptyDefault(let value, let source):
            return source.build(world).ifEmpty(default: value)
        case .ifEmptySwitch(let source, let fallback):
            return source.build(world).ifEmpty(switchTo: fallback.build(world))
        }
    }
}

// MARK: - Random generation

/// Draws random sources and pipelines from a seeded generator.
struct PropertyGenerator {
    var random: SeededRandomNumberGenerator
    let hotCount = 2
    let coldCount = 3
    /// Wide sources, one per operand of the widest `combineLatest`/`zip`.
    let wideCount = 8
    /// Hot sources send before this tick; the subscription is disposed at `horizon`.
    let lastHotTick = 2_400
    let horizon = 3_000

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    mutating func terminal(at time: Int, source: String) -> Recorded<Event<Int>>? {
        switch int(0...19) {
        case 0...9: return .completed(time)
        case 10...14: return .error(time, PropertyError(description: "\(source) failed"))
        default: return nil
        }
    }

    mutating func sources() -> PropertySources {
        var hot: [[Recorded<Event<Int>>]] = []
        for index in 0..<hotCount {
            let count = int(0...9)
            var ticks = Set<Int>()
            while ticks.count < count + 1 { ticks.insert(int(201...lastHotTick)) }
            let sorted = ticks.sorted()
            var events: [Recorded<Event<Int>>] = sorted.dropLast().map { .next($0, int(0...propertyModulus - 1)) }
            if let end = terminal(at: sorted.last!, source: "hot\(index)") { events.append(end) }
            hot.append(events)
        }
        var cold: [[Recorded<Event<Int>>]] = []
        for index in 0..<coldCount {
            let count = int(0...7)
            var offsets = Set<Int>()
            let span = chance(0.3) ? 30 : 300
            while offsets.count < count + 1 { offsets.insert(int(1...span)) }
            let sorted = offsets.sorted()
            var events: [Recorded<Event<Int>>] = sorted.dropLast().map { .next($0, int(0...propertyModulus - 1)) }
            if let end = terminal(at: sorted.last!, source: "cold\(index)") { events.append(end) }
            cold.append(events)
        }
        var wide: [[Recorded<Event<Int>>]] = []
        for index in 0..<wideCount {
            // Offsets 8k + index + 1: no two wide sources share a tick when subscribed together.
            let count = int(0...5)
            var offsets = Set<Int>()
            while offsets.count < count + 1 { offsets.insert(8 * int(0...30) + index + 1) }
            let sorted = offsets.sorted()
            var events: [Recorded<Event<Int>>] = sorted.dropLast().map { .next($0, int(0...propertyModulus - 1)) }
            switch int(0...9) {
            case 0...5: events.append(.completed(sorted.last!))
            case 6: events.append(.error(sorted.last!, PropertyError(description: "wide\(index) failed")))
            default: break
            }
            wide.append(events)
        }
        return PropertySources(hot: hot, cold: cold, wide: wide)
    }

    /// `combineLatest` or `zip` over 4–8 distinct wide sources, some behind a one-source operator,
    /// through the overload for that many sources (or, now and then, the collection one).
    mutating func wideCombination() -> PropertyPipeline {
        let operands = Array((0..<wideCount).shuffled(using: &random).prefix(int(4...wideCount))).map { index -> PropertyPipeline in
            switch int(0...9) {
            case 0: return .map(multiplier: int(1...3), addend: int(0...propertyModulus - 1), .wide(index))
            case 1: return .startWith([int(0...propertyModulus - 1)], .wide(index))
            case 2: return .scan(seed: int(0...propertyModulus - 1), .wide(index))
            case 3: return .skip(1, .wide(index))
            default: return .wide(index)
            }
        }
        let typed = chance(0.8)
        return chance(0.5) ? .combineLatest(operands, typed: typed) : .zip(operands, typed: typed)
    }

    mutating func leaf() -> PropertyPipeline {
        chance(0.35) ? .hot(int(0...hotCount - 1)) : .cold(int(0...coldCount - 1))
    }

    mutating func pipeline(depth: Int) -> PropertyPipeline {
        if depth == 0 || chance(0.2) { return leaf() }
        let next = depth - 1
        func several(_ pipelineGenerator: inout PropertyGenerator, _ range: ClosedRange<Int>) -> [PropertyPipeline] {
            (0..<pipelineGenerator.int(range)).map { _ in pipelineGenerator.pipeline(depth: next) }
        }
        switch int(0...21) {
        case 20: return .skipTime(int(1...150), pipeline(depth: next))
        case 21: return wideCombination()
        case 0: return .map(multiplier: int(1...3), addend: int(0...propertyModulus - 1), pipeline(depth: next))
        case 1: return .tryMap(failOn: int(0...propertyModulus - 1), pipeline(depth: next))
        case 2: return .filter(modulus: int(2...3), remainder: int(0...1), pipeline(depth: next))
        case 3: return .scan(seed: int(0...propertyModulus - 1), pipeline(depth: next))
        case 4: return .take(int(1...4), pipeline(depth: next))
        case 5: return .skip(int(0...3), pipeline(depth: next))
        case 6: return .distinctUntilChanged(pipeline(depth: next))
        case 7: return .startWith((0..<int(1...3)).map { _ in int(0...propertyModulus - 1) }, pipeline(depth: next))
        case 8: return .merge(several(&self, 2...3))
        case 9: return .concat(several(&self, 2...3))
        case 10: return .combineLatest(several(&self, 2...3), typed: chance(0.5))
        case 11: return .zip(several(&self, 2...3), typed: chance(0.5))
        case 12: return .flatMap(pipeline(depth: next), inners: several(&self, 1...3))
        case 13: return .flatMapLatest(pipeline(depth: next), inners: several(&self, 1...3))
        case 14: return .concatMap(pipeline(depth: next), inners: several(&self, 1...3))
        case 15: return .catchError(pipeline(depth: next), fallback: pipeline(depth: next))
        case 16: return .ifEmptyDefault(int(0...propertyModulus - 1), pipeline(depth: next))
        case 17: return .ifEmptySwitch(pipeline(depth: next), fallback: pipeline(depth: next))
        case 18: return .catchSequence(several(&self, 2...3))
        default:
            let source = pipeline(depth: next)
            if !source.mayThrowInOperators && chance(0.4) { return .retry(nil, source) }
            return .retry(int(1...4), source)
        }
    }
}

// MARK: - Shrinking

extension PropertyPipeline {
    /// Smaller pipelines to try when this one fails: each child alone, fewer children, smaller
    /// counts, and the same for every subtree.
    var shrinkCandidates: [PropertyPipeline] {
        var result: [PropertyPipeline] = []
        func variants(_ items: [PropertyPipeline], minimum: Int, rebuild: ([PropertyPipeline]) -> PropertyPipeline) {
            if items.count > minimum {
                for index in items.indices {
                    var fewer = items
                    fewer.remove(at: index)
                    result.append(rebuild(fewer))
                }
            }
            for index in items.indices {
                for candidate in items[index].shrinkCandidates {
                    var changed = items
                    changed[index] = candidate
                    result.append(rebuild(changed))
                }
            }
        }
        switch self {
        case .hot(let index):
            if index > 0 { result.append(.hot(0)) }
            result.append(.cold(0))
        case .cold(let index):
            if index > 0 { result.append(.cold(0)) }
        case .wide:
            break
        case .skipTime(let ticks, let source):
            result.append(source)
            if ticks > 1 { result.append(.skipTime(ticks / 2, source)) }
            variants([source], minimum: 1) { .skipTime(ticks, $0[0]) }
        case .map(let multiplier, let addend, let source):
            result.append(source)
            if multiplier != 1 || addend != 0 { result.append(.map(multiplier: 1, addend: 0, source)) }
            variants([source], minimum: 1) { .map(multiplier: multiplier, addend: addend, $0[0]) }
        case .tryMap(let failOn, let source):
            result.append(source)
            variants([source], minimum: 1) { .tryMap(failOn: failOn, $0[0]) }
        case .filter(let divisor, let remainder, let source):
            result.append(source)
            variants([source], minimum: 1) { .filter(modulus: divisor, remainder: remainder, $0[0]) }
        case .scan(let seed, let source):
            result.append(source)
            if seed != 0 { result.append(.scan(seed: 0, source)) }
            variants([source], minimum: 1) { .scan(seed: seed, $0[0]) }
        case .take(let count, let source):
            result.append(source)
            if count > 1 { result.append(.take(count - 1, source)) }
            variants([source], minimum: 1) { .take(count, $0[0]) }
        case .skip(let count, let source):
            result.append(source)
            if count > 0 { result.append(.skip(count - 1, source)) }
            variants([source], minimum: 1) { .skip(count, $0[0]) }
        case .distinctUntilChanged(let source):
            result.append(source)
            variants([source], minimum: 1) { .distinctUntilChanged($0[0]) }
        case .startWith(let values, let source):
            result.append(source)
            if values.count > 1 { result.append(.startWith([values[0]], source)) }
            variants([source], minimum: 1) { .startWith(values, $0[0]) }
        case .merge(let sources):
            result += sources
            variants(sources, minimum: 1) { .merge($0) }
        case .concat(let sources):
            result += sources
            variants(sources, minimum: 1) { .concat($0) }
        case .combineLatest(let sources, let typed):
            result += sources
            if typed { result.append(.combineLatest(sources, typed: false)) }
            variants(sources, minimum: 1) { .combineLatest($0, typed: typed) }
        case .zip(let sources, let typed):
            result += sources
            if typed { result.append(.zip(sources, typed: false)) }
            variants(sources, minimum: 1) { .zip($0, typed: typed) }
        case .flatMap(let source, let inners):
            result.append(source)
            variants([source] + inners, minimum: 2) { .flatMap($0[0], inners: Array($0.dropFirst())) }
        case .flatMapLatest(let source, let inners):
            result.append(source)
            variants([source] + inners, minimum: 2) { .flatMapLatest($0[0], inners: Array($0.dropFirst())) }
        case .concatMap(let source, let inners):
            result.append(source)
            variants([source] + inners, minimum: 2) { .concatMap($0[0], inners: Array($0.dropFirst())) }
        case .catchError(let source, let fallback):
            result += [source, fallback]
            variants([source, fallback], minimum: 2) { .catchError($0[0], fallback: $0[1]) }
        case .retry(let count, let source):
            result.append(source)
            if let count, count > 1 { result.append(.retry(count - 1, source)) }
            variants([source], minimum: 1) { .retry(count, $0[0]) }
        case .catchSequence(let sources):
            result += sources
            variants(sources, minimum: 1) { .catchSequence($0) }
        case .ifEmptyDefault(let value, let source):
            result.append(source)
            variants([source], minimum: 1) { .ifEmptyDefault(value, $0[0]) }
        case .ifEmptySwitch(let source, let fallback):
            result += [source, fallback]
            variants([source, fallback], minimum: 2) { .ifEmptySwitch($0[0], fallback: $0[1]) }
        }
        // Retry forever is only valid over sources that cannot fail while subscribing.
        return result.filter { $0.isValid }
    }

    /// Whether every `retry()` in it is over a pipeline that cannot throw in its operators.
    var isValid: Bool {
        switch self {
        case .hot, .cold, .wide: return true
        case .retry(nil, let source): return !source.mayThrowInOperators && source.isValid
        case .map(_, _, let source), .tryMap(_, let source), .filter(_, _, let source), .scan(_, let source),
             .take(_, let source), .skip(_, let source), .distinctUntilChanged(let source), .startWith(_, let source),
             .retry(_, let source), .ifEmptyDefault(_, let source), .skipTime(_, let source):
            return source.isValid
        case .merge(let sources), .concat(let sources), .combineLatest(let sources, _), .zip(let sources, _),
             .catchSequence(let sources):
            return sources.allSatisfy(\.isValid)
        case .flatMap(let source, let inners), .flatMapLatest(let source, let inners), .concatMap(let source, let inners):
            return source.isValid && inners.allSatisfy(\.isValid)
        case .catchError(let source, let fallback), .ifEmptySwitch(let source, let fallback):
            return source.isValid && fallback.isValid
        }
    }
}

extension PropertySources {
    /// The same sources with one event fewer, each way that can be done (a terminal event
    /// removed leaves the source open; an element removed keeps the rest in place).
    var shrinkCandidates: [PropertySources] {
        var result: [PropertySources] = []
        for index in hot.indices {
            for position in hot[index].indices {
                var copy = self
                copy.hot[index].remove(at: position)
                result.append(copy)
            }
        }
        for index in cold.indices {
            for position in cold[index].indices {
                var copy = self
                copy.cold[index].remove(at: position)
                result.append(copy)
            }
        }
        for index in wide.indices {
            for position in wide[index].indices {
                var copy = self
                copy.wide[index].remove(at: position)
                result.append(copy)
            }
        }
        return result
    }
}
