/// One step of a transition in typed terms: `RoutingAction` with the app's segments.
public enum TypedRoutingStep<Segment: RouteSegment>: Hashable, Sendable, CustomStringConvertible {
    /// Push `segment` at `depth`.
    case push(depth: Int, segment: Segment)
    /// Pop `segment` from `depth`.
    case pop(depth: Int, segment: Segment)
    /// Replace `from` with `to` at `depth`.
    case change(depth: Int, from: Segment, to: Segment)
    /// Move the sheet of `segment` at `depth` to `detent`.
    case selectDetent(depth: Int, segment: Segment, detent: SheetDetent.Identifier)

    /// The step `action` describes, or `nil` when its segments are not `Segment`s.
    public init?(_ action: RoutingAction) {
        do {
            switch action {
            case .push(let depth, let segment): self = .push(depth: depth, segment: try Segment(routeIdentifier: segment))
            case .pop(let depth, let segment): self = .pop(depth: depth, segment: try Segment(routeIdentifier: segment))
            case .change(let depth, let from, let to):
                let segments = try SegmentTables.segments(Segment.self, of: [from, to])
                self = .change(depth: depth, from: segments[0], to: segments[1])
            case .selectDetent(let depth, let segment, let detent):
                self = .selectDetent(depth: depth, segment: try Segment(routeIdentifier: segment), detent: detent)
            }
        } catch {
            return nil
        }
    }

    /// The string step (what routables are asked to do).
    public var action: RoutingAction {
        switch self {
        case .push(let depth, let segment): return .push(responsibleRoutableIndex: depth, segmentToBePushed: segment.routeIdentifier)
        case .pop(let depth, let segment): return .pop(responsibleRoutableIndex: depth, segmentToBePopped: segment.routeIdentifier)
        case .change(let depth, let from, let to):
            return .change(responsibleRoutableIndex: depth, segmentToBeReplaced: from.routeIdentifier, newSegment: to.routeIdentifier)
        case .selectDetent(let depth, let segment, let detent):
            return .selectDetent(responsibleRoutableIndex: depth, segment: segment.routeIdentifier, detent: detent)
        }
    }

    /// `push post(id: 42)`, `pop settings`, `change feed → profile(name: "Ada")`, `select player at large`.
    public var description: String {
        switch self {
        case .push(_, let segment): return "push \(segment.routeIdentifier)"
        case .pop(_, let segment): return "pop \(segment.routeIdentifier)"
        case .change(_, let from, let to): return "change \(from.routeIdentifier) → \(to.routeIdentifier)"
        case .selectDetent(_, let segment, let detent): return "select \(segment.routeIdentifier) at \(detent)"
        }
    }
}
