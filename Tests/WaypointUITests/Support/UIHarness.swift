import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import WaypointUI

struct AppState: HasNavigationState, Equatable {
    var navigationState = NavigationState()
    /// The dialogs' answers the store received, in order.
    var answers: [DialogAnswered] = []
    /// The sheets' detent changes the store received, in order.
    var detents: [SheetDetentChanged] = []
}

func appReducer(_ action: Action, _ state: AppState?) -> AppState {
    var answers = state?.answers ?? []
    if let answer = action as? DialogAnswered { answers.append(answer) }
    var detents = state?.detents ?? []
    if let change = action as? SheetDetentChanged { detents.append(change) }
    return AppState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState), answers: answers, detents: detents)
}

/// The dialog the UI tests show for `discard`.
let discardDialog = Dialog.confirmationDialog("Discard changes?", buttons: [.destructive("Discard", action: "discard"),
                                                                            .cancel("Keep editing", action: "keep")])

/// The screens every UI test knows: `user/<id>` (receives `String` data) and `detail` are pushed,
/// `login` and `confirm` (a "discard changes?" question) are sheets, `cover` a full-screen modal,
/// `discard` the dialog `discardDialog`, `alert` the dialog its route data holds, `editor` a sheet
/// with a medium and a large detent, `share` a popover from the `shareButton` anchor.
func makeScreens(built: @escaping (FakeScreen) -> Void = { _ in }) -> ScreenFactory<FakeScreen> {
    let screens = ScreenFactory<FakeScreen>()
    screens.register(matching: { $0.hasPrefix("user/") }) { request in
        let screen = ReceivingFakeScreen(request.segment)
        built(screen)
        return screen
    }
    screens.register("detail") { request in
        let screen = FakeScreen(request.segment)
        built(screen)
        return screen
    }
    screens.register("login", presentation: .sheet) { request in FakeScreen(request.segment) }
    screens.register("cover", presentation: .fullScreen) { request in FakeScreen(request.segment) }
    screens.register("discard", dialog: discardDialog)
    screens.registerDialog("alert")
    screens.register("confirm", presentation: .sheet) { request in FakeScreen(request.segment) }
    screens.register("editor", presentation: .modal(.sheet(detents: [.medium, .large]))) { request in FakeScreen(request.segment) }
    screens.register("share", presentation: .modal(.popover(from: "shareButton"))) { request in FakeScreen(request.segment) }
    return screens
}

/// A store and a router on one test scheduler driving container routables over fakes: a tab
/// container with a `home` and a `profile` stack (or one `main` stack), the router's events
/// recorded.
final class UIHarness {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let log: ContainerLog
    let store = Store(reducer: appReducer, state: AppState())
    let tabs: FakeTabs
    let home: FakeStack
    let profile: FakeStack
    let router: Router<AppState>
    let events: TestableObserver<NavigationEvent>
    private let subscription: Disposable
    /// The root routable, to report user changes to.
    let containersDidChange: () -> Void
    let displayedRoute: () -> Route
    /// The root routable's `sheetDetentDidChange(in:to:)`.
    let detentDidChange: (FakeStack, SheetDetent.Identifier) -> Void
    /// The root routable when it is a tab bar.
    private(set) var tabRoot: TabBarRoutable<FakeTabs, FakeStack>?
    /// The root routable when it is one stack.
    private(set) var stackRoot: StackRoutable<FakeStack>?

    /// With `tabs`, a tab container root; otherwise a single `home` stack is the root.
    init(tabs useTabs: Bool = true, stepTimeout: Int = 50, gestureTimeout: Int = 100) {
        log = ContainerLog(scheduler: scheduler)
        tabs = FakeTabs(log: log)
        home = FakeStack("home", root: FakeScreen("home-root"), log: log)
        profile = FakeStack("profile", root: FakeScreen("profile-root"), log: log)
        let log = self.log
        let screens = makeScreens()
        let makeModal: (FakeScreen, ModalStyle) -> FakeStack = { root, _ in FakeStack("modal(\(root.name))", root: root, log: log) }
        let root: Routable
        if useTabs {
            let tabRoot = TabBarRoutable(tabs: tabs, stacks: [("home", home), ("profile", profile)], screens: screens,
                                         makeModalStack: makeModal)
            containersDidChange = { [weak tabRoot] in tabRoot?.containersDidChange() }
            displayedRoute = { [weak tabRoot] in tabRoot?.displayedRoute ?? [] }
            detentDidChange = { [weak tabRoot] modal, detent in tabRoot?.sheetDetentDidChange(in: modal, to: detent) }
            self.tabRoot = tabRoot
            root = tabRoot
            router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(stepTimeout),
                            gestureTimeout: .seconds(gestureTimeout))
        } else {
            let stackRoot = StackRoutable(stack: home, screens: screens, makeModalStack: makeModal)
            containersDidChange = { [weak stackRoot] in stackRoot?.containersDidChange() }
            displayedRoute = { [weak stackRoot] in stackRoot?.displayedRoute ?? [] }
            detentDidChange = { [weak stackRoot] modal, detent in stackRoot?.sheetDetentDidChange(in: modal, to: detent) }
            self.stackRoot = stackRoot
            root = stackRoot
            router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(stepTimeout),
                            gestureTimeout: .seconds(gestureTimeout))
        }
        events = scheduler.createObserver(NavigationEvent.self)
        subscription = router.events.subscribe(events)
    }

    /// Sets the route at tick `time`.
    func setRoute(_ route: Route, at time: Int, animated: Bool = true, data: RouteData? = nil) {
        scheduler.scheduleAt(time) { [store] in store.dispatch(SetRouteAction(route, animated: animated, data: data)) }
    }

    /// At tick `time`, the user does `change` to the containers, and their delegate reports it.
    func user(at time: Int, _ change: @escaping () -> Void) {
        scheduler.scheduleAt(time) { [self] in
            change()
            containersDidChange()
        }
    }

    /// The modal stack the app built around a modal's screen named `name`.
    func modal(over stack: FakeStack) -> FakeStack? { stack.presentedModal as? FakeStack }

    var route: Route { store.state.navigationState.route }

    /// Names of the screens on `stack`.
    func names(_ stack: FakeStack) -> [String] { stack.screens.map(\.name) }

    /// The terminal and sync events, as text, in order.
    var outcomes: [String] {
        events.events.compactMap { recorded -> String? in
            guard let event = recorded.value.element else { return nil }
            switch event.kind {
            case .completed, .failed, .cancelled, .synced, .userNavigated:
                return "\(recorded.time) " + event.description.drop { $0 != " " }.dropFirst()
            default: return nil
            }
        }
    }

    func tearDown() {
        subscription.dispose()
        router.dispose()
    }
}

/// A test case with a fresh `UIHarness` per test: a tab bar root, or one stack when `usesTabs` is
/// `false`.
class UIHarnessTestCase: LeakCheckingTestCase {
    var harness: UIHarness!
    /// Whether the root routable is a tab bar (`true`) or a single stack.
    var usesTabs: Bool { true }

    override func setUp() {
        super.setUp()
        harness = UIHarness(tabs: usesTabs)
    }

    override func tearDown() {
        harness.tearDown()
        harness = nil
        super.tearDown()
    }
}
