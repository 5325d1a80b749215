import Waypoint

extension NavigationEvent {
    /// `true` for the router's state syncs.
    var isSync: Bool {
        if case .synced = kind { return true }
        return false
    }
}
