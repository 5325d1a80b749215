// Navigation stacks, tab views and modal presentation as the iOS 18.0 SDK's SwiftUI interface and
// Apple's documentation declare them. See View.swift.

/// `NavigationStack` (iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    /// A stack whose pushed values are `path` (a homogeneous path of `Hashable` values).
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        standIn()
    }
}

/// `TabView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// A tab view whose selected tab is `selection` (each tab's `tag(_:)`).
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { standIn() }
}

/// `ForEach`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// A view per element of `data`, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        standIn()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// A view per identifiable element of `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `navigationDestination(for:destination:)` (iOS 16): the view for values of `data` pushed on
    /// the enclosing stack's path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> some View where D: Hashable, C: View {
        standInView(self)
    }

    /// `sheet(item:onDismiss:content:)`.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping (Item) -> Content)
        -> some View where Item: Identifiable, Content: View {
        standInView(self)
    }

    /// `fullScreenCover(item:onDismiss:content:)` (iOS 14; not on macOS).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content)
        -> some View where Item: Identifiable, Content: View {
        standInView(self)
    }

    /// `tabItem(_:)` (watchOS 7).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        standInView(self)
    }

    /// `tag(_:)`.
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
        standInView(self)
    }
}

/// `NavigationLink` (its value-based initializers, iOS 16): a tap appends `value` to the
/// enclosing stack's path (a `nil` value disables the link).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension NavigationLink where Destination == Never {
    /// A link whose tap presents `value`, labelled by `label`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable { standIn() }

    /// A link whose tap presents `value`, labelled with the string `title`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable { standIn() }
}
