extension ObservableType {
    /// Splits the elements into groups by `keySelector`: emits a `GroupedObservable` the first
    /// time a key appears, just before its first element is sent into it.
    ///
    /// Groups are hot (see `GroupedObservable`): an element sent before anyone subscribed to its
    /// group is lost, so subscribe to a group as it is emitted. The source's terminal event
    /// reaches every group, then the result; an error thrown by `keySelector` does the same.
    /// Disposing the result keeps the source subscribed while any group has subscribers.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = GroupBySink(observer, keySelector: keySelector)
            sink.run(source)
            return sink
        }
    }
}

/// A `groupBy` subscription: the groups by key, each a `PublishSubject`, and the source
/// subscription, shared by reference count with the groups' subscribers.
// @unchecked: `groups` lives behind its lock; subjects and the reference count are thread-safe.
private final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let sourceSubscription = SingleAssignmentDisposable()
    private let refCount: RefCountDisposable
    /// The groups by key and in order of creation; `nil` once the source ended.
    private let groups = Locked<(byKey: [Key: PublishSubject<Element>], inOrder: [PublishSubject<Element>])?>(([:], []))

    init(_ observer: AnyObserver<GroupedObservable<Key, Element>>, keySelector: @escaping (Element) throws -> Key) {
        self.keySelector = keySelector
        refCount = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer)
        setUpstream(refCount)
    }

    func run(_ source: Observable<Element>) {
        sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in self.on(event) }))
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do { key = try keySelector(element) } catch {
                terminate(.error(error))
                return
            }
            let (subject, isNew) = groups.withLock { groups -> (PublishSubject<Element>?, Bool) in
                guard groups != nil else { return (nil, false) }
                if let existing = groups?.byKey[key] { return (existing, false) }
                let subject = PublishSubject<Element>()
                groups?.byKey[key] = subject
                groups?.inOrder.append(subject)
                return (subject, true)
            }
            guard let subject else { return }
            if isNew { forwardNext(GroupedObservable(key: key, source: group(subject))) }
            subject.on(.next(element))
        case .error, .completed:
            terminate(event)
        }
    }

    /// A group's observable: each subscription holds a reference to the source subscription.
    private func group(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let refCount = self.refCount
        return Observable.make { observer in
            let reference = refCount.retain()
            return Disposables.create(subject.subscribe(observer), reference)
        }
    }

    /// Sends the terminal event to every group (in order of creation), then downstream.
    private func terminate(_ event: Event<Element>) {
        let subjects = groups.withLock { groups -> [PublishSubject<Element>] in
            defer { groups = nil }
            return groups?.inOrder ?? []
        }
        for subject in subjects { subject.on(event) }
        switch event {
        case .error(let error): forwardTerminal(.error(error))
        default: forwardTerminal(.completed)
        }
        sourceSubscription.dispose()
    }
}
