// The run-time side of the stand-in UIKit: what the bodies model, and the controls a test uses.
// NOT UIKit: fakes of UIKit's documented behaviour, enough to run WaypointUI's UIKit glue in tests
// on Linux (Tests/WaypointUIKitGlueTests). Everything here is `@_spi(Fakes)`: glue code never sees
// it, a test reaches it with `@_spi(Fakes) import UIKit`.
//
// What the bodies model (each a documented behaviour; where UIKit's documentation is silent the
// choice is said here):
// - State kept as UIKit documents it: a navigation controller's `viewControllers`, a tab bar
//   controller's `viewControllers` and `selectedIndex`, a view controller's `title`,
//   `presentedViewController` ("presented by this view controller or its nearest ancestor") and
//   `presentingViewController`, every `delegate` weak.
// - `modalPresentationStyle` is `.automatic` until set and reads a style set to `.automatic` back
//   as `.pageSheet` ("reading it will always return a concrete presentation style"; a plain view
//   controller's is a page sheet). `presentationController` is made the first time it is read (or
//   at presentation), for the style at that moment (`presentationStyle`); a sheet style gets a
//   `UISheetPresentationController`. Setting another style after it was made breaks Apple's rule
//   ("always set the value of that property before accessing any presentation controllers"): the
//   fake records a misuse and drops it, so the next read makes a new one without the old
//   delegate — one way the real UIKit loses it.
// - A presentation is made by the topmost ancestor of the presenter (`presentingViewController`);
//   presenting over a controller that already presents, or while its presentation or dismissal is
//   in flight, does nothing (UIKit logs a warning and never calls the completion): a misuse.
//   `dismiss(animated:completion:)` on the presented controller asks its presenting controller;
//   on a presenting one it dismisses what it presents (and everything above that). The presented
//   controller stays `presentedViewController` until the dismissal's transition ended (a choice:
//   UIKit marks it `isBeingDismissed` meanwhile). A dismissal with nothing to dismiss completes.
// - Transitions (push, pop, set with a new top, present, dismiss, the user's gestures) run on a
//   fake main loop: the state (`viewControllers`, `presentedViewController` of a presentation)
//   changes at the call, as UIKit's does; the end — completion handlers, the transition
//   coordinator's completions, `navigationController(_:didShow:animated:)`,
//   `presentationControllerDidDismiss(_:)` — waits until the test ends the transition
//   (`UIKitFake.endTransition()`, `endTransitions()`), as UIKit's come after the animation.
//   `transitionCoordinator` is non-nil while an animated transition of the controller (or of an
//   ancestor) is in flight. `willShow` and the animation controller questions are asked at the
//   call, as UIKit asks them before animating.
// - Setting `selectedIndex` calls no delegate method (UIKit: the delegate hears only the user's
//   taps). The user's gestures are methods a test calls, each doing what UIKit does for it:
//   `fakeUserTaps(_:)` (asks `tabBarController(_:shouldSelect:)`, refused → nothing; else selects
//   and calls `didSelect`; a tap on the selected tab pops its navigation controller to the root),
//   `fakeUserSwipesBack()` (an interactive pop: `viewControllers` shrinks at once, `didShow` at the
//   transition's end), `fakeUserSwipesDown()` on a presentation controller (asks
//   `presentationControllerShouldDismiss(_:)`: refused → `presentationControllerDidAttemptToDismiss(_:)`;
//   else `presentationControllerWillDismiss(_:)`, and `presentationControllerDidDismiss(_:)` at the
//   end; UIKit calls these only for the user's dismissals).
// - Members nothing runs keep trapping (`standIn()`), e.g. `init(coder:)`, `UITab`.
//
// How to write a glue test: see Tools/standins/README.md.

/// The fake UIKit's main loop and record (stand-in machinery, not UIKit).
@_spi(Fakes) @MainActor
public enum UIKitFake {
    /// Every UIKit call and user gesture, in order (`"home.pushViewController(b, animated: true)"`),
    /// each controller named by its `title`, or its class.
    public private(set) static var log: [String] = []
    /// What broke a rule Apple documents (a style set after the presentation controller was read,
    /// a presentation over one in flight): a glue test expects none.
    public private(set) static var misuses: [String] = []
    static var pending: [FakeTransition] = []

    /// The transitions in flight, oldest first.
    public static var transitionsInFlight: [String] { pending.map(\.name) }

    /// Ends the oldest transition in flight, as UIKit does after its animation (completion
    /// handlers, the coordinator's completions, `didShow`, `presentationControllerDidDismiss`);
    /// `false` when none was in flight.
    @discardableResult
    public static func endTransition() -> Bool {
        guard !pending.isEmpty else { return false }
        let transition = pending.removeFirst()
        transition.end()
        return true
    }

    /// Ends transitions until none is in flight (also those that ending one starts).
    public static func endTransitions() {
        var ended = 0
        while endTransition() {
            ended += 1
            precondition(ended < 10_000, "UIKitFake: transitions keep starting transitions")
        }
    }

    /// Forgets the record, the misuses and the transitions in flight (their completions never
    /// come): call it in a test's tear-down.
    public static func reset() {
        log = []
        misuses = []
        let dropped = pending
        pending = []
        for transition in dropped { transition.owner?.fakeTransition = nil }
    }

    static func record(_ text: String) {
        log.append(text)
    }

    static func misuse(_ text: String) {
        log.append("misuse: " + text)
        misuses.append(text)
    }

    /// A controller's name in the record.
    static func name(_ viewController: UIViewController?) -> String {
        guard let viewController else { return "nil" }
        return viewController.title ?? String(describing: type(of: viewController))
    }

    /// Starts a transition of `owner` whose end runs `end`.
    @discardableResult
    static func begin(_ name: String, owner: UIViewController, animated: Bool, end: @escaping @MainActor () -> Void) -> FakeTransition {
        let transition = FakeTransition(name: name, owner: owner, animated: animated, end: end)
        owner.fakeTransition = transition
        pending.append(transition)
        return transition
    }
}

/// A transition in flight: its coordinator, and what happens when it ends.
@MainActor
final class FakeTransition: NSObject, UIViewControllerTransitionCoordinator {
    let name: String
    weak var owner: UIViewController?
    let animated: Bool
    private var onEnd: (@MainActor () -> Void)?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var isCancelled: Bool { false }

    init(name: String, owner: UIViewController, animated: Bool, end: @escaping @MainActor () -> Void) {
        self.name = name
        self.owner = owner
        self.animated = animated
        onEnd = end
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard onEnd != nil else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition's end: the owner has none in flight any more; the state changes of the end,
    /// then the coordinator's completions.
    func end() {
        if owner?.fakeTransition === self { owner?.fakeTransition = nil }
        UIKitFake.record("end of \(name)")
        let onEnd = self.onEnd
        self.onEnd = nil
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
        onEnd?()
    }
}
