import WaypointRouter

/// The decisions of a tab routable, free of containers: what to do to a tab's stack before the
/// tab is selected for a route, so that the stack shows no more than the route says.
enum TabPlan {
    /// How many of the stack's pushed `segments` the route after the tab (`rest`) keeps, and
    /// whether it keeps the stack's modal (`modal`, presented above them).
    static func kept(segments: [RouteElementIdentifier], modal: RouteElementIdentifier?, rest: [RouteElementIdentifier]) -> (count: Int, modal: Bool) {
        var count = 0
        while count < segments.count, count < rest.count, segments[count] == rest[count] { count += 1 }
        let keepsModal = count == segments.count && modal != nil && rest.count > count && rest[count] == modal
        return (count, keepsModal)
    }

    /// The index of the screen a pop step on a stack leaves on top: the step's own `position`,
    /// unless the navigation leaves for another tab of the tab bar the stack is a tab of
    /// (`leavesTab`). Then the screens pushed on the stack (`pushed` above its root) stay, as a
    /// tab tap leaves them, and only what covers them (a modal, a dialog) goes.
    static func keptOnPop(position: Int, pushed: Int, leavesTab: Bool) -> Int {
        leavesTab ? max(position, pushed) : position
    }
}
