// `Binding` and `Bindable` as the iOS 18.0 SDK's SwiftUICore/SwiftUI interfaces declare them.
// `Bindable` (iOS 17) wraps an object that conforms to Observation's `Observable`; its dynamic member
// subscript turns a `ReferenceWritableKeyPath` into a `Binding`. See View.swift.
import Observation

/// `Binding`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The value it reads and writes.
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { standIn() }

    /// `@Binding var x` initialized from another binding.
    public init(projectedValue: Binding<Value>) { standIn() }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { standIn() }
}

/// `Bindable` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable itself (`$model`), whose members are bindings.
    public var projectedValue: Bindable<Value> { standIn() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { standIn() }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { standIn() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        standIn()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// `@Bindable var model`.
    public init(wrappedValue: Value) { standIn() }

    /// `Bindable(model)`.
    public init(_ wrappedValue: Value) { standIn() }

    /// From another bindable's projected value.
    public init(projectedValue: Bindable<Value>) { standIn() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { standIn() }
    public typealias ID = Value.ID
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}
