extension ObservableType {
    /// The sequence as a `Maybe`: its only element when it completes, completion when it
    /// completes empty, `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        return Maybe(raw: Observable.make { observer in
            let sink = AsMaybeSink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        })
    }
}

/// Holds the element of `asMaybe` until the source completes.
// @unchecked: `element` is only touched under `lock`.
final class AsMaybeSink<Element>: Sink<Element>, @unchecked Sendable {
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
            if let value { forwardNext(value) }
            forwardTerminal(.completed)
        }
    }
}
