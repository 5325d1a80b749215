extension Observable {
    /// The elements of the first sequence of `sources`; when it fails, those of the next one, and
    /// so on. Completes when the current sequence completes (at once when there are none); the
    /// error of the last sequence ends it when none is left.
    ///
    /// `sources` is iterated lazily, one step per failed sequence; the stack does not grow with
    /// the number of sequences that fail at once.
    public static func `catch`<Sources: Sequence>(sequence sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        make { observer in
            let sink = CatchSequenceSink<Sources>(observer, iterator: sources.makeIterator())
            SubscriptionTrampoline.start { sink.moveNext(after: nil) }
            return sink
        }
    }
}

/// Runs the sources of `Observable.catch(sequence:)` one after the other, moving on at an error.
// @unchecked: the iterator is only touched by the one thread running the loop, which `moves` elects; `lastError` is written under its lock.
private final class CatchSequenceSink<Sources: Sequence>: Sink<Sources.Element.Element>, @unchecked Sendable where Sources.Element: ObservableType {
    typealias Element = Sources.Element.Element

    private var iterator: Sources.Iterator
    private var lastError: Swift.Error?
    private let current = SerialDisposable()
    /// Moves asked for and not yet served; the caller that raises it from zero runs the loop.
    private let moves = Locked(0)

    init(_ observer: AnyObserver<Element>, iterator: Sources.Iterator) {
        self.iterator = iterator
        super.init(observer)
        setUpstream(current)
    }

    /// Subscribes to the next source after `error` (or at the start), or ends with the last
    /// error (completes when there was no source). A call made while an earlier one is still
    /// subscribing (a source that failed synchronously) is served by that call's loop.
    func moveNext(after error: Swift.Error?) {
        let runs = moves.withLock { moves -> Bool in
            if let error { lastError = error }
            moves += 1
            return moves == 1
        }
        guard runs else { return }
        repeat {
            if isStopped { return }
            guard let source = iterator.next() else {
                if let lastError { forwardTerminal(.error(lastError)) } else { forwardTerminal(.completed) }
                return
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): self.forwardNext(element)
                case .completed: self.forwardTerminal(.completed)
                case .error(let error): self.moveNext(after: error)
                }
            }))
        } while moves.withLock { moves -> Bool in
            moves -= 1
            return moves > 0
        }
    }
}
