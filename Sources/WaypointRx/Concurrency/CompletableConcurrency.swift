extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
#if compiler(>=6.2)
    /// Awaits completion: `try await save().value`.
    ///
    /// Subscribes, suspends until the completable completes and throws its error. Cancelling the
    /// awaiting task disposes the subscription and throws `CancellationError`. It runs on the
    /// caller's actor (`nonisolated(nonsending)`), so `@MainActor` code awaits it directly.
    public nonisolated(nonsending) var value: Void {
        get async throws {
            _ = try await AwaitFirstElement.value(of: primitiveSequence.source)
        }
    }
#else
    /// Awaits completion: `try await save().value`.
    ///
    /// Subscribes, suspends until the completable completes and throws its error. Cancelling the
    /// awaiting task disposes the subscription and throws `CancellationError`. (Built with a Swift 6.2
    /// compiler it runs on the caller's actor.)
    public var value: Void {
        get async throws {
            _ = try await AwaitFirstElement.value(of: primitiveSequence.source)
        }
    }
#endif

    /// A completable that runs `operation` in a new `Task` for each subscription and completes
    /// when it returns, or fails with its error: `Completable.create { try await store.save() }`.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after disposal, even if
    /// `operation` ignores cancellation. The outcome arrives on the task's executor, not on a
    /// scheduler. This overload of `create` takes a closure without parameters; the
    /// callback-based `create(subscribe:)` takes the observer.
    public static func create(operation: @escaping @Sendable () async throws -> Void) -> Completable {
        Completable(raw: Observable.runningTask { relay in
            try await operation()
            relay.sink?.forwardTerminal(.completed)
        })
    }
}
