/// The limits a router puts on routes that come from outside the app — saved state
/// (`restoreState(from:)`) and deep links (`navigate(toLink:)`) — checked before any
/// navigation starts: input over a limit is refused with a clear error and nothing changes.
///
/// Read and change them on `router.limits` (`router.limits.maximumRouteDepth = 128`), from any
/// thread; a change applies to the next restoration or link. Deep links also have a length
/// limit of their own, `router.deepLinks.maximumLength`. Routes the app builds itself
/// (`navigate(to:)`, `SetRouteAction`) are not limited.
public struct NavigationLimits: Equatable, Sendable {
    /// The default deepest route: 64 segments.
    public static let defaultMaximumRouteDepth = 64
    /// The default longest route segment: 256 UTF-8 bytes.
    public static let defaultMaximumSegmentLength = 256
    /// The default largest saved state `restoreState(from:)` reads: 1 MiB.
    public static let defaultMaximumSavedStateSize = 1 << 20
    /// The default most restorable entries saved state may hold: 64.
    public static let defaultMaximumRestorableEntries = 64

    /// The most segments a restored or linked route may have.
    public var maximumRouteDepth: Int
    /// The most UTF-8 bytes one segment of a restored or linked route may have.
    public var maximumSegmentLength: Int
    /// The most bytes of saved state `restoreState(from:)` reads; larger data is refused before
    /// it is decoded.
    public var maximumSavedStateSize: Int
    /// The most restorable entries saved state may hold.
    public var maximumRestorableEntries: Int

    /// Limits with these values (the defaults when omitted).
    public init(maximumRouteDepth: Int = defaultMaximumRouteDepth, maximumSegmentLength: Int = defaultMaximumSegmentLength,
                maximumSavedStateSize: Int = defaultMaximumSavedStateSize, maximumRestorableEntries: Int = defaultMaximumRestorableEntries) {
        self.maximumRouteDepth = maximumRouteDepth
        self.maximumSegmentLength = maximumSegmentLength
        self.maximumSavedStateSize = maximumSavedStateSize
        self.maximumRestorableEntries = maximumRestorableEntries
    }

    /// Why `route` is over the limits (depth first, then each segment), or `nil`.
    func violation(of route: Route) -> String? {
        if route.count > maximumRouteDepth {
            return "its route is \(route.count) segments deep; the limit is \(maximumRouteDepth) (router.limits.maximumRouteDepth)"
        }
        for (index, segment) in route.enumerated() where segment.utf8.count > maximumSegmentLength {
            return "segment \(index + 1) of its route is \(segment.utf8.count) bytes long; the limit is \(maximumSegmentLength) (router.limits.maximumSegmentLength)"
        }
        return nil
    }
}
