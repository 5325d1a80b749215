// The environment as the iOS 18.0 SDK's SwiftUICore interface and Apple's documentation declare it
// (iOS 13): `EnvironmentKey` (`associatedtype Value`, `static var defaultValue: Value { get }`),
// `EnvironmentValues` (a struct read and written through `subscript<K: EnvironmentKey>(key:)`),
// the `Environment` property wrapper (a `DynamicProperty`, created from a key path of
// `EnvironmentValues`, read-only) and `View.environment(_:_:)` (`nonisolated`, `-> some View`).
// Only what WaypointUI uses. See View.swift.

/// `DynamicProperty`: a stored property of a view that SwiftUI updates before the view's body.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Updates the property's value before the body is evaluated.
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// `EnvironmentKey`: "A key for accessing values in the environment."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when no view set one.
    static var defaultValue: Self.Value { get }
}

/// `EnvironmentValues`: "A collection of environment values propagated through a view hierarchy."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    /// `init()`: only default values.
    public init() { standIn() }

    /// The value of `key`, or its default.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { standIn() }
        set { standIn() }
    }
}

/// `Environment`: "A property wrapper that reads a value from a view's environment."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { standIn() }

    /// The current value.
    public var wrappedValue: Value { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `environment(_:_:)`: sets the value at `keyPath` for this view and the views in it.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        standInView(self)
    }
}
