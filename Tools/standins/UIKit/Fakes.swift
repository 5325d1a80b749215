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
//   (`UIKitFake.endTransition()`, `endTransitions()`), as UIKit's come after the animation. The
//   coordinator's completions run before the completion handler and `didShow` (UIKit does not
//   document that order; the glue must not depend on it). A test may cancel an interactive
//   transition (`endTransition(cancelled: true)`): what it changed is undone, the coordinator's
//   completions see `isCancelled`, no `didShow` or `presentationControllerDidDismiss` comes (a
//   choice: UIKit does not document `didShow` for a cancelled pop).
//   `transitionCoordinator` is non-nil while an animated transition of the controller (or of an
//   ancestor) is in flight — for a presentation or dismissal, on both the presenting and the
//   presented controller. The animation controller questions, then `willShow`, are asked at the
//   call (the coordinator already exists in `willShow`, as UIKit's does);
//   `presentationControllerWillDismiss(_:)` also sees the dismissal's coordinator.
// - Setting `selectedIndex` calls no delegate method (UIKit: the delegate hears only the user's
//   taps). The user's gestures are methods a test calls, each doing what UIKit does for it:
//   `fakeUserTaps(_:)` (asks `tabBarController(_:shouldSelect:)`, refused → nothing; else selects
//   and calls `didSelect`; a tap on the selected tab pops its navigation controller to the root),
//   `fakeUserSwipesBack()` (the `interactivePopGestureRecognizer`'s delegate is asked
//   `gestureRecognizerShouldBegin(_:)` — UIKit's own private delegate refuses at the root and
//   during a transition; the stand-in cannot declare a type conforming to a delegate protocol
//   (the self-test's label mutations would break the stand-in itself), so a test sets it: one
//   answering `fakePopGestureCanBegin`, as the glue tests' `UIKitOwnPopGestureDelegate` — then
//   an interactive pop: `viewControllers` shrinks at once, `didShow` at the transition's end), `fakeUserSwipesDown()` on a presentation controller (asks
//   `presentationControllerShouldDismiss(_:)`: refused → `presentationControllerDidAttemptToDismiss(_:)`;
//   else `presentationControllerWillDismiss(_:)`, and `presentationControllerDidDismiss(_:)` at the
//   end; UIKit calls these only for the user's dismissals).
// - A split view controller (`UISplitViewController(style:)`) keeps the view controller set for
//   each column, wrapping one that is not a navigation controller in one, except for `.compact`
//   (UISplitViewController.h), and is the parent of what it holds, so `presentedViewController`
//   of a column's controller answers what the split view controller presents. The user's width
//   changes are methods a test calls: `fakeUserCollapses()` (the delegate is asked the top column,
//   proposed `.secondary`, then `splitViewControllerDidCollapse(_:)`), `fakeUserExpands()`
//   (`splitViewControllerDidExpand(_:)`); `isCollapsed` changes between the two calls. `show(_:)`
//   and `hide(_:)` (and the user's `fakeUserChangesColumn(_:shown:)`) tell the delegate
//   `willShow`/`willHide` and begin an animated transition (a choice: UIKit does not document
//   either for a call); they refuse `.compact` (a misuse) and ignore `.secondary` expanded, and
//   every column collapsed. `displayMode` is never `.automatic`; it changes only when an expansion
//   asks the delegate `displayModeForExpandingToProposedDisplayMode` (proposing the current one).
// - iOS 18 `tabs`: each `UITab`'s view controller is resolved when the tabs are set (UIKit resolves
//   it the first time it is read; the fake reads it at once), `selectedTab` starts at the first
//   tab, and a tap asks `tabBarController(_:shouldSelectTab:)` and tells
//   `tabBarController(_:didSelectTab:previousTab:)` instead of the view-controller methods.
// - A sheet presentation controller keeps `detents` (UIKit's default until set: the large
//   detent; set empty is a misuse: "must contain at least one") and `selectedDetentIdentifier`
//   (`nil` until set: the sheet rests at its first detent); setting either calls no delegate
//   method (UIKit: the delegate hears only the user's changes). A detent keeps its identifier
//   (`custom(identifier: nil, …)` gets a unique one) and a custom one its resolver, which a test
//   runs with `fakeHeight(in:)`. The user's drag is `fakeUserDrags(to:)` on the sheet presentation
//   controller: the detent becomes selected, then the delegate's
//   `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` (nothing for a drag to the
//   detent already selected, a choice: UIKit calls it when the selection changes).
//   `animateChanges(_:)` runs its block at once, recorded between `animateChanges {` and `}`,
//   and calls no delegate method.
// - Optional methods UIKit calls only when the delegate has them, and whose every answer changes
//   what UIKit does (the adaptive presentation styles): the fake asks `responds(_:to:)`, the
//   model of `respondsToSelector:` (Linux has none): an object that overrides it on Apple
//   platforms says so as a `FakeRespondsToSelector`. It asks when the delegate is set and keeps
//   the answers (`FakeDelegateAnswers`), as UIKit's delegate setters do: a delegate whose answer
//   changes later is heard only once it is set again. Setting the same object again does not ask
//   again (a choice: UIKit does not document it; setting `nil` first does). A presentation controller's trait change is
//   `fakeTraitsChange(to:)` (a compact or regular width): the delegate is asked the adaptive style
//   (with the traits when it responds to that method, else without them for compact width);
//   `.none` keeps the presentation's style, no answer lets a popover become a sheet (`.pageSheet`,
//   a choice) in compact width; `willPresentWithAdaptiveStyle` follows (`.none`: unchanged).
//   `fakeShownStyle` is what it shows. A navigation, tab bar or split view controller's
//   `supportedInterfaceOrientations` and `preferredInterfaceOrientationForPresentation` are its
//   delegate's answer when the delegate responds to the orientation method, else a view
//   controller's (`.allButUpsideDown`, UIKit's default for the iPhone idiom, and `.portrait`:
//   choices, the fake has no idiom or device).
// - A view controller's `view` is made on first read ("loaded on first access"; a fake view, set
//   or not, is a plain `UIView`), and a view's `bounds` are its frame's size at the origin until set.
// - A navigation item shows a back button unless `hidesBackButton`, or left items replace it
//   (`leftBarButtonItems` without `leftItemsSupplementBackButton`); setting `backAction` where no
//   back button appears generates one ("setting this property generates a back button with the
//   image or title from the action"; `fakeGeneratedBackButton`); the user taps back only where a
//   back button shows.
// - Members nothing runs keep trapping (`standIn()`), e.g. `init(coder:)`.
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
    /// `false` when none was in flight. With `cancelled`, the oldest transition is an interactive
    /// one the user abandons half way (a back swipe or swipe-down let go of): what it changed is
    /// undone, the coordinator's completions see `isCancelled`, and neither `didShow` nor
    /// `presentationControllerDidDismiss` comes.
    @discardableResult
    public static func endTransition(cancelled: Bool = false) -> Bool {
        guard !pending.isEmpty else { return false }
        let transition = pending.removeFirst()
        precondition(!cancelled || transition.isInteractive, "UIKitFake: only an interactive transition can be cancelled, not \(transition.name)")
        transition.end(cancelled: cancelled)
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
        for transition in dropped { transition.release() }
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

    /// Starts a transition of `owners` (the first one's is the transition in flight that blocks
    /// another presentation; each answers it as `transitionCoordinator` when animated) whose end
    /// runs `end`; an interactive one can be cancelled, running `cancel` instead.
    @discardableResult
    static func begin(_ name: String, owners: [UIViewController], animated: Bool, end: @escaping @MainActor () -> Void,
                      cancel: (@MainActor () -> Void)? = nil) -> FakeTransition {
        let transition = FakeTransition(name: name, owners: owners, animated: animated, end: end, cancel: cancel)
        for owner in owners { owner.fakeTransition = transition }
        pending.append(transition)
        return transition
    }
}

/// An object that answers Objective-C's `respondsToSelector:` itself (Linux has none), as an
/// object overriding `responds(to:)` does with UIKit: a delegate proxy that implements an optional
/// method but has it only while it has an answer, or an app's delegate in a test that says which
/// optional methods it has. Stand-in machinery, not UIKit.
@_spi(Fakes) @MainActor
public protocol FakeRespondsToSelector: AnyObject {
    /// Whether it has the method named `selector` (Objective-C's name,
    /// `"adaptivePresentationStyleForPresentationController:traitCollection:"`).
    func fakeResponds(to selector: String) -> Bool
}

@_spi(Fakes)
extension UIKitFake {
    /// UIKit's `[delegate respondsToSelector:…]` before it calls an optional method whose absence
    /// matters: `false` without a delegate; a `FakeRespondsToSelector`'s own answer; `true` for any
    /// other object (calling the method then answers `nil` when the object lacks it, see
    /// OptionalRequirement.swift).
    public static func responds(_ object: AnyObject?, to selector: String) -> Bool {
        guard let object else { return false }
        guard let answering = object as? any FakeRespondsToSelector else { return true }
        return answering.fakeResponds(to: selector)
    }
}

/// What a controller's delegate answered to `respondsToSelector:` when it was set, for the
/// optional methods whose absence changes what UIKit does: UIKit asks when the delegate is set and
/// keeps the answers (its delegate setters fill flags; an object that changes its answer later is
/// not asked again until it is set again). Stand-in machinery, not UIKit.
@MainActor
struct FakeDelegateAnswers {
    /// The Objective-C names of the methods the controller asks about.
    private let selectors: [String]
    /// Those the delegate had when it was set.
    private var implemented: Set<String> = []

    /// The answers of no delegate, for a controller that asks about `selectors`.
    init(_ selectors: [String]) {
        self.selectors = selectors
    }

    /// The controller's delegate is set from `old` to `new`: another object (or `nil`) is asked
    /// about every method now. The same object set again is not asked again (a choice: UIKit does
    /// not document it; set `nil` first to make it ask, as the glue does).
    mutating func delegateSet(from old: AnyObject?, to new: AnyObject?) {
        guard old !== new else { return }
        implemented = Set(selectors.filter { UIKitFake.responds(new, to: $0) })
    }

    /// Whether the delegate had the method named `selector` when it was set.
    func responds(to selector: String) -> Bool {
        precondition(selectors.contains(selector), "UIKitFake: \(selector) is not among the methods this controller asks about")
        return implemented.contains(selector)
    }
}

/// A transition in flight: its coordinator, and what happens when it ends.
@MainActor
final class FakeTransition: NSObject, UIViewControllerTransitionCoordinator {
    let name: String
    private let owners: [Weak]
    let animated: Bool
    private var onEnd: (@MainActor () -> Void)?
    private let onCancel: (@MainActor () -> Void)?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var isCancelled = false
    var isInteractive: Bool { onCancel != nil }

    private struct Weak {
        weak var controller: UIViewController?
    }

    init(name: String, owners: [UIViewController], animated: Bool, end: @escaping @MainActor () -> Void,
         cancel: (@MainActor () -> Void)?) {
        self.name = name
        self.owners = owners.map { Weak(controller: $0) }
        self.animated = animated
        onEnd = end
        onCancel = cancel
    }

    /// Its owners have it in flight no more.
    func release() {
        for owner in owners where owner.controller?.fakeTransition === self { owner.controller?.fakeTransition = nil }
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard onEnd != nil else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition's end (or cancellation): its owners have it in flight no more; the
    /// coordinator's completions, then what the end (or cancellation) does.
    func end(cancelled: Bool) {
        release()
        isCancelled = cancelled
        UIKitFake.record(cancelled ? "\(name) cancelled" : "end of \(name)")
        let after = cancelled ? onCancel : onEnd
        onEnd = nil
        let completions = self.completions
        self.completions = []
        if cancelled { after?() }
        for completion in completions { completion(self) }
        if !cancelled { after?() }
    }
}
