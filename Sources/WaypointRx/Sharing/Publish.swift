extension ObservableType {
    /// A connectable observable that shares one subscription to the source through a
    /// `PublishSubject` (a new one per connection): subscribers receive what the source sends
    /// while they are subscribed and it is connected.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }
}
