import Foundation
import XCTest
import WaypointRx
import WaypointTesting

/// Random event timelines (elements, errors and completions at random ticks, on hot and cold
/// sources) through randomly built operator pipelines, run by WaypointRx on a `TestScheduler`
/// and by a plain reference model over arrays of events (`PropertyModel`): the recorded
/// timelines must be equal, the grammar checker silent and every resource released.
///
/// The seed is fixed (`WAYPOINT_SEED` overrides it, default 7); `WAYPOINT_PROPERTY_ITERATIONS`
/// sets the number of cases (default 2,000). A failure prints the seed, the case number, and the
/// case shrunk to a smaller one that still fails.
final class OperatorPropertyTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_ITERATIONS"] ?? "") ?? 2_000
    }

    private static var seed: UInt64 {
        UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 7
    }

    private static let subscribed = 200

    /// What went wrong with one case, or `nil` when WaypointRx and the model agree.
    private enum Outcome {
        case agree
        case ambiguous
        case disagree(String)
    }

    func testPipelinesMatchTheReferenceModel() {
        let seed = Self.seed
        var generator = PropertyGenerator(seed: seed)
        var checked = 0
        var skipped = 0
        var events = 0
        var operators = [String: Int]()
        let started = Date()
        for iteration in 0..<Self.iterations {
            let sources = generator.sources()
            let pipeline = generator.pipeline(depth: generator.int(1...4))
            switch run(pipeline, sources, horizon: generator.horizon) {
            case .ambiguous:
                skipped += 1
            case .agree:
                checked += 1
                events += (try? PropertyModel(sources: sources, horizon: generator.horizon)
                    .expected(pipeline, subscribedAt: Self.subscribed).count) ?? 0
                count(pipeline, into: &operators)
            case .disagree(let report):
                let (smallPipeline, smallSources, smallReport) = shrink(pipeline, sources, horizon: generator.horizon, report: report)
                XCTFail("""
                    WaypointRx and the reference model disagree (seed \(seed), case \(iteration); \
                    rerun with WAYPOINT_SEED=\(seed)).
                    Shrunk case: \(smallPipeline)
                    \(smallSources)
                    \(smallReport)
                    Original case: \(pipeline)
                    \(sources)
                    """)
                return
            }
        }
        let seconds = Date().timeIntervalSince(started)
        print("""
            OperatorPropertyTests: seed \(seed): \(checked) pipelines checked, \(skipped) skipped as \
            ambiguous, \(events) events compared in \(String(format: "%.2f", seconds)) s; \
            operator uses: \(operators.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            """)
        XCTAssertGreaterThan(checked, Self.iterations * 2 / 3, "too many cases skipped as ambiguous")
        for name in ["map", "filter", "scan", "take", "skip", "distinctUntilChanged", "startWith", "merge", "concat",
                     "combineLatest", "zip", "flatMap", "flatMapLatest", "concatMap", "catch", "retry",
                     "ifEmpty(default:)", "ifEmpty(switchTo:)", "catch(sequence:)", "skip(_:scheduler:)",
                     "combineLatest(4–8)", "zip(4–8)"] where Self.iterations >= 300 {
            XCTAssertGreaterThan(operators[name] ?? 0, 10, "\(name) was hardly exercised")
        }
    }

    /// The model's own sanity: hand-checked timelines, so that a broken model cannot make the
    /// property pass by agreeing with a broken operator.
    func testTheModelOnKnownCases() throws {
        let sources = PropertySources(
            hot: [[.next(210, 1), .next(240, 2), .completed(300)], [.next(225, 5), .error(260, PropertyError(description: "boom"))]],
            cold: [[.next(15, 7), .completed(25)], [.next(5, 3), .error(12, PropertyError(description: "cold"))]]
        )
        let boom = PropertyError(description: "boom")
        let cold = PropertyError(description: "cold")
        let model = PropertyModel(sources: sources, horizon: 1000)
        XCTAssertEqual(try model.expected(.merge([.hot(0), .hot(1)]), subscribedAt: 200),
                       [.next(210, 1), .next(225, 5), .next(240, 2), .error(260, boom)])
        XCTAssertEqual(try model.expected(.concat([.cold(0), .cold(0)]), subscribedAt: 200),
                       [.next(215, 7), .next(240, 7), .completed(250)])
        XCTAssertEqual(try model.expected(.retry(3, .cold(1)), subscribedAt: 200),
                       [.next(205, 3), .next(217, 3), .next(229, 3), .error(236, cold)])
        XCTAssertEqual(try model.expected(.catchError(.cold(1), fallback: .cold(0)), subscribedAt: 200),
                       [.next(205, 3), .next(227, 7), .completed(237)])
        XCTAssertEqual(try model.expected(.combineLatest([.startWith([4], .hot(0)), .cold(0)], typed: true), subscribedAt: 200),
                       [.next(215, 15), .next(240, 16), .completed(300)])
        XCTAssertEqual(try model.expected(.zip([.hot(0), .startWith([9], .cold(0))], typed: false), subscribedAt: 200),
                       [.next(210, 19), .next(240, 16), .completed(240)])
        XCTAssertEqual(try model.expected(.flatMapLatest(.hot(0), inners: [.cold(0)]), subscribedAt: 200),
                       [.next(225, 8), .next(255, 9), .completed(300)])
        XCTAssertEqual(try model.expected(.concatMap(.hot(0), inners: [.cold(0)]), subscribedAt: 200),
                       [.next(225, 8), .next(255, 9), .completed(300)])
        XCTAssertEqual(try model.expected(.take(2, .scan(seed: 0, .distinctUntilChanged(.startWith([1], .hot(0))))), subscribedAt: 200),
                       [.next(200, 1), .next(240, 3), .completed(240)])
        XCTAssertEqual(try model.expected(.tryMap(failOn: 2, .hot(0)), subscribedAt: 200),
                       [.next(210, 1), .error(240, PropertyError(description: "map threw on 2"))])
        // Two sources at one tick: the model refuses to guess.
        XCTAssertThrowsError(try model.expected(.merge([.cold(0), .cold(0)]), subscribedAt: 200))
        // A hot source subscribed at a tick it sends at (here because another hot source
        // completed then): whether that element arrives depends on scheduling order.
        let sameTick = PropertyModel(sources: PropertySources(hot: [[.completed(300)], [.next(300, 3)]], cold: [[.next(10, 4), .completed(20)]]),
                                     horizon: 1000)
        XCTAssertThrowsError(try sameTick.expected(.concat([.hot(0), .hot(1)]), subscribedAt: 200))

        // concat starts its first source once the outer subscription is wired up, so the
        // startWith outside it emits first.
        let deferred = PropertyModel(sources: PropertySources(hot: [[.next(250, 1), .completed(260)]], cold: [[.next(10, 7), .completed(20)]]), horizon: 1000)
        let pipeline = PropertyPipeline.merge([.concat([.startWith([1], .cold(0))]), .startWith([2], .hot(0))])
        let expected: [Recorded<Event<Int>>] = [.next(200, 2), .next(200, 1), .next(210, 7), .next(250, 1), .completed(260)]
        XCTAssertEqual(try deferred.expected(pipeline, subscribedAt: 200), expected)
        guard case .agree = run(pipeline, deferred.sources, horizon: 1000) else {
            return XCTFail("WaypointRx disagrees on the deferred start")
        }
    }

    // MARK: - Running one case

    private func run(_ pipeline: PropertyPipeline, _ sources: PropertySources, horizon: Int) -> Outcome {
        let expected: [Recorded<Event<Int>>]
        do {
            expected = try PropertyModel(sources: sources, horizon: horizon).expected(pipeline, subscribedAt: Self.subscribed)
        } catch {
            return .ambiguous
        }
        let resourcesBefore = Resources.total
        let (actual, grammar) = execute(pipeline, sources, horizon: horizon)
        let leaked = Resources.total - resourcesBefore
        var problems: [String] = []
        if actual != expected {
            problems.append(TimelineDiff.describe(expected: expected, actual: actual) ?? "timelines differ")
        }
        if let grammar { problems.append(grammar) }
        if leaked != 0 { problems.append("\(leaked) resource(s) still alive after disposal") }
        return problems.isEmpty ? .agree : .disagree(problems.joined(separator: "\n"))
    }

    /// Runs the pipeline with WaypointRx: subscribed at 200, disposed at `horizon`.
    private func execute(_ pipeline: PropertyPipeline, _ sources: PropertySources, horizon: Int) -> ([Recorded<Event<Int>>], String?) {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = sources.hot.map { scheduler.createHotObservable($0) }
        let cold = sources.cold.map { scheduler.createColdObservable($0) }
        let wide = sources.wide.map { scheduler.createColdObservable($0) }
        let world = PropertyWorld(hot: hot, cold: cold, wide: wide, scheduler: scheduler)
        var recorded: [Recorded<Event<Int>>] = []
        let checker = GrammarChecker<Int>(recordsEvents: false) { event in
            recorded.append(Recorded(time: scheduler.clock, value: event))
        }
        var subscription: Disposable?
        scheduler.scheduleAt(Self.subscribed) {
            subscription = checker.subscribe(to: pipeline.build(world))
        }
        scheduler.scheduleAt(horizon) {
            subscription?.dispose()
            subscription = nil
        }
        scheduler.start()
        return (recorded, checker.report())
    }

    // MARK: - Shrinking

    /// Tries smaller pipelines and fewer source events, keeping each change that still fails,
    /// until no single change does.
    private func shrink(_ pipeline: PropertyPipeline, _ sources: PropertySources, horizon: Int, report: String)
        -> (PropertyPipeline, PropertySources, String) {
        var best = (pipeline, sources, report)
        var budget = 3_000
        var improved = true
        while improved && budget > 0 {
            improved = false
            let candidates = best.0.shrinkCandidates.sorted { $0.size < $1.size }.map { ($0, best.1) }
                + best.1.shrinkCandidates.map { (best.0, $0) }
            for (candidatePipeline, candidateSources) in candidates {
                budget -= 1
                if budget <= 0 { break }
                if case .disagree(let report) = run(candidatePipeline, candidateSources, horizon: horizon) {
                    best = (candidatePipeline, candidateSources, report)
                    improved = true
                    break
                }
            }
        }
        return best
    }

    private func count(_ pipeline: PropertyPipeline, into counts: inout [String: Int]) {
        func add(_ name: String) { counts[name, default: 0] += 1 }
        switch pipeline {
        case .hot, .cold, .wide: return
        case .skipTime(_, let source): add("skip(_:scheduler:)"); count(source, into: &counts)
        case .map(_, _, let source): add("map"); count(source, into: &counts)
        case .tryMap(_, let source): add("map"); count(source, into: &counts)
        case .filter(_, _, let source): add("filter"); count(source, into: &counts)
        case .scan(_, let source): add("scan"); count(source, into: &counts)
        case .take(_, let source): add("take"); count(source, into: &counts)
        case .skip(_, let source): add("skip"); count(source, into: &counts)
        case .distinctUntilChanged(let source): add("distinctUntilChanged"); count(source, into: &counts)
        case .startWith(_, let source): add("startWith"); count(source, into: &counts)
        case .merge(let sources): add("merge"); sources.forEach { count($0, into: &counts) }
        case .concat(let sources): add("concat"); sources.forEach { count($0, into: &counts) }
        case .combineLatest(let sources, _):
            add(sources.count > 3 ? "combineLatest(4–8)" : "combineLatest"); sources.forEach { count($0, into: &counts) }
        case .zip(let sources, _):
            add(sources.count > 3 ? "zip(4–8)" : "zip"); sources.forEach { count($0, into: &counts) }
        case .flatMap(let source, let inners): add("flatMap"); ([source] + inners).forEach { count($0, into: &counts) }
        case .flatMapLatest(let source, let inners): add("flatMapLatest"); ([source] + inners).forEach { count($0, into: &counts) }
        case .concatMap(let source, let inners): add("concatMap"); ([source] + inners).forEach { count($0, into: &counts) }
        case .catchError(let source, let fallback): add("catch"); count(source, into: &counts); count(fallback, into: &counts)
        case .retry(_, let source): add("retry"); count(source, into: &counts)
        case .catchSequence(let sources): add("catch(sequence:)"); sources.forEach { count($0, into: &counts) }
        case .ifEmptyDefault(_, let source): add("ifEmpty(default:)"); count(source, into: &counts)
        case .ifEmptySwitch(let source, let fallback): add("ifEmpty(switchTo:)"); count(source, into: &counts); count(fallback, into: &counts)
        }
    }
}
