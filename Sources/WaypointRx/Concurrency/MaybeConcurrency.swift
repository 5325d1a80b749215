extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
#if compiler(>=6.2)
    /// The element, awaited, or `nil` when the maybe completes empty:
    /// `let cached = try await cache.user(id).value`.
    ///
    /// Subscribes, suspends until the maybe ends and throws its error. Cancelling the awaiting
    /// task disposes the subscription and throws `CancellationError`. It runs on the caller's
    /// actor (`nonisolated(nonsending)`), so `@MainActor` code awaits it directly.
    public nonisolated(nonsending) var value: Element? {
        get async throws {
            try await AwaitFirstElement.value(of: primitiveSequence.source)
        }
    }
#else
    /// The element, awaited, or `nil` when the maybe completes empty:
    /// `let cached = try await cache.user(id).value`.
    ///
    /// Subscribes, suspends until the maybe ends and throws its error. Cancelling the awaiting
    /// task disposes the subscription and throws `CancellationError`. (Built with a Swift 6.2
    /// compiler it runs on the caller's actor.)
    public var value: Element? {
        get async throws {
            try await AwaitFirstElement.value(of: primitiveSequence.source)
        }
    }
#endif
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe that runs `operation` in a new `Task` for each subscription and succeeds with its
    /// result, completes empty when it returns `nil`, or fails with its error:
    /// `Maybe.create { try await cache.user(id) }`.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after disposal, even if
    /// `operation` ignores cancellation. The outcome arrives on the task's executor, not on a
    /// scheduler (`observe(on:)` moves it).
    public static func create(operation: @escaping @Sendable () async throws -> Element?) -> Maybe<Element> {
        Maybe(raw: Observable.runningTask { relay in
            let element = try await operation()
            guard let sink = relay.sink else { return }
            if let element { sink.forwardNext(element) }
            sink.forwardTerminal(.completed)
        })
    }
}
