/// One screen of a typed route: a value of the app's own type, typically an enum whose cases
/// carry their data.
///
/// ```swift
/// enum Screen: RouteSegment {
///     case feed
///     case post(id: Int)
///     case settings
/// }
/// router.navigate(to: [Screen.feed, .post(id: 42)])
/// ```
///
/// Conforming needs nothing beyond `Hashable`, `Codable` and `Sendable` (which the compiler
/// synthesizes for such an enum): the segment's identifier — what the router diffs, what string
/// routables, events and timelines see — is the canonical text of its `Codable` encoding,
/// `post(id: 42)`. Equal values have one identifier and different values different ones, so a
/// case's payload takes part in the route's identity (`post(id: 42)` → `post(id: 7)` is a
/// change), and the identifier decodes back into the value (state, links and restored state
/// read as typed routes). The same encoding gives each case its link (see `RouteLinks`) and
/// saves it (see `Router.restoreState(from:as:behavior:)`); nothing is registered by name.
///
/// A value whose `encode(to:)` throws has no identifier: its segment reads
/// `⟨unencodable …⟩`, which no typed routable accepts.
public protocol RouteSegment: Hashable, Codable, Sendable {}

extension RouteSegment {
    /// The segment's identifier: the canonical text of its `Codable` encoding, such as `feed`,
    /// `post(id: 42)` or `profile(name: "Ada", tab: posts)`.
    public var routeIdentifier: RouteElementIdentifier {
        SegmentTables.identifiers(of: CollectionOfOne(self))[0]
    }

    /// The segment whose identifier is `routeIdentifier`; throws a `DecodingError` (or the
    /// type's own error) when the text is not the identifier of a `Self`.
    public init(routeIdentifier: RouteElementIdentifier) throws {
        self = try SegmentTables.segments(Self.self, of: CollectionOfOne(routeIdentifier))[0]
    }
}

extension Array where Element: RouteSegment {
    /// The string route of this typed route: each segment's `routeIdentifier`.
    public var routeIdentifiers: Route { SegmentTables.route(of: self) }
}

extension Array where Element == RouteElementIdentifier {
    /// This route read as a typed route of `type`; throws when a segment is not the identifier of
    /// a `Segment` (a string route, or a route of another type).
    public func segments<Segment: RouteSegment>(as type: Segment.Type) throws -> [Segment] {
        try SegmentTables.typedRoute(type, of: self)
    }
}
