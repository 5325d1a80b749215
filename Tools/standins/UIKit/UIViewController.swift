// UIViewController and UIModalPresentationStyle as the iOS 18.0 SDK's UIViewController.h declares
// them (`NS_SWIFT_UI_ACTOR`, `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`); see UIKit.swift.
// `presentViewController:animated:completion:` and `dismissViewControllerAnimated:completion:` take
// `void (^ __nullable)(void)` with no Sendable or actor annotation: a plain `(() -> Void)?`.

/// `UIModalPresentationStyle` (`NS_ENUM(NSInteger, …)`, `API_UNAVAILABLE(watchos)`).
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    @available(tvOS, unavailable) case pageSheet = 1
    @available(tvOS, unavailable) case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    @available(tvOS, unavailable) case popover = 7
    @available(iOS, unavailable) case blurOverFullScreen = 8
    case none = -1
    /// "If this property has been set to UIModalPresentationAutomatic, reading it will always
    /// return a concrete presentation style." (UIViewController.h)
    @available(iOS 13.0, *) case automatic = -2
}

/// `UIViewController`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// `initWithNibName:bundle:` (designated).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }

    /// `initWithCoder:` (designated; `NSCoding` makes it required in Swift).
    public required init?(coder: NSCoder) { standIn() }

    /// `-init`, inherited from `NSObject` (a convenience initializer in Swift).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `title`.
    open var title: String? {
        get { standIn() }
        set { standIn() }
    }

    /// `presentedViewController`: "The view controller that was presented by this view controller
    /// or its nearest ancestor."
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { standIn() }

    /// `presentViewController:animated:completion:` (`NS_SWIFT_DISABLE_ASYNC`).
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        standIn()
    }

    /// `dismissViewControllerAnimated:completion:` (`NS_SWIFT_DISABLE_ASYNC`).
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { standIn() }

    /// `modalPresentationStyle`: reading a style set to `.automatic` returns a concrete style.
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { standIn() }
        set { standIn() }
    }

    // Members UIKit declares in categories of UIViewController in other headers. Category members
    // imported from Objective-C are overridable, so they are `open` members here.

    /// `navigationController` (UINavigationController.h, category `UINavigationControllerItem`):
    /// "If this view controller has been pushed onto a navigation controller, return it."
    open var navigationController: UINavigationController? { standIn() }

    /// `tabBarController` (UITabBarController.h, category `UITabBarControllerItem`): "If the view
    /// controller has a tab bar controller as its ancestor, return it."
    open var tabBarController: UITabBarController? { standIn() }

    /// `transitionCoordinator` (UIViewControllerTransitionCoordinator.h): the coordinator of the
    /// transition in flight, or the parent's.
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { standIn() }

    /// `presentationController` (UIPresentationController.h, category
    /// `UIAdaptivePresentationController`). Apple: set `modalPresentationStyle` before reading it.
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { standIn() }

    /// `sheetPresentationController` (UISheetPresentationController.h): iOS 15, not on tvOS.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    open var sheetPresentationController: UISheetPresentationController? { standIn() }
}
