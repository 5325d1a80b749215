/// Which columns of a SwiftUI split view are visible (SwiftUI's `NavigationSplitViewVisibility`):
/// layout, not navigation — changing it changes no route.
public enum SplitColumnVisibility: Sendable, Hashable {
    /// As the platform decides for the size and orientation.
    case automatic
    /// Every column.
    case all
    /// The content and detail columns of a three-column split view, the sidebar and detail
    /// columns of a two-column one.
    case doubleColumn
    /// The detail column only.
    case detailOnly
}
