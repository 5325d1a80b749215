import WaypointRouter

/// What a stack routable knows it put on one stack container: the segment of each screen it
/// pushed (above the stack's root) and the modal stack it presented. The containers are the
/// truth; `reconcile()` drops whatever is no longer on screen.
final class StackRecord<Stack: StackContainer & ModalPresenter> {
    /// A screen pushed for a segment.
    struct Entry {
        let segment: RouteElementIdentifier
        let screen: Stack.Screen
    }

    /// A modal presented for a segment: a stack of its own, in the style it was presented in.
    struct Modal {
        let segment: RouteElementIdentifier
        let record: StackRecord
        let style: ModalStyle
    }

    /// A dialog shown for a segment, over the top screen.
    struct DialogEntry {
        let segment: RouteElementIdentifier
        let dialog: Dialog
        /// The data of the dialog's route (a `ScreenResult<DialogButton>` gets the answer).
        let data: RouteData?
    }

    let stack: Stack
    /// The screens pushed above the root, bottom to top: `entries[i]` is `stack.screens[i + 1]`.
    var entries: [Entry] = []
    /// The modal presented over the stack.
    var modal: Modal?
    /// The modal a router-made dismissal is taking away, until its completion comes: a step the
    /// router gives up on takes it back when it is still on screen (UIKit ignored the dismissal).
    var dismissing: Modal?
    /// The dialog shown over the top screen (never with `modal`: a stack presents one thing).
    var dialog: DialogEntry?
    /// The dialog a router-made dismissal is closing, until its completion comes (as `dismissing`).
    var dismissingDialog: DialogEntry?
    /// Bumped by each step, so that the calls of an abandoned step stop.
    var generation = 0
    /// The step running on this stack: owned here, held weakly by the containers' completions.
    var running: AnyObject?
    /// The segments of the other tabs of the tab bar this stack is a tab of (empty for any other
    /// stack): a navigation to one of them leaves the screens pushed here in place.
    var otherTabs: Set<RouteElementIdentifier> = []

    init(stack: Stack) {
        self.stack = stack
    }

    /// The segments this stack (and the modals over it) shows, below the segment of its root.
    var route: Route {
        entries.map(\.segment) + (modal.map { [$0.segment] + $0.record.route } ?? dialog.map { [$0.segment] } ?? [])
    }

    /// The stack as a dialog presenter; `nil` when it cannot show dialogs.
    var dialogs: (any DialogPresenter)? { stack as? any DialogPresenter }

    /// `true` when the stack shows a dialog now.
    var presentsDialog: Bool { dialogs?.presentedDialog != nil }

    /// The segments from this stack's root to the root of `stack` (this stack or one of the
    /// modal stacks over it), both excluded; `nil` when `stack` is not in this tree.
    func route(before stack: Stack) -> Route? {
        record(of: stack, prefix: []).map(\.prefix)
    }

    /// What the container shows now, for the plans.
    var shown: StackPlan.Shown {
        StackPlan.Shown(count: stack.screens.count, presentsModal: stack.presentedModal != nil, presentsDialog: presentsDialog)
    }

    /// The segments the containers show now, as `route` would be after `reconcile()`, leaving
    /// the record as it is (a read must not take in a change that was not reported).
    var shownRoute: Route {
        let screens = stack.screens
        var kept = 0
        while kept < entries.count, kept + 1 < screens.count, screens[kept + 1] === entries[kept].screen { kept += 1 }
        var route = entries.prefix(kept).map(\.segment)
        if let modal, let presented = stack.presentedModal, presented === modal.record.stack {
            route += [modal.segment] + modal.record.shownRoute
        } else if let dialog, kept == entries.count, presentsDialog {
            route.append(dialog.segment)
        }
        return route
    }

    /// Stops the calls of a step the router gave up on (on this record and the modals over it),
    /// and takes back a modal whose dismissal never happened.
    func abandon() {
        generation += 1
        running = nil
        if modal == nil, let dismissing, let presented = stack.presentedModal, presented === dismissing.record.stack {
            modal = dismissing
        }
        dismissing = nil
        if dialog == nil, let dismissingDialog, presentsDialog {
            dialog = dismissingDialog
        }
        dismissingDialog = nil
        modal?.record.abandon()
    }

    /// Ends the step running on this record (and on the modals over it) now, its remaining calls
    /// not made and its completion called: the containers it ran on are no longer the ones on
    /// screen (a split view collapsed or expanded).
    func interrupt() {
        (running as? InterruptibleStep)?.interrupt()
        running = nil
        modal?.record.interrupt()
        dismissing?.record.interrupt()
    }

    /// Drops the entries and the modal that are no longer on screen; `true` when a modal went.
    @discardableResult
    func reconcile() -> Bool {
        let screens = stack.screens
        var kept = 0
        while kept < entries.count, kept + 1 < screens.count, screens[kept + 1] === entries[kept].screen { kept += 1 }
        let popped = kept < entries.count
        entries.removeSubrange(kept...)
        if dialog != nil, popped || !presentsDialog {
            dialog = nil
            return true
        }
        guard let modal else { return false }
        if let presented = stack.presentedModal, presented === modal.record.stack {
            return modal.record.reconcile()
        }
        self.modal = nil
        return true
    }

    /// The record of `stack` (this one, or one of a modal above it) and the segments of the route
    /// before its entries, `prefix` being those before this record's.
    func record(of stack: Stack, prefix: Route) -> (record: StackRecord, prefix: Route)? {
        if self.stack === stack { return (self, prefix) }
        guard let modal else { return nil }
        return modal.record.record(of: stack, prefix: prefix + entries.map(\.segment) + [modal.segment])
    }

    /// The record that presents `modalStack` (this one, or one of a modal above it) and the
    /// segments of the route before its entries, `prefix` being those before this record's.
    func presenter(of modalStack: Stack, prefix: Route) -> (record: StackRecord, prefix: Route)? {
        guard let modal else { return nil }
        if modal.record.stack === modalStack { return (self, prefix) }
        return modal.record.presenter(of: modalStack, prefix: prefix + entries.map(\.segment) + [modal.segment])
    }

    /// The routables of the segments of `route`, in order: each one's routable handles the
    /// segment after it.
    func routables(_ environment: StackEnvironment<Stack>) -> [Routable] {
        var result: [Routable] = entries.enumerated().map { index, entry in
            StackScreenRoutable(record: self, position: index + 1, screen: entry.screen, environment: environment, segment: entry.segment)
        }
        if let modal, let root = modal.record.stack.screens.first {
            result.append(StackScreenRoutable(record: modal.record, position: 0, screen: root, environment: environment, segment: modal.segment))
            result += modal.record.routables(environment)
        } else if let dialog {
            result.append(DialogRoutable(segment: dialog.segment))
        }
        return result
    }
}
