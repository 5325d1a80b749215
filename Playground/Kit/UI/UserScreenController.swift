import Waypoint

/// A user's page: its case carries the user's id, typed, however the page was reached (in the
/// app, by a link, by restoration), and the page shows that user's name.
final class UserScreenController: ScreenController, @unchecked Sendable {
    init(spec: ScreenSpec, id: Int, ui: UIEnvironment) {
        super.init(spec: spec, ui: ui)
        detail = UserProfile.lookUp(id).name
    }
}
