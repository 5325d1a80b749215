import WaypointRouter
import WaypointRx
import WaypointTesting
import WaypointUI

/// Every container call of a test, in order, with the tick it was made at.
final class ContainerLog {
    let scheduler: TestScheduler
    var calls: [String] = []
    /// Ticks a call takes to complete when animated (not animated: completes on the next turn).
    var duration = 10

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func record(_ text: String) {
        calls.append("\(scheduler.clock) \(text)")
    }

    /// Calls `completion` when the (fake) animation ended.
    func finish(animated: Bool, hangs: Bool, _ completion: @escaping ContainerCompletion) {
        if hangs { return }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: animated ? duration : 0) { _ in
            completion()
            return Disposables.create()
        }
    }
}

/// A screen: a name, and what data it received.
class FakeScreen {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A screen that receives `String` data (`DataReceivable`).
final class ReceivingFakeScreen: FakeScreen, DataReceivable {
    var received: [String] = []
    func didReceiveData(_ data: String) { received.append(data) }
}

/// A navigation stack that is also a screen (as `UINavigationController` is a view controller)
/// and presents modals and dialogs.
final class FakeStack: FakeScreen, StackContainer, ModalPresenter, DialogPresenter {
    let log: ContainerLog
    private(set) var screens: [FakeScreen]
    private(set) var presentedModal: FakeScreen?
    private(set) var presentedStyle: ModalStyle?
    /// The detent the presented sheet rests at (its style's opening one, then each move).
    private(set) var presentedDetent: SheetDetent.Identifier?
    private(set) var presentedDialog: Dialog?
    /// What the presented dialog answers to.
    private var dialogAnswer: ((DialogButton?) -> Void)?
    /// Ticks between a tap on a dialog's button and its answer (the dialog's dismissal animation).
    var answerDelay = 0
    /// Calls whose completion never comes (by method name: "push", "present", …).
    var hanging: Set<String> = []
    /// Calls UIKit would ignore (a dismissal during another transition): nothing changes and the
    /// completion never comes.
    var refusing: Set<String> = []

    init(_ name: String, root: FakeScreen, log: ContainerLog) {
        self.log = log
        screens = [root]
        super.init(name)
    }

    func pushScreen(_ screen: FakeScreen, animated: Bool, completion: @escaping ContainerCompletion) {
        screens.append(screen)
        call("push", screen.name, animated, completion)
    }

    func popToScreen(_ screen: FakeScreen, animated: Bool, completion: @escaping ContainerCompletion) {
        if let index = screens.firstIndex(where: { $0 === screen }) { screens.removeSubrange((index + 1)...) }
        call("popTo", screen.name, animated, completion)
    }

    func setScreens(_ screens: [FakeScreen], animated: Bool, completion: @escaping ContainerCompletion) {
        self.screens = screens
        call("set", screens.map(\.name).joined(separator: ","), animated, completion)
    }

    func presentModal(_ modal: FakeScreen, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
        presentedModal = modal
        presentedStyle = style
        presentedDetent = style.openingDetent
        call("present", "\(modal.name)\(style == .sheet ? "" : " \(style)")", animated, completion)
    }

    func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion) {
        presentedDetent = detent
        call("selectDetent", "\(presentedModal?.name ?? "nothing") \(detent)", animated, completion)
    }

    /// The user drags the presented sheet to `detent` (report it with the root's
    /// `sheetDetentDidChange(in:to:)`).
    func userDragsSheet(to detent: SheetDetent.Identifier) {
        presentedDetent = detent
    }

    func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        if refusing.contains("dismiss") { return log.record("\(name).dismiss refused") }
        let name = presentedModal?.name ?? "nothing"
        presentedModal = nil
        presentedStyle = nil
        presentedDetent = nil
        call("dismiss", name, animated, completion)
    }

    func presentDialog(_ dialog: Dialog, animated: Bool, answer: @escaping (DialogButton?) -> Void,
                       completion: @escaping ContainerCompletion) {
        presentedDialog = dialog
        dialogAnswer = answer
        call("presentDialog", dialog.title, animated, completion)
    }

    func dismissDialog(animated: Bool, completion: @escaping ContainerCompletion) {
        if refusing.contains("dismissDialog") { return log.record("\(name).dismissDialog refused") }
        let title = presentedDialog?.title ?? "nothing"
        presentedDialog = nil
        dialogAnswer = nil
        call("dismissDialog", title, animated, completion)
    }

    /// The user's tap on the dialog's button titled `title` (`nil`: a tap outside it): the dialog
    /// closes at once and answers `answerDelay` ticks later, with the button, or with the cancel
    /// button for a tap outside.
    func userAnswers(_ title: String?) {
        guard let dialog = presentedDialog, let answer = dialogAnswer else { return }
        let button = title.map { title in dialog.shownButtons.first { $0.title == title } } ?? dialog.cancelButton
        presentedDialog = nil
        dialogAnswer = nil
        log.record("user answers \(button?.action ?? "nothing")")
        _ = log.scheduler.scheduleRelativeVirtual((), dueTime: answerDelay) { _ in
            answer(button)
            return Disposables.create()
        }
    }

    /// Hands the presented modal and dialog to `other`, which presents them from now on (no
    /// change on screen).
    func handOverModal(to other: FakeStack) {
        other.presentedModal = presentedModal
        other.presentedStyle = presentedStyle
        other.presentedDetent = presentedDetent
        other.presentedDialog = presentedDialog
        other.dialogAnswer = dialogAnswer
        presentedModal = nil
        presentedStyle = nil
        presentedDetent = nil
        presentedDialog = nil
        dialogAnswer = nil
    }

    /// The user's back swipe: the top screen goes, without a call.
    func userPops() {
        if screens.count > 1 { screens.removeLast() }
    }

    /// The screen an interactive back swipe is taking off, until the swipe ends.
    private var popping: FakeScreen?

    /// An interactive back swipe begins: as in UIKit, the top screen leaves the stack's screens
    /// at once, and comes back if the swipe is cancelled.
    func userBeginsSwipingBack() {
        guard screens.count > 1 else { return }
        popping = screens.removeLast()
    }

    /// The back swipe ends: finished (the screen is gone) or cancelled half way (it is back).
    func userEndsSwipingBack(finished: Bool) {
        if !finished, let popping { screens.append(popping) }
        popping = nil
    }

    /// The user (or the app's own code) replaced the stack's screens, without a call.
    func userReplaces(_ screens: [FakeScreen]) {
        self.screens = screens
    }

    /// The user's swipe-down of the presented modal.
    func userDismisses() {
        presentedModal = nil
        presentedStyle = nil
        presentedDetent = nil
    }

    private func call(_ method: String, _ argument: String, _ animated: Bool, _ completion: @escaping ContainerCompletion) {
        log.record("\(name).\(method)(\(argument))\(animated ? "" : " not animated")")
        log.finish(animated: animated, hangs: hanging.contains(method), completion)
    }
}

/// A tab container.
final class FakeTabs: TabContainer {
    let log: ContainerLog
    private(set) var selectedTabIndex = 0
    var hangs = false

    init(log: ContainerLog) {
        self.log = log
    }

    func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        selectedTabIndex = index
        log.record("tabs.select(\(index))")
        log.finish(animated: false, hangs: hangs, completion)
    }

    /// The user's tap on tab `index`.
    func userTaps(_ index: Int) {
        selectedTabIndex = index
    }
}
