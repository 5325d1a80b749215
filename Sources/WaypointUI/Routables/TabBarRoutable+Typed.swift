import WaypointRouter

extension TabBarRoutable {
    /// A root routable for `tabs` whose tab `i` is `stacks[i]`, named by its typed segment
    /// (`(.home, homeStack)`); screens above the tabs are built by `screens` (a typed
    /// `ScreenFactory`, see `ScreenFactory.init(_:screen:)`), and a modal's screen is shown as
    /// the root of the stack `makeModalStack` builds around it for the modal's style.
    public convenience init<Segment: RouteSegment>(tabs: Tabs, stacks: [(segment: Segment, stack: Stack)],
                                                   screens: ScreenFactory<Stack.Screen>,
                                                   makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        self.init(tabs: tabs, stacks: stacks.map { (segment: $0.segment.routeIdentifier, stack: $0.stack) }, screens: screens,
                  makeModalStack: makeModalStack)
    }
}
