/// How many columns a split view has (UIKit's `UISplitViewController.Style`).
public enum SplitStyle: Sendable, Hashable {
    /// A sidebar and a detail column: route segment 0 is the sidebar's selection, shown as the
    /// root of the detail column's stack; the segments after it are pushed on that stack.
    case doubleColumn
    /// A sidebar, a content column and a detail column: segment 0 is the sidebar's selection,
    /// shown in the content column; segment 1 is the content column's selection, shown as the root
    /// of the detail column's stack; the segments after it are pushed on that stack.
    case tripleColumn

    /// The columns the route selects for, in route order: segment `i` is shown in `columns[i]`.
    public var columns: [SplitColumn] {
        switch self {
        case .doubleColumn: return [.detail]
        case .tripleColumn: return [.content, .detail]
        }
    }
}
