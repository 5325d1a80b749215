/// Holds the only element of `asSingle` / `asMaybe` until the source completes: a second element
/// fails with `RxError.moreThanOneElement` at once; an empty source fails with
/// `RxError.noElements` (`asSingle`) or completes (`asMaybe`).
// @unchecked: `element` is only touched under `lock`.
final class OnlyElementSink<Element>: Sink<Element>, @unchecked Sendable {
    private let lock = Locked(())
    private var element: Element?
    private let failsWhenEmpty: Bool

    init(_ observer: AnyObserver<Element>, failsWhenEmpty: Bool) {
        self.failsWhenEmpty = failsWhenEmpty
        super.init(observer)
    }

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
                forwardTerminal(failsWhenEmpty ? .error(RxError.noElements) : .completed)
            }
        }
    }
}
