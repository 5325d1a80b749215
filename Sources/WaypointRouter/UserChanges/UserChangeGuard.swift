import WaypointRx

/// A guard for changes the user makes on screen, asked before they happen (UIKit's
/// `gestureRecognizerShouldBegin(_:)`, `presentationControllerShouldDismiss(_:)`,
/// `tabBarController(_:shouldSelect:)`): it answers a `Single` of a `UserChangeDecision`.
///
/// A single that answers at once (`Single.just(.refuse)`) decides before the gesture begins: an
/// allowed gesture goes on, a refused one never starts. A single that answers later ("ask":
/// present a "discard changes?" dialog, then answer) refuses the gesture as it starts, and when it
/// answers `.allow` the router makes the change itself — a navigation to the attempt's `to` route
/// with trigger `.user`, run after the navigations before it (the dialog's dismissal, say) —
/// provided the screen still shows the attempt's `from` route (or more above it). See
/// `Router.add(userChangeGuard:)`.
public struct UserChangeGuard: Sendable {
    /// The name events use.
    public let name: String
    /// Whether the guard checks an attempt; the others pass it without a word.
    let applies: @Sendable (UserChangeAttempt) -> Bool
    /// The guard's answer to an attempt it checks.
    let decide: @Sendable (UserChangeAttempt) -> Single<UserChangeDecision>
    /// How long a late answer may take before the attempt is refused; `nil`: no limit.
    let timeout: RxTimeInterval?

    /// A guard named `name` that checks the attempts `when` picks (all by default) and answers
    /// each with `decide`'s single, subscribed on the router's scheduler. An answer that does not
    /// come within `timeout` (on the router's scheduler; `nil`, the default, waits as long as it
    /// takes, as a dialog waits for its user) refuses the attempt; so does an error.
    public init(name: String, timeout: RxTimeInterval? = nil,
                when applies: @escaping @Sendable (UserChangeAttempt) -> Bool = { _ in true },
                decide: @escaping @Sendable (UserChangeAttempt) -> Single<UserChangeDecision>) {
        self.name = name
        self.timeout = timeout
        self.applies = applies
        self.decide = decide
    }

    /// A guard named `name` that refuses, at once, the attempts for which `refuses` is `true`.
    public init(name: String, refusing refuses: @escaping @Sendable (UserChangeAttempt) -> Bool) {
        self.init(name: name, when: refuses) { _ in .just(.refuse) }
    }
}
