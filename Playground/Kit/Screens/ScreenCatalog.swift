import Waypoint

/// What the demo app knows about its screens (see `AppScreen` for its routes).
enum ScreenCatalog {
    /// The tabs of the tab bar, in order.
    static let tabs: [AppScreen] = [.home, .stats]

    /// The screen `screen` shows: one `switch`, so a new case does not compile until it has one.
    static func spec(for screen: AppScreen) -> ScreenSpec {
        let segment = screen.routeIdentifier
        switch screen {
        case .home: return ScreenSpec(segment, "Home", nil)
        case .stats: return ScreenSpec(segment, "Stats", nil)
        case .user(let id): return ScreenSpec(segment, "User \(id)", .push)
        case .settings: return ScreenSpec(segment, "Settings", .sheet)
        case .login: return ScreenSpec(segment, "Log in", .sheet)
        case .account: return ScreenSpec(segment, "Account", .push, requiresLogin: true)
        case .export: return ScreenSpec(segment, "Export", .push, completesTransitions: false)
        case .chart: return ScreenSpec(segment, "Chart", .push)
        case .me: return ScreenSpec(segment, "Me", .push)
        }
    }

    /// `true` when a navigation to `route` must be protected by the login.
    @Sendable static func requiresLogin(_ route: [AppScreen]) -> Bool {
        route.contains { spec(for: $0).requiresLogin }
    }

    /// The "discard changes?" dialog a guard shows before the Settings sheet is swiped down (a
    /// string segment beside the app's typed ones).
    static let discardSettings = "discard-settings"
    static let discardSettingsDialog = Dialog.confirmationDialog(
        "Discard your changes to Settings?", buttons: [.destructive("Discard", action: "discard"), .cancel("Keep editing", action: "keep")])

    /// A popover pointing from the share button, and an alert whose `Dialog` is the route's data
    /// (string segments beside the app's typed ones).
    static let share = "share"
    static let notice = "notice"

    /// A player sheet that rests at half or full height (a string segment beside the app's typed
    /// ones).
    static let player = "player"
    static let playerStyle = ModalStyle.sheet(detents: [.medium, .large])

    /// Every path the app understands, for help texts.
    static let examplePaths = ["/home", "/home/user/42", "/home/user/42/settings", "/home/me", "/stats",
                               "/stats/account", "/stats/export/chart"]
}
