import WaypointRouter

/// The routable of one screen on a stack container: it shows the next segment above its screen —
/// pushed on the same stack, or presented as a modal stack of its own, as the screen factory
/// says — and removes it again. The router hands data for its route to its screen
/// (`ContentRoutable`), and keeps it alive for `keepAlive` requests.
final class StackScreenRoutable<Stack: StackContainer & ModalPresenter>: Routable, ContentRoutable {
    let record: StackRecord<Stack>
    /// The screen's index on the stack (0: the root).
    let position: Int
    let screen: Stack.Screen
    /// The segment the screen shows; `nil` for a root that shows none.
    let segment: RouteElementIdentifier?
    let environment: StackEnvironment<Stack>

    init(record: StackRecord<Stack>, position: Int, screen: Stack.Screen, environment: StackEnvironment<Stack>,
         segment: RouteElementIdentifier?) {
        self.record = record
        self.position = position
        self.screen = screen
        self.segment = segment
        self.environment = environment
    }

    /// The screen: the router hands it the route's data when it is `DataReceivable`.
    var routedContent: AnyObject { screen }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try show(routeElementIdentifier, animated: animated, context: context, completionHandler: completionHandler)
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try show(to, animated: animated, context: context, completionHandler: completionHandler)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        try checkShown(routeElementIdentifier)
        // What the user already removed is gone for the router too once this step ends: taken in
        // now, so that a late report of it does not remove it a second time.
        record.reconcile()
        // The router making the user's tap on another tab leaves this tab's screens where they
        // are, as the tab bar does when it makes the tap itself.
        let leavesTab = context.trigger == .user && (context.destination.first.map(record.otherTabs.contains) ?? false)
        let kept = TabPlan.keptOnPop(position: position, pushed: record.entries.count, leavesTab: leavesTab)
        let calls = StackPlan.remove(above: kept, in: record.shown)
        StackCallRunner.run(calls, on: record, showing: nil, animated: animated, completion: completionHandler)
    }

    /// Moves the sheet of `segment`, which this screen presents, to `detent`; throws when
    /// `segment` is not presented as a sheet with that detent, or is not up.
    func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                           completionHandler: @escaping RoutingCompletionHandler) throws {
        try checkShown(segment)
        record.reconcile()
        guard let modal = record.modal, modal.segment == segment, record.entries.count == position else {
            // Not presented here: a sheet the user took away meanwhile, or no sheet at all.
            guard case .modal? = environment.screens.presentation(of: segment) else { throw ContainerError.notASheetWithDetents(segment) }
            throw ContainerError.screenNotShown(segment)
        }
        // The style it was presented in (a request may have given it another than its registration's).
        try modal.style.check(detent, of: segment)
        record.stack.selectSheetDetent(detent, animated: animated, completion: completionHandler)
    }

    /// Shows `segment` right above this screen, and nothing above it.
    private func show(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                      completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        guard let entry = environment.screens.entry(for: segment) else { throw ContainerError.unknownScreen(segment) }
        try checkShown(segment)
        record.reconcile()
        let cached = (context.cachedRoutable as? StackScreenRoutable<Stack>).flatMap { cached in
            cached.segment == segment ? cached : nil
        }
        let presentation = Self.presentation(of: segment, registered: entry.presents(segment), context: context)
        if let detent = context.sheetDetent {
            // The state wants the sheet to open (or rest) at a detent: only a sheet with it can.
            guard case .modal(let style) = presentation else { throw ContainerError.notASheetWithDetents(segment) }
            try style.check(detent, of: segment)
        }
        switch presentation {
        case .dialog:
            let request = ScreenRequest(segment: segment, context: context)
            guard let dialog = try entry.dialog(request) else { throw ContainerError.noDialog(segment) }
            guard record.dialogs != nil else { throw ContainerError.cannotPresentDialog(segment) }
            let shown = record.dialog.map { $0.segment == segment && $0.dialog == dialog && record.entries.count == position } ?? false
            let calls = StackPlan.show(.dialog, above: position, in: record.shown, alreadyShown: shown)
            let entry = StackRecord<Stack>.DialogEntry(segment: segment, dialog: dialog, data: context.data)
            let environment = self.environment
            let showing = StackCallRunner.Showing<Stack>(segment: segment, screen: nil, modal: nil, modalObject: nil, dialog: entry,
                                                         answer: { [weak environment] button in environment?.answered?(entry, button) })
            StackCallRunner.run(calls, on: record, showing: showing, animated: animated, completion: completionHandler)
            return DialogRoutable(segment: segment)
        case .push:
            let shownAbove = record.entries.count > position && record.entries[position].segment == segment
                && (cached == nil || cached?.screen === record.entries[position].screen)
            let screen = shownAbove ? record.entries[position].screen : try (cached?.screen ?? entry.make(ScreenRequest(segment: segment, context: context)))
            let calls = StackPlan.show(.push, above: position, in: record.shown, alreadyShown: shownAbove)
            let showing = StackCallRunner.Showing<Stack>(segment: segment, screen: screen, modal: nil, modalObject: nil)
            StackCallRunner.run(calls, on: record, showing: showing, animated: animated, completion: completionHandler)
            return StackScreenRoutable(record: record, position: position + 1, screen: screen, environment: environment, segment: segment)
        case .modal(let style):
            if let modal = record.modal, modal.segment == segment, record.entries.count == position,
               cached == nil || cached?.record === modal.record, let root = modal.record.stack.screens.first {
                let calls = StackPlan.show(presentation, above: position, in: record.shown, alreadyShown: true)
                var completion: ContainerCompletion = completionHandler
                if let detent = context.sheetDetent {
                    // Up already: it moves to the state's detent.
                    let stack = record.stack
                    completion = { stack.selectSheetDetent(detent, animated: animated, completion: completionHandler) }
                }
                StackCallRunner.run(calls, on: record, showing: nil, animated: animated, completion: completion)
                return StackScreenRoutable(record: modal.record, position: 0, screen: root, environment: environment, segment: segment)
            }
            let modal: StackRecord<Stack>
            let root: Stack.Screen
            if let cached, cached.position == 0 {
                modal = cached.record
                root = cached.screen
            } else {
                root = try entry.make(ScreenRequest(segment: segment, context: context))
                modal = StackRecord(stack: environment.makeModalStack(root, style))
            }
            guard let object = modal.stack as? Stack.Modal else { throw ContainerError.notPresentable(segment) }
            // It opens at the state's detent, when the state has one for it.
            let opening = context.sheetDetent.map { Presentation.modal(style.opening(at: $0)) } ?? presentation
            let calls = StackPlan.show(opening, above: position, in: record.shown, alreadyShown: false)
            let showing = StackCallRunner.Showing(segment: segment, screen: nil, modal: modal, modalObject: object)
            StackCallRunner.run(calls, on: record, showing: showing, animated: animated, completion: completionHandler)
            return StackScreenRoutable(record: modal, position: 0, screen: root, environment: environment, segment: segment)
        }
    }

    /// How `segment` comes on screen in this step: as registered, except that a modal takes the
    /// style the request that brought its route on screen gave (`NavigationRequest.presented(as:)`,
    /// kept in `NavigationState.segmentTransitions`, so also when it is restored or presented
    /// again), or, on a step from a context built without it, the destination's request style.
    private static func presentation(of segment: RouteElementIdentifier, registered: Presentation,
                                     context: RoutingContext) -> Presentation {
        guard case .modal = registered else { return registered }
        if let style = context.segmentTransition?.value(as: ModalStyle.self) { return .modal(style) }
        guard context.destination.last == segment,
              let style = context.transition?.value(as: ModalStyle.self) else { return registered }
        return .modal(style)
    }

    /// Refuses a step from a screen the user already removed.
    private func checkShown(_ segment: RouteElementIdentifier) throws {
        let screens = record.stack.screens
        guard position < screens.count, screens[position] === screen else { throw ContainerError.screenNotShown(segment) }
    }
}
