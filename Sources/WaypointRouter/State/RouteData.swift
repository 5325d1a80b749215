/// A value attached to a route (route-specific data) or to a navigation (a context, a transition
/// hint): any `Equatable & Sendable` value, type-erased so `NavigationState` stays `Equatable`.
///
/// Values that are also `Codable` can be saved with the navigation state; see
/// `Router.saveState()`.
public struct RouteData: Equatable, Sendable, CustomStringConvertible {
    /// The wrapped value.
    public let value: any Sendable
    private let equals: @Sendable (any Sendable) -> Bool
    /// Encodes the value, when it is `Encodable`.
    let encode: (@Sendable (Encoder) throws -> Void)?

    /// Wraps `value`.
    public init<Value: Equatable & Sendable>(_ value: Value) {
        if let data = value as? RouteData {
            self = data
            return
        }
        self.value = value
        equals = { other in (other as? Value) == value }
        if Value.self is any Encodable.Type {
            encode = { encoder in try (value as? any Encodable)?.encode(to: encoder) }
        } else {
            encode = nil
        }
    }

    /// The wrapped value as `type`, or `nil` when it is of another type.
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
        value as? Value
    }

    /// The name of the wrapped value's type, as saved state records it.
    public var typeName: String { String(reflecting: type(of: value)) }

    /// Equal when the values are of the same type and equal.
    public static func == (lhs: RouteData, rhs: RouteData) -> Bool {
        lhs.equals(rhs.value)
    }

    /// The wrapped value's description.
    public var description: String { String(describing: value) }
}
