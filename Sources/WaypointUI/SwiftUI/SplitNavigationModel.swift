#if canImport(Observation)
import Observation
import WaypointRouter

/// What a SwiftUI `NavigationSplitView` shows, as observable state: the sidebar's and the content
/// column's selections (bind each column's `List(selection:)` to `sidebarSelection` and
/// `contentSelection`), the destination each column shows, the detail column's
/// `NavigationStack` (`detail`, a `NavigationModel`) and the columns' visibility. Use
/// `RoutedNavigationSplitView`, or bind a `NavigationSplitView` to it yourself.
///
/// It is a split container driven by a `SplitRoutable` (`SplitRoutable(split:presentation:)`): the
/// route's first segments are the columns' selections (`style`), the rest is pushed on the detail
/// stack or presented over it. SwiftUI collapses a split view into one stack on its own, from the
/// same selections and path, so the model never changes when the width does and the route
/// survives collapsing and expanding by construction, a sheet over the detail stack and its
/// screens included (SwiftUI keeps the sheet up); a back swipe in the collapsed stack writes
/// the selection it leaves to `nil`, a user-made change. The router's changes land here on the
/// router's scheduler (the main thread, with `MainScheduler`) and go through `apply`; a column's
/// selection ends as soon as it is applied (a column may be hidden, so its appearance is not
/// awaited), the detail stack's changes as `NavigationModel` says. A selection the user makes in
/// a column's list reaches the router as a user-made change and the state follows without
/// running a transition; writes that change nothing are ignored. Showing or hiding a column
/// (`columnVisibility`) changes no route.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class SplitNavigationModel: SplitContainer {
    /// The stack of the detail column.
    public typealias Stack = NavigationModel

    /// How many columns the split view has.
    public let style: SplitStyle
    /// The model of the detail column's `NavigationStack`: its root shows `detailRoot`.
    public let detail: NavigationModel
    /// Which columns are visible: `NavigationSplitView(columnVisibility:)`'s binding.
    public var columnVisibility: SplitColumnVisibility = .automatic
    private var contentShown: NavigationDestination?
    private var detailShown: NavigationDestination?
    /// The detail stack's root while nothing is selected for it.
    @ObservationIgnored private let placeholder = NavigationDestination(segment: "")
    /// Told about every write the user made through a binding.
    @ObservationIgnored var userChanged: (() -> Void)?
    /// Applies one router-made change of a column's selection: calls `change`, animated or not
    /// (inside a SwiftUI transaction, say).
    @ObservationIgnored public var apply: (_ change: () -> Void, _ animated: Bool) -> Void = { change, _ in change() }

    /// A split view of `style`, nothing selected.
    public init(style: SplitStyle) {
        self.style = style
        detail = NavigationModel(root: placeholder)
    }

    /// The sidebar list's selection: segment 0 of the route. A write is a user-made change (SwiftUI
    /// writes it when the user selects a row, and `nil` when a back swipe in the collapsed split
    /// view returns to the sidebar).
    public var sidebarSelection: RouteElementIdentifier? {
        get { shown(at: 0)?.segment }
        set { userSelects(newValue, at: 0) }
    }

    /// The content column list's selection (three columns): segment 1 of the route; `nil` and
    /// ignored with two columns. A write is a user-made change, as `sidebarSelection`.
    public var contentSelection: RouteElementIdentifier? {
        get { style == .tripleColumn ? shown(at: 1)?.segment : nil }
        set { if style == .tripleColumn { userSelects(newValue, at: 1) } }
    }

    /// What the content column shows (three columns); `nil` for its placeholder.
    public var content: NavigationDestination? { contentShown }

    /// What the detail stack shows as its root; `nil` for its placeholder.
    public var detailRoot: NavigationDestination? { detailShown }

    private func shown(at index: Int) -> NavigationDestination? {
        style.columns[index] == .content ? contentShown : detailShown
    }

    private func userSelects(_ segment: RouteElementIdentifier?, at index: Int) {
        guard segment != shown(at: index)?.segment else { return }
        // The route keeps nothing after the selection: neither what the detail stack presents.
        detail.dropPresentations()
        show(segment.map { NavigationDestination(segment: $0) }, in: style.columns[index])
        userChanged?()
    }

    /// Shows `destination` in `column`, and nothing in the columns after it.
    private func show(_ destination: NavigationDestination?, in column: SplitColumn) {
        if column == .content { contentShown = destination }
        detailShown = column == .detail ? destination : nil
        detail.replaceRoot(with: detailShown ?? placeholder)
    }

    // MARK: SplitContainer

    /// Always `false`: SwiftUI collapses the split view on its own from the same state.
    public var isCollapsed: Bool { false }

    /// What `column` shows, as the route selected it.
    public func selection(in column: SplitColumn) -> SplitSelection<NavigationDestination>? {
        let shown = column == .content ? contentShown : detailShown
        return shown.map { SplitSelection(segment: $0.segment, screen: $0) }
    }

    /// Shows the selection's destination in `column` (the detail stack's root, its path emptied),
    /// through `apply`; ends at once.
    public func select(_ selection: SplitSelection<NavigationDestination>?, in column: SplitColumn, animated: Bool,
                       completion: @escaping ContainerCompletion) {
        apply({
            if column == .content {
                self.contentShown = selection?.screen
            } else {
                self.detailShown = selection?.screen
                self.detail.replaceRoot(with: selection?.screen ?? self.placeholder)
            }
        }, animated)
        completion()
    }

    /// Never called: the split view never collapses for its routable (`isCollapsed` is `false`),
    /// and the detail stack presents its sheets in both widths, so SwiftUI keeps a sheet up while
    /// the width changes, with the route. Moves nothing.
    public func moveModal(from: NavigationModel, to: NavigationModel) {}
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SplitRoutable where Split == SplitNavigationModel {
    /// The root routable of a SwiftUI `NavigationSplitView` bound to `split`: the route's first
    /// segments are the columns' selections, every segment after them is pushed on the detail
    /// stack's path, or presented as a sheet or a full-screen cover with a stack of its own, as
    /// `presentation` says. The destinations carry their route's data.
    ///
    /// User-made changes written to the model's bindings (a selection in a column's list, a back
    /// swipe, a sheet swiped down) are reported to the router built with this routable as its
    /// root (or passed to `connect(to:)`); the router's user-change guards are asked before a
    /// back swipe or a swipe-down on the detail stack, as on a `StackRoutable`.
    public convenience init(split: SplitNavigationModel, presentation: @escaping (RouteElementIdentifier) -> Presentation = { _ in .push }) {
        let screens = ScreenFactory<NavigationDestination>()
        screens.registerAll(presentation: presentation) { request in
            NavigationDestination(segment: request.segment, data: request.context.data)
        }
        self.init(split: split, style: split.style, detail: split.detail, compact: nil, screens: screens) { [weak split] root, _ in
            NavigationModel(modalOf: root, over: split?.detail)
        }
        split.userChanged = { [weak self] in self?.containersDidChange() }
        split.detail.userChanged = { [weak split] in split?.userChanged?() }
        split.detail.detentChanged = { [weak self] model, detent in self?.sheetDetentDidChange(in: model, to: detent) }
        split.detail.pathRequested = { [weak self] model, path in self?.requestPath(path, on: model) }
        split.detail.userChanges = NavigationModelUserChanges(asking: self)
    }
}
#endif
