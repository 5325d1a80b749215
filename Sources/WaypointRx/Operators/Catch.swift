extension ObservableType {
    /// When this sequence fails, continues with the sequence `handler` returns for the error.
    /// An error thrown by `handler`, or sent by its sequence, ends the result.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            let subscription = SerialDisposable()
            sink.setUpstream(subscription)
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    sink.forwardNext(element)
                case .completed:
                    sink.forwardTerminal(.completed)
                case .error(let error):
                    if sink.isStopped { return }
                    let fallback: Observable<Element>
                    do { fallback = try handler(error) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    let second = SingleAssignmentDisposable()
                    subscription.disposable = second
                    second.setDisposable(fallback.subscribe(AnyObserver { event in sink.forward(event) }))
                }
            }))
            return sink
        }
    }

    /// When this sequence fails, emits `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }
}
