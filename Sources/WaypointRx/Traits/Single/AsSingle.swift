extension ObservableType {
    /// The sequence as a `Single`: its only element when it completes, `RxError.noElements` if it
    /// completes empty, `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        return Single(raw: Observable.make { observer in
            let sink = AsSingleSink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        })
    }
}

/// Holds the element of `asSingle` until the source completes.
// @unchecked: `element` is only touched under `lock`.
final class AsSingleSink<Element>: Sink<Element>, @unchecked Sendable {
    private let lock = Locked(())
    private var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            let second = lock.withLock { _ -> Bool in
                if element != nil { return true }
                element = value
                return false
            }
            if second { forwardTerminal(.error(RxError.moreThanOneElement)) }
        case .error:
            forwardTerminal(event)
        case .completed:
            var value: Element?
            lock.withLock { _ in
                value = element
                element = nil
            }
            if let value {
                forwardNext(value)
                forwardTerminal(.completed)
            } else {
                forwardTerminal(.error(RxError.noElements))
            }
        }
    }
}
