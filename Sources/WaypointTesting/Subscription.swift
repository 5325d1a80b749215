/// When a test observable was subscribed and unsubscribed, in ticks. An unsubscription at
/// `Int.max` means still subscribed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The tick of the subscription.
    public let subscribe: TestTime
    /// The tick of the unsubscription, `Int.max` while subscribed.
    public let unsubscribe: TestTime

    /// A subscription still alive.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription that ended.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe : unsubscribe)`, with `Infinity` for a live one.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe) : \(end))"
    }
}
