// UINavigationController and its delegate as the iOS 18.0 SDK's UINavigationController.h declares
// them (`NS_SWIFT_UI_ACTOR` class and protocol; every delegate method `@optional`). See UIKit.swift
// and OptionalRequirement.swift.

/// `UINavigationController`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    // The fakes' state (Fakes.swift).
    var fakeStack: [UIViewController] = []
    weak var fakeDelegate: (any UINavigationControllerDelegate)?
    /// The delegate's answers to `respondsToSelector:`, asked when it was set.
    var fakeDelegateAnswers = FakeDelegateAnswers(["navigationControllerSupportedInterfaceOrientations:",
                                                   "navigationControllerPreferredInterfaceOrientationForPresentation:"])
    /// The edge swipe's recognizer. UIKit gives it a private delegate of its own; the stand-in
    /// cannot (a conforming type inside the stand-in breaks the self-test's label mutations): a
    /// test sets one that answers `fakePopGestureCanBegin` (Fakes.swift).
    lazy var fakePopGesture = UIGestureRecognizer()

    /// `UINavigationControllerOperation` (`NS_ENUM(NSInteger, …)`).
    public enum Operation: Int, @unchecked Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// `initWithRootViewController:` (designated): "also pushes the root view controller without
    /// animation".
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        fakeStack = [rootViewController]
        rootViewController.fakeParent = self
    }

    /// `initWithNibName:bundle:` (designated): an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `initWithCoder:` (designated).
    public required init?(coder aDecoder: NSCoder) { standIn() }

    /// `pushViewController:animated:`: "Has no effect if the view controller is already in the stack."
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        UIKitFake.record("\(UIKitFake.name(self)).pushViewController(\(UIKitFake.name(viewController)), animated: \(animated))")
        if fakeStack.contains(where: { $0 === viewController }) { return UIKitFake.record("push ignored: already in the stack") }
        fakeShow(fakeStack + [viewController], operation: .push, animated: animated, name: "push(\(UIKitFake.name(viewController)))")
    }

    /// `popToViewController:animated:`: the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        UIKitFake.record("\(UIKitFake.name(self)).popToViewController(\(UIKitFake.name(viewController)), animated: \(animated))")
        guard let index = fakeStack.firstIndex(where: { $0 === viewController }) else {
            UIKitFake.misuse("popToViewController(\(UIKitFake.name(viewController))): not in the stack of \(UIKitFake.name(self))")
            return nil
        }
        let popped = Array(fakeStack[(index + 1)...])
        if !popped.isEmpty {
            fakeShow(Array(fakeStack[...index]), operation: .pop, animated: animated, name: "popTo(\(UIKitFake.name(viewController)))")
        }
        return popped
    }

    /// `viewControllers` (`copy`): the current stack.
    open var viewControllers: [UIViewController] {
        get { fakeStack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// `setViewControllers:animated:`.
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let names = viewControllers.map { UIKitFake.name($0) }.joined(separator: ", ")
        UIKitFake.record("\(UIKitFake.name(self)).setViewControllers([\(names)], animated: \(animated))")
        let wasShown = fakeStack.contains { $0 === viewControllers.last }
        fakeShow(viewControllers, operation: wasShown ? .pop : .push, animated: animated, name: "set([\(names)])")
    }

    /// `delegate` (`weak`).
    weak open var delegate: (any UINavigationControllerDelegate)? {
        get { fakeDelegate }
        set {
            fakeDelegateAnswers.delegateSet(from: fakeDelegate, to: newValue)
            fakeDelegate = newValue
        }
    }

    /// The delegate's answer when, as it was set, it responded to
    /// `navigationControllerSupportedInterfaceOrientations:`, else a view controller's.
    @available(tvOS, unavailable)
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if fakeDelegateAnswers.responds(to: "navigationControllerSupportedInterfaceOrientations:"),
           let mask = delegate?.navigationControllerSupportedInterfaceOrientations?(self) {
            return mask
        }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's answer when, as it was set, it responded to
    /// `navigationControllerPreferredInterfaceOrientationForPresentation:`, else a view controller's.
    @available(tvOS, unavailable)
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if fakeDelegateAnswers.responds(to: "navigationControllerPreferredInterfaceOrientationForPresentation:"),
           let orientation = delegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(self) {
            return orientation
        }
        return super.preferredInterfaceOrientationForPresentation
    }
}

extension UINavigationController {
    /// Shows `stack`: it is `viewControllers` at once; when the top changes, the delegate is asked
    /// for an animation (and interaction) controller when animated, told `willShow`, and told
    /// `didShow` when the transition ends.
    func fakeShow(_ stack: [UIViewController], operation: Operation, animated: Bool, name: String, interactive: Bool = false) {
        let before = fakeStack
        let from = before.last
        fakeSetStack(stack)
        guard let to = stack.last, to !== from else { return }
        if animated, let from, let animator = delegate?.navigationController?(self, animationControllerFor: operation, from: from, to: to) {
            _ = delegate?.navigationController?(self, interactionControllerFor: animator)
        }
        let end: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.delegate?.navigationController?(self, didShow: to, animated: animated)
        }
        var cancel: (@MainActor () -> Void)?
        if interactive { cancel = { [weak self] in self?.fakeSetStack(before) } }
        UIKitFake.begin(name, owners: [self], animated: animated, end: end, cancel: cancel)
        delegate?.navigationController?(self, willShow: to, animated: animated)
    }

    /// Makes `stack` its view controllers, their parent itself.
    func fakeSetStack(_ stack: [UIViewController]) {
        for old in fakeStack where !stack.contains(where: { $0 === old }) { old.fakeParent = nil }
        for new in stack { new.fakeParent = self }
        fakeStack = stack
    }
}

@_spi(Fakes)
extension UINavigationController {
    /// The user's edge swipe back, as UIKit handles it: the `interactivePopGestureRecognizer`'s
    /// delegate is asked `gestureRecognizerShouldBegin(_:)` (UIKit's own refuses at the root and
    /// during a transition); allowed, an interactive pop of the top view controller begins:
    /// `viewControllers` one shorter at once, `didShow` when the transition ends (or the pop
    /// undone when the test cancels it: `UIKitFake.endTransition(cancelled: true)`).
    public func fakeUserSwipesBack() {
        UIKitFake.record("user swipes back on \(UIKitFake.name(self))")
        let recognizer = fakePopGesture
        guard recognizer.delegate?.gestureRecognizerShouldBegin?(recognizer) ?? true else {
            return UIKitFake.record("back swipe does not begin")
        }
        fakeShow(Array(fakeStack.dropLast()), operation: .pop, animated: true, name: "back swipe on \(UIKitFake.name(self))",
                 interactive: true)
    }

    /// What UIKit's own delegate of the edge swipe answers to `gestureRecognizerShouldBegin(_:)`:
    /// the swipe begins only above the root and when no transition is in flight.
    public var fakePopGestureCanBegin: Bool { fakeStack.count > 1 && fakeTransition == nil }

    /// The user taps the back button: the top view controller's `navigationItem.backAction`
    /// when it has one (iOS 16), which then does what it does instead of the pop; otherwise
    /// `popViewController(animated: true)`, which no delegate is asked about beforehand.
    public func fakeUserTapsBack() {
        precondition(fakeStack.count > 1, "UIKitFake: fakeUserTapsBack() on a navigation controller showing its root")
        UIKitFake.record("user taps back on \(UIKitFake.name(self))")
        precondition(fakeStack.last?.fakeNavigationItem?.fakeShowsBackButton ?? true,
                     "UIKitFake: fakeUserTapsBack() on a screen that shows no back button (hidden, or replaced by left items)")
        if let top = fakeStack.last, let action = top.fakeNavigationItem?.fakeBackAction as? UIAction {
            UIKitFake.record("back action \(action.identifier.rawValue) runs")
            return action.fakeHandler(action)
        }
        fakeShow(Array(fakeStack.dropLast()), operation: .pop, animated: true, name: "back button on \(UIKitFake.name(self))")
    }
}

/// `UINavigationControllerDelegate`: every method optional.
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `navigationController:willShowViewController:animated:` (optional).
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:willShow:animated:)")
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)

    /// `navigationController:didShowViewController:animated:` (optional).
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:didShow:animated:)")
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)

    /// `navigationController:interactionControllerForAnimationController:` (optional).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:interactionControllerFor:)")
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?

    /// `navigationController:animationControllerForOperation:fromViewController:toViewController:`
    /// (optional).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:animationControllerFor:from:to:)")
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?

    /// `navigationControllerSupportedInterfaceOrientations:` (optional, iOS 7, not on tvOS).
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as navigationControllerSupportedInterfaceOrientations?(_:)")
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask

    /// `navigationControllerPreferredInterfaceOrientationForPresentation:` (optional, iOS 7, not on tvOS).
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as navigationControllerPreferredInterfaceOrientationForPresentation?(_:)")
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    @available(tvOS, unavailable)
    @available(*, deprecated)
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { OptionalMethod.markAbsent(.all) }

    @available(tvOS, unavailable)
    @available(*, deprecated)
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation { OptionalMethod.markAbsent(.unknown) }

    @available(tvOS, unavailable)
    public var navigationControllerSupportedInterfaceOrientations: _UINavigationControllerSupportedOrientations? {
        _UINavigationControllerSupportedOrientations(delegate: self)
    }

    @available(tvOS, unavailable)
    public var navigationControllerPreferredInterfaceOrientationForPresentation: _UINavigationControllerPreferredOrientation? {
        _UINavigationControllerPreferredOrientation(delegate: self)
    }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) { OptionalMethod.markAbsent(()) }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) { OptionalMethod.markAbsent(()) }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { OptionalMethod.markAbsent(nil) }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { OptionalMethod.markAbsent(nil) }

    /// The optional methods, for `delegate?.navigationController?(…)` (see OptionalRequirement.swift).
    public var navigationController: _UINavigationControllerDelegateOptionalMethods? {
        _UINavigationControllerDelegateOptionalMethods(delegate: self)
    }
}
