// NavigationSplitView, its column visibility and List's selection as the iOS 18.0 SDK's SwiftUI
// interface and Apple's documentation declare them (`NavigationSplitView` and
// `NavigationSplitViewVisibility` iOS 16; `List(selection:content:)` iOS 13, watchOS 10). See
// View.swift.

/// `NavigationSplitView` (iOS 16): two or three columns that collapse into one stack in compact
/// width.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    /// A three-column split view whose leading columns' visibility is `columnVisibility`.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                            @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        standIn()
    }

    /// A two-column split view whose sidebar's visibility is `columnVisibility`.
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                            @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        standIn()
    }
}

/// `NavigationSplitViewVisibility` (iOS 16; `Equatable`, `Codable`, `Sendable`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    /// Only the detail column.
    public static var detailOnly: NavigationSplitViewVisibility { standIn() }
    /// The content and detail columns (three columns), the sidebar and detail (two).
    public static var doubleColumn: NavigationSplitViewVisibility { standIn() }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { standIn() }
    /// The platform's default for the context.
    public static var automatic: NavigationSplitViewVisibility { standIn() }
}

/// `List`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// A list whose single selected row (by `tag(_:)`) is `selection`.
    @available(watchOS 10.0, *)
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { standIn() }
}
