import WaypointRouter

/// The routable of a dialog's segment: a dialog shows nothing above it, so every segment after
/// it fails with `ContainerError.aboveDialog`. The dialog itself is shown and taken away by the
/// routable of the screen below it.
final class DialogRoutable: Routable {
    /// The dialog's segment.
    let segment: RouteElementIdentifier

    init(segment: RouteElementIdentifier) {
        self.segment = segment
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        throw ContainerError.aboveDialog(routeElementIdentifier)
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        throw ContainerError.aboveDialog(to)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        // Nothing is shown above a dialog: there is nothing to take away.
        completionHandler()
    }
}
