/// When a `NavigationHarness`'s router handles what a call causes (a new state, a guard's
/// answer, a step's completion, the user's change).
public enum HarnessOrdering: Equatable, Sendable {
    /// The app's order (the default): as on `MainScheduler.instance`, during the call that
    /// caused it, unless the router is already busy (then right after); see `MainLikeScheduler`.
    /// A test sees the events in the order the app does.
    case app
    /// When the test scheduler next runs work due at the tick: after everything else the test
    /// does at that tick. For tests of the router's own queue (two inputs waiting at once);
    /// the order may differ from the app's (a navigation dispatched right after another can
    /// supersede it before it starts, where the app would have started it).
    case queued
}
