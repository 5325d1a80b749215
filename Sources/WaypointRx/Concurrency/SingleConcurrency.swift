extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
#if compiler(>=6.2)
    /// The element, awaited: `let user = try await api.user(id).value`.
    ///
    /// Subscribes, suspends until the single answers and throws its error. Cancelling the awaiting
    /// task disposes the subscription and throws `CancellationError`. It runs on the caller's
    /// actor (`nonisolated(nonsending)`), so `@MainActor` code awaits it directly.
    public nonisolated(nonsending) var value: Element {
        get async throws {
            guard let element = try await AwaitFirstElement.value(of: primitiveSequence.source) else {
                throw RxError.noElements
            }
            return element
        }
    }
#else
    /// The element, awaited: `let user = try await api.user(id).value`.
    ///
    /// Subscribes, suspends until the single answers and throws its error. Cancelling the awaiting
    /// task disposes the subscription and throws `CancellationError`. (Built with a Swift 6.2
    /// compiler it runs on the caller's actor.)
    public var value: Element {
        get async throws {
            guard let element = try await AwaitFirstElement.value(of: primitiveSequence.source) else {
                throw RxError.noElements
            }
            return element
        }
    }
#endif
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single that runs `operation` in a new `Task` for each subscription and answers with its
    /// result or error: `Single.create { try await api.user(id) }`.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after disposal, even if
    /// `operation` ignores cancellation. The answer arrives on the task's executor, not on a
    /// scheduler (`observe(on:)` moves it). This overload of `create` takes a closure without
    /// parameters; the callback-based `create(subscribe:)` takes the observer.
    public static func create(operation: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single(raw: Observable.runningTask { relay in
            let element = try await operation()
            guard let sink = relay.sink else { return }
            sink.forwardNext(element)
            sink.forwardTerminal(.completed)
        })
    }
}
