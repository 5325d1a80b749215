/// Awaits the first element of an observable (or its completion) for the `value` of `Single`,
/// `Maybe` and `Completable`: subscribes, resumes the awaiting task once, and disposes the subscription.
/// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
// @unchecked: every `var` is only touched while `lock` is held.
final class AwaitFirstElement<Element: Sendable>: @unchecked Sendable {
    private let lock = Locked()
    private var waiting: CheckedContinuation<Element?, Swift.Error>?
    private var subscription: Disposable?
    private var finished = false

#if compiler(>=6.2)
    /// The first element, or `nil` if the sequence completes without one.
    nonisolated(nonsending) static func value(of source: Observable<Element>) async throws -> Element? {
        let awaiter = AwaitFirstElement()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                awaiter.start(continuation, source: source)
            }
        } onCancel: {
            awaiter.finish(.failure(CancellationError()))
        }
    }
#else
    /// The first element, or `nil` if the sequence completes without one.
    static func value(of source: Observable<Element>) async throws -> Element? {
        let awaiter = AwaitFirstElement()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                awaiter.start(continuation, source: source)
            }
        } onCancel: {
            awaiter.finish(.failure(CancellationError()))
        }
    }
#endif

    private func start(_ continuation: CheckedContinuation<Element?, Swift.Error>, source: Observable<Element>) {
        let cancelled = lock.withLock { () -> Bool in
            if finished { return true }
            waiting = continuation
            return false
        }
        if cancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        let disposable = source.subscribe(AnyObserver { event in
            switch event {
            case .next(let element): self.finish(.success(element))
            case .error(let error): self.finish(.failure(error))
            case .completed: self.finish(.success(nil))
            }
        })
        let keep = lock.withLock { () -> Bool in
            if finished { return false }
            subscription = disposable
            return true
        }
        if !keep { disposable.dispose() }
    }

    /// Resumes the awaiting task with `result` and disposes the subscription, once.
    private func finish(_ result: Result<Element?, Swift.Error>) {
        var resumed: CheckedContinuation<Element?, Swift.Error>?
        var release: Disposable?
        lock.withLock {
            if finished { return }
            finished = true
            resumed = waiting
            release = subscription
            waiting = nil
            subscription = nil
        }
        release?.dispose()
        resumed?.resume(with: result)
    }
}
