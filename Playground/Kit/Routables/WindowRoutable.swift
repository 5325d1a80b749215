import Waypoint

/// The root routable: the window. Segment 0 of a route is the selected tab; pushing it shows the
/// tab bar, changing it switches tabs, popping it leaves the window empty. It hands back the
/// routable of the tab's root screen.
final class WindowRoutable: Routable {
    private let ui: ScreenModel
    private let animator: Animator
    /// The root screen of each tab, made once: the tabs keep their root screens.
    private let roots: [ScreenModel.Screen]

    init(ui: ScreenModel, animator: Animator) {
        self.ui = ui
        self.animator = animator
        roots = ScreenCatalog.tabs.compactMap { ScreenCatalog.spec(for: $0) }.map(ui.makeScreen)
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let root = try rootScreen(routeElementIdentifier)
        ui.showTabBar(roots: roots, selecting: routeElementIdentifier)
        animator.play(.tabSwitch, animated: animated, then: completionHandler)
        return ScreenRoutable.make(for: root, ui: ui, animator: animator)
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try pushRouteSegment(to, animated: animated, context: context, completionHandler: completionHandler)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        ui.removeTabBar()
        animator.play(.tabSwitch, animated: animated, then: completionHandler)
    }

    private func rootScreen(_ segment: RouteElementIdentifier) throws -> ScreenModel.Screen {
        guard ScreenCatalog.spec(for: segment) != nil else { throw ScreenError.unknownScreen(segment) }
        guard let root = roots.first(where: { $0.segment == segment }) else { throw ScreenError.notATab(segment) }
        return root
    }
}
