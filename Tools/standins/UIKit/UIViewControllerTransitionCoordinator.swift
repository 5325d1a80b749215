// The transition coordinator protocols as Apple's documentation declares them (`@MainActor
// protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`;
// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext)
// -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) ->
// Bool`: plain closures, neither `@Sendable` nor isolated). See UIKit.swift.

/// `UIViewControllerTransitionCoordinatorContext`.
@available(iOS 7.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// `isCancelled`: `true` only for an interactive transition that was cancelled (a back swipe
    /// the user abandoned).
    var isCancelled: Bool { get }
}

/// `UIViewControllerTransitionCoordinator`.
@available(iOS 7.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animateAlongsideTransition:completion:`: `completion` runs after the transition completes
    /// (or is cancelled); `false` when the animations could not be queued.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// The `completion: … = nil` default argument of the imported method.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
