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
    // The fakes' state (Fakes.swift).
    var fakeTitle: String?
    var fakeStyle = UIModalPresentationStyle.automatic
    var fakePresentationController: UIPresentationController?
    /// The container controller that holds it (a navigation or tab bar controller).
    weak var fakeParent: UIViewController?
    /// What it presents (UIKit keeps a presented controller).
    var fakePresented: UIViewController?
    weak var fakePresenting: UIViewController?
    /// Its transition in flight (a presentation, a dismissal, a push, ...).
    var fakeTransition: FakeTransition?
    /// Its navigation item (UINavigationItem.swift), made when first read.
    var fakeNavigationItem: UINavigationItem?
    /// Its view (UIViewHierarchy.swift), made when first read.
    var fakeView: UIView?

    /// `navigationItem` (UINavigationController.h, the `UINavigationControllerItem` category:
    /// `readonly, strong`), made when first read.
    open var navigationItem: UINavigationItem {
        if let item = fakeNavigationItem { return item }
        let item = UINavigationItem()
        fakeNavigationItem = item
        return item
    }

    /// `initWithNibName:bundle:` (designated).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// `initWithCoder:` (designated; `NSCoding` makes it required in Swift).
    public required init?(coder: NSCoder) { standIn() }

    /// `-init`, inherited from `NSObject` (a convenience initializer in Swift).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `title`.
    open var title: String? {
        get { fakeTitle }
        set { fakeTitle = newValue }
    }

    /// `presentedViewController`: "The view controller that was presented by this view controller
    /// or its nearest ancestor."
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { fakePresented ?? fakeParent?.presentedViewController }

    /// `presentingViewController`: "The view controller that presented this view controller" (or
    /// the one its nearest ancestor was presented by).
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { fakePresenting ?? fakeParent?.presentingViewController }

    /// `presentViewController:animated:completion:` (`NS_SWIFT_DISABLE_ASYNC`).
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = fakeTopAncestor
        let name = UIKitFake.name(viewControllerToPresent)
        UIKitFake.record("\(UIKitFake.name(self)).present(\(name), animated: \(flag))")
        if let presented = host.fakePresented {
            return UIKitFake.misuse("present(\(name)) while \(UIKitFake.name(host)) presents \(UIKitFake.name(presented)): ignored")
        }
        if let transition = host.fakeTransition {
            return UIKitFake.misuse("present(\(name)) during \(transition.name): ignored")
        }
        let presentationController = viewControllerToPresent.fakeMakePresentationController()
        presentationController.fakePresenting = host
        host.fakePresented = viewControllerToPresent
        viewControllerToPresent.fakePresenting = host
        UIKitFake.record("presentation of \(name) as \(presentationController.presentationStyle)")
        UIKitFake.begin("present(\(name))", owners: [host, viewControllerToPresent], animated: flag) { completion?() }
    }

    /// `dismissViewControllerAnimated:completion:` (`NS_SWIFT_DISABLE_ASYNC`).
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitFake.record("\(UIKitFake.name(self)).dismiss(animated: \(flag))")
        let host = fakeTopAncestor
        guard let presenting = host.fakePresented != nil ? host : host.fakePresenting, let presented = presenting.fakePresented else {
            UIKitFake.begin("dismiss (nothing presented)", owners: [host], animated: false) { completion?() }
            return
        }
        if let transition = presenting.fakeTransition {
            return UIKitFake.misuse("dismiss(\(UIKitFake.name(presented))) during \(transition.name): ignored")
        }
        UIKitFake.begin("dismiss(\(UIKitFake.name(presented)))", owners: [presenting, presented], animated: flag) {
            presenting.fakeEndPresentation()
            completion?()
        }
    }

    /// `modalPresentationStyle`: reading a style set to `.automatic` returns a concrete style.
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fakeStyle == .automatic ? .pageSheet : fakeStyle }
        set {
            fakeStyle = newValue
            if let made = fakePresentationController, made.fakeStyle != modalPresentationStyle {
                UIKitFake.misuse("\(UIKitFake.name(self)).modalPresentationStyle = \(newValue) after its presentation controller (\(made.fakeStyle)) was read")
                if fakePresenting == nil { fakePresentationController = nil }
            }
        }
    }

    /// `supportedInterfaceOrientations` (iOS 6, not on tvOS): as a fake, UIKit's default for the
    /// iPhone idiom (`.allButUpsideDown`; the fake has no idiom).
    @available(iOS 6.0, *)
    @available(tvOS, unavailable)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// `preferredInterfaceOrientationForPresentation` (iOS 6, not on tvOS): as a fake, `.portrait`.
    @available(iOS 6.0, *)
    @available(tvOS, unavailable)
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // Members UIKit declares in categories of UIViewController in other headers. Category members
    // imported from Objective-C are overridable, so they are `open` members here.

    /// `navigationController` (UINavigationController.h, category `UINavigationControllerItem`):
    /// "If this view controller has been pushed onto a navigation controller, return it."
    open var navigationController: UINavigationController? { fakeAncestor(UINavigationController.self) }

    /// `tabBarController` (UITabBarController.h, category `UITabBarControllerItem`): "If the view
    /// controller has a tab bar controller as its ancestor, return it."
    open var tabBarController: UITabBarController? { fakeAncestor(UITabBarController.self) }

    /// `transitionCoordinator` (UIViewControllerTransitionCoordinator.h): the coordinator of the
    /// transition in flight, or the parent's.
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let transition = fakeTransition, transition.animated { return transition }
        return fakeParent?.transitionCoordinator
    }

    /// `presentationController` (UIPresentationController.h, category
    /// `UIAdaptivePresentationController`). Apple: set `modalPresentationStyle` before reading it.
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? {
        if let fakePresentationController { return fakePresentationController }
        if fakePresenting == nil, let managed = fakeParent?.presentationController, managed.fakePresenting != nil { return managed }
        return fakeMakePresentationController()
    }

    /// `sheetPresentationController` (UISheetPresentationController.h): iOS 15, not on tvOS.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

extension UIViewController {
    /// The ancestor that presents for it (the root of its containers).
    var fakeTopAncestor: UIViewController {
        var top = self
        while let parent = top.fakeParent { top = parent }
        return top
    }

    /// Its nearest container ancestor of type `type`.
    func fakeAncestor<Ancestor: UIViewController>(_ type: Ancestor.Type) -> Ancestor? {
        var ancestor = fakeParent
        while let candidate = ancestor {
            if let found = candidate as? Ancestor { return found }
            ancestor = candidate.fakeParent
        }
        return nil
    }

    /// Its presentation controller, made now for its style when it has none.
    func fakeMakePresentationController() -> UIPresentationController {
        if let fakePresentationController { return fakePresentationController }
        let style = modalPresentationStyle
        let made: UIPresentationController
        if style == .pageSheet || style == .formSheet {
            made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        } else {
            made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        made.fakeStyle = style
        fakePresentationController = made
        return made
    }

    /// Ends what it presents (and everything above that).
    func fakeEndPresentation() {
        guard let presented = fakePresented else { return }
        presented.fakeTopAncestor.fakeEndPresentation()
        fakePresented = nil
        presented.fakePresenting = nil
        presented.fakePresentationController?.fakePresenting = nil
    }
}
