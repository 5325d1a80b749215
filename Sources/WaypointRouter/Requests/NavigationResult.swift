/// What a completed navigation request reports.
public struct NavigationResult: Equatable, Sendable {
    /// The navigation that reached the destination (after redirects, the last one).
    public let navigationID: NavigationID
    /// The id the request started with.
    public let requestID: NavigationID
    /// The route the UI shows.
    public let route: Route
}
