/// A route change whose destination does not depend on the route it starts from, and which
/// reduces more than `RouteChangeAction`'s default (several routes' data at once). The guards
/// pass it on to the reducer as it is, instead of as a `SetRouteAction` to its destination.
protocol AbsoluteRouteChangeAction: RouteChangeAction {}
