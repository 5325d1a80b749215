extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one emitted before it.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key equals the key of the element emitted before it. A thrown
    /// error ends the sequence with that error.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` calls equal to the element emitted before it. A thrown
    /// error ends the sequence with that error.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose value at `keyPath` equals that of the element emitted before it.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }

    /// Drops each element whose key `comparer` calls equal to the key of the element emitted
    /// before it. A thrown error ends the sequence with that error.
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = DistinctSink<Element, Key>(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    do {
                        let key = try keySelector(element)
                        if let previous = sink.lastKey.pointee, try comparer(previous, key) { return }
                        sink.lastKey.pointee = key
                    } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    sink.forwardNext(element)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}

/// The sink of `distinctUntilChanged`: the last key sits behind a pointer, which the source's
/// serial callbacks read and write without a dynamic exclusivity check.
@usableFromInline
// @unchecked: `lastKey` is only touched by the source's serial callbacks.
final class DistinctSink<Element, Key>: Sink<Element>, @unchecked Sendable {
    @usableFromInline
    let lastKey: UnsafeMutablePointer<Key?>

    @inlinable
    override init(_ observer: AnyObserver<Element>) {
        lastKey = .allocate(capacity: 1)
        lastKey.initialize(to: nil)
        super.init(observer)
    }

    @inlinable
    deinit {
        lastKey.deinitialize(count: 1)
        lastKey.deallocate()
    }
}
