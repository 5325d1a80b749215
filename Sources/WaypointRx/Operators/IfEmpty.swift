extension ObservableType {
    /// The source's elements; when it completes without any, `default` and then the completion.
    /// An error passes on.
    public func ifEmpty(default element: Element) -> Observable<Element> {
        ifEmpty(switchTo: Observable.just(element))
    }

    /// The source's elements; when it completes without any, those of `other` (subscribed then)
    /// and its terminal event. An error of the source passes on.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = IfEmptySink(observer)
            let subscription = SerialDisposable()
            sink.setUpstream(subscription)
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    sink.sawElement()
                    sink.forwardNext(element)
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    guard !sink.isStopped else { return }
                    guard sink.isEmpty else {
                        sink.forwardTerminal(.completed)
                        return
                    }
                    let second = SingleAssignmentDisposable()
                    subscription.disposable = second
                    second.setDisposable(other.subscribe(AnyObserver { event in sink.forward(event) }))
                }
            }))
            return sink
        }
    }
}

/// An `ifEmpty` subscription: remembers whether the source sent an element.
// @unchecked: `isEmpty` is only touched by the source's serialized events.
private final class IfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    private(set) var isEmpty = true

    func sawElement() {
        if isEmpty { isEmpty = false }
    }
}
