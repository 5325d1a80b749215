import Waypoint

/// The tour's split view: a mail app of its own (mailboxes → mails → a mail → its attachment) on
/// a headless three-column split view driven by WaypointUI's `SplitRoutable`, with its own store
/// and router on the playground's clock. Its events and container calls go to the app's logs
/// under the current step. The window narrows and widens while the route changes: the route
/// survives collapsing and expanding, and the screen follows it.
// @unchecked: `root` is used only on the router's scheduler (the UI thread); the split guards its state with its `ui.lock`.
final class SplitViewDemo: @unchecked Sendable {
    private let app: PlaygroundApp
    let store = Store(reducer: { action, state in NavigationReducer.handleAction(action, state: state) }, state: NavigationState())
    let split: SplitController
    let root: SplitRoutable<SplitController>
    let router: Router<NavigationState>
    private let subscription: Disposable

    init(app: PlaygroundApp) {
        self.app = app
        let clock = app.clock, log = app.log, containerLog = app.containerLog, console = app.console, formatter = app.formatter
        let ui = UIEnvironment(animator: Animator(scheduler: clock.scheduler, timing: clock.timing)) { text in
            let time = clock.milliseconds
            containerLog.append(ContainerLog.Entry(time: time, step: log.step, text: text))
            console.write("    " + formatter.line(time: time, ui: text))
        }
        split = SplitController(ui: ui, list: ScreenSpec("mailboxes", "Mailboxes", nil), placeholder: ScreenSpec("", "Nothing selected", nil))
        let screens = ScreenFactory<ScreenController>()
        screens.register(matching: { _ in true }) { request in
            let title = request.segment.replacingOccurrences(of: "/", with: " ").capitalized
            return ScreenController(spec: ScreenSpec(request.segment, title, .push), ui: ui)
        }
        root = SplitRoutable(split: split, style: .tripleColumn, detail: split.detail, compact: split.compact, screens: screens) { screen, _ in
            StackController(name: screen.spec.segment, root: screen, ui: ui)
        }
        router = Router(store: store, rootRoutable: root, scheduler: clock.scheduler, stepTimeout: clock.timing.stepTimeout) { (state: NavigationState) in state }
        subscription = router.events.subscribe(onNext: { event in
            let time = clock.milliseconds
            let line = formatter.line(time: time, event)
            log.append(time: time, number: formatter.ids.number(of: event.navigationID), event: event, line: line)
            console.write("    " + line)
        })
    }

    /// The store's route.
    var route: Route { store.state.route }

    /// Sets the route and waits until its navigation ended.
    func setRoute(_ route: Route) async {
        let action = SetRouteAction(route)
        store.dispatch(action)
        let log = app.log, start = app.log.count, id = action.navigationID
        await wait(for: "the split view's navigation to \(route.routeDescription)") {
            log.entries(since: start).contains { $0.event.navigationID == id && $0.event.isTerminal }
        }
    }

    /// The user does `change` on the UI's thread, and the split view's delegate reports it; waits
    /// until the store's route equals what the split view shows.
    func user(_ change: @escaping @Sendable (SplitController) -> Void) async {
        let shown = Locked<Route?>(nil)
        _ = app.clock.scheduler.schedule(()) { [self] _ in
            change(split)
            root.containersDidChange()
            shown.withLock { $0 = root.displayedRoute }
            return Disposables.create()
        }
        let store = self.store
        await wait(for: "the split view's user change") { shown.withLock { $0 } == store.state.route }
    }

    /// Prints the split view and returns its lines.
    @discardableResult
    func printSplit() -> [String] {
        let lines = split.lines
        app.console.write("    screen (route \(route.routeDescription)):")
        app.console.write(lines: lines, indent: "      ")
        return lines
    }

    private func wait(for what: String, until condition: @escaping @Sendable () -> Bool) async {
        if await !app.clock.run(until: condition, limit: .seconds(10), wakeUps: router.events) {
            app.console.write("    (gave up waiting for \(what))")
        }
    }

    /// Stops the router.
    func shutdown() async {
        await app.clock.finish()
        subscription.dispose()
        router.dispose()
    }
}
