import WaypointRouter
import WaypointTesting

/// The user's changes in the form an app's glue makes them: asked of the router's user-change
/// guards (`Router.shouldBegin(_:)`) before they happen, as UIKit asks its delegates, so a test
/// meets the guards — allowed, refused, asked and answered, cancelled half way — and the
/// protected-tab rule. Each is reported in the timeline (`user attempts pop /a/b → /a`, then the
/// verdict) when a guard checks it; an attempt no guard checks goes on without a word.
///
/// `userGoesBack`, `userDismisses` and `userSelectsTab` instead report a change already made:
/// what UIKit does when nothing asks first.
extension NavigationHarness {
    /// The user taps the back button now (at tick `time` when given): the guards are asked about
    /// a `pop` of the top screen. Allowed at once, the screen goes and the user's pop is
    /// reported; refused, or asked (a late answer), nothing changes, and a late `.allow` has the
    /// router pop (trigger `.user`). Does nothing when nothing is shown.
    public func userTapsBack(at time: TestTime? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { nav, tree in
            guard !tree.shown.isEmpty else { return }
            guard nav.router.shouldBegin(UserChangeAttempt(.pop, from: tree.shown, to: Array(tree.shown.dropLast()))) else { return }
            tree.userGoesBack()
        }
    }

    /// The user swipes back from the screen's edge at tick `time` and lifts the finger at `end`,
    /// having finished the swipe or cancelled it half way (`finished: false`). The guards are
    /// asked as the swipe begins (a `pop`); a refused or asked swipe never begins. While the
    /// finger moves the router starts no step of its own (`Router.beginUserGesture()`): a
    /// navigation dispatched meanwhile waits for the end. A finished swipe is reported as the
    /// user's pop at `end`; a cancelled one changes and reports nothing.
    public func userSwipesBack(at time: TestTime, endingAt end: TestTime, finished: Bool = true, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        gesture(at: time, endingAt: end, finished: finished, (fileID, filePath, line, column)) { shown in
            shown.isEmpty ? nil : UserChangeAttempt(.pop, from: shown, to: Array(shown.dropLast()))
        } change: { tree in
            tree.userGoesBack()
        }
    }

    /// The user drags the sheet `segment` down at tick `time` and lifts the finger at `end`,
    /// having dismissed it or cancelled half way (`finished: false`). The guards are asked as the
    /// drag begins (a `dismiss` of `segment` and what is above it); a refused or asked drag never
    /// begins. While the finger moves the router starts no step of its own; a finished drag is
    /// reported as the user's dismissal at `end`, a cancelled one changes and reports nothing.
    /// Does nothing when `segment` is not shown.
    public func userSwipesDown(_ segment: RouteElementIdentifier, at time: TestTime, endingAt end: TestTime, finished: Bool = true,
                               fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        gesture(at: time, endingAt: end, finished: finished, (fileID, filePath, line, column)) { shown in
            shown.lastIndex(of: segment).map { UserChangeAttempt(.dismiss, from: shown, to: Array(shown.prefix($0))) }
        } change: { tree in
            tree.userDismisses(segment)
        }
    }

    /// The user taps the tab `segment` of the tab bar at `depth` now (at tick `time` when given):
    /// the guards are asked about a `selectTab`. Allowed at once, the tab shows and the user's
    /// selection is reported; refused or asked, nothing changes. A tab whose route a protection
    /// registered on the router checks is never selected by the tap: once the guards allow it,
    /// the router selects it as a navigation (trigger `.user`) the protection checks.
    public func userTapsTab(_ segment: RouteElementIdentifier, atDepth depth: Int, at time: TestTime? = nil,
                            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { nav, tree in
            guard depth <= tree.shown.count else { return }
            let attempt = UserChangeAttempt(.selectTab, from: tree.shown, to: Array(tree.shown.prefix(depth)) + [segment])
            guard nav.router.shouldBegin(attempt) else { return }
            tree.userSelectsTab(segment, atDepth: depth)
        }
    }

    /// The user taps the selected tab of the tab bar at `depth` again now (at tick `time` when
    /// given), on a tab bar that pops to root on reselect: the guards are asked about a
    /// `popToRoot`, and once they allow it the router takes the tab's stack back to its root
    /// (trigger `.user`). Does nothing when the tab shows its root already.
    public func userTapsSelectedTab(atDepth depth: Int, at time: TestTime? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { nav, tree in
            guard tree.shown.count > depth + 1 else { return }
            nav.router.attemptUserChange(UserChangeAttempt(.popToRoot, from: tree.shown, to: Array(tree.shown.prefix(depth + 1))))
        }
    }

    /// The user answers the screen `segment`, shown with `Router.present(_:expecting:)` (a
    /// guard's "discard changes?" question, say), with `value` now (at tick `time` when given):
    /// the `ScreenResult` it received as its route data sends it. Fails the test when no screen
    /// of `segment` waits for an answer of that type.
    public func userAnswers<Value: Sendable>(_ segment: RouteElementIdentifier, with value: Value, at time: TestTime? = nil,
                                             fileID: String = #fileID, filePath: StaticString = #filePath,
                                             line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { _, tree in
            let result = tree.calls.reversed().lazy
                .filter { ($0.method == .push || $0.method == .change) && $0.segment == segment }
                .compactMap { $0.context?.data?.value(as: ScreenResult<Value>.self) }
                .first { $0.isPending }
            guard let result, tree.shown.contains(segment), result.send(value) else {
                return reportFailure("No screen \(segment) waits for an answer of type \(Value.self)",
                                     fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }

    // MARK: Private

    /// A gesture with an interactive phase, as the glue makes it: the guards asked about
    /// `attempt(shown)` at `time` (`nil`: nothing to do), the router held from then until `end`,
    /// where a finished gesture makes `change` (which reports it) before the hold ends.
    private func gesture(at time: TestTime, endingAt end: TestTime, finished: Bool, _ site: CallSite,
                         attempt: @escaping (Route) -> UserChangeAttempt?, change: @escaping (TestRoutableTree) -> Void) {
        actAsUser(at: time, site) { nav, tree in
            guard let attempt = attempt(tree.shown), nav.router.shouldBegin(attempt) else { return }
            let gesture = nav.router.beginUserGesture()
            nav.at(max(end, time)) { _ in
                if finished { change(tree) }
                gesture.end()
            }
        }
    }
}
