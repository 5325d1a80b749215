import WaypointRx

extension Store {
    /// Subscribes a ReSwift-style subscriber to the whole state; it receives the current state
    /// now (or, when the store is busy, as soon as the work queued before it is done), then every
    /// new state. The subscriber is held weakly; subscribing it again does nothing.
    public func subscribe<Subscriber: StoreSubscriber>(_ subscriber: Subscriber) where Subscriber.StoreSubscriberStateType == State {
        attach(subscriber) { $0 }
    }

    /// Subscribes a subscriber to the whole state, skipping consecutive equal states when the
    /// store skips repeats automatically (the default).
    public func subscribe<Subscriber: StoreSubscriber>(_ subscriber: Subscriber) where Subscriber.StoreSubscriberStateType == State, State: Equatable {
        let skipsRepeats = automaticallySkipsRepeats
        attach(subscriber) { skipsRepeats ? $0.distinctUntilChanged() : $0 }
    }

    /// Subscribes a subscriber to the part of the state `transform` selects, e.g.
    /// `{ $0.select(\.counter).skipRepeats() }`.
    public func subscribe<Selected, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        transform: (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        attach(subscriber) { transform(StoreSubscription($0)).observable }
    }

    /// Subscribes a subscriber to the part of the state `transform` selects, skipping
    /// consecutive equal selections when the store skips repeats automatically (the default).
    public func subscribe<Selected: Equatable, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        transform: (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        let skipsRepeats = automaticallySkipsRepeats
        attach(subscriber) { states in
            let selected = transform(StoreSubscription(states)).observable
            return skipsRepeats ? selected.distinctUntilChanged() : selected
        }
    }

    /// Unsubscribes a subscriber; it receives nothing more.
    public func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        let entry = withLock { subscribers.removeValue(forKey: ObjectIdentifier(subscriber)) }
        entry?.dispose()
    }

    /// Registers `subscriber` (unless it is registered already) and subscribes it to what
    /// `select` makes of its state stream. Costs the same whatever the number of subscribers.
    private func attach<Selected, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        _ select: (Observable<State>) -> Observable<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        let entry = SubscriberEntry(subscriber)
        let (added, replaced) = withLock { () -> (Bool, SubscriberEntry?) in
            if let existing = subscribers[entry.key], existing.subscriber === subscriber { return (false, nil) }
            // An entry under the same identity whose subscriber is gone belonged to a released
            // object at the same address: replace it.
            return (true, subscribers.updateValue(entry, forKey: entry.key))
        }
        replaced?.dispose()
        guard added else { return }
        entry.subscription.setDisposable(select(states(for: entry)).subscribe(onNext: { [weak subscriber] state in
            subscriber?.newState(state: state)
        }))
    }
}
