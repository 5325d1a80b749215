import Waypoint

/// What the app knows about one kind of screen: the route segment that names it, its title, how
/// it is shown and how it behaves.
struct ScreenSpec: Sendable, Equatable {
    /// The route segment: `"home"`, `"user/42"`, `"settings"`.
    let segment: String
    /// The title the screen tree shows.
    let title: String
    /// How it comes on screen above the screen before it (WaypointUI's `Presentation`); `nil`
    /// for a tab's root screen, which is chosen on the tab bar at the root of the route.
    let presentation: Presentation?
    /// Only a signed-in user may see it (navigations to it are protected by the login).
    let requiresLogin: Bool
    /// `false` for the one buggy screen whose transition never reports that it ended.
    let completesTransitions: Bool

    init(_ segment: String, _ title: String, _ presentation: Presentation?, requiresLogin: Bool = false, completesTransitions: Bool = true) {
        self.segment = segment
        self.title = title
        self.presentation = presentation
        self.requiresLogin = requiresLogin
        self.completesTransitions = completesTransitions
    }
}
