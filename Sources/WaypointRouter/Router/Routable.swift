import WaypointRx

/// Called by a routable when the UI finished a step (an animation ended). Call it exactly once;
/// the router ignores and reports further calls, and times out a step whose handler never comes.
public typealias RoutingCompletionHandler = @Sendable () -> Void

/// What a routable learns about the navigation a step belongs to.
public struct RoutingContext: Sendable {
    // `trigger` right after the id fills the id's padding: a context of seven words keeps a
    // step's effect small enough to be moved without a call to `memcpy`.
    /// The id of the navigation this step belongs to (`nil` for a step no navigation started).
    public let navigationID: NavigationID?
    /// What started the navigation.
    public let trigger: NavigationTrigger
    /// Where the navigation is going.
    public let destination: Route
    /// The cache identifier of a `keepAlive` request, on the step that shows its destination.
    public let cacheIdentifier: String?
    /// The router's keep-alive cache.
    public let cache: RoutableCache?
    /// The values most steps do not have, in one immutable box (`nil` when none is set), so that
    /// a context is a few words to build and hand over.
    private let values: Values?

    /// The data attached to the route this step leads to (for a push or change), if any.
    public var data: RouteData? { values?.data }
    /// The navigation's context value (Tempura's `context`), if any.
    public var context: RouteData? { values?.context }
    /// The request's transition object or value (`transitioningDelegate(_:)`), if any.
    public var transition: RouteData? { values?.transition }
    /// The request's embedding hint (`embedded(in:)`), if any.
    public var embedding: RouteData? { values?.embedding }
    /// On a push or change that presents a sheet: the detent the state wants it to open at
    /// (`NavigationState.sheetDetents`); `nil` lets it open where its style says. A routable
    /// that shows the segment as something other than a sheet with that detent throws.
    public var sheetDetent: SheetDetent.Identifier? { values?.sheetDetent }
    /// On a push or change: the transition value recorded for the route this step leads to
    /// (`NavigationState.segmentTransitions`) — the one its request gave when it first came on
    /// screen, also when a restoration or another navigation presents it again; `nil` when none.
    public var segmentTransition: RouteData? { values?.segmentTransition }

    /// A context with these values; the router makes one per step (tests and custom drivers build their own).
    public init(navigationID: NavigationID?, destination: Route, data: RouteData?, context: RouteData?, trigger: NavigationTrigger,
                transition: RouteData? = nil, embedding: RouteData? = nil, cacheIdentifier: String? = nil, cache: RoutableCache? = nil,
                sheetDetent: SheetDetent.Identifier? = nil, segmentTransition: RouteData? = nil) {
        self.navigationID = navigationID
        self.destination = destination
        self.trigger = trigger
        self.cacheIdentifier = cacheIdentifier
        self.cache = cache
        if data == nil && context == nil && transition == nil && embedding == nil && sheetDetent == nil && segmentTransition == nil {
            values = nil
        } else {
            values = Values(data: data, context: context, transition: transition, embedding: embedding, sheetDetent: sheetDetent,
                            segmentTransition: segmentTransition)
        }
    }

    /// A context without data, context value, transition, embedding or cache identifier (what
    /// most steps get).
    init(navigationID: NavigationID, destination: Route, trigger: NavigationTrigger, cache: RoutableCache) {
        self.navigationID = navigationID
        self.destination = destination
        self.trigger = trigger
        cacheIdentifier = nil
        self.cache = cache
        values = nil
    }

    /// The box behind the optional values.
    private final class Values: Sendable {
        let data: RouteData?
        let context: RouteData?
        let transition: RouteData?
        let embedding: RouteData?
        let sheetDetent: SheetDetent.Identifier?
        let segmentTransition: RouteData?

        init(data: RouteData?, context: RouteData?, transition: RouteData?, embedding: RouteData?, sheetDetent: SheetDetent.Identifier?,
             segmentTransition: RouteData?) {
            self.data = data
            self.context = context
            self.transition = transition
            self.embedding = embedding
            self.sheetDetent = sheetDetent
            self.segmentTransition = segmentTransition
        }
    }

    /// The routable built for this step's segment last time, while its `keepAlive` lifetime
    /// lasts: return it from `pushRouteSegment` instead of building a new one.
    public var cachedRoutable: Routable? {
        guard let cacheIdentifier else { return nil }
        return cache?.routable(for: cacheIdentifier)
    }

    /// The attached data as `type`.
    public func data<Value>(as type: Value.Type = Value.self) -> Value? { data?.value(as: type) }
}

/// A piece of UI responsible for one depth of the route: it pushes, pops and changes the segment
/// below it, and hands back the routable responsible for the next depth.
///
/// The router calls one method at a time and waits for its completion handler before the next
/// step. Throw to refuse a segment you don't know; the router reports a failed navigation and
/// brings the state back to what is on screen.
///
/// Implement each step in one of two shapes: with a `context:` parameter, or without it, as
/// ReSwift-Router's routables are written (`pushRouteSegment(_:animated:completionHandler:)`).
/// The router calls the context form, whose default calls the context-less form, whose default
/// refuses; a step implemented in neither shape fails the navigation. A main-actor class (a view
/// controller) conforms with an isolated conformance, `@MainActor Routable` (Swift 6.2; with Swift
/// 6.0 and 6.1, `@preconcurrency Routable`), and runs under a router on `MainScheduler`.
public protocol Routable: AnyObject {
    /// Shows `routeElementIdentifier` on top of this routable's UI; returns its routable.
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable
    /// Removes `routeElementIdentifier` from this routable's UI.
    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws
    /// Replaces `from` with `to` in this routable's UI (a tab switch); returns the routable of `to`.
    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable

    /// Moves the sheet of `segment`, which this routable presented and which is up, to `detent`
    /// (a `NavigationState.sheetDetents` change); calls the handler when the sheet rests there.
    /// Throw when `segment` is not a sheet or has no such detent: the navigation fails and the
    /// state's detent goes back to what the screen shows. The default throws (no sheets here).
    func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                           context: RoutingContext, completionHandler: @escaping RoutingCompletionHandler) throws

    /// ReSwift-Router's shape of `pushRouteSegment`, without the context; called by the default
    /// context form.
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable
    /// ReSwift-Router's shape of `popRouteSegment`, without the context; called by the default
    /// context form.
    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool,
                         completionHandler: @escaping RoutingCompletionHandler) throws
    /// ReSwift-Router's shape of `changeRouteSegment`, without the context; called by the default
    /// context form.
    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable
}

extension Routable {
    /// Calls the context-less `pushRouteSegment(_:animated:completionHandler:)`.
    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try pushRouteSegment(routeElementIdentifier, animated: animated, completionHandler: completionHandler)
    }

    /// Calls the context-less `popRouteSegment(_:animated:completionHandler:)`.
    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        try popRouteSegment(routeElementIdentifier, animated: animated, completionHandler: completionHandler)
    }

    /// Calls the context-less `changeRouteSegment(_:to:animated:completionHandler:)`.
    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try changeRouteSegment(from, to: to, animated: animated, completionHandler: completionHandler)
    }

    /// Refuses: this routable presents no sheets.
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                                  context: RoutingContext, completionHandler: @escaping RoutingCompletionHandler) throws {
        throw RoutingError.routableRejected(step: .selectDetent(responsibleRoutableIndex: -1, segment: segment, detent: detent),
                                            reason: "\(type(of: self)) presents no sheets")
    }

    /// Refuses: this routable cannot push.
    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        throw RoutingError.routableRejected(step: .push(responsibleRoutableIndex: -1, segmentToBePushed: routeElementIdentifier), reason: "\(type(of: self)) does not push segments")
    }

    /// Refuses: this routable cannot pop.
    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        throw RoutingError.routableRejected(step: .pop(responsibleRoutableIndex: -1, segmentToBePopped: routeElementIdentifier), reason: "\(type(of: self)) does not pop segments")
    }

    /// Refuses: this routable cannot change segments.
    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        throw RoutingError.routableRejected(step: .change(responsibleRoutableIndex: -1, segmentToBeReplaced: from, newSegment: to), reason: "\(type(of: self)) does not change segments")
    }
}

/// A routable written reactively: each step is an observable that emits the routable of the new
/// segment (for push and change) and completes when the UI finished; an error fails the step.
/// The router subscribes once per step and disposes the subscription if the step times out.
public protocol ReactiveRoutable: Routable {
    /// Pushes `segment`; emits its routable, then completes.
    func push(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext) -> Observable<Routable>
    /// Pops `segment`; completes when done.
    func pop(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext) -> Observable<Never>
    /// Changes `from` to `to`; emits the routable of `to`, then completes.
    func change(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext) -> Observable<Routable>
    /// Moves the sheet of `segment` to `detent`; completes when it rests there. The default fails
    /// (no sheets here).
    func selectDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                      context: RoutingContext) -> Observable<Never>
}

extension ReactiveRoutable {
    /// Fails: this routable presents no sheets.
    public func selectDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                             context: RoutingContext) -> Observable<Never> {
        .error(RoutingError.routableRejected(step: .selectDetent(responsibleRoutableIndex: -1, segment: segment, detent: detent),
                                             reason: "\(type(of: self)) presents no sheets"))
    }
}
