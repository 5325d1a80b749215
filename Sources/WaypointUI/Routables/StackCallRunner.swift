import WaypointRouter

/// Carries out a plan's calls on a stack container, one after the other, each after the previous
/// call's completion, updating the record as each call is made (containers show a change as soon
/// as it is made). A newer step on the same record stops the rest of an older one.
enum StackCallRunner {
    /// What a plan puts on screen: the new screen (pushed) or the new modal stack (presented).
    struct Showing<Stack: StackContainer & ModalPresenter> {
        let segment: RouteElementIdentifier
        let screen: Stack.Screen?
        let modal: StackRecord<Stack>?
        let modalObject: Stack.Modal?
        /// The new dialog, and what its presenter calls with the user's answer.
        var dialog: StackRecord<Stack>.DialogEntry? = nil
        var answer: ((DialogButton?) -> Void)? = nil
    }

    static func run<Stack>(_ calls: [StackCall], on record: StackRecord<Stack>, showing: Showing<Stack>?, animated: Bool,
                           completion: @escaping ContainerCompletion) {
        record.generation += 1
        let step = Step(calls: calls[...], record: record, showing: showing, animated: animated, completion: completion)
        record.running = step
        step.next()
    }

    /// One step's calls. The record owns the step while it runs (a newer step or the router giving
    /// up replaces it); the containers' completions hold it weakly, so a container that keeps a
    /// completion that never comes (a SwiftUI destination that never appears) keeps nothing alive.
    private final class Step<Stack: StackContainer & ModalPresenter>: InterruptibleStep {
        private var remaining: ArraySlice<StackCall>
        /// `true` once the completion was called.
        private var ended = false
        private weak var record: StackRecord<Stack>?
        private let showing: Showing<Stack>?
        private let animated: Bool
        private let completion: ContainerCompletion
        private let generation: Int

        init(calls: ArraySlice<StackCall>, record: StackRecord<Stack>, showing: Showing<Stack>?, animated: Bool,
             completion: @escaping ContainerCompletion) {
            remaining = calls
            self.record = record
            self.showing = showing
            self.animated = animated
            self.completion = completion
            generation = record.generation
        }

        /// Ends the step now: its remaining calls are not made, and its completion is called (once).
        func interrupt() {
            guard !ended else { return }
            ended = true
            remaining = []
            if let record, record.running === self { record.running = nil }
            completion()
        }

        /// Makes the next call, or ends the step.
        func next() {
            guard !ended, let record, record.generation == generation else { return }
            guard let call = remaining.popFirst() else {
                ended = true
                if record.running === self { record.running = nil }
                return completion()
            }
            let stack = record.stack
            let proceed: ContainerCompletion = { [weak self] in self?.next() }
            switch call {
            case .dismissModal:
                record.dismissing = record.modal
                record.modal = nil
                let generation = self.generation
                stack.dismissModal(animated: animated) { [weak self, weak record] in
                    if let record, record.generation == generation { record.dismissing = nil }
                    self?.next()
                }
            case .popTo(let index):
                let screens = stack.screens
                guard index < screens.count else { return next() }
                record.entries.removeSubrange(min(index, record.entries.count)...)
                stack.popToScreen(screens[index], animated: animated, completion: proceed)
            case .push:
                guard let showing, let screen = showing.screen else { return next() }
                record.entries.append(.init(segment: showing.segment, screen: screen))
                stack.pushScreen(screen, animated: animated, completion: proceed)
            case .replace(let keeping):
                guard let showing, let screen = showing.screen else { return next() }
                record.entries.removeSubrange(min(max(keeping - 1, 0), record.entries.count)...)
                record.entries.append(.init(segment: showing.segment, screen: screen))
                stack.setScreens(Array(stack.screens.prefix(keeping)) + [screen], animated: animated, completion: proceed)
            case .dismissDialog:
                guard let dialogs = record.dialogs else { return next() }
                record.dismissingDialog = record.dialog
                record.dialog = nil
                let generation = self.generation
                dialogs.dismissDialog(animated: animated) { [weak self, weak record] in
                    if let record, record.generation == generation { record.dismissingDialog = nil }
                    self?.next()
                }
            case .presentDialog:
                guard let showing, let dialog = showing.dialog, let answer = showing.answer, let dialogs = record.dialogs else { return next() }
                record.dialog = dialog
                dialogs.presentDialog(dialog.dialog, animated: animated, answer: answer, completion: proceed)
            case .present(let style):
                guard let showing, let modal = showing.modal, let object = showing.modalObject else { return next() }
                record.modal = .init(segment: showing.segment, record: modal, style: style)
                stack.presentModal(object, style: style, animated: animated, completion: proceed)
            }
        }
    }
}
