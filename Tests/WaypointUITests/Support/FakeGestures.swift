import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting
import WaypointUI

/// What the UIKit glue does for each user gesture, on the fakes: it asks the root routable
/// before the gesture begins, holds the router while a finger moves, and reports the change when
/// the gesture finished. Each answer is logged (`user swipes back on home: refused`).
extension UIHarness {
    private var root: (shouldPop: (FakeStack) -> Bool, shouldDismiss: (FakeStack) -> Bool, began: () -> Void, ended: () -> Void) {
        if let tabRoot {
            return (tabRoot.shouldPop, tabRoot.shouldDismiss, tabRoot.userGestureBegan, tabRoot.userGestureEnded)
        }
        let stackRoot = stackRoot!
        return (stackRoot.shouldPop, stackRoot.shouldDismiss, stackRoot.userGestureBegan, stackRoot.userGestureEnded)
    }

    private func logAnswer(_ what: String, _ allowed: Bool) {
        log.record("user \(what): \(allowed ? "allowed" : "refused")")
    }

    /// An edge swipe on `stack` that begins at `time` and ends at `end`, finished or cancelled
    /// half way (`gestureRecognizerShouldBegin`, then the transition coordinator's end).
    func swipeBack(on stack: FakeStack, at time: Int, endingAt end: Int, finished: Bool = true) {
        scheduler.scheduleAt(time) { [self] in
            let allowed = root.shouldPop(stack)
            logAnswer("swipes back on \(stack.name)", allowed)
            guard allowed else { return }
            root.began()
            stack.userBeginsSwipingBack()
            scheduler.scheduleAt(end) { [self] in
                stack.userEndsSwipingBack(finished: finished)
                if finished { containersDidChange() }
                root.ended()
            }
        }
    }

    /// A drag down of the modal `stack` presents, beginning at `time` and ending at `end`
    /// (`presentationControllerShouldDismiss`, then `presentationControllerDidDismiss` or the
    /// cancelled transition).
    func swipeDown(modalOf stack: FakeStack, at time: Int, endingAt end: Int, finished: Bool = true) {
        scheduler.scheduleAt(time) { [self] in
            guard let modal = modal(over: stack) else { return }
            let allowed = root.shouldDismiss(modal)
            logAnswer("swipes down \(modal.name)", allowed)
            guard allowed else { return }
            root.began()
            scheduler.scheduleAt(end) { [self] in
                if finished { stack.userDismisses() }
                if finished { containersDidChange() }
                root.ended()
            }
        }
    }

    /// A tap on the back button of `stack` at `time` (`navigationBar(_:shouldPop:)`): no
    /// interactive phase.
    func tapBack(on stack: FakeStack, at time: Int) {
        scheduler.scheduleAt(time) { [self] in
            let allowed = root.shouldPop(stack)
            logAnswer("taps back on \(stack.name)", allowed)
            guard allowed else { return }
            stack.userPops()
            containersDidChange()
        }
    }

    /// A tap on tab `index` at `time` (`tabBarController(_:shouldSelect:)`).
    func tapTab(_ index: Int, at time: Int) {
        scheduler.scheduleAt(time) { [self] in
            let allowed = tabRoot!.shouldSelectTab(at: index)
            logAnswer("taps tab \(index)", allowed)
            guard allowed else { return }
            tabs.userTaps(index)
            containersDidChange()
        }
    }

    /// Every router event, in the harness timeline's text form.
    var timeline: [String] {
        NavigationTimeline.lines(events.events.compactMap { recorded in recorded.value.element.map { Recorded(time: recorded.time, value: $0) } })
    }
}

/// A user-change guard whose answers the test gives, late, as a person answering a "discard
/// changes?" question would: each attempt it checks waits for `answer(_:)`.
// @unchecked: touched only on the test scheduler's thread.
final class LateAnswers: @unchecked Sendable {
    /// One question waiting for its answer.
    // @unchecked: touched only on the test scheduler's thread.
    private final class Question: @unchecked Sendable {
        let observer: @Sendable (SingleEvent<UserChangeDecision>) -> Void
        var answered = false
        init(_ observer: @escaping @Sendable (SingleEvent<UserChangeDecision>) -> Void) { self.observer = observer }
    }

    private var waiting: [Question] = []
    /// The attempts it was asked about, in order.
    private(set) var asked: [UserChangeAttempt] = []
    /// Questions whose subscription was disposed before an answer came.
    private(set) var disposedUnanswered = 0

    /// A guard named `name` asking this object about the attempts `applies` picks (all by
    /// default), optionally timing out after `timeout` ticks, that runs `onAsk` when asked (to
    /// present its question, say).
    func makeGuard(name: String = "Unsaved", timeout: Int? = nil, when applies: @escaping @Sendable (UserChangeAttempt) -> Bool = { _ in true },
                   onAsk: @escaping @Sendable (UserChangeAttempt) -> Void = { _ in }) -> UserChangeGuard {
        UserChangeGuard(name: name, timeout: timeout.map { .seconds($0) }, when: applies) { [self] attempt in
            Single.create { [self] observer in
                asked.append(attempt)
                let question = Question(observer)
                waiting.append(question)
                onAsk(attempt)
                return Disposables.create { [self] in
                    if !question.answered { disposedUnanswered += 1 }
                    waiting.removeAll { $0 === question }
                }
            }
        }
    }

    /// Answers the oldest waiting question.
    func answer(_ decision: UserChangeDecision) {
        guard !waiting.isEmpty else { return }
        let question = waiting.removeFirst()
        question.answered = true
        question.observer(.success(decision))
    }

    /// Fails the oldest waiting question.
    func fail(_ error: Error) {
        guard !waiting.isEmpty else { return }
        let question = waiting.removeFirst()
        question.answered = true
        question.observer(.failure(error))
    }
}
