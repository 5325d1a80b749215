extension ObservableType {
    /// On each element or the completion of `sampler`, sends the source's latest element if a new
    /// one arrived since the previous sample; otherwise `defaultValue`, when given.
    ///
    /// After the source completes, the next sample (if any) is sent and then the completion;
    /// when the sampler already completed, the completion passes at once. An error from either
    /// passes at once.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Observable.make { observer in
            let sink = SampleSink<Element, Sampler.Element>(observer, defaultValue: defaultValue)
            sink.setUpstream(sink.sourceSubscription)
            sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in sink.onSource(event) }))
            sink.samplerSubscription.setDisposable(sampler.subscribe(AnyObserver { event in sink.onSampler(event) }))
            return sink
        }
    }
}

/// Holds the latest unsent element of the source.
// @unchecked: `latest`, `sourceDone` and `samplerDone` are only touched inside `synchronized`.
private final class SampleSink<Element, SamplerElement>: SynchronizedSink<Element>, @unchecked Sendable {
    private let defaultValue: Element?
    let sourceSubscription = SingleAssignmentDisposable()
    let samplerSubscription = SingleAssignmentDisposable()
    private var latest: Element?
    private var sourceDone = false
    private var samplerDone = false

    init(_ observer: AnyObserver<Element>, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer)
    }

    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            synchronized { latest = element }
        case .error:
            synchronized { emit(event) }
        case .completed:
            sourceSubscription.dispose()
            synchronized {
                sourceDone = true
                if samplerDone { emit(.completed) }
            }
        }
    }

    func onSampler(_ event: Event<SamplerElement>) {
        switch event {
        case .next, .completed:
            if event.isCompleted { samplerSubscription.dispose() }
            synchronized {
                if let element = latest {
                    latest = nil
                    emit(.next(element))
                } else if let defaultValue {
                    emit(.next(defaultValue))
                }
                samplerDone = event.isCompleted
                if sourceDone { emit(.completed) }
            }
        case .error(let error):
            synchronized { emit(.error(error)) }
        }
    }

    override func onDispose() {
        samplerSubscription.dispose()
    }
}
