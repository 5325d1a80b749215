/// The navigation part of the application state: the route the UI must show and what goes
/// with it. Only actions change it (`NavigationReducer`); the `Router` makes the UI follow it.
public struct NavigationState: Equatable, Sendable {
    /// The route the UI must show.
    public var route: Route
    /// Whether the transition to `route` is animated.
    public var changeRouteAnimated: Bool
    /// The navigation that set `route`.
    public var navigationID: NavigationID?
    /// What started that navigation.
    public var trigger: NavigationTrigger
    /// The parts most navigations leave empty, in one shared immutable box (`nil` while all are
    /// empty), so that copying and comparing a state costs a few words whatever it holds: the
    /// router and the store copy and compare it on every dispatch.
    private var extras: Extras?

    /// Data attached to routes, keyed by the route itself (so `["a/b"]` and `["a", "b"]` never
    /// collide). Data of a route is dropped when the route is no longer a prefix of `route`.
    public var routeSpecificData: [Route: RouteData] {
        get { extras?.routeSpecificData ?? [:] }
        set { updateExtras { $0.routeSpecificData = newValue } }
    }

    /// A value handed to the routables during that navigation (Tempura's `context`).
    public var context: RouteData? {
        get { extras?.context }
        set { updateExtras { $0.context = newValue } }
    }

    /// The options of that navigation's request.
    public var options: NavigationOptions {
        get { extras?.options ?? NavigationOptions() }
        set { updateExtras { $0.options = newValue } }
    }

    /// Routes reached by `stateRestorable` requests; dropped with their route like data.
    public var restorableRoutes: [Route: RestorationEntry] {
        get { extras?.restorableRoutes ?? [:] }
        set { updateExtras { $0.restorableRoutes = newValue } }
    }

    /// The detent each sheet of the route rests at, keyed by the sheet's route (the route up to
    /// and including its segment): set by a request (`NavigationRequest.sheetDetent(_:of:)`,
    /// `Router.selectSheetDetent(_:of:animated:)`), by the user's drag (the router syncs it), and
    /// saved and restored with the route. The router makes the screen follow it: a sheet opens at
    /// its detent, and a sheet that is up moves to it. A sheet without an entry rests where its
    /// presentation style says. Entries are dropped with their route, like route data.
    public var sheetDetents: [Route: SheetDetent.Identifier] {
        get { extras?.sheetDetents ?? [:] }
        set { updateExtras { $0.sheetDetents = newValue } }
    }

    /// The transition value (`NavigationRequest.transitioningDelegate(_:)`, WaypointUI's
    /// `presented(as:)`) of the request that brought each route on screen, keyed by the request's
    /// destination: recorded when a navigation shows a destination that was not on screen (going
    /// back to a route on screen keeps the entry it has), handed to the step that presents that
    /// route's segment again (`RoutingContext.segmentTransition`, as when the route is restored),
    /// saved with the route when the value is `Codable` (restoring needs its type registered in
    /// `Router.restoration`), and dropped with its route, like route data.
    public var segmentTransitions: [Route: RouteData] {
        get { extras?.segmentTransitions ?? [:] }
        set { updateExtras { $0.segmentTransitions = newValue } }
    }

    /// An empty route.
    public init(
        route: Route = [],
        routeSpecificData: [Route: RouteData] = [:],
        changeRouteAnimated: Bool = true,
        navigationID: NavigationID? = nil,
        trigger: NavigationTrigger = .initial,
        context: RouteData? = nil,
        options: NavigationOptions = NavigationOptions(),
        restorableRoutes: [Route: RestorationEntry] = [:],
        sheetDetents: [Route: SheetDetent.Identifier] = [:],
        segmentTransitions: [Route: RouteData] = [:]
    ) {
        self.route = route
        self.changeRouteAnimated = changeRouteAnimated
        self.navigationID = navigationID
        self.trigger = trigger
        let extras = Extras.Values(routeSpecificData: routeSpecificData, context: context, options: options,
                                   restorableRoutes: restorableRoutes, sheetDetents: sheetDetents,
                                   segmentTransitions: segmentTransitions)
        self.extras = extras.isEmpty ? nil : Extras(extras)
    }

    /// Whether two states are the same (routes, flags, ids and every extra).
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        // The cheap fields first: a new navigation differs in its id, and its route (as long as
        // the route is deep) need not be compared.
        guard lhs.navigationID == rhs.navigationID, lhs.trigger == rhs.trigger,
              lhs.changeRouteAnimated == rhs.changeRouteAnimated, lhs.route == rhs.route else { return false }
        switch (lhs.extras, rhs.extras) {
        case (nil, nil): return true
        case (let left?, let right?): return left === right || left.values == right.values
        default: return false
        }
    }

    /// `false` when the state has no route data, context, options, restorable routes, sheet
    /// detents or segment transitions (most states): there is nothing to look up for a step.
    var hasExtras: Bool { extras != nil }

    /// Sets every extra at once (one box at most, where setting each property would build one per
    /// property).
    mutating func setExtras(routeSpecificData: [Route: RouteData], context: RouteData?, options: NavigationOptions,
                            restorableRoutes: [Route: RestorationEntry], sheetDetents: [Route: SheetDetent.Identifier],
                            segmentTransitions: [Route: RouteData]) {
        let values = Extras.Values(routeSpecificData: routeSpecificData, context: context, options: options,
                                   restorableRoutes: restorableRoutes, sheetDetents: sheetDetents,
                                   segmentTransitions: segmentTransitions)
        extras = values.isEmpty ? nil : Extras(values)
    }

    /// Keeps only the data, restorable entries, sheet detents and segment transitions of routes
    /// that are prefixes of `route`.
    func extras(prunedTo route: Route) -> (data: [Route: RouteData], restorable: [Route: RestorationEntry],
                                            detents: [Route: SheetDetent.Identifier], transitions: [Route: RouteData]) {
        guard let values = extras?.values else { return ([:], [:], [:], [:]) }
        return (values.routeSpecificData.isEmpty ? [:] : values.routeSpecificData.filter { route.starts(with: $0.key) },
                values.restorableRoutes.isEmpty ? [:] : values.restorableRoutes.filter { route.starts(with: $0.key) },
                values.sheetDetents.isEmpty ? [:] : values.sheetDetents.filter { route.starts(with: $0.key) },
                values.segmentTransitions.isEmpty ? [:] : values.segmentTransitions.filter { route.starts(with: $0.key) })
    }

    /// Replaces the extras with `change` applied to a copy of them (a new box, or none when they
    /// end up empty): the box is shared between copies of the state and never changes.
    private mutating func updateExtras(_ change: (inout Extras.Values) -> Void) {
        var values = extras?.values ?? Extras.Values()
        change(&values)
        extras = values.isEmpty ? nil : Extras(values)
    }

    /// The shared box behind the rarely-set parts of a state.
    private final class Extras: Sendable {
        struct Values: Equatable, Sendable {
            var routeSpecificData: [Route: RouteData] = [:]
            var context: RouteData?
            var options = NavigationOptions()
            var restorableRoutes: [Route: RestorationEntry] = [:]
            var sheetDetents: [Route: SheetDetent.Identifier] = [:]
            var segmentTransitions: [Route: RouteData] = [:]

            var isEmpty: Bool {
                routeSpecificData.isEmpty && context == nil && options == NavigationOptions() && restorableRoutes.isEmpty
                    && sheetDetents.isEmpty && segmentTransitions.isEmpty
            }
        }

        let values: Values

        init(_ values: Values) {
            self.values = values
        }

        var routeSpecificData: [Route: RouteData] { values.routeSpecificData }
        var context: RouteData? { values.context }
        var options: NavigationOptions { values.options }
        var restorableRoutes: [Route: RestorationEntry] { values.restorableRoutes }
        var sheetDetents: [Route: SheetDetent.Identifier] { values.sheetDetents }
        var segmentTransitions: [Route: RouteData] { values.segmentTransitions }
    }

    /// The data attached to `route`, as `type`.
    public func data<Value>(for route: Route, as type: Value.Type = Value.self) -> Value? {
        routeSpecificData[route]?.value(as: type)
    }
}
