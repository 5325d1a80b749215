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
// @unchecked: `winner` is only touched inside `synchronized` (see SynchronizedSink).
private final class AmbSink<Element>: SynchronizedSink<Element>, @unchecked Sendable {
    private let subscriptions: [SingleAssignmentDisposable]

    // Inside `synchronized`.
    private var winner: Int?

    init(_ observer: AnyObserver<Element>, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer)
        setUpstream(Disposables.create(subscriptions))
    }

    func run(_ sources: [Observable<Element>]) {
        for (index, source) in sources.enumerated() {
            if isStopped || synchronized({ winner != nil }) { return }
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { event in self.on(event, from: index) }))
        }
    }

    private func on(_ event: Event<Element>, from index: Int) {
        let won = synchronized { () -> Bool in
            let first = winner == nil
            if first { winner = index }
            if winner == index { emit(event) }
            return first
        }
        if won {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        }
    }
}
