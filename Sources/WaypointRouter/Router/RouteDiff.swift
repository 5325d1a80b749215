/// One step of a transition between two routes, addressed to the routable responsible for the
/// segment's depth (index 0 is the root routable, which handles segment 0).
public enum RoutingAction: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Push `segmentToBePushed` at depth `responsibleRoutableIndex`.
    case push(responsibleRoutableIndex: Int, segmentToBePushed: RouteElementIdentifier)
    /// Pop `segmentToBePopped` from depth `responsibleRoutableIndex`.
    case pop(responsibleRoutableIndex: Int, segmentToBePopped: RouteElementIdentifier)
    /// Replace `segmentToBeReplaced` with `newSegment` at depth `responsibleRoutableIndex`.
    case change(responsibleRoutableIndex: Int, segmentToBeReplaced: RouteElementIdentifier, newSegment: RouteElementIdentifier)
    /// Move the sheet of `segment` (at depth `responsibleRoutableIndex`, which stays on screen)
    /// to `detent`: the state's `sheetDetents` changed, the route did not.
    case selectDetent(responsibleRoutableIndex: Int, segment: RouteElementIdentifier, detent: SheetDetent.Identifier)

    /// The depth of the routable that performs this step.
    public var responsibleRoutableIndex: Int {
        switch self {
        case .push(let index, _), .pop(let index, _), .change(let index, _, _), .selectDetent(let index, _, _): return index
        }
    }

    /// `push(1, "user")`, `pop(2, "settings")`, `change(0, "home" → "stats")`,
    /// `selectDetent(1, player at large)`.
    public var description: String {
        switch self {
        case .push(let index, let segment): return "push(\(index), \(segment))"
        case .pop(let index, let segment): return "pop(\(index), \(segment))"
        case .change(let index, let old, let new): return "change(\(index), \(old) → \(new))"
        case .selectDetent(let index, let segment, let detent): return "selectDetent(\(index), \(segment) at \(detent))"
        }
    }
}

extension RoutingAction {
    /// The step in words, for error messages an app developer reads: `push post(id: 7) as
    /// segment 2 of the route`, `pop settings, segment 3 of the route`, `replace feed with
    /// account as segment 1 of the route`, `move the sheet of player (segment 2 of the route) to
    /// its large detent`.
    var inWords: String {
        switch self {
        case .push(let index, let segment): return "push \(segment) as segment \(index + 1) of the route"
        case .pop(let index, let segment): return "pop \(segment), segment \(index + 1) of the route"
        case .change(let index, let old, let new): return "replace \(old) with \(new) as segment \(index + 1) of the route"
        case .selectDetent(let index, let segment, let detent):
            return "move the sheet of \(segment) (segment \(index + 1) of the route) to its \(detent) detent"
        }
    }
}

/// The steps that turn the screens showing `oldRoute` into screens showing `newRoute`, in the
/// order they must run: the segments of the old route past the common prefix are popped deepest
/// first, except the first differing segment, which is changed in place when both routes continue
/// past the common prefix; then the remaining segments of the new route are pushed.
///
/// A pure function: `[A, B, C] → [A, D, E]` is `pop(2, C)`, `change(1, B → D)`, `push(2, E)`.
public func routingActionsForTransition(from oldRoute: Route, to newRoute: Route) -> [RoutingAction] {
    let fork = RouteFork(oldRoute, newRoute)
    let common = fork.common
    var actions: [RoutingAction] = []
    var depth = oldRoute.count - 1
    while depth >= fork.lowestPop {
        actions.append(.pop(responsibleRoutableIndex: depth, segmentToBePopped: oldRoute[depth]))
        depth -= 1
    }
    var next = common
    if fork.changesInPlace {
        actions.append(.change(responsibleRoutableIndex: common, segmentToBeReplaced: oldRoute[common], newSegment: newRoute[common]))
        next += 1
    }
    while next < newRoute.count {
        actions.append(.push(responsibleRoutableIndex: next, segmentToBePushed: newRoute[next]))
        next += 1
    }
    return actions
}

/// ReSwift-Router's name for `RoutingAction`, so that code and tests written against it compile.
public typealias RoutingActions = RoutingAction

extension Router {
    /// ReSwift-Router's spelling of the free function `routingActionsForTransition(from:to:)`:
    /// the steps from `oldRoute` to `newRoute`, pure, the same for every router.
    public static func routingActionsForTransition(from oldRoute: Route, to newRoute: Route) -> [RoutingAction] {
        WaypointRouter.routingActionsForTransition(from: oldRoute, to: newRoute)
    }
}

/// `routingActionsForTransition(from:to:).first`, without building the other steps: the
/// router takes one step at a time, so each step costs the length of the common prefix only.
func firstRoutingAction(from oldRoute: Route, to newRoute: Route) -> RoutingAction? {
    RouteFork(oldRoute, newRoute).firstAction(from: oldRoute, to: newRoute)
}

/// Where two routes part: the length of their common prefix (depths below it stay as they are),
/// and whether the first differing segment is changed in place (both routes go on past it).
struct RouteFork {
    let common: Int
    let changesInPlace: Bool

    /// The fork of `oldRoute` and `newRoute`, whose first `knownCommon` segments are known to be
    /// equal (they are not compared again).
    init(_ oldRoute: Route, _ newRoute: Route, knownCommon: Int = 0) {
        common = commonPrefixLength(oldRoute, newRoute, from: knownCommon)
        changesInPlace = oldRoute.count > common && newRoute.count > common
    }

    /// The shallowest depth whose segment is popped.
    var lowestPop: Int { changesInPlace ? common + 1 : common }

    /// The first step from `oldRoute` to `newRoute` (the routes this fork was made of), or `nil`
    /// when they are equal.
    func firstAction(from oldRoute: Route, to newRoute: Route) -> RoutingAction? {
        if oldRoute.count - 1 >= lowestPop {
            return .pop(responsibleRoutableIndex: oldRoute.count - 1, segmentToBePopped: oldRoute[oldRoute.count - 1])
        }
        if changesInPlace {
            return .change(responsibleRoutableIndex: common, segmentToBeReplaced: oldRoute[common], newSegment: newRoute[common])
        }
        if common < newRoute.count {
            return .push(responsibleRoutableIndex: common, segmentToBePushed: newRoute[common])
        }
        return nil
    }
}

/// The number of leading segments `lhs` and `rhs` share, the first `known` of which are known to
/// be equal.
func commonPrefixLength(_ lhs: Route, _ rhs: Route, from known: Int = 0) -> Int {
    let limit = Swift.min(lhs.count, rhs.count)
    var common = Swift.min(known, limit)
    while common < limit && lhs[common] == rhs[common] { common += 1 }
    return common
}
