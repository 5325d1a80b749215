extension ObservableType {
    /// A connectable observable that shares one subscription to the source through a
    /// `ReplaySubject` of `bufferSize` elements (a new one per connection): each subscriber first
    /// receives the latest `bufferSize` elements of the current connection. A negative size fails
    /// every subscriber with `RxError.argumentOutOfRange`.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable observable that shares one subscription to the source through an unbounded
    /// `ReplaySubject` (a new one per connection): each subscriber first receives every element of
    /// the current connection.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbound() })
    }
}
