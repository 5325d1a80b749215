import Waypoint

/// The demo app's screens, one case each: a route is an array of them, and each case's
/// identifier is what events and timelines print (`user(id: 42)`).
///
/// ```
/// [.home]                        the Home tab
/// [.home, .user(id: 42)]         a user's page, pushed on Home
/// [.home, .user(id: 42), .settings]   the Settings sheet over it
/// [.stats]                       the Stats tab
/// [.stats, .account]             the Account screen (signed-in users only)
/// [.stats, .export]              the Export screen: its transition never ends (a bug to time out)
/// [.stats, .export, .chart]      a chart pushed on Export
/// [… , .login]                   the login sheet
/// [.home, .me]                   the signed-in user's page (a guard redirects it)
/// ```
enum AppScreen: RouteSegment {
    case home
    case stats
    case user(id: Int)
    case settings
    case login
    case account
    case export
    case chart
    /// The alias the `MeRedirect` guard replaces with the signed-in user's page.
    case me
}
