/// A tab container (`UITabBarController`, a SwiftUI `TabView`'s selection): several tabs, one of
/// them selected.
///
/// Waypoint calls `selectTab(at:animated:completion:)` on the router's scheduler and waits for the
/// completion before the next call. A tab selected by the user (a tab tap) must be reported to
/// the root container routable (`TabBarRoutable.containersDidChange()`), so the route follows.
public protocol TabContainer: AnyObject {
    /// The index of the selected tab. A change must show here as soon as it is made.
    var selectedTabIndex: Int { get }

    /// Selects the tab at `index`.
    func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion)
}
