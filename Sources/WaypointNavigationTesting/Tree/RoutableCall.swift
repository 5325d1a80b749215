import WaypointRouter
import WaypointTesting

/// One call the router made to a routable of a `TestRoutableTree`, with the tick it came at.
public struct RoutableCall: CustomStringConvertible {
    /// Which method was called.
    public enum Method: String, Equatable, Sendable {
        /// `pushRouteSegment`.
        case push
        /// `popRouteSegment`.
        case pop
        /// `changeRouteSegment`.
        case change
        /// `selectSheetDetent`.
        case selectDetent = "select"
        /// `didReceiveData` (`DataReceivable`): the navigation's data reached its destination.
        case receiveData = "receive"
    }

    /// The tick of the call.
    public let time: TestTime
    /// Which routable method the router called: push, pop, change or select (a sheet's detent).
    public let method: Method
    /// The depth of the routable that was called: 0 for the root, which handles segment 0.
    public let depth: Int
    /// The name of the routable that was called: `root`, or the segment it shows.
    public let routable: String
    /// The segment pushed, popped, changed to or whose sheet's detent changed; for
    /// `receiveData`, the routable's own segment.
    public let segment: RouteElementIdentifier
    /// The segment a change replaced.
    public let replaced: RouteElementIdentifier?
    /// Whether the step was animated (`true` for `receiveData`).
    public let animated: Bool
    /// What the router told the routable about the navigation (`nil` for `receiveData`).
    public let context: RoutingContext?
    /// The data received (`receiveData` only).
    public let data: Any?
    /// The detent a sheet moved to (`selectDetent` only).
    public let detent: SheetDetent.Identifier?

    /// A call with these values (the tree records them).
    init(time: TestTime, method: Method, depth: Int, routable: String, segment: RouteElementIdentifier, replaced: RouteElementIdentifier?,
         animated: Bool, context: RoutingContext?, data: Any?, detent: SheetDetent.Identifier? = nil) {
        self.time = time
        self.method = method
        self.depth = depth
        self.routable = routable
        self.segment = segment
        self.replaced = replaced
        self.animated = animated
        self.context = context
        self.data = data
        self.detent = detent
    }

    /// `110 home push user`, `120 tabs change home → stats (not animated)`, `130 user receive 42`,
    /// `140 home select player at large`.
    public var description: String {
        var text = "\(time) \(routable) \(method.rawValue) "
        switch method {
        case .push, .pop: text += segment
        case .change: text += "\(replaced ?? "?") → \(segment)"
        case .receiveData: text += data.map { String(describing: $0) } ?? "nil"
        case .selectDetent: text += "\(segment) at \(detent?.rawValue ?? "?")"
        }
        if !animated { text += " (not animated)" }
        return text
    }
}
