extension ObservableType {
    /// When the source completes, emits its last `count` elements (fewer if it had fewer) and
    /// completes. An error is passed on without the buffered elements. A negative `count` fails
    /// with `RxError.argumentOutOfRange`.
    public func takeLast(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var buffer = TakeLastBuffer<Element>(capacity: count)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): buffer.append(element)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed:
                    for element in buffer.elements {
                        if sink.isStopped { return }
                        sink.forwardNext(element)
                    }
                    sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}

/// Keeps the last `capacity` elements appended.
private struct TakeLastBuffer<Element> {
    private var storage: [Element] = []
    private var start = 0
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Appends `element`, dropping the oldest one when full.
    mutating func append(_ element: Element) {
        if capacity == 0 { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[start] = element
            start = (start + 1) % capacity
        }
    }

    /// The kept elements, oldest first.
    var elements: [Element] {
        Array(storage[start...] + storage[..<start])
    }
}
