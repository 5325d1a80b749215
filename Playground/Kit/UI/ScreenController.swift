import Waypoint

/// A screen of the headless UI, what a view controller is in UIKit: the screen factory builds one
/// per route segment, the containers show it. Its instance number tells a screen that comes back
/// from the keep-alive cache from a new one.
// @unchecked: `detail` and `appearances` are touched only under `ui.lock`.
class ScreenController: @unchecked Sendable, CustomStringConvertible {
    /// Its instance number, unique in the app.
    let instance: Int
    /// What kind of screen it is.
    let spec: ScreenSpec
    let ui: UIEnvironment
    /// What it shows besides its title (a user's name, a visit count); under `ui.lock`.
    var detail: String?
    /// How many times it came on screen; under `ui.lock`.
    var appearances = 0

    init(spec: ScreenSpec, ui: UIEnvironment) {
        self.spec = spec
        self.ui = ui
        instance = ui.nextInstance()
    }

    /// `User 42 ‹3›`.
    var description: String { "\(spec.title) ‹\(instance)›" }

    /// Called by the container that puts it on screen; a screen shown again (kept alive) says so.
    func didAppear() {
        ui.lock.withLock {
            appearances += 1
            if appearances > 1 { detail = "kept alive, shown \(appearances) times" }
        }
    }

    /// The screen as the tree prints it; call under `ui.lock`.
    var value: ScreenModel.Screen {
        ScreenModel.Screen(instance: instance, segment: spec.segment, title: spec.title, detail: detail)
    }
}
