import Waypoint

/// A user's page: it shows the `UserProfile` a navigation passes to it (`passData(_:)`). The
/// router hands the data to it through its container routable (`DataReceivable`).
final class UserScreenController: ScreenController, DataReceivable, @unchecked Sendable {
    func didReceiveData(_ data: UserProfile) {
        ui.lock.withLock { detail = data.name }
    }
}
