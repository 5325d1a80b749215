/// One segment of a route: the identifier of a screen at its depth, e.g. `"home"` or `"user"`.
public typealias RouteElementIdentifier = String

/// A route: the screens from the root to the top, one identifier per depth,
/// e.g. `["tabs", "home", "user"]`.
public typealias Route = [RouteElementIdentifier]
