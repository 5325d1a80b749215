extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest
    /// `replay` elements to each new subscriber.
    ///
    /// The source is subscribed when the first subscriber arrives and unsubscribed when the last
    /// one leaves or it sends a terminal event; the next subscriber subscribes to it again. With
    /// `.whileConnected` (the default) each connection has its own buffer, so that subscriber is
    /// replayed nothing from before; with `.forever` one subject keeps its buffer (and terminal
    /// event) for good. A negative `replay` fails every subscriber with
    /// `RxError.argumentOutOfRange`. Thread-safe; `share()` without replay takes a fast path with
    /// no subject object and no per-subscriber sink.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.whileConnected, 0):
            return ShareWhileConnected(source: asObservable())
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
        case (.forever, 0):
            return multicast(PublishSubject<Element>()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        }
    }
}
