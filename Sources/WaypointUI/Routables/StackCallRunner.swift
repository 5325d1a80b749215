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
    }

    static func run<Stack>(_ calls: [StackCall], on record: StackRecord<Stack>, showing: Showing<Stack>?, animated: Bool,
                           completion: @escaping ContainerCompletion) {
        record.generation += 1
        let generation = record.generation
        var remaining = calls[...]
        func next() {
            guard record.generation == generation else { return }
            guard let call = remaining.popFirst() else { return completion() }
            let stack = record.stack
            switch call {
            case .dismissModal:
                record.dismissing = record.modal
                record.modal = nil
                stack.dismissModal(animated: animated) {
                    if record.generation == generation { record.dismissing = nil }
                    next()
                }
            case .popTo(let index):
                let screens = stack.screens
                guard index < screens.count else { return next() }
                record.entries.removeSubrange(min(index, record.entries.count)...)
                stack.popToScreen(screens[index], animated: animated, completion: next)
            case .push:
                guard let showing, let screen = showing.screen else { return next() }
                record.entries.append(.init(segment: showing.segment, screen: screen))
                stack.pushScreen(screen, animated: animated, completion: next)
            case .replace(let keeping):
                guard let showing, let screen = showing.screen else { return next() }
                record.entries.removeSubrange(min(max(keeping - 1, 0), record.entries.count)...)
                record.entries.append(.init(segment: showing.segment, screen: screen))
                stack.setScreens(Array(stack.screens.prefix(keeping)) + [screen], animated: animated, completion: next)
            case .present(let style):
                guard let showing, let modal = showing.modal, let object = showing.modalObject else { return next() }
                record.modal = .init(segment: showing.segment, record: modal)
                stack.presentModal(object, style: style, animated: animated, completion: next)
            }
        }
        next()
    }
}
