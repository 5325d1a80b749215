// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

/// A `NavigationSplitView` bound to a `SplitNavigationModel`: two or three columns as the model's
/// `style` says, their visibility bound to `columnVisibility`, the content column showing the
/// sidebar's selection and the detail column a `RoutedNavigationStack` over the model's `detail`
/// whose root shows the last column's selection (each drawn by `destination`, or by `placeholder`
/// while nothing is selected). Bind the sidebar's list (and the content column's, drawn by
/// `destination` of its selection) to `sidebarSelection` and `contentSelection`.
///
/// SwiftUI collapses it into one stack in compact width and expands it again from the same model,
/// so the route is kept across both. Router-made changes are made in a transaction animated with
/// `animation` (animations disabled when the change is not animated).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RoutedNavigationSplitView<Sidebar: View, Placeholder: View, Destination: View>: View {
    @Bindable private var split: SplitNavigationModel
    private let animation: Animation?
    private let sidebar: Sidebar
    private let placeholder: (SplitColumn) -> Placeholder
    private let destination: (NavigationDestination) -> Destination

    /// A split view over `split`: `sidebar` in its first column; the destinations of the route
    /// drawn by `destination`, and a column with nothing selected by `placeholder(column)`.
    public init(_ split: SplitNavigationModel, animation: Animation? = .default, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder placeholder: @escaping (SplitColumn) -> Placeholder,
                @ViewBuilder destination: @escaping (NavigationDestination) -> Destination) {
        split.apply = RoutedNavigationStack<EmptyView, Destination>.transaction(animation)
        _split = Bindable(split)
        self.animation = animation
        self.sidebar = sidebar()
        self.placeholder = placeholder
        self.destination = destination
    }

    /// The split view and its columns.
    public var body: some View {
        if split.style == .tripleColumn {
            NavigationSplitView(columnVisibility: $split.navigationSplitViewVisibility) {
                sidebar
            } content: {
                if let content = split.content { destination(content) } else { placeholder(.content) }
            } detail: {
                detail
            }
        } else {
            NavigationSplitView(columnVisibility: $split.navigationSplitViewVisibility) {
                sidebar
            } detail: {
                detail
            }
        }
    }

    /// The detail column: a stack whose root shows the last column's selection.
    private var detail: some View {
        let split = self.split
        return RoutedNavigationStack(split.detail, animation: animation, root: {
            if let root = split.detailRoot { destination(root) } else { placeholder(.detail) }
        }, destination: destination)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SplitNavigationModel {
    /// `columnVisibility` as SwiftUI's type, for `NavigationSplitView(columnVisibility:)`.
    var navigationSplitViewVisibility: NavigationSplitViewVisibility {
        get {
            switch columnVisibility {
            case .automatic: return .automatic
            case .all: return .all
            case .doubleColumn: return .doubleColumn
            case .detailOnly: return .detailOnly
            }
        }
        set {
            let visibility: [(NavigationSplitViewVisibility, SplitColumnVisibility)] = [
                (.all, .all), (.doubleColumn, .doubleColumn), (.detailOnly, .detailOnly),
            ]
            columnVisibility = visibility.first { $0.0 == newValue }?.1 ?? .automatic
        }
    }
}
#endif
