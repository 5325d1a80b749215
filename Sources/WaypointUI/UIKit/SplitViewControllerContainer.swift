// Compiled only where UIKit has split view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A column-style `UISplitViewController` (iOS 14's `init(style:)`, two or three columns) as a
/// Waypoint split container. WaypointUI adds no member to UIKit's classes.
///
/// The container gives the split view controller a navigation controller per column the route
/// selects for — `.supplementary` (three columns) and `.secondary`, each showing a placeholder
/// until something is selected — and one for `.compact`, around `compactRoot` (the app's list as
/// it shows in compact width; a view controller is in one place at a time, so it is not the
/// sidebar's). The `.primary` column is the app's own sidebar: set it with
/// `setViewController(_:for: .primary)`; a selection made there navigates through the router.
/// Collapsed, UIKit shows the `.compact` column, and the route's screens move there; expanded, they
/// move back to the columns (see `SplitRoutable`). A modal presented over the split view stays up
/// through both: UIKit presents it from the split view controller as a whole (keep it the
/// presentation context: no view controller in a column should set `definesPresentationContext`),
/// and it moves to the stack now shown.
///
/// A selection replaces the column's view controllers without animation and, when animated,
/// shows the column (`show(_:)`: a hidden content column comes in; an overlaid sidebar goes
/// away for the detail); it completes when that transition ended. Every call must arrive on the
/// main thread (run the router on `MainScheduler`): a call from another thread traps with a
/// message that says so.
///
/// The container becomes the split view controller's delegate to learn that it collapsed or
/// expanded (`splitViewControllerDidCollapse(_:)`, `splitViewControllerDidExpand(_:)`), and
/// forwards each delegate method it has to the app's own delegate: the one the controller had
/// when the container was made, or the one set on `delegate` since. Set the app's delegate there,
/// not on the controller. Showing or hiding a column changes no route: the route says what is
/// selected, not how much room the columns get.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public final class SplitViewControllerContainer {
    /// The split view controller.
    public let splitViewController: UISplitViewController
    /// How many columns it has (from its `style`).
    public let style: SplitStyle
    /// The detail column's stack (`.secondary`).
    public let detail: NavigationControllerContainer
    /// The stack shown collapsed (`.compact`).
    public let compact: NavigationControllerContainer
    /// The content column's navigation controller (`.supplementary`); `nil` with two columns.
    public let content: UINavigationController?
    private let placeholders: [SplitColumn: UIViewController]
    private var selected: [SplitColumn: SplitSelection<UIViewController>] = [:]
    private let proxy = SplitViewControllerDelegateProxy()
    /// Told about every change the user made (set by the root routable's UIKit initializer).
    var userChanged: (() -> Void)? {
        didSet { proxy.userChanged = userChanged }
    }

    /// A container for `splitViewController`, whose content and detail columns show
    /// `placeholder(column)` while nothing is selected for them, and whose compact stack shows
    /// `compactRoot` under the route's screens; the controller's current delegate becomes
    /// `delegate`.
    public init(_ splitViewController: UISplitViewController, compactRoot: UIViewController,
                placeholder: (SplitColumn) -> UIViewController) {
        self.splitViewController = splitViewController
        style = splitViewController.style == .tripleColumn ? .tripleColumn : .doubleColumn
        var placeholders: [SplitColumn: UIViewController] = [:]
        for column in style.columns { placeholders[column] = placeholder(column) }
        self.placeholders = placeholders
        if style == .tripleColumn, let root = placeholders[.content] {
            let content = UINavigationController(rootViewController: root)
            splitViewController.setViewController(content, for: .supplementary)
            self.content = content
        } else {
            content = nil
        }
        detail = NavigationControllerContainer(UINavigationController(rootViewController: placeholders[.detail] ?? UIViewController()))
        splitViewController.setViewController(detail.navigationController, for: .secondary)
        compact = NavigationControllerContainer(UINavigationController(rootViewController: compactRoot))
        splitViewController.setViewController(compact.navigationController, for: .compact)
        proxy.forwardee = splitViewController.delegate
        splitViewController.delegate = proxy
    }

    /// The app's own split view controller delegate: each delegate method reaches it (the
    /// orientation methods only when it implements them; not the ones deprecated in iOS 8).
    public var delegate: (any UISplitViewControllerDelegate)? {
        get { proxy.forwardee }
        set {
            proxy.forwardee = newValue
            // Set again: UIKit remembers which optional methods a delegate has (`AnsweringProxy`).
            splitViewController.delegate = nil
            splitViewController.delegate = proxy
        }
    }

    /// The navigation controller of `column`.
    private func navigationController(of column: SplitColumn) -> UINavigationController? {
        switch column {
        case .content: return content
        case .detail: return detail.navigationController
        }
    }

    fileprivate func shown(in column: SplitColumn) -> SplitSelection<UIViewController>? {
        guard let selection = selected[column], navigationController(of: column)?.viewControllers.first === selection.screen else { return nil }
        return selection
    }

    fileprivate func show(_ selection: SplitSelection<UIViewController>?, in column: SplitColumn, animated: Bool,
                          completion: @escaping ContainerCompletion) {
        selected[column] = selection
        guard let navigationController = navigationController(of: column), let screen = selection?.screen ?? placeholders[column] else {
            return completion()
        }
        navigationController.setViewControllers([screen], animated: false)
        guard animated, selection != nil, !splitViewController.isCollapsed else { return completion() }
        switch column {
        case .content:
            splitViewController.show(.supplementary)
        case .detail:
            // An overlaid sidebar goes away once the detail shows the selection, as UIKit's own
            // `showDetailViewController(_:sender:)` does.
            let overlay: [UISplitViewController.DisplayMode] = [.oneOverSecondary, .twoOverSecondary]
            if overlay.contains(splitViewController.displayMode) { splitViewController.hide(.primary) }
        }
        guard let coordinator = splitViewController.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
}

#if compiler(>=6.2)
@available(iOS 14.0, tvOS 14.0, *)
extension SplitViewControllerContainer: @MainActor SplitContainer {}
#else
@available(iOS 14.0, tvOS 14.0, *)
extension SplitViewControllerContainer: @preconcurrency SplitContainer {}
#endif

@available(iOS 14.0, tvOS 14.0, *)
extension SplitViewControllerContainer {
    /// The stacks of the detail column and of the collapsed split view.
    public typealias Stack = NavigationControllerContainer

    /// The split view controller's `isCollapsed`.
    public var isCollapsed: Bool {
        checkMainThread("isCollapsed")
        return splitViewController.isCollapsed
    }

    /// What the route selected for `column`, while its navigation controller still shows it as
    /// its root.
    public func selection(in column: SplitColumn) -> SplitSelection<UIViewController>? {
        checkMainThread("selection(in:)")
        return shown(in: column)
    }

    /// Sets the column's navigation controller to the selection's screen (or the placeholder)
    /// and, when animated, shows the column; completes when that transition ended.
    public func select(_ selection: SplitSelection<UIViewController>?, in column: SplitColumn, animated: Bool,
                       completion: @escaping ContainerCompletion) {
        checkMainThread("select(_:in:)")
        show(selection, in: column, animated: animated, completion: completion)
    }

    /// Hands the modal `from` presented to `to`: UIKit presented it from the split view
    /// controller (the window's root, the presentation context), so it stays up while the split
    /// view collapses or expands, and `to`'s navigation controller answers it as its
    /// `presentedViewController`.
    public func moveModal(from: NavigationControllerContainer, to: NavigationControllerContainer) {
        checkMainThread("moveModal(from:to:)")
        from.handOverModal(to: to)
    }
}
#endif
