/// The elements of one group of `groupBy(keySelector:)`, with the key they share.
///
/// A group is hot: a subscriber receives the elements of the group that arrive while it is
/// subscribed, then the source's terminal event. While any group has subscribers, the source
/// stays subscribed even after the `groupBy` subscription itself was disposed.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as an observable.
    public func asObservable() -> Observable<Element> { source }
}

// @unchecked: the key is immutable and the source an immutable description.
extension GroupedObservable: @unchecked Sendable where Key: Sendable, Element: Sendable {}
