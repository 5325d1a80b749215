import WaypointRx

/// An observer that records what it receives and flags every breach of the Rx grammar:
/// overlapping calls (two `on` calls running at once), events after a terminal event, and
/// events after its subscription was disposed.
///
/// Subscribe it with `subscribe(to:)` so that it knows when the subscription was disposed, or
/// hand `observer` to any source yourself (then disposal is not tracked). It is safe to call from
/// any thread; that is its purpose.
///
/// ```swift
/// let checker = GrammarChecker<Int>()
/// let subscription = checker.subscribe(to: source)
/// // … drive the source from many threads …
/// subscription.dispose()
/// XCTAssertGrammar(checker)
/// ```
// @unchecked: the records live behind `state` (a lock); `activeCalls` and `disposed` are atomics.
public final class GrammarChecker<Element>: @unchecked Sendable {
    // The atomic words come first (see `AtomicStorage`): `activeCalls`, `disposed`.
    private let atomicStorage = (AtomicStorage(0), AtomicStorage(false))

    /// One breach of the grammar: what kind, the event that caused it and its position among
    /// all the calls received (0 for the first).
    public struct Violation: CustomStringConvertible {
        /// The kinds of breach the checker detects.
        public enum Kind: Sendable, Equatable, CustomStringConvertible {
            /// The call began while another call to the observer was still running.
            case overlappingCall
            /// The event arrived after an `.error` or `.completed` event.
            case eventAfterTerminal
            /// The event arrived after `dispose()` of the subscription returned.
            case eventAfterDisposal

            /// A readable name.
            public var description: String {
                switch self {
                case .overlappingCall: return "overlapping call"
                case .eventAfterTerminal: return "event after the terminal event"
                case .eventAfterDisposal: return "event after disposal"
                }
            }
        }

        /// What went wrong.
        public let kind: Kind
        /// The offending event.
        public let event: Event<Element>
        /// Its position among all calls received, from 0.
        public let index: Int

        /// `kind: event (call #index)`.
        public var description: String { "\(kind): \(event.debugDescription) (call #\(index))" }
    }

    private struct State {
        var events: [Event<Element>] = []
        var calls = 0
        var nextCount = 0
        var terminal: Event<Element>?
        var violations: [Violation] = []
    }

    private let state = Locked(State())
    private var activeCalls: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
    private var disposed: AtomicWord<Bool> { AtomicWord(in: self, word: 1) }
    private let recordsEvents: Bool
    private let onEvent: ((Event<Element>) -> Void)?

    /// A checker. With `recordsEvents: false` it keeps counts and violations only, not the
    /// events themselves (for very long streams). `onEvent` runs inside each call, after the
    /// event was checked and recorded: use it to forward events or to signal their arrival.
    public init(recordsEvents: Bool = true, onEvent: ((Event<Element>) -> Void)? = nil) {
        self.recordsEvents = recordsEvents
        self.onEvent = onEvent
    }

    /// The observer to subscribe; every event it receives is checked and recorded.
    public var observer: AnyObserver<Element> {
        AnyObserver { event in self.on(event) }
    }

    /// Subscribes `observer` to `source` and returns a subscription whose disposal the checker
    /// records: any event that begins after `dispose()` returned is a violation.
    public func subscribe<Source: ObservableConvertibleType>(to source: Source) -> Disposable where Source.Element == Element {
        record(source.asObservable().subscribe(observer))
    }

    /// Subscribes `observer` to `source` itself, not through `asObservable()` (which would drop
    /// what breaks the grammar before the checker sees it), and returns a subscription whose
    /// disposal the checker records.
    public func subscribe<Source: ObservableType>(to source: Source) -> Disposable where Source.Element == Element {
        record(source.subscribe(observer))
    }

    private func record(_ upstream: Disposable) -> Disposable {
        Disposables.create {
            upstream.dispose()
            self.disposed.store(true, ordering: .releasing)
        }
    }

    /// Checks and records one event.
    public func on(_ event: Event<Element>) {
        let overlapping = activeCalls.add(1, ordering: .acquiringAndReleasing).newValue > 1
        let afterDisposal = disposed.load(ordering: .acquiring)
        state.withLock { state in
            let index = state.calls
            state.calls += 1
            if overlapping { state.violations.append(Violation(kind: .overlappingCall, event: event, index: index)) }
            if afterDisposal { state.violations.append(Violation(kind: .eventAfterDisposal, event: event, index: index)) }
            if state.terminal != nil {
                state.violations.append(Violation(kind: .eventAfterTerminal, event: event, index: index))
            } else if event.isStopEvent {
                state.terminal = event
            }
            if case .next = event { state.nextCount += 1 }
            if recordsEvents { state.events.append(event) }
        }
        onEvent?(event)
        // Stay "inside" a little longer so that a call overlapping this one is caught even when
        // the two would otherwise barely touch.
        for _ in 0..<16 { _ = activeCalls.load(ordering: .relaxed) }
        activeCalls.subtract(1, ordering: .acquiringAndReleasing)
    }

    /// Every violation found so far, in the order found.
    public var violations: [Violation] { state.withLock { $0.violations } }

    /// Every event received, in order (empty when not recording events).
    public var events: [Event<Element>] { state.withLock { $0.events } }

    /// The elements received, in order (empty when not recording events).
    public var elements: [Element] { state.withLock { $0.events.compactMap(\.element) } }

    /// The number of `.next` events received.
    public var nextCount: Int { state.withLock { $0.nextCount } }

    /// The number of calls received, whatever the event.
    public var callCount: Int { state.withLock { $0.calls } }

    /// The first terminal event received, if any.
    public var terminal: Event<Element>? { state.withLock { $0.terminal } }

    /// Every terminal event received (more than one is a violation).
    public var terminals: [Event<Element>] {
        state.withLock { state in
            var result = state.terminal.map { [$0] } ?? []
            result += state.violations.filter { $0.kind == .eventAfterTerminal && $0.event.isStopEvent }.map(\.event)
            return result
        }
    }

    /// `true` once `dispose()` of the subscription made by `subscribe(to:)` returned.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// The violations found, one per line (the first ten), or `nil` when there are none.
    public func report() -> String? {
        let violations = self.violations
        guard !violations.isEmpty else { return nil }
        let shown = violations.prefix(10).map { "  \($0)" }.joined(separator: "\n")
        let more = violations.count > 10 ? "\n  … and \(violations.count - 10) more" : ""
        return "\(violations.count) Rx grammar violation(s):\n\(shown)\(more)"
    }

    /// Like `report()`, and also reports a terminal event other than `terminal`: `.completed`,
    /// an `.error` with the same description, or `nil` for none.
    public func report(expectingTerminal terminal: Event<Void>?) -> String? {
        var problems = report().map { [$0] } ?? []
        let actual = self.terminal
        let matches: Bool
        switch (actual, terminal) {
        case (nil, nil), (.completed?, .completed?): matches = true
        case (.error(let actualError)?, .error(let expectedError)?):
            matches = String(reflecting: actualError) == String(reflecting: expectedError)
        default: matches = false
        }
        if !matches {
            problems.append("terminal event \(actual.map(\.debugDescription) ?? "none"), expected \(terminal.map(\.debugDescription) ?? "none")")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }
}

/// Fails the test when `checker` recorded grammar violations, listing them. Works in XCTest and
/// in Swift Testing (`reportFailure`).
public func assertGrammar<Element>(
    _ checker: GrammarChecker<Element>,
    _ message: @autoclosure () -> String = "",
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let report = checker.report() {
        let context = message()
        reportFailure(context.isEmpty ? report : "\(report)\n(\(context))", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Fails the test when `checker` recorded grammar violations or its terminal event is not of the
/// kind of `terminal` (`.completed`, an `.error` with the same description, or `nil` for none).
/// Works in XCTest and in Swift Testing.
public func assertGrammar<Element>(
    _ checker: GrammarChecker<Element>,
    terminal: Event<Void>?,
    _ message: @autoclosure () -> String = "",
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let report = checker.report(expectingTerminal: terminal) {
        let context = message()
        reportFailure(context.isEmpty ? report : "\(report)\n(\(context))", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

#if canImport(XCTest)
/// `assertGrammar(_:_:)` by its XCTest-style name.
public func XCTAssertGrammar<Element>(
    _ checker: GrammarChecker<Element>,
    _ message: @autoclosure () -> String = "",
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertGrammar(checker, message(), fileID: fileID, filePath: file, line: line, column: column)
}

/// `assertGrammar(_:terminal:_:)` by its XCTest-style name.
public func XCTAssertGrammar<Element>(
    _ checker: GrammarChecker<Element>,
    terminal: Event<Void>?,
    _ message: @autoclosure () -> String = "",
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertGrammar(checker, terminal: terminal, message(), fileID: fileID, filePath: file, line: line, column: column)
}
#endif
