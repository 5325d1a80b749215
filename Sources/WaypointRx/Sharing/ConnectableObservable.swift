/// An observable that shares one subscription to its source among all its subscribers, and
/// subscribes to the source only when `connect()` is called.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes the shared subject to the source, unless a connection is already open (then it
    /// returns that one). Disposing the result disconnects.
    func connect() -> Disposable
}

/// A connectable observable: subscribers receive what the source sends while it is connected
/// (see `multicast`, `publish`, `replay`, `refCount`).
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @usableFromInline
    override init() {}

    /// Subscribes the shared subject to the source, unless a connection is already open (then it
    /// returns that one). Disposing the result disconnects; a connection also ends when the
    /// source sends a terminal event.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }

    /// The observable `refCount()` returns for this connectable.
    func makeRefCount() -> Observable<Element> {
        RefCountObservable(self)
    }
}
