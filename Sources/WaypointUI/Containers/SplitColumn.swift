/// A column of a split view whose content the route selects.
public enum SplitColumn: Sendable, Hashable {
    /// The middle column of a three-column split view (UIKit's `.supplementary`, SwiftUI's
    /// `content`): it shows the screen of the sidebar's selection (route segment 0).
    case content
    /// The last column (UIKit's `.secondary`, SwiftUI's `detail`): a navigation stack whose root
    /// shows the selection of the column before it, with the segments after it pushed above.
    case detail
}
