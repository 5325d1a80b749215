import WaypointRouter

/// One screen of a `TestRoutableTree`: it records each call in the tree, behaves as the tree is
/// configured for the segment, and hands back a new `TestRoutable` for each segment it shows
/// (or the kept-alive one from the router's cache). Its screen takes a navigation's data of any
/// type, unless the tree expects one type for its segment (`TestRoutableTree.setDataType(_:for:)`).
public final class TestRoutable: Routable, ContentRoutable {
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
        tree.show(routeElementIdentifier, at: depth, detent: context.sheetDetent)
        return context.cachedRoutable ?? tree.makeRoutable(routeElementIdentifier, depth: depth + 1)
    }

    /// Records the detent change, runs the behaviour of `segment` and moves its sheet to `detent`.
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                                  context: RoutingContext, completionHandler: @escaping RoutingCompletionHandler) throws {
        guard let tree else { return }
        tree.record(.selectDetent, by: self, segment: segment, animated: animated, context: context, detent: detent)
        try tree.perform(tree.behavior(for: segment, .selectDetent, animated: animated), completion: completionHandler)
        tree.select(detent, at: depth)
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
        tree.show(to, at: depth, detent: context.sheetDetent)
        return context.cachedRoutable ?? tree.makeRoutable(to, depth: depth + 1)
    }

    /// The screen's content, which receives the navigation's data (`DataReceivable`) of the type
    /// the tree expects for this segment, and records it as a `receiveData` call.
    public var routedContent: AnyObject {
        tree?.dataReceiver(for: self) ?? self
    }
}
