// Compiled only where UIKit has navigation controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

/// A `UINavigationController` as a Waypoint stack container: its view controllers are the
/// screens, and it presents modals (each a container of its own). WaypointUI adds no member to
/// UIKit's classes: subclasses and other libraries keep their names.
///
/// Each change completes when the navigation controller's transition ended (at once when not
/// animated). Every call must arrive on the main thread (run the router on `MainScheduler`): a
/// call from another thread traps with a message that says so.
///
/// `presentedModal` is the modal this container presented, while it is still presented — not
/// `presentedViewController`, which UIKit also answers for a modal an ancestor (the tab bar
/// controller) presents for another tab's stack.
///
/// The container becomes the navigation controller's delegate, and the delegate of its own
/// presentation controller when it is presented as a modal, to learn what the user does (a back
/// swipe, a sheet swiped down); it forwards each delegate method to the app's own delegate: the
/// one the controller had when the container was made, or the one set on `delegate` /
/// `presentationDelegate` since. Set the app's delegates there, not on the controllers.
///
/// Before the user changes the stack — the edge swipe (the `interactivePopGestureRecognizer`'s
/// delegate, UIKit's own delegate asked first), a sheet swiped down
/// (`presentationControllerShouldDismiss(_:)`, the app's delegate asked first) — the root
/// routable's `shouldPop(_:)` / `shouldDismiss(_:)` ask the router's user-change guards, and the
/// router starts no step while the finger moves. On iOS 16 and later (not tvOS) the back button
/// asks them too: each screen pushed above the root gets a `navigationItem.backAction` that asks
/// `shouldPop(_:)` and pops when allowed — unless the screen has a back action of the app's own,
/// hides its back button, or has left bar button items of its own that replace the back button
/// (`leftItemsSupplementBackButton` off; set them before the screen is pushed, in `init` or
/// `viewDidLoad`): such a screen keeps its items, and no back button is added. Before iOS 16 the back button is not asked: hide it on a screen whose
/// exit a guard checks, and give it a button that calls the root routable's `attemptPop(_:)`.
@MainActor
public final class NavigationControllerContainer {
    /// The navigation controller.
    public let navigationController: UINavigationController
    private let proxy = NavigationControllerDelegateProxy()
    private let presentationProxy = PresentationControllerDelegateProxy()
    /// The modal this container presented.
    private var presented = OwnPresentation<NavigationControllerContainer>()
    /// The dialog this container shows.
    private(set) var alerts = AlertPresentation()
    /// Where a popover (`ModalStyle.popover(from:)`) or a confirmation dialog shown as a popover
    /// (regular width) points from: the view and the rect in it for the anchor
    /// (`ModalStyle.anchor`, `Dialog.anchor`), `nil` when the app has none for it. Without an
    /// anchor or an answer here, it points from the navigation controller's view. The stack of a
    /// modal this container presents gets this one when it has none of its own, so a dialog or a
    /// popover over a sheet points from the anchors the app resolves here.
    public var anchorSource: ((PresentationAnchor) -> (view: UIView, rect: CGRect)?)?
    /// Told about every change the user made (set by the root routable's UIKit initializer).
    /// Told about the detent the user dragged this container's sheet to (set by the root
    /// routable's UIKit initializer).
    var detentChanged: ((NavigationControllerContainer, SheetDetent.Identifier) -> Void)? {
        didSet { presentationProxy.detentChanged = { [weak self] detent in self.map { $0.detentChanged?($0, detent) } } }
    }
        var userChanged: (() -> Void)? {
        didSet {
            proxy.userChanged = userChanged
            presentationProxy.userChanged = userChanged
        }
    }
    /// Asks the root routable before the user changes this stack, and holds the router while a
    /// gesture lasts (set by the root routable's UIKit initializer, shared by the tree).
    var hooks: UserChangeHooks?
    #if !os(tvOS)
    private let popProxy = PopGestureDelegateProxy()
    #endif

    /// A container for `navigationController`; the controller's current delegate becomes
    /// `delegate`.
    public init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        proxy.forwardee = navigationController.delegate
        navigationController.delegate = proxy
        proxy.transitionWillStart = { [weak self] in self?.transitionWillStart() }
        presentationProxy.shouldDismiss = { [weak self] in
            guard let self, let hooks = self.hooks else { return true }
            return hooks.shouldDismiss(self)
        }
        presentationProxy.willDismiss = { [weak self] in
            guard let self else { return }
            // The modal's own coordinator: a swipe-down the user may still cancel.
            self.hooks?.hold(during: self.navigationController.transitionCoordinator) { [weak self] in self?.userChanged?() }
        }
        #if !os(tvOS)
        // UIKit's own delegate of the edge swipe stays asked first (no swipe at the root).
        if let popGesture = navigationController.interactivePopGestureRecognizer {
            popProxy.forwardee = popGesture.delegate
            popGesture.delegate = popProxy
        }
        popProxy.shouldBegin = { [weak self] in
            guard let self, let hooks = self.hooks else { return true }
            return hooks.shouldPop(self)
        }
        #endif
    }

    /// A transition begins (`willShow`): when it is the edge swipe the guards allowed, the router
    /// is held until the swipe ended, finished or cancelled half way.
    private func transitionWillStart() {
        #if !os(tvOS)
        guard popProxy.began else { return }
        popProxy.began = false
        hooks?.hold(during: navigationController.transitionCoordinator) { [weak self] in self?.userChanged?() }
        #endif
    }

    /// The app's own navigation controller delegate: each delegate method reaches it (custom push
    /// and pop animations, `willShow`, `didShow`).
    public var delegate: (any UINavigationControllerDelegate)? {
        get { proxy.forwardee }
        set {
            proxy.forwardee = newValue
            // Set again: UIKit remembers which optional methods a delegate has (`AnsweringProxy`).
            navigationController.delegate = nil
            navigationController.delegate = proxy
        }
    }

    /// The app's own delegate of this container's presentation controller (when it is presented
    /// as a modal): each delegate method reaches it (a "discard changes?" sheet through
    /// `presentationControllerShouldDismiss(_:)`).
    public var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { presentationProxy.forwardee }
        set {
            presentationProxy.forwardee = newValue
            reinstallPresentationProxy()
        }
    }

    /// The presentation controller whose delegate is `presentationProxy`.
    private weak var proxiedPresentationController: UIPresentationController?

    /// Makes `presentationProxy` the delegate of `presentationController` — again when it is
    /// already, so that UIKit asks anew which optional methods it has (`AnsweringProxy`).
    private func installPresentationProxy(on presentationController: UIPresentationController) {
        if presentationController.delegate === presentationProxy { presentationController.delegate = nil }
        presentationController.delegate = presentationProxy
        proxiedPresentationController = presentationController
    }

    /// Sets `presentationProxy` again where it is the delegate (its answers changed).
    private func reinstallPresentationProxy() {
        guard let controller = proxiedPresentationController, controller.delegate === presentationProxy else { return }
        installPresentationProxy(on: controller)
    }

    /// A container for a new navigation controller around `root`, to be presented in `style`:
    /// its `modalPresentationStyle` is set for the style's kind (`.sheet` keeps UIKit's
    /// `.automatic`, a page sheet; `.pageSheet`, `.formSheet` and `.popover` fall back to it on
    /// tvOS). `configure` runs next — set another style there, or for a `.custom` style the
    /// `transitioningDelegate` the app keeps for `style.transition` (UIKit holds it weakly) — and
    /// only then is the presentation controller read: a sheet's `detents` and
    /// `selectedDetentIdentifier` are set from the style's (iOS 15; custom heights iOS 16).
    public static func modal(root: UIViewController, style: ModalStyle,
                             configure: (UINavigationController, ModalStyle) -> Void = { _, _ in }) -> NavigationControllerContainer {
        let navigationController = UINavigationController(rootViewController: root)
        if let presentationStyle = presentationStyle(for: style.kind) { navigationController.modalPresentationStyle = presentationStyle }
        configure(navigationController, style)
        SheetDetents.apply(style, to: navigationController)
        return NavigationControllerContainer(navigationController)
    }

    /// UIKit's style for `kind`; `nil` to keep `.automatic`.
    private static func presentationStyle(for kind: ModalStyle.Kind) -> UIModalPresentationStyle? {
        switch kind {
        case .sheet: return nil
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .custom: return .custom
        #if os(tvOS)
        case .pageSheet, .formSheet, .popover: return nil
        #else
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .popover: return .popover
        #endif
        }
    }

    /// Calls `completion` when the transition the last call started has ended.
    private func whenTransitionEnds(_ animated: Bool, _ completion: @escaping ContainerCompletion) {
        guard animated, let coordinator = navigationController.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    fileprivate func push(_ screen: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        navigationController.pushViewController(screen, animated: animated)
        guardBackButtons()
        whenTransitionEnds(animated, completion)
    }

    fileprivate func pop(to screen: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        navigationController.popToViewController(screen, animated: animated)
        whenTransitionEnds(animated, completion)
    }

    fileprivate func set(_ screens: [UIViewController], animated: Bool, completion: @escaping ContainerCompletion) {
        navigationController.setViewControllers(screens, animated: animated)
        guardBackButtons()
        whenTransitionEnds(animated, completion)
    }

    /// Gives each screen above the root a back action that asks the user-change guards before
    /// the pop (iOS 16, not tvOS; only once the root routable set `hooks`): only to a screen that
    /// shows UIKit's back button — not one with a back action of the app's own (kept), a hidden
    /// back button, or left bar button items of the app's that replace the back button (UIKit
    /// would generate a back button for the action there).
    private func guardBackButtons() {
        #if !os(tvOS)
        guard #available(iOS 16.0, tvOS 14.0, *), hooks != nil else { return }
        for screen in navigationController.viewControllers.dropFirst() {
            let item = screen.navigationItem
            let leftItemsReplaceBack = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
            guard !item.hidesBackButton, !leftItemsReplaceBack, item.backAction == nil else { continue }
            item.backAction = UIAction(identifier: Self.backActionIdentifier) { [weak self, weak screen] _ in
                guard let self, let screen else { return }
                self.backTapped(on: screen)
            }
        }
        #endif
    }

    #if !os(tvOS)
    /// The identifier of the back actions the container gives its screens (iOS 16): a
    /// `navigationItem.backAction` with another identifier is the app's own.
    @available(iOS 13.0, tvOS 14.0, *)
    public static let backActionIdentifier = UIAction.Identifier("Waypoint.NavigationControllerContainer.back")

    /// The back button of `screen` was tapped: when the guards allow the pop now, the screen is
    /// popped (and reported as the user's change, as UIKit's own back button is); when they
    /// refuse, nothing happens; when they ask, the router pops it once they allowed.
    private func backTapped(on screen: UIViewController) {
        let screens = navigationController.viewControllers
        guard screens.count > 1, screens.last === screen, hooks?.shouldPop(self) ?? true else { return }
        navigationController.popToViewController(screens[screens.count - 2], animated: true)
    }
    #endif

    fileprivate var presentedContainer: NavigationControllerContainer? {
        presented.current { $0.navigationController === navigationController.presentedViewController }
    }

    fileprivate func present(_ modal: NavigationControllerContainer, style: ModalStyle, animated: Bool,
                             completion: @escaping ContainerCompletion) {
        // The modal's style was set when it was built: reading its presentation controller now
        // (to learn of a swipe-down) creates it for that style. The style is never written here.
        #if !os(tvOS)
        if style.kind == .popover, let popover = modal.navigationController.popoverPresentationController {
            // Where it points from; in compact width UIKit shows it as a sheet (the route stays).
            if let anchor = style.anchor, let resolved = anchorSource?(anchor) {
                popover.sourceView = resolved.view
                popover.sourceRect = resolved.rect
            } else if let view = navigationController.view {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            }
        }
        #endif
        if let presentationController = modal.navigationController.presentationController {
            if presentationController.delegate !== modal.presentationProxy, modal.presentationProxy.forwardee == nil {
                modal.presentationProxy.forwardee = presentationController.delegate
            }
            // A popover may stay one in compact width (the app's delegate answers first).
            modal.presentationProxy.staysPopoverInCompactWidth = style.kind == .popover && style.staysPopoverInCompactWidth
            modal.installPresentationProxy(on: presentationController)
        }
        if style.selectedDetent != nil, let detent = style.openingDetent {
            // The state's detent for it, when the route gives one (read once it is built).
            SheetDetents.select(detent, on: modal.navigationController, animated: false)
        }
        // The app names anchors for its whole UI: a modal's stack resolves them as its presenter does.
        if modal.anchorSource == nil { modal.anchorSource = anchorSource }
        presented.present(modal)
        navigationController.present(modal.navigationController, animated: animated, completion: completion)
    }

    /// Makes `other` the presenter of the modal or alert this container presented (over a split
    /// view, presented by the split view controller as a whole, when the column it was presented
    /// from leaves the screen): nothing changes on screen.
    func handOverModal(to other: NavigationControllerContainer) {
        if let modal = presented.current(isShown: { _ in true }) {
            other.presented.present(modal)
            presented = OwnPresentation()
        }
        // The alert's buttons answer through its presentation record: the record moves.
        if alerts.shown(by: navigationController) != nil {
            swap(&alerts, &other.alerts)
        }
    }

    fileprivate func dismissPresented(animated: Bool, completion: @escaping ContainerCompletion) {
        // `presented` stays: it counts as presented while UIKit says so (a dismissal UIKit ignored
        // leaves it on screen, and in the route).
        navigationController.dismiss(animated: animated, completion: completion)
    }
}

#if compiler(>=6.2)
extension NavigationControllerContainer: @MainActor StackContainer {}
#else
extension NavigationControllerContainer: @preconcurrency StackContainer {}
#endif

extension NavigationControllerContainer {
    /// The navigation controller's `viewControllers`.
    public var screens: [UIViewController] {
        checkMainThread("screens")
        return navigationController.viewControllers
    }

    /// `pushViewController(_:animated:)`; completes when the transition ended.
    public func pushScreen(_ screen: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("pushScreen")
        push(screen, animated: animated, completion: completion)
    }

    /// `popToViewController(_:animated:)`; completes when the transition ended.
    public func popToScreen(_ screen: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("popToScreen")
        pop(to: screen, animated: animated, completion: completion)
    }

    /// `setViewControllers(_:animated:)`; completes when the transition ended.
    public func setScreens(_ screens: [UIViewController], animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("setScreens")
        set(screens, animated: animated, completion: completion)
    }
}

#if compiler(>=6.2)
extension NavigationControllerContainer: @MainActor ModalPresenter {}
#else
extension NavigationControllerContainer: @preconcurrency ModalPresenter {}
#endif

extension NavigationControllerContainer {
    /// The modal this container presented, while UIKit still shows it presented.
    public var presentedModal: NavigationControllerContainer? {
        checkMainThread("presentedModal")
        return presentedContainer
    }

    /// `present(_:animated:completion:)` of `modal`'s navigation controller, in the style it was
    /// built with (see `modal(root:style:configure:)`): the presentation style is not written
    /// here, since UIKit reads a style set to `.automatic` back as a concrete one and a style must
    /// be set before the presentation controller is first read. A popover's source is set here:
    /// the view `anchorSource` gives for `style.anchor`, or this navigation controller's view.
    public func presentModal(_ modal: NavigationControllerContainer, style: ModalStyle, animated: Bool,
                             completion: @escaping ContainerCompletion) {
        checkMainThread("presentModal")
        present(modal, style: style, animated: animated, completion: completion)
    }

    /// `dismiss(animated:completion:)`.
    public func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("dismissModal")
        dismissPresented(animated: animated, completion: completion)
    }

    /// Moves the presented sheet to `detent`: its sheet presentation controller's
    /// `selectedDetentIdentifier`, set inside `animateChanges` when `animated` (iOS 15; nothing
    /// before, nor on tvOS). Completes at once: UIKit gives the change no completion, and does not
    /// tell the sheet's delegate (so nothing is reported as the user's drag).
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("selectSheetDetent")
        if let modal = presentedContainer { SheetDetents.select(detent, on: modal.navigationController, animated: animated) }
        completion()
    }
}
#if compiler(>=6.2)
extension NavigationControllerContainer: @MainActor DialogPresenter {}
#else
extension NavigationControllerContainer: @preconcurrency DialogPresenter {}
#endif

extension NavigationControllerContainer {
    /// The dialog this container shows as a `UIAlertController`, until the user answered it or
    /// it was dismissed.
    public var presentedDialog: Dialog? {
        checkMainThread("presentedDialog")
        return alerts.shown(by: navigationController)
    }

    /// Presents `dialog` as a `UIAlertController` (an alert, or an action sheet for a
    /// confirmation dialog, pointing from `anchorSource`'s answer as a popover); answers once the
    /// alert's dismissal ended.
    public func presentDialog(_ dialog: Dialog, animated: Bool, answer: @escaping (DialogButton?) -> Void,
                              completion: @escaping ContainerCompletion) {
        checkMainThread("presentDialog")
        alerts.present(dialog, over: navigationController, source: anchorSource, animated: animated, answer: answer, completion: completion)
    }

    /// `dismiss(animated:completion:)` of the alert controller, without an answer.
    public func dismissDialog(animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("dismissDialog")
        alerts.dismiss(from: navigationController, animated: animated, completion: completion)
    }
}
#endif
