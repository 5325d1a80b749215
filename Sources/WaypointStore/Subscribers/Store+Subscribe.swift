import WaypointRx

extension Store {
    /// Subscribes a ReSwift-style subscriber to the whole state; it receives the current state
    /// now (or, when the store is busy, as soon as the work queued before it is done), then every
    /// new state. The subscriber is held weakly. Subscribing a subscriber that is subscribed
    /// already replaces its subscription (as in ReSwift): it receives the current state once more,
    /// through the new transform, and from then on only the new selection.
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

    /// Registers `subscriber` (replacing its earlier subscription, if any) and subscribes it to what
    /// `select` makes of its state stream. Costs the same whatever the number of subscribers.
    /// (Inlinable, so that the delivery to the subscriber and the observer the store calls per
    /// state are compiled for the client's subscriber and state types: unspecialised, each
    /// delivery looked up generic metadata.)
    @inlinable
    func attach<Selected, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        _ select: (StateTap<State>) -> StateTap<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        let entry = enter(subscriber)
        let tap = select(stateTap(for: entry))
        entry.subscription.setDisposable(tap.connect({ [entry] state in
            entry.withSubscriber(Subscriber.self) { $0.newState(state: state) }
        }, {}))
    }

    /// Records a new entry for `subscriber` in the subscriber table and returns it; the entry it
    /// replaces, if any, is disposed.
    @usableFromInline
    func enter(_ subscriber: AnyStoreSubscriber) -> SubscriberEntry {
        let entry = SubscriberEntry(subscriber)
        // An entry under the same identity is either this subscriber's earlier subscription
        // (subscribing again replaces it, as in ReSwift) or one of a released object at the same
        // address: either way the new entry takes its place.
        let replaced = withLock { subscribers.updateValue(entry, forKey: entry.key) }
        replaced?.dispose()
        return entry
    }
}
