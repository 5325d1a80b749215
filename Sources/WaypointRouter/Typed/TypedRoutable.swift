/// A routable written in the app's cases: the router's string steps arrive as typed segments, so
/// a `switch` over `Segment` in `push` makes a case without a screen a compile error, and a
/// screen receives its case's data typed — reached in-app, by a link or by restoration alike.
///
/// ```swift
/// final class FeedRoutable: TypedRoutable {
///     func push(_ segment: Screen, animated: Bool, context: RoutingContext,
///               completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
///         switch segment {
///         case .post(let id): return showPost(id, completionHandler)
///         case .feed, .settings, …: throw RoutingError.routableRejected(…)
///         }
///     }
/// }
/// ```
///
/// A segment that is not a `Segment` (a string segment mixed in) is refused with
/// `RoutingError.routableRejected` before the typed method is called. `pop` and `change` refuse
/// by default, as `Routable`'s context-less steps do.
public protocol TypedRoutable: Routable {
    /// The app's route segment type.
    associatedtype Segment: RouteSegment

    /// Shows `segment` on top of this routable's UI; returns its routable.
    func push(_ segment: Segment, animated: Bool, context: RoutingContext,
              completionHandler: @escaping RoutingCompletionHandler) throws -> Routable
    /// Removes `segment` from this routable's UI.
    func pop(_ segment: Segment, animated: Bool, context: RoutingContext,
             completionHandler: @escaping RoutingCompletionHandler) throws
    /// Replaces `from` with `to` in this routable's UI; returns the routable of `to`.
    func change(_ from: Segment, to: Segment, animated: Bool, context: RoutingContext,
                completionHandler: @escaping RoutingCompletionHandler) throws -> Routable
}

extension TypedRoutable {
    /// Refuses: this routable cannot pop.
    public func pop(_ segment: Segment, animated: Bool, context: RoutingContext,
                    completionHandler: @escaping RoutingCompletionHandler) throws {
        throw RoutingError.routableRejected(step: .pop(responsibleRoutableIndex: -1, segmentToBePopped: segment.routeIdentifier),
                                            reason: "\(type(of: self)) does not pop segments")
    }

    /// Refuses: this routable cannot change segments.
    public func change(_ from: Segment, to: Segment, animated: Bool, context: RoutingContext,
                       completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        throw RoutingError.routableRejected(step: .change(responsibleRoutableIndex: -1, segmentToBeReplaced: from.routeIdentifier, newSegment: to.routeIdentifier),
                                            reason: "\(type(of: self)) does not change segments")
    }

    /// Decodes the segment and calls `push(_:animated:context:completionHandler:)` with it.
    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let segment = try typed(routeElementIdentifier, .push(responsibleRoutableIndex: -1, segmentToBePushed: routeElementIdentifier))
        return try push(segment, animated: animated, context: context, completionHandler: completionHandler)
    }

    /// Decodes the segment and calls `pop(_:animated:context:completionHandler:)` with it.
    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        let segment = try typed(routeElementIdentifier, .pop(responsibleRoutableIndex: -1, segmentToBePopped: routeElementIdentifier))
        try pop(segment, animated: animated, context: context, completionHandler: completionHandler)
    }

    /// Decodes both segments and calls `change(_:to:animated:context:completionHandler:)` with them.
    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let step = RoutingAction.change(responsibleRoutableIndex: -1, segmentToBeReplaced: from, newSegment: to)
        return try change(try typed(from, step), to: try typed(to, step), animated: animated, context: context,
                          completionHandler: completionHandler)
    }

    private func typed(_ identifier: RouteElementIdentifier, _ step: RoutingAction) throws -> Segment {
        do {
            return try Segment(routeIdentifier: identifier)
        } catch {
            throw RoutingError.routableRejected(step: step, reason: "\"\(identifier)\" is not a \(Segment.self): \(SegmentDecoder.describe(error))")
        }
    }
}
