extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an `AsyncSequence`: `for try await value in observable.values { … }`.
    ///
    /// Each iteration subscribes when it first asks for an element and buffers what arrives until
    /// it is consumed (nothing is dropped; there is no backpressure). An error from the sequence
    /// is thrown at the `for try await`; completion ends the loop. Cancelling the consuming task,
    /// leaving the loop early or dropping the iterator disposes the subscription; a cancelled
    /// iteration ends (`next()` returns `nil`) like an `AsyncThrowingStream`'s.
    public var values: ObservableValues<Element> {
        ObservableValues(source: asObservable())
    }
}

/// The elements of an observable as an `AsyncSequence` (see `values`). Iterating it twice
/// subscribes twice.
public struct ObservableValues<Element: Sendable>: AsyncSequence {
    /// Iterating throws the sequence's error.
    public typealias Failure = any Error

    let source: Observable<Element>

    /// An iterator that subscribes on its first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(state: ValuesIteratorState(source: source))
    }

    /// Hands out the buffered elements one at a time; one consumer at a time, as for every
    /// `AsyncIteratorProtocol`.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        let state: ValuesIteratorState<Element>

        /// The next element, `nil` after completion or cancellation; throws the sequence's error.
        public mutating func next() async throws -> Element? {
            try await state.next(isolation: nil)
        }

        /// The next element, awaited without leaving `actor`.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            try await state.next(isolation: actor)
        }
    }
}

/// The shared state of an `ObservableValues.Iterator`: the subscription, the buffer, the terminal
/// event and the suspended consumer. Releasing the iterator disposes the subscription.
// @unchecked: every `var` is only touched while `lock` is held; `source` is immutable.
final class ValuesIteratorState<Element: Sendable>: @unchecked Sendable {
    private enum Phase {
        case idle
        case subscribed
        /// Completed, failed (the error not thrown yet) or cancelled.
        case finished(Swift.Error?)
    }

    private let source: Observable<Element>
    private let lock = Locked()
    private var phase = Phase.idle
    private var buffer = FIFOQueue<Element>()
    private var waiting: CheckedContinuation<Element?, Swift.Error>?
    private var subscription: Disposable?

    init(source: Observable<Element>) {
        self.source = source
    }

    deinit {
        subscription?.dispose()
    }

    func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
        if Task.isCancelled {
            cancel()
            return nil
        }
        subscribeIfIdle()
        if let ready = try takeReady() { return ready }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: actor) { (continuation: CheckedContinuation<Element?, Swift.Error>) in
                park(continuation)
            }
        } onCancel: {
            cancel()
        }
    }

    /// Subscribes on the first `next()`; a synchronous source fills the buffer right here.
    private func subscribeIfIdle() {
        let subscribe = lock.withLock { () -> Bool in
            guard case .idle = phase else { return false }
            phase = .subscribed
            return true
        }
        guard subscribe else { return }
        // Weak: the subscription must not keep this state (and itself) alive once the iterator
        // is gone.
        let disposable = source.subscribe(AnyObserver { [weak self] event in self?.on(event) })
        let keep = lock.withLock { () -> Bool in
            if case .finished = phase { return false }
            subscription = disposable
            return true
        }
        if !keep { disposable.dispose() }
    }

    /// What `next()` can answer without suspending: a buffered element, the end, or the error
    /// (thrown once; the end after it). `nil` when it has to wait. Under the lock.
    private func answerLocked() -> Result<Element?, Swift.Error>? {
        if let element = buffer.dequeue() { return .success(element) }
        guard case .finished(let error) = phase else { return nil }
        phase = .finished(nil)
        if let error { return .failure(error) }
        return .success(nil)
    }

    private func takeReady() throws -> Element?? {
        var answer: Result<Element?, Swift.Error>?
        lock.withLock { answer = answerLocked() }
        guard let answer else { return nil }
        return .some(try answer.get())
    }

    /// Suspends the consumer until an element or the end arrives, unless one is already there.
    private func park(_ continuation: CheckedContinuation<Element?, Swift.Error>) {
        var answer: Result<Element?, Swift.Error>?
        lock.withLock {
            answer = answerLocked()
            if answer == nil { waiting = continuation }
        }
        if let answer { continuation.resume(with: answer) }
    }

    private func on(_ event: Event<Element>) {
        var resume: (CheckedContinuation<Element?, Swift.Error>, Result<Element?, Swift.Error>)?
        var release: Disposable?
        lock.withLock {
            if case .finished = phase { return }
            switch event {
            case .next(let element):
                if let waiting {
                    resume = (waiting, .success(element))
                    self.waiting = nil
                } else {
                    buffer.enqueue(element)
                }
            case .error(let error):
                release = finishLocked(error)
                if let waiting {
                    resume = (waiting, .failure(error))
                    self.waiting = nil
                    phase = .finished(nil)
                }
            case .completed:
                release = finishLocked(nil)
                if let waiting {
                    resume = (waiting, .success(nil))
                    self.waiting = nil
                }
            }
        }
        release?.dispose()
        if let (continuation, result) = resume { continuation.resume(with: result) }
    }

    /// Ends the iteration: the consumer's `next()` returns `nil` from now on.
    private func cancel() {
        var resumed: CheckedContinuation<Element?, Swift.Error>?
        var release: Disposable?
        lock.withLock {
            buffer.removeAll()
            release = finishLocked(nil)
            resumed = waiting
            waiting = nil
        }
        release?.dispose()
        resumed?.resume(returning: nil)
    }

    /// Marks the iteration finished (keeping the buffer, which is still handed out first) and
    /// returns the subscription to dispose.
    private func finishLocked(_ error: Swift.Error?) -> Disposable? {
        if case .finished = phase { return nil }
        phase = .finished(error)
        defer { subscription = nil }
        return subscription
    }
}
