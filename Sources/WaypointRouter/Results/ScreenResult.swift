import WaypointRx

/// The answer a screen presented with `Router.present(_:expecting:animated:)` gives back.
///
/// The screen receives it as its route data (`DataReceivable`'s `didReceiveData(_:)`, or
/// `RoutingContext.data`) and calls `send(_:)` once: the router then removes the screen (and
/// anything shown above it), and the awaiting `present` call returns the value once the screen is
/// gone. Thread-safe: call it from any thread.
public final class ScreenResult<Value: Sendable>: Sendable, Equatable, CustomStringConvertible {
    /// Takes a value and whether the screen is already closing; answers whether it was taken.
    private let receiver: Locked<(@Sendable (Value, Bool) -> Bool)?>

    init(receiver: @escaping @Sendable (Value, Bool) -> Bool) {
        self.receiver = Locked(receiver)
    }

    /// Gives `value` back to the caller of `present`. Returns `false`, dropping the value, when
    /// the presentation has ended already: the value was sent before, the user dismissed the
    /// screen, a newer navigation replaced it, the caller stopped waiting, or the router went away.
    @discardableResult
    public func send(_ value: Value) -> Bool {
        guard let receiver = receiver.withLock({ $0 }) else { return false }
        return receiver(value, false)
    }

    /// Gives `value` back from a screen the user's own action is closing (a tap on an alert's
    /// button closes the alert): the caller gets it as with `send(_:)`, and the router starts no
    /// navigation to take the screen off — the user-made change the UI reports next does. Returns
    /// `false` as `send(_:)` does.
    @discardableResult
    public func sendClosing(_ value: Value) -> Bool {
        guard let receiver = receiver.withLock({ $0 }) else { return false }
        return receiver(value, true)
    }

    /// `true` while a value sent now would reach the caller.
    public var isPending: Bool { receiver.withLock { $0 != nil } }

    /// The presentation ended: later values are dropped.
    func close() {
        receiver.withLock { $0 = nil }
    }

    /// Two results are equal when they are the same object (one per `present` call).
    public static func == (lhs: ScreenResult, rhs: ScreenResult) -> Bool { lhs === rhs }

    /// `ScreenResult<Value>`, for route data descriptions and timelines.
    public var description: String { "ScreenResult<\(Value.self)>" }
}
