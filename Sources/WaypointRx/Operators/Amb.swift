extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event (element, error or
    /// completion) first, and unsubscribes from the other.
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever of `sources` sends an event first and unsubscribes from the others.
    /// Sources are subscribed in order; once one has sent an event, the rest are not subscribed.
    /// With no sources, never sends anything (as RxSwift).
    public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let observables = Array(sources)
        return Observable.make { observer in
            let sink = AmbSink(observer, count: observables.count)
            sink.run(observables)
            return sink
        }
    }
}

/// The state of `amb`: which source won.
// @unchecked: `winner` is only touched under `lock` (see MultiSourceSink).
final class AmbSink<Element>: MultiSourceSink<Element, Element>, @unchecked Sendable {
    private let subscriptions: [SingleAssignmentDisposable]

    // Under `lock`.
    private var winner: Int?

    init(_ observer: AnyObserver<Element>, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer)
        setUpstream(Disposables.create(subscriptions))
    }

    func run(_ sources: [Observable<Element>]) {
        for (index, source) in sources.enumerated() {
            var decided = false
            lock.withLock { _ in decided = winner != nil }
            if decided || isStopped { return }
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { event in self.on(event, from: index) }))
        }
    }

    private func on(_ event: Event<Element>, from index: Int) {
        var won = false
        synchronized {
            if winner == nil {
                winner = index
                won = true
            }
            if winner == index { send(event) }
        }
        if won {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        }
    }

    override func deliver(_ event: Event<Element>) {
        forward(event)
    }
}
