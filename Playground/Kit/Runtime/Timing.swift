import Waypoint

/// How long the headless screens' transitions take and how long the router waits for them.
struct Timing: Sendable {
    /// Selecting a tab.
    var tabSwitch: RxTimeInterval
    /// Pushing or popping a screen on a navigation stack.
    var push: RxTimeInterval
    /// Presenting or dismissing a modal.
    var present: RxTimeInterval
    /// How long a routable has to report a transition done (`Router(stepTimeout:)`).
    var stepTimeout: RxTimeInterval
    /// How long a guard has to answer (`Router(guardTimeout:)`).
    var guardTimeout: RxTimeInterval

    /// On virtual time: UIKit-like durations (they cost nothing).
    static let virtual = Timing(tabSwitch: .milliseconds(100), push: .milliseconds(300), present: .milliseconds(400),
                                stepTimeout: .seconds(2), guardTimeout: .seconds(10))

    /// On real time: short durations, so the whole tour takes a couple of seconds.
    static let realTime = Timing(tabSwitch: .milliseconds(10), push: .milliseconds(40), present: .milliseconds(60),
                                 stepTimeout: .milliseconds(400), guardTimeout: .seconds(5))
}
