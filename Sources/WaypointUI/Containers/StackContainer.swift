/// A navigation stack (`UINavigationController`, a SwiftUI `NavigationStack`'s path): screens on
/// top of each other, the first one its root.
///
/// Waypoint's stack routables call these methods one at a time, on the router's scheduler, and
/// wait for the completion before the next call. A stack changed by the user (a back swipe) must
/// call `containersDidChange()` on the root container routable (`StackRoutable` or
/// `TabBarRoutable`), so the route follows.
public protocol StackContainer: AnyObject {
    /// The type of the screens on the stack (`UIViewController`).
    associatedtype Screen: AnyObject

    /// The screens on the stack now, root first. A change must show here as soon as it is made
    /// (before its animation ends), as `UINavigationController.viewControllers` does.
    var screens: [Screen] { get }

    /// Pushes `screen` on top of the stack.
    func pushScreen(_ screen: Screen, animated: Bool, completion: @escaping ContainerCompletion)

    /// Pops every screen above `screen`, which is on the stack.
    func popToScreen(_ screen: Screen, animated: Bool, completion: @escaping ContainerCompletion)

    /// Replaces the whole stack with `screens` (`setViewControllers(_:animated:)`).
    func setScreens(_ screens: [Screen], animated: Bool, completion: @escaping ContainerCompletion)
}
