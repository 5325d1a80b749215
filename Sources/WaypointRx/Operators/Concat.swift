extension ObservableType where Element: ObservableConvertibleType {
    /// Concatenates the inner sequences: each is subscribed only after the previous one
    /// completed; the ones that arrive meanwhile wait in order. Completes when this sequence and
    /// every inner sequence completed; any error ends it.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// The elements of this sequence, then, once it completed, those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension Observable {
    /// The elements of each sequence of `sources` in turn: the next one is subscribed when the
    /// previous one completed. Completes after the last (at once when there are none); an error
    /// ends it. `sources` is iterated lazily, one step per completed sequence, so it may be
    /// infinite; the stack does not grow with the number of sequences that complete at once.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        make { observer in
            let sink = ConcatSink<Sources>(observer, iterator: sources.makeIterator())
            // Start once the subscription chain is wired up, so that an operator downstream can
            // stop an endless run of synchronous sources by disposing.
            SubscriptionTrampoline.start { sink.moveNext() }
            return sink
        }
    }

    /// The elements of each of `sources` in turn; see `concat(_:)` for a sequence.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

/// Runs the sources of `Observable.concat` one after the other.
// @unchecked: the iterator is owned by the one thread running the loop, handed over by an atomic.
private final class ConcatSink<Sources: Sequence>: Sink<Sources.Element.Element>, @unchecked Sendable where Sources.Element: ObservableType {
    typealias Element = Sources.Element.Element

    private var iterator: Sources.Iterator
    private let current = SerialDisposable()
    private var pendingMoves: AtomicWord<Int> { spareWord() }

    init(_ observer: AnyObserver<Element>, iterator: Sources.Iterator) {
        self.iterator = iterator
        super.init(observer)
        setUpstream(current)
    }

    /// Subscribes to the next source, or completes when there is none. A call made while a
    /// previous call is still subscribing (a source that completed synchronously) is counted and
    /// served by that earlier call's loop instead of nesting.
    func moveNext() {
        if pendingMoves.add(1, ordering: .acquiringAndReleasing).newValue != 1 { return }
        repeat {
            if isStopped { return }
            guard let source = iterator.next() else {
                forwardTerminal(.completed)
                return
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): self.forwardNext(element)
                case .error: self.forwardTerminal(event)
                case .completed: self.moveNext()
                }
            }))
        } while pendingMoves.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }
}
