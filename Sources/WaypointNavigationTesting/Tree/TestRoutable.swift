import WaypointRouter

/// One screen of a `TestRoutableTree`: it records each call in the tree, behaves as the tree is
/// configured for the segment, and hands back a new `TestRoutable` for each segment it shows
/// (or the kept-alive one from the router's cache). It accepts data of any type.
public final class TestRoutable: Routable, DataReceivable {
    /// Any data is accepted.
    public typealias DataType = Any

    /// `root`, or the segment this routable shows.
    public let name: String
    /// Its depth: it handles the segment at index `depth` of the route.
    public let depth: Int
    private weak var tree: TestRoutableTree?

    init(name: String, depth: Int, tree: TestRoutableTree) {
        self.name = name
        self.depth = depth
        self.tree = tree
    }

    /// Records the push, runs the segment's behaviour and shows `routeElementIdentifier`.
    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        guard let tree else { return self }
        tree.record(.push, by: self, segment: routeElementIdentifier, animated: animated, context: context)
        try tree.perform(tree.behavior(for: routeElementIdentifier, .push, animated: animated), completion: completionHandler)
        tree.show(routeElementIdentifier, at: depth)
        return context.cachedRoutable ?? tree.makeRoutable(routeElementIdentifier, depth: depth + 1)
    }

    /// Records the pop, runs the segment's behaviour and removes `routeElementIdentifier`.
    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        guard let tree else { return }
        tree.record(.pop, by: self, segment: routeElementIdentifier, animated: animated, context: context)
        try tree.perform(tree.behavior(for: routeElementIdentifier, .pop, animated: animated), completion: completionHandler)
        tree.remove(at: depth)
    }

    /// Records the change, runs the behaviour of `to` and shows `to` instead of `from`.
    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        guard let tree else { return self }
        tree.record(.change, by: self, segment: to, replaced: from, animated: animated, context: context)
        try tree.perform(tree.behavior(for: to, .change, animated: animated), completion: completionHandler)
        tree.show(to, at: depth)
        return context.cachedRoutable ?? tree.makeRoutable(to, depth: depth + 1)
    }

    /// Records the data the navigation brought to this screen.
    public func didReceiveData(_ data: Any) {
        tree?.record(.receiveData, by: self, segment: name, animated: true, context: nil, data: data)
    }
}
