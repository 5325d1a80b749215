import Waypoint

/// The screens of the demo app. Routes are made of their segments:
///
/// ```
/// /home                      the Home tab
/// /home/user/42              a user's page, pushed on Home     (segment "user/42")
/// /home/user/42/settings     the Settings sheet over it
/// /stats                     the Stats tab
/// /stats/account             the Account screen (signed-in users only)
/// /stats/export              the Export screen: its transition never ends (a bug to time out)
/// /stats/export/chart        a chart pushed on Export
/// /…/login                   the login sheet
/// ```
enum ScreenCatalog {
    /// The tabs of the tab bar, in order.
    static let tabs = ["home", "stats"]

    /// The alias a guard redirects to the signed-in user's page (`/home/me`).
    static let meAlias = "me"

    /// The screen a segment names, or `nil` when the app has none.
    static func spec(for segment: RouteElementIdentifier) -> ScreenSpec? {
        switch segment {
        case "home": return ScreenSpec("home", "Home", nil)
        case "stats": return ScreenSpec("stats", "Stats", nil)
        case "settings": return ScreenSpec("settings", "Settings", .sheet)
        case "login": return ScreenSpec("login", "Log in", .sheet)
        case "account": return ScreenSpec("account", "Account", .push, requiresLogin: true)
        case "export": return ScreenSpec("export", "Export", .push, completesTransitions: false)
        case "chart": return ScreenSpec("chart", "Chart", .push)
        default:
            guard let id = userID(in: segment) else { return nil }
            return ScreenSpec(segment, "User \(id)", .push)
        }
    }

    /// The screens below the tabs, by segment (the user pages aside).
    /// The "discard changes?" dialog a guard shows before the Settings sheet is swiped down.
    static let discardSettings = "discard-settings"
    static let discardSettingsDialog = Dialog.confirmationDialog(
        "Discard your changes to Settings?", buttons: [.destructive("Discard", action: "discard"), .cancel("Keep editing", action: "keep")])

    static let fixedScreens = ["settings", "login", "account", "export", "chart"]

    /// The segment of a user's page: `user/42`.
    static func userSegment(_ id: Int) -> RouteElementIdentifier { "user/\(id)" }

    /// The user id in a `user/<id>` segment.
    static func userID(in segment: RouteElementIdentifier) -> Int? {
        guard segment.hasPrefix("user/") else { return nil }
        let digits = segment.dropFirst("user/".count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        return Int(digits)
    }

    /// `true` when a navigation to `route` must be protected by the login.
    static func requiresLogin(_ route: Route) -> Bool {
        route.contains { spec(for: $0)?.requiresLogin == true }
    }

    /// Every path the app understands, for help texts.
    static let examplePaths = ["/home", "/home/user/42", "/home/user/42/settings", "/home/me", "/stats",
                               "/stats/account", "/stats/export/chart"]
}
