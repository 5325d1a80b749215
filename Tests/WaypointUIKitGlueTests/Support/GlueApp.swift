@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import WaypointUI

struct AppState: HasNavigationState, Equatable {
    var navigationState = NavigationState()
    /// The sheets' detent changes the store received, in order.
    var detents: [SheetDetentChanged] = []
}

func appReducer(_ action: Action, _ state: AppState?) -> AppState {
    var detents = state?.detents ?? []
    if let change = action as? SheetDetentChanged { detents.append(change) }
    return AppState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState), detents: detents)
}

/// A view controller named `title` (the fake UIKit's record names controllers by title).
@MainActor
func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// The screens every glue test knows: `user/<id>` and `detail` are pushed, `login` is a sheet,
/// `cover` a full-screen modal; each a plain view controller titled by its segment; `discard` the
/// confirmation dialog `discardDialog`; `share` a popover from the `shareButton` anchor, `pinned`
/// one that stays a popover in compact width; `editor`
/// a sheet with a medium, a large and a 200-point `peek` detent, opening at the large one.
@MainActor
func makeScreens() -> ScreenFactory<UIViewController> {
    let screens = ScreenFactory<UIViewController>()
    screens.register(matching: { $0.hasPrefix("user/") }) { request in screen(request.segment) }
    screens.register("detail") { request in screen(request.segment) }
    screens.register("login", presentation: .sheet) { request in screen(request.segment) }
    screens.register("cover", presentation: .fullScreen) { request in screen(request.segment) }
    screens.register("discard", dialog: discardDialog)
    screens.register("editor", presentation: .modal(.sheet(detents: [.medium, .large, .height(200, "peek")], selected: .large))) {
        request in screen(request.segment)
    }
    screens.register("share", presentation: .modal(.popover(from: "shareButton"))) { request in screen(request.segment) }
    screens.register("pinned", presentation: .modal(.popover(from: "shareButton", staysPopoverInCompactWidth: true))) {
        request in screen(request.segment)
    }
    return screens
}

/// The dialog the glue tests show for `discard`.
let discardDialog = Dialog.confirmationDialog("Discard changes?", buttons: [.destructive("Discard", action: "discard"),
                                                                            .cancel("Keep editing", action: "keep")],
                                                anchor: "discardButton")

/// A UIKit app as an adopter wires it, run on the stand-in UIKit's fakes: a `UITabBarController`
/// with a `home` and a `profile` `UINavigationController` (or one `home` navigation controller as
/// the root), WaypointUI's containers and root routable, a store and a router on a test scheduler.
///
/// The router's work runs when the test calls `run()` (what is due now on the scheduler);
/// `settle()` also ends every UIKit transition in flight, as the main loop would after the
/// animations. Nothing ends a transition behind the test's back.
@MainActor
final class GlueApp {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let store = Store(reducer: appReducer, state: AppState())
    let tabBarController = UITabBarController()
    let home: UINavigationController
    let profile: UINavigationController
    let homeStack: NavigationControllerContainer
    let profileStack: NavigationControllerContainer
    /// The tab container (also made for a single-stack app, unused there).
    let tabs: TabBarControllerContainer
    let tabRoot: TabBarRoutable<TabBarControllerContainer, NavigationControllerContainer>?
    let stackRoot: StackRoutable<NavigationControllerContainer>?
    let router: Router<AppState>
    let events: TestableObserver<NavigationEvent>
    private let subscription: Disposable
    /// UIKit's own edge-swipe delegates of the app's navigation controllers (modal ones included).
    let ownPopGestureDelegates = OwnPopGestureDelegates()

    /// Keeps the `UIKitOwnPopGestureDelegate` of each navigation controller.
    @MainActor
    final class OwnPopGestureDelegates {
        private var all: [UIKitOwnPopGestureDelegate] = []

        func install(on navigationController: UINavigationController) {
            all.append(UIKitOwnPopGestureDelegate.install(on: navigationController))
        }
    }

    /// With `tabs`, the tab bar controller is the root (set up with iOS 18's `UITab`s when
    /// `uiTabs`, else with `viewControllers`); otherwise `home` alone. `configureModal`
    /// is the app's modal set-up (a style); `prepare` runs before the containers are made (set the
    /// controllers' own delegates there).
    init(tabs useTabs: Bool = true, uiTabs: Bool = false, stepTimeout: Int = 50,
         configureModal: @escaping @MainActor @Sendable (UINavigationController, ModalStyle) -> Void = { _, _ in },
         prepare: (GlueApp.Controllers) -> Void = { _ in }) {
        home = UINavigationController(rootViewController: screen("home-root"))
        home.title = "home"
        profile = UINavigationController(rootViewController: screen("profile-root"))
        profile.title = "profile"
        tabBarController.title = "tabs"
        if useTabs && uiTabs, #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
            let home = self.home, profile = self.profile
            tabBarController.tabs = [UITab(title: "Home", image: nil, identifier: "home") { _ in home },
                                     UITab(title: "Profile", image: nil, identifier: "profile") { _ in profile }]
        } else if useTabs {
            tabBarController.viewControllers = [home, profile]
        }
        ownPopGestureDelegates.install(on: home)
        ownPopGestureDelegates.install(on: profile)
        prepare(Controllers(tabBarController: tabBarController, home: home, profile: profile))
        tabs = TabBarControllerContainer(tabBarController)
        homeStack = NavigationControllerContainer(home)
        profileStack = NavigationControllerContainer(profile)
        let screens = makeScreens()
        let ownDelegates = ownPopGestureDelegates
        let configureModal: @MainActor @Sendable (UINavigationController, ModalStyle) -> Void = { modal, style in
            ownDelegates.install(on: modal)  // as UIKit's own, before the container is made
            configureModal(modal, style)
        }
        let root: Routable
        if useTabs {
            let tabRoot = TabBarRoutable(tabs: tabs, stacks: [("home", homeStack), ("profile", profileStack)], screens: screens,
                                         configureModal: configureModal)
            self.tabRoot = tabRoot
            stackRoot = nil
            root = tabRoot
        } else {
            let stackRoot = StackRoutable(stack: homeStack, screens: screens, configureModal: configureModal)
            self.stackRoot = stackRoot
            tabRoot = nil
            root = stackRoot
        }
        router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(stepTimeout))
        // The router's first sync (the route becomes what the containers show: `home`) and the
        // set-up's UIKit calls are not part of a test's record.
        scheduler.advanceTo(scheduler.clock)
        UIKitFake.reset()
        events = scheduler.createObserver(NavigationEvent.self)
        subscription = router.events.subscribe(events)
    }

    /// The controllers, before the containers are made.
    struct Controllers {
        let tabBarController: UITabBarController
        let home: UINavigationController
        let profile: UINavigationController
    }

    /// Dispatches `route` and runs the router's work due now (transitions stay in flight).
    func navigate(_ route: Route, animated: Bool = true, data: RouteData? = nil) {
        store.dispatch(SetRouteAction(route, animated: animated, data: data))
        run()
    }

    /// Runs the work due now on the scheduler.
    func run() {
        scheduler.advanceTo(scheduler.clock)
    }

    /// Runs the due work and ends UIKit's transitions, one at a time, until none is in flight.
    func settle() {
        repeat { run() } while UIKitFake.endTransition()
    }

    /// Lets `ticks` of virtual time pass (a step's timeout).
    func wait(_ ticks: Int) {
        scheduler.advanceTo(scheduler.clock + ticks)
    }

    var route: Route { store.state.navigationState.route }

    /// What the root routable says the containers show.
    var displayedRoute: Route { tabRoot?.displayedRoute ?? stackRoot?.displayedRoute ?? [] }

    /// The titles of `controller`'s stack.
    func titles(_ controller: UINavigationController) -> [String] {
        controller.viewControllers.map { $0.title ?? "?" }
    }

    /// The terminal and sync events, as text, in order.
    var outcomes: [String] { Self.outcomes(of: events) }

    /// The terminal and sync events `events` recorded, as text, in order.
    static func outcomes(of events: TestableObserver<NavigationEvent>) -> [String] {
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
