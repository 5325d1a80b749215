// UISplitViewController's column API and its delegate as the iOS 18.0 SDK's UISplitViewController.h
// declares them (`NS_SWIFT_UI_ACTOR` class and protocol; every delegate method `@optional`; the
// column-style members `API_AVAILABLE(ios(14.0))`). `setViewController:forColumn:` wraps a view
// controller that is not a navigation controller in one, "except for
// UISplitViewControllerColumnCompact"; a view controller set for `.compact` "will be used when the
// UISVC is collapsed, instead of stacking the vc's for the Primary, Supplementary, and Secondary
// columns". `-showColumn:`/`-hideColumn:` do not accept `.compact`; expanded, both are ignored for
// `.secondary`. See UIKit.swift and OptionalRequirement.swift.

/// `UISplitViewController`.
@available(iOS 3.2, tvOS 14.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// `UISplitViewControllerStyle` (`NS_ENUM(NSInteger, …)`, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    public enum Style: Int, @unchecked Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// `UISplitViewControllerColumn` (`NS_ENUM(NSInteger, …)`, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    public enum Column: Int, @unchecked Sendable {
        case primary = 0
        /// "Valid for UISplitViewControllerStyleTripleColumn only".
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// `UISplitViewControllerDisplayMode` (`NS_ENUM(NSInteger, …)`, iOS 8; the `two…` cases iOS 14).
    @available(iOS 8.0, tvOS 14.0, *)
    public enum DisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        @available(iOS 14.0, *) case twoBesideSecondary = 4
        @available(iOS 14.0, *) case twoOverSecondary = 5
        @available(iOS 14.0, *) case twoDisplaceSecondary = 6
    }

    /// `initWithStyle:` (designated, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    public init(style: UISplitViewController.Style) { standIn() }

    /// `initWithNibName:bundle:` (designated).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }

    /// `initWithCoder:` (designated).
    public required init?(coder: NSCoder) { standIn() }

    /// `style` (iOS 14, read-only).
    @available(iOS 14.0, tvOS 14.0, *)
    open var style: UISplitViewController.Style { standIn() }

    /// `delegate` (`weak`).
    weak open var delegate: (any UISplitViewControllerDelegate)? {
        get { standIn() }
        set { standIn() }
    }

    /// `setViewController:forColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { standIn() }

    /// `viewControllerForColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { standIn() }

    /// `hideColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) { standIn() }

    /// `showColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) { standIn() }

    /// `collapsed` (`getter=isCollapsed`, read-only).
    @available(iOS 8.0, *)
    open var isCollapsed: Bool { standIn() }

    /// `preferredDisplayMode`.
    @available(iOS 8.0, *)
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { standIn() }
        set { standIn() }
    }

    /// `displayMode` (read-only): "will never return UISplitViewControllerDisplayModeAutomatic".
    @available(iOS 8.0, *)
    open var displayMode: UISplitViewController.DisplayMode { standIn() }
}

/// `UISplitViewControllerDelegate`: every method optional.
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// `splitViewController:topColumnForCollapsingToProposedTopColumn:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:topColumnForCollapsingToProposedTopColumn:)")
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column

    /// `splitViewControllerDidCollapse:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewControllerDidCollapse?(_:)")
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// `splitViewControllerDidExpand:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewControllerDidExpand?(_:)")
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// `splitViewController:willShowColumn:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:willShow:)")
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// `splitViewController:willHideColumn:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:willHide:)")
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { standIn() }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) { standIn() }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) { standIn() }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { standIn() }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { standIn() }

    /// The optional methods, for `delegate?.splitViewController?(…)` (see OptionalRequirement.swift).
    public var splitViewController: _UISplitViewControllerDelegateOptionalMethods? { standIn() }
    public var splitViewControllerDidCollapse: _UISplitViewControllerDelegateOptionalMethod? { standIn() }
    public var splitViewControllerDidExpand: _UISplitViewControllerDelegateOptionalMethod? { standIn() }
}

/// The optional `splitViewController(_:…)` methods of `UISplitViewControllerDelegate`.
@MainActor
public struct _UISplitViewControllerDelegateOptionalMethods {
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController,
                               topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { standIn() }
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { standIn() }
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { standIn() }
}

/// An optional method `(UISplitViewController) -> Void` of `UISplitViewControllerDelegate`.
@MainActor
public struct _UISplitViewControllerDelegateOptionalMethod {
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController) { standIn() }
}
