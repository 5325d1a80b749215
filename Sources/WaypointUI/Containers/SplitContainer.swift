/// A split view (`UISplitViewController` with columns, SwiftUI's `NavigationSplitView`): a
/// sidebar, an optional content column and a detail column, which collapse into one navigation
/// stack in compact width.
///
/// The route selects what the content and detail columns show (see `SplitRoutable`); the
/// sidebar is the app's own list, never changed by the route. Waypoint calls
/// `select(_:in:animated:completion:)` on the router's scheduler, one call at a time, and waits
/// for the completion before the next call. When the user changes the split view (a selection
/// made in the sidebar, a back swipe in a column, a collapse to compact width or an expansion
/// back to columns), call `SplitRoutable.containersDidChange()` on the same thread, so the route
/// follows.
public protocol SplitContainer: AnyObject {
    /// The type of the navigation stacks of the detail column and of the collapsed split view.
    associatedtype Stack: StackContainer & ModalPresenter

    /// `true` while the split view shows one navigation stack (compact width) in place of its
    /// columns. A split view that collapses on its own from the same state (SwiftUI's
    /// `NavigationSplitView`) answers `false` always.
    var isCollapsed: Bool { get }

    /// What `column` shows now; `nil` when nothing is selected for it (it shows its placeholder).
    /// A change must show here as soon as it is made, whoever made it.
    func selection(in column: SplitColumn) -> SplitSelection<Stack.Screen>?

    /// Shows `selection` in `column` in place of what it showed (`nil`: its placeholder): for the
    /// detail column, as the root of its stack, with nothing pushed above it. A selection shown
    /// while the column is hidden makes it visible, as selecting in a sidebar list does.
    func select(_ selection: SplitSelection<Stack.Screen>?, in column: SplitColumn, animated: Bool,
                completion: @escaping ContainerCompletion)

    /// Makes `to` the presenter of the modal `from` presents (and of the dialog, when `Stack` is
    /// a `DialogPresenter`), leaving it on screen as it is: a modal over a split view is presented
    /// by the split view as a whole (UIKit's presentation context), so it stays up while the split
    /// view collapses or expands. After the call, `to.presentedModal` (`presentedDialog`) is that
    /// modal (dialog) and `from`'s is `nil`; `to` dismisses it, and a dialog's answer still
    /// arrives. Called when the split view collapsed or expanded (`from` the stack left behind, `to` the
    /// one now shown), right after the route's screens moved; never when `isCollapsed` does not
    /// change.
    func moveModal(from: Stack, to: Stack)
}
