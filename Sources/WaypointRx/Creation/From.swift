extension Observable {
    /// Emits the elements of `array` in order, then completes.
    ///
    /// The elements are sent in a loop once the subscription is wired up, checking before each
    /// one whether the subscription was disposed; the stack does not grow with the count.
    @inlinable
    public static func from(_ array: [Element]) -> Observable<Element> {
        make { observer in
            let sink = Sink(observer)
            SubscriptionTrampoline.start {
                // The array is immutable here: its elements are read in place, with no iterator.
                array.withUnsafeBufferPointer { elements in
                    for element in elements {
                        if sink.isStopped { return }
                        observer.on(.next(element))
                    }
                }
                sink.forwardTerminal(.completed)
            }
            return sink
        }
    }

    /// Emits the elements of `sequence` in order, then completes. Each subscription iterates
    /// `sequence` anew.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element> where Source.Element == Element {
        synchronousSequence(sequence)
    }

    /// Emits the elements of `array` in order on `scheduler`, one scheduled step per element,
    /// then completes in one more step.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        scheduledSequence(array, scheduler: scheduler)
    }

    /// Emits the elements of `sequence` in order on `scheduler`, one scheduled step per element,
    /// then completes in one more step.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element, Element: Sendable {
        scheduledSequence(sequence, scheduler: scheduler)
    }

    /// A synchronous source: loops over `elements`, stopping as soon as the subscription stops.
    /// (Inlinable, so that the loop is compiled for the caller's element and sequence types:
    /// unspecialised, each element cost a generic iteration and an allocation.)
    @inlinable
    static func synchronousSequence<Source: Sequence>(_ elements: Source) -> Observable<Element> where Source.Element == Element {
        make { observer in
            let sink = Sink(observer)
            SubscriptionTrampoline.start {
                var iterator = elements.makeIterator()
                while !sink.isStopped, let element = iterator.next() {
                    observer.on(.next(element))
                }
                sink.forwardTerminal(.completed)
            }
            return sink
        }
    }

    /// A scheduled source: one recursive step per element, and one for completion.
    static func scheduledSequence<Source: Sequence>(_ elements: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element, Element: Sendable {
        make { observer in
            let sink = IteratorSink(observer, iterator: AnyIterator(elements.makeIterator()))
            sink.setUpstream(scheduler.scheduleRecursive(sink) { sink, recurse in
                if let element = sink.nextElement() {
                    sink.forwardNext(element)
                    recurse(sink)
                } else {
                    sink.forwardTerminal(.completed)
                }
            })
            return sink
        }
    }
}

/// The state of a scheduled sequence source: the iterator, advanced one step per scheduled action.
// @unchecked: the iterator is only advanced under `lock` (its `next()` cannot reach this lock).
private final class IteratorSink<Element>: Sink<Element>, @unchecked Sendable {
    private let lock = Locked(())
    private let iterator: AnyIterator<Element>

    init(_ observer: AnyObserver<Element>, iterator: AnyIterator<Element>) {
        self.iterator = iterator
        super.init(observer)
    }

    /// The next element, or `nil` at the end.
    func nextElement() -> Element? {
        lock.withLock { _ in iterator.next() }
    }
}
