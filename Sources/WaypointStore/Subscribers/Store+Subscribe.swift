import WaypointRx

extension Store {
    /// Subscribes a ReSwift-style subscriber to the whole state; it receives the current state
    /// now (or, when the store is busy, as soon as the work queued before it is done), then every
    /// new state. The subscriber is held weakly; subscribing it again does nothing.
    @inlinable
    public func subscribe<Subscriber: StoreSubscriber>(_ subscriber: Subscriber) where Subscriber.StoreSubscriberStateType == State {
        attach(subscriber) { $0 }
    }

    /// Subscribes a subscriber to the whole state, skipping consecutive equal states when the
    /// store skips repeats automatically (the default).
    @inlinable
    public func subscribe<Subscriber: StoreSubscriber>(_ subscriber: Subscriber) where Subscriber.StoreSubscriberStateType == State, State: Equatable {
        let skipsRepeats = skipsRepeatsAutomatically
        attach(subscriber) { skipsRepeats ? $0.skipRepeats() : $0 }
    }

    /// Subscribes a subscriber to the part of the state `transform` selects, e.g.
    /// `{ $0.select(\.counter).skipRepeats() }`.
    @inlinable
    public func subscribe<Selected, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        transform: (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        attach(subscriber) { transform(StoreSubscription(tap: $0)).tap }
    }

    /// Subscribes a subscriber to the part of the state `transform` selects, skipping
    /// consecutive equal selections when the store skips repeats automatically (the default).
    @inlinable
    public func subscribe<Selected: Equatable, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        transform: (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        let skipsRepeats = skipsRepeatsAutomatically
        attach(subscriber) { states in
            let selected = transform(StoreSubscription(tap: states)).tap
            return skipsRepeats ? selected.skipRepeats() : selected
        }
    }

    /// Unsubscribes a subscriber; it receives nothing more.
    public func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        let entry = withLock { subscribers.removeValue(forKey: ObjectIdentifier(subscriber)) }
        entry?.dispose()
    }

    /// Registers `subscriber` (unless it is registered already) and subscribes it to what
    /// `select` makes of its state stream. Costs the same whatever the number of subscribers.
    @usableFromInline
    func attach<Selected, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        _ select: (StateTap<State>) -> StateTap<Selected>
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
        let tap = select(stateTap(for: entry))
        entry.subscription.setDisposable(tap.connect({ [weak subscriber] state in
            subscriber?.newState(state: state)
        }, {}))
    }
}
