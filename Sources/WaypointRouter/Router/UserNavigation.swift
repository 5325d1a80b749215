/// A change the user made on screen on their own, which the UI reports to the router with
/// `Router.userDidNavigate(_:)` (or `didPop()`): the router updates what it knows is on screen and
/// sets the state's route to match, without running any transition, and reports it with a
/// `userNavigated(from:to:by:)` event.
///
/// Depths count segments: depth 0 is the first segment of the route, shown by the routable the
/// root routable returned for it. A change that doesn't fit what the router knows is on screen
/// (routables missing, a depth past the end of the route) is ignored and reported as a `failed`
/// event with `RoutingError.invalidUserNavigation`.
///
/// **During a navigation** the change is processed after the step that is running, the way UIKit
/// processes a gesture made during a transition after it: the step's result is applied first,
/// then the user's change. The running navigation then ends there: `completed` when the screen
/// shows its destination, otherwise `cancelled(.interruptedByUser)`, and the state's route is set
/// to what the screen shows. A navigation that reached the store after the running one (and so
/// had not started) runs afterwards, from what the screen shows.
public enum UserNavigation {
    /// What the user did, as `NavigationEvent.Kind.userNavigated(from:to:by:)` reports it.
    public enum Kind: String, Equatable, Hashable, Sendable {
        /// The user went back: the top screens were removed (back button, swipe back).
        case popped
        /// The user dismissed a presented screen (a sheet swiped down).
        case dismissed
        /// The user switched tabs.
        case selectedTab
        /// The UI reported the route it shows.
        case showed
        /// The user dragged a sheet to another detent (the route stays).
        case selectedDetent
    }

    /// The user removed the top `count` screens (the back button, a swipe back, a long press on
    /// the back button). Popping more screens than are shown empties the route.
    case popped(count: Int)
    /// The user dismissed the screen at `depth` and everything above it (a sheet swiped down):
    /// the route keeps its first `depth` segments.
    case dismissed(depth: Int)
    /// The user switched the tab at `depth`: the route keeps its first `depth` segments, followed
    /// by `segments` (the tab's segment, then the screens the tab shows above it). `routables`
    /// holds one routable per segment, in order: the one responsible for the depth below it.
    case selectedTab(depth: Int, segments: Route, routables: [Routable])
    /// The screen shows `route` now, whatever the user did; `routables` holds one routable per
    /// segment of `route`, in order (the root routable stays).
    case showed(Route, routables: [Routable])
    /// The user dragged the sheet of the segment at `depth` to `detent` (the route stays): the
    /// state's `sheetDetents` follows, and a navigation running meanwhile goes on, not
    /// interrupted; it does not move the sheet back (a detent its state asked for before the drag
    /// is older than the drag), and the state follows the drag when it arrives.
    case selectedDetent(depth: Int, detent: SheetDetent.Identifier)

    /// What kind of change this is.
    public var kind: Kind {
        switch self {
        case .popped: return .popped
        case .dismissed: return .dismissed
        case .selectedTab: return .selectedTab
        case .showed: return .showed
        case .selectedDetent: return .selectedDetent
        }
    }
}
