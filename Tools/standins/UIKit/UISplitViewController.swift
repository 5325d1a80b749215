// UISplitViewController's column API and its delegate as the iOS 18.0 SDK's UISplitViewController.h
// declares them (`NS_SWIFT_UI_ACTOR` class and protocol; every delegate method `@optional`; the
// column-style members `API_AVAILABLE(ios(14.0))`). `setViewController:forColumn:` wraps a view
// controller that is not a navigation controller in one, "except for
// UISplitViewControllerColumnCompact"; a view controller set for `.compact` "will be used when the
// UISVC is collapsed, instead of stacking the vc's for the Primary, Supplementary, and Secondary
// columns". `-showColumn:`/`-hideColumn:` do not accept `.compact`; expanded, both are ignored for
// `.secondary`. See UIKit.swift and OptionalRequirement.swift; what the fake bodies model, Fakes.swift.

/// `UISplitViewController`.
@available(iOS 3.2, tvOS 14.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    // The fakes' state (Fakes.swift).
    var fakeSplitStyle = Style.unspecified
    /// The view controller set for each column, as set, and what the split view holds for it (a
    /// navigation controller around it, except for `.compact`).
    var fakeColumns: [Column: (set: UIViewController, held: UIViewController)] = [:]
    weak var fakeSplitDelegate: (any UISplitViewControllerDelegate)?
    /// The delegate's answers to `respondsToSelector:`, asked when it was set.
    var fakeSplitDelegateAnswers = FakeDelegateAnswers(["splitViewControllerSupportedInterfaceOrientations:"])
    var fakeCollapsed = false
    var fakePreferredDisplayMode = DisplayMode.automatic
    var fakeDisplayMode = DisplayMode.oneBesideSecondary

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
    public init(style: UISplitViewController.Style) {
        super.init(nibName: nil, bundle: nil)
        fakeSplitStyle = style
        fakeDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// `initWithNibName:bundle:` (designated).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `initWithCoder:` (designated).
    public required init?(coder: NSCoder) { standIn() }

    /// `style` (iOS 14, read-only).
    @available(iOS 14.0, tvOS 14.0, *)
    open var style: UISplitViewController.Style { fakeSplitStyle }

    /// `delegate` (`weak`).
    weak open var delegate: (any UISplitViewControllerDelegate)? {
        get { fakeSplitDelegate }
        set {
            fakeSplitDelegateAnswers.delegateSet(from: fakeSplitDelegate, to: newValue)
            fakeSplitDelegate = newValue
        }
    }

    /// `setViewController:forColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        UIKitFake.record("\(UIKitFake.name(self)).setViewController(\(UIKitFake.name(vc)), for: \(column))")
        fakeColumns[column]?.held.fakeParent = nil
        guard let vc else {
            fakeColumns[column] = nil
            return
        }
        let held = column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        held.fakeParent = self
        fakeColumns[column] = (vc, held)
    }

    /// `viewControllerForColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { fakeColumns[column]?.set }

    /// `hideColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) { fakeChangeColumn(column, shown: false) }

    /// `showColumn:` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) { fakeChangeColumn(column, shown: true) }

    /// `collapsed` (`getter=isCollapsed`, read-only).
    @available(iOS 8.0, *)
    open var isCollapsed: Bool { fakeCollapsed }

    /// `preferredDisplayMode`.
    @available(iOS 8.0, *)
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { fakePreferredDisplayMode }
        set { fakePreferredDisplayMode = newValue }
    }

    /// `displayMode` (read-only): "will never return UISplitViewControllerDisplayModeAutomatic".
    @available(iOS 8.0, *)
    open var displayMode: UISplitViewController.DisplayMode { fakeDisplayMode }

    /// The delegate's answer when, as it was set, it responded to `splitViewControllerSupportedInterfaceOrientations:`,
    /// else a view controller's.
    @available(tvOS, unavailable)
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if fakeSplitDelegateAnswers.responds(to: "splitViewControllerSupportedInterfaceOrientations:"),
           let mask = delegate?.splitViewControllerSupportedInterfaceOrientations?(self) {
            return mask
        }
        return super.supportedInterfaceOrientations
    }
}

extension UISplitViewController {
    /// `show(_:)` / `hide(_:)`: `.compact` is refused (a misuse); expanded, `.secondary` is
    /// ignored, and collapsed both are. Otherwise the delegate hears `willShow` / `willHide` and
    /// an animated transition begins (a choice: UIKit does not document whether it animates).
    func fakeChangeColumn(_ column: Column, shown: Bool) {
        UIKitFake.record("\(UIKitFake.name(self)).\(shown ? "show" : "hide")(\(column))")
        if column == .compact { return UIKitFake.misuse("\(shown ? "show" : "hide")(.compact): not accepted") }
        guard !fakeCollapsed, column != .secondary else { return }
        if shown {
            delegate?.splitViewController?(self, willShow: column)
        } else {
            delegate?.splitViewController?(self, willHide: column)
        }
        UIKitFake.begin("\(shown ? "show" : "hide")(\(column))", owners: [self], animated: true) {}
    }
}

@_spi(Fakes)
extension UISplitViewController {
    /// What the split view holds for `column`: the navigation controller UIKit wrapped the view
    /// controller set for it in (the view controller itself for `.compact`, or a navigation
    /// controller set).
    public func fakeHeld(_ column: Column) -> UIViewController? { fakeColumns[column]?.held }

    /// The window narrows to compact width: the delegate is asked the top column
    /// (`topColumnForCollapsingToProposedTopColumn`, proposing `.secondary`), the split view
    /// collapses, and the delegate hears `splitViewControllerDidCollapse(_:)`. The top column is
    /// recorded; with a `.compact` view controller it is what shows (UIKit's documentation), so
    /// nothing else changes.
    public func fakeUserCollapses() {
        precondition(!fakeCollapsed, "UIKitFake: fakeUserCollapses() on a collapsed split view")
        let top = delegate?.splitViewController?(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        UIKitFake.record("\(UIKitFake.name(self)) collapses (top column: \(top))")
        fakeCollapsed = true
        delegate?.splitViewControllerDidCollapse?(self)
    }

    /// The window widens again: the split view expands, and the delegate hears
    /// `splitViewControllerDidExpand(_:)`.
    public func fakeUserExpands() {
        precondition(fakeCollapsed, "UIKitFake: fakeUserExpands() on an expanded split view")
        let proposed = fakeDisplayMode
        let mode = delegate?.splitViewController?(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        UIKitFake.record("\(UIKitFake.name(self)) expands (display mode: \(mode))")
        if mode != .automatic { fakeDisplayMode = mode }
        fakeCollapsed = false
        delegate?.splitViewControllerDidExpand?(self)
    }

    /// The user shows or hides `column` (the sidebar button, a swipe from the edge): as
    /// `show(_:)` / `hide(_:)`.
    public func fakeUserChangesColumn(_ column: Column, shown: Bool) {
        UIKitFake.record("user \(shown ? "shows" : "hides") \(column)")
        fakeChangeColumn(column, shown: shown)
    }
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

    /// `splitViewController:willChangeToDisplayMode:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:willChangeTo:)")
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// `targetDisplayModeForActionInSplitViewController:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as targetDisplayModeForAction?(in:)")
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

    /// `splitViewController:showViewController:sender:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:show:sender:)")
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool

    /// `splitViewController:showDetailViewController:sender:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:showDetail:sender:)")
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool

    /// `primaryViewControllerForCollapsingSplitViewController:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as primaryViewController?(forCollapsing:)")
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?

    /// `primaryViewControllerForExpandingSplitViewController:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as primaryViewController?(forExpanding:)")
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?

    /// `splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:collapseSecondary:onto:)")
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool

    /// `splitViewController:separateSecondaryViewControllerFromPrimaryViewController:` (optional, iOS 8).
    @available(iOS 8.0, tvOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:separateSecondaryFrom:)")
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController)
        -> UIViewController?

    /// `splitViewController:displayModeForExpandingToProposedDisplayMode:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewController?(_:displayModeForExpandingToProposedDisplayMode:)")
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode

    /// `splitViewControllerInteractivePresentationGestureWillBegin:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewControllerInteractivePresentationGestureWillBegin?(_:)")
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)

    /// `splitViewControllerInteractivePresentationGestureDidEnd:` (optional, iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated, message: "an optional method: call it as splitViewControllerInteractivePresentationGestureDidEnd?(_:)")
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)

    /// `splitViewControllerSupportedInterfaceOrientations:` (optional, iOS 7, not on tvOS).
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as splitViewControllerSupportedInterfaceOrientations?(_:)")
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask

    /// `splitViewControllerPreferredInterfaceOrientationForPresentation:` (optional, iOS 7, not on tvOS).
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as splitViewControllerPreferredInterfaceOrientationForPresentation?(_:)")
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { OptionalMethod.markAbsent(proposedTopColumn) }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) { OptionalMethod.markAbsent(()) }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) { OptionalMethod.markAbsent(()) }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        OptionalMethod.markAbsent(())
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        OptionalMethod.markAbsent(())
    }

    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        OptionalMethod.markAbsent(())
    }

    @available(*, deprecated)
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        OptionalMethod.markAbsent(.automatic)
    }

    @available(*, deprecated)
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        OptionalMethod.markAbsent(false)
    }

    @available(*, deprecated)
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        OptionalMethod.markAbsent(false)
    }

    @available(*, deprecated)
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        OptionalMethod.markAbsent(nil)
    }

    @available(*, deprecated)
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        OptionalMethod.markAbsent(nil)
    }

    @available(*, deprecated)
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { OptionalMethod.markAbsent(false) }

    @available(*, deprecated)
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        OptionalMethod.markAbsent(nil)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { OptionalMethod.markAbsent(proposedDisplayMode) }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) { OptionalMethod.markAbsent(()) }

    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) { OptionalMethod.markAbsent(()) }

    @available(tvOS, unavailable)
    @available(*, deprecated)
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask { OptionalMethod.markAbsent(.all) }

    @available(tvOS, unavailable)
    @available(*, deprecated)
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation { OptionalMethod.markAbsent(.unknown) }

    public var targetDisplayModeForAction: _UISplitViewControllerTargetDisplayMode? { _UISplitViewControllerTargetDisplayMode(delegate: self) }
    public var primaryViewController: _UISplitViewControllerPrimaryViewController? {
        _UISplitViewControllerPrimaryViewController(delegate: self)
    }
    public var splitViewControllerInteractivePresentationGestureWillBegin:
        _UIControllerDelegateOptionalMethod<UISplitViewController, Void>? {
        _UIControllerDelegateOptionalMethod { [self] svc in OptionalMethod.call { SplitDelegateInvoker.more.gestureWillBegin(self, svc) } }
    }
    public var splitViewControllerInteractivePresentationGestureDidEnd:
        _UIControllerDelegateOptionalMethod<UISplitViewController, Void>? {
        _UIControllerDelegateOptionalMethod { [self] svc in OptionalMethod.call { SplitDelegateInvoker.more.gestureDidEnd(self, svc) } }
    }
    @available(tvOS, unavailable)
    public var splitViewControllerSupportedInterfaceOrientations:
        _UIControllerDelegateOptionalMethod<UISplitViewController, UIInterfaceOrientationMask>? {
        _UIControllerDelegateOptionalMethod { [self] svc in OptionalMethod.call { SplitDelegateInvoker.more.supportedOrientations(self, svc) } }
    }
    @available(tvOS, unavailable)
    public var splitViewControllerPreferredInterfaceOrientationForPresentation:
        _UIControllerDelegateOptionalMethod<UISplitViewController, UIInterfaceOrientation>? {
        _UIControllerDelegateOptionalMethod { [self] svc in OptionalMethod.call { SplitDelegateInvoker.more.preferredOrientation(self, svc) } }
    }

    /// The optional methods, for `delegate?.splitViewController?(…)` (see OptionalRequirement.swift).
    public var splitViewController: _UISplitViewControllerDelegateOptionalMethods? {
        _UISplitViewControllerDelegateOptionalMethods(delegate: self)
    }
    public var splitViewControllerDidCollapse: _UISplitViewControllerDelegateOptionalMethod? {
        _UISplitViewControllerDelegateOptionalMethod(delegate: self, expand: false)
    }
    public var splitViewControllerDidExpand: _UISplitViewControllerDelegateOptionalMethod? {
        _UISplitViewControllerDelegateOptionalMethod(delegate: self, expand: true)
    }
}

// The requirements are deprecated (see OptionalRequirement.swift): calls through this protocol
// reach the delegate's implementation without a deprecation warning.
@MainActor
protocol SplitDelegateInvoking {
    func topColumn(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController,
                   _ proposed: UISplitViewController.Column) -> UISplitViewController.Column
    func didCollapse(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController)
    func didExpand(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController)
    func willShow(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ column: UISplitViewController.Column)
    func willHide(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ column: UISplitViewController.Column)
}

struct SplitDelegateInvoker: SplitDelegateInvoking {
    @available(*, deprecated)
    func topColumn(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController,
                   _ proposed: UISplitViewController.Column) -> UISplitViewController.Column {
        delegate.splitViewController(svc, topColumnForCollapsingToProposedTopColumn: proposed)
    }
    @available(*, deprecated)
    func didCollapse(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) {
        delegate.splitViewControllerDidCollapse(svc)
    }
    @available(*, deprecated)
    func didExpand(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) {
        delegate.splitViewControllerDidExpand(svc)
    }
    @available(*, deprecated)
    func willShow(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ column: UISplitViewController.Column) {
        delegate.splitViewController(svc, willShow: column)
    }
    @available(*, deprecated)
    func willHide(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ column: UISplitViewController.Column) {
        delegate.splitViewController(svc, willHide: column)
    }
}

/// The optional `splitViewController(_:…)` methods of `UISplitViewControllerDelegate`.
@MainActor
public struct _UISplitViewControllerDelegateOptionalMethods {
    let delegate: any UISplitViewControllerDelegate
    private var invoker: any SplitDelegateInvoking { SplitDelegateInvoker() }

    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController,
                               topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column? {
        OptionalMethod.call { invoker.topColumn(delegate, svc, proposedTopColumn) }
    }
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        _ = OptionalMethod.call { invoker.willShow(delegate, svc, column) }
    }
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        _ = OptionalMethod.call { invoker.willHide(delegate, svc, column) }
    }
    public func callAsFunction(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        _ = OptionalMethod.call { SplitDelegateInvoker.more.willChange(delegate, svc, displayMode) }
    }
    public func callAsFunction(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool? {
        OptionalMethod.call { SplitDelegateInvoker.more.show(delegate, splitViewController, vc, sender, detail: false) }
    }
    public func callAsFunction(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool? {
        OptionalMethod.call { SplitDelegateInvoker.more.show(delegate, splitViewController, vc, sender, detail: true) }
    }
    public func callAsFunction(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                               onto primaryViewController: UIViewController) -> Bool? {
        OptionalMethod.call { SplitDelegateInvoker.more.collapse(delegate, splitViewController, secondaryViewController, primaryViewController) }
    }
    public func callAsFunction(_ splitViewController: UISplitViewController,
                               separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        OptionalMethod.call { SplitDelegateInvoker.more.separate(delegate, splitViewController, primaryViewController) } ?? nil
    }
    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController,
                               displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode? {
        OptionalMethod.call { SplitDelegateInvoker.more.expandingMode(delegate, svc, proposedDisplayMode) }
    }
}

/// The optional `targetDisplayModeForAction(in:)` of `UISplitViewControllerDelegate`.
@MainActor
public struct _UISplitViewControllerTargetDisplayMode {
    let delegate: any UISplitViewControllerDelegate

    public func callAsFunction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode? {
        OptionalMethod.call { SplitDelegateInvoker.more.targetDisplayMode(delegate, svc) }
    }
}

/// The optional `primaryViewController(forCollapsing:)` and `(forExpanding:)` of
/// `UISplitViewControllerDelegate`.
@MainActor
public struct _UISplitViewControllerPrimaryViewController {
    let delegate: any UISplitViewControllerDelegate

    public func callAsFunction(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        OptionalMethod.call { SplitDelegateInvoker.more.primary(delegate, splitViewController, expanding: false) } ?? nil
    }
    public func callAsFunction(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        OptionalMethod.call { SplitDelegateInvoker.more.primary(delegate, splitViewController, expanding: true) } ?? nil
    }
}

/// The other split view delegate methods, called without a deprecation warning (see
/// OptionalRequirement.swift).
@MainActor
protocol MoreSplitDelegateInvoking {
    func willChange(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ mode: UISplitViewController.DisplayMode)
    func targetDisplayMode(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func show(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ vc: UIViewController, _ sender: Any?,
              detail: Bool) -> Bool
    func primary(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, expanding: Bool) -> UIViewController?
    func collapse(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ secondary: UIViewController,
                  _ primary: UIViewController) -> Bool
    func separate(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ primary: UIViewController)
        -> UIViewController?
    @available(iOS 14.0, tvOS 14.0, *)
    func expandingMode(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController,
                       _ proposed: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    @available(iOS 14.0, tvOS 14.0, *)
    func gestureWillBegin(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController)
    @available(iOS 14.0, tvOS 14.0, *)
    func gestureDidEnd(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController)
    @available(tvOS, unavailable)
    func supportedOrientations(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) -> UIInterfaceOrientationMask
    @available(tvOS, unavailable)
    func preferredOrientation(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) -> UIInterfaceOrientation
}

extension SplitDelegateInvoker: MoreSplitDelegateInvoking {
    static var more: any MoreSplitDelegateInvoking { SplitDelegateInvoker() }

    @available(*, deprecated)
    func willChange(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ mode: UISplitViewController.DisplayMode) {
        delegate.splitViewController(svc, willChangeTo: mode)
    }
    @available(*, deprecated)
    func targetDisplayMode(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        delegate.targetDisplayModeForAction(in: svc)
    }
    @available(*, deprecated)
    func show(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ vc: UIViewController, _ sender: Any?,
              detail: Bool) -> Bool {
        detail ? delegate.splitViewController(svc, showDetail: vc, sender: sender) : delegate.splitViewController(svc, show: vc, sender: sender)
    }
    @available(*, deprecated)
    func primary(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, expanding: Bool) -> UIViewController? {
        expanding ? delegate.primaryViewController(forExpanding: svc) : delegate.primaryViewController(forCollapsing: svc)
    }
    @available(*, deprecated)
    func collapse(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ secondary: UIViewController,
                  _ primary: UIViewController) -> Bool {
        delegate.splitViewController(svc, collapseSecondary: secondary, onto: primary)
    }
    @available(*, deprecated)
    func separate(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController, _ primary: UIViewController)
        -> UIViewController? {
        delegate.splitViewController(svc, separateSecondaryFrom: primary)
    }
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    func expandingMode(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController,
                       _ proposed: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        delegate.splitViewController(svc, displayModeForExpandingToProposedDisplayMode: proposed)
    }
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    func gestureWillBegin(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) {
        delegate.splitViewControllerInteractivePresentationGestureWillBegin(svc)
    }
    @available(iOS 14.0, tvOS 14.0, *)
    @available(*, deprecated)
    func gestureDidEnd(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) {
        delegate.splitViewControllerInteractivePresentationGestureDidEnd(svc)
    }
    @available(tvOS, unavailable)
    @available(*, deprecated)
    func supportedOrientations(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) -> UIInterfaceOrientationMask {
        delegate.splitViewControllerSupportedInterfaceOrientations(svc)
    }
    @available(tvOS, unavailable)
    @available(*, deprecated)
    func preferredOrientation(_ delegate: any UISplitViewControllerDelegate, _ svc: UISplitViewController) -> UIInterfaceOrientation {
        delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(svc)
    }
}

/// An optional method `(UISplitViewController) -> Void` of `UISplitViewControllerDelegate`
/// (`splitViewControllerDidCollapse` or, with `expand`, `splitViewControllerDidExpand`).
@MainActor
public struct _UISplitViewControllerDelegateOptionalMethod {
    let delegate: any UISplitViewControllerDelegate
    let expand: Bool
    private var invoker: any SplitDelegateInvoking { SplitDelegateInvoker() }

    @available(iOS 14.0, tvOS 14.0, *)
    public func callAsFunction(_ svc: UISplitViewController) {
        _ = OptionalMethod.call { expand ? invoker.didExpand(delegate, svc) : invoker.didCollapse(delegate, svc) }
    }
}
