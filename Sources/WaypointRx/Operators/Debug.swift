extension Hooks {
    /// Receives the lines `debug(_:)` prints.
    public typealias DebugOutput = @Sendable (String) -> Void

    private static let debugOutputStorage = Locked<DebugOutput>({ line in print(line) })

    /// Where `debug(_:)` writes its lines; the default prints them. Replace it to capture them.
    public static var debugOutput: DebugOutput {
        get { debugOutputStorage.withLock { $0 } }
        set { debugOutputStorage.withLock { $0 = newValue } }
    }
}

extension ObservableType {
    /// Writes the subscription, each event and the disposal to `Hooks.debugOutput` as
    /// `identifier -> subscribed`, `identifier -> Event next(1)`, `identifier -> isDisposed`,
    /// and passes every event on. No timestamps, so the output is deterministic.
    ///
    /// - Parameters:
    ///   - identifier: The label of the lines; by default `File.swift:line (function)`.
    ///   - trimOutput: Shortens event descriptions longer than 40 characters to their first and
    ///     last 20 characters joined by `...`.
    ///   - file: The caller's file, for the default identifier; leave the default.
    ///   - line: The caller's line, for the default identifier; leave the default.
    ///   - function: The caller's function, for the default identifier; leave the default.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #fileID,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let label = identifier ?? "\(fileName):\(line) (\(function))"
        let source = asObservable()
        return Observable.make { observer in
            Hooks.debugOutput("\(label) -> subscribed")
            let sink = DebugSink(observer, label: label)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                Hooks.debugOutput("\(label) -> Event \(describe(event, trim: trimOutput))")
                sink.forward(event)
            }))
            return sink
        }
    }
}

/// The description of `event`, shortened to 20 + `...` + 20 characters when `trim` is set.
private func describe<Element>(_ event: Event<Element>, trim: Bool) -> String {
    let text = event.debugDescription
    let limit = 40
    guard trim, text.count > limit else { return text }
    return String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2))
}

/// A `debug` subscription: writes `isDisposed` once, before disposing upstream.
// @unchecked: `label` is immutable; `logged` is atomic.
private final class DebugSink<Element>: Sink<Element>, @unchecked Sendable {
    private let label: String
    private var logged: AtomicWord<Bool> { spareWord() }

    init(_ observer: AnyObserver<Element>, label: String) {
        self.label = label
        super.init(observer)
    }

    override func dispose() {
        if !logged.exchange(true, ordering: .acquiringAndReleasing) {
            Hooks.debugOutput("\(label) -> isDisposed")
        }
        super.dispose()
    }
}
