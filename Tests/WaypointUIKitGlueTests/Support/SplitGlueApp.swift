@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import WaypointUI

/// A mail app on a three-column (or two-column) `UISplitViewController`, wired as an adopter does,
/// run on the stand-in UIKit's fakes: `SplitViewControllerContainer` (the app's sidebar
/// `mailboxes`, the compact stack's root `list`, a `placeholder-<column>` in an empty column), the
/// UIKit `SplitRoutable`, a store and a router on a test scheduler. `inbox`, `archive`, `mail/<id>`
/// and `attachment` are pushed (selected in their columns), `compose` is a sheet, `discard` an alert.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class SplitGlueApp {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let store = Store(reducer: appReducer, state: AppState())
    let splitViewController: UISplitViewController
    let split: SplitViewControllerContainer
    let root: SplitRoutable<SplitViewControllerContainer>
    let router: Router<AppState>
    let events: TestableObserver<NavigationEvent>
    private let subscription: Disposable

    /// A split view controller of `style`; `prepare` runs before the container is made (set the
    /// controller's own delegate there).
    init(style: UISplitViewController.Style = .tripleColumn, prepare: (UISplitViewController) -> Void = { _ in }) {
        splitViewController = UISplitViewController(style: style)
        splitViewController.title = "split"
        splitViewController.setViewController(screen("mailboxes"), for: .primary)
        prepare(splitViewController)
        split = SplitViewControllerContainer(splitViewController, compactRoot: screen("list")) { column in
            screen("placeholder-\(column)")
        }
        split.detail.navigationController.title = "detail"
        split.compact.navigationController.title = "compact"
        split.content?.title = "content"
        let screens = ScreenFactory<UIViewController>()
        screens.register(matching: { ["inbox", "archive", "attachment"].contains($0) || $0.hasPrefix("mail/") }) { request in
            screen(request.segment)
        }
        screens.register("compose", presentation: .sheet) { request in screen(request.segment) }
        screens.register("discard", dialog: .alert("Discard?", buttons: [DialogButton("Discard", role: .destructive, action: "discard"),
                                                                         DialogButton("Keep", role: .cancel, action: "keep")]))
        root = SplitRoutable(split: split, screens: screens) { modal, _ in modal.title = "modal" }
        router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(50))
        scheduler.advanceTo(scheduler.clock)
        UIKitFake.reset()
        events = scheduler.createObserver(NavigationEvent.self)
        subscription = router.events.subscribe(events)
    }

    /// Dispatches `route` and runs the router's work due now (transitions stay in flight).
    func navigate(_ route: Route, animated: Bool = true) {
        store.dispatch(SetRouteAction(route, animated: animated))
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

    var route: Route { store.state.navigationState.route }

    /// The titles of `controller`'s stack.
    func titles(_ controller: UINavigationController?) -> [String] {
        controller?.viewControllers.map { $0.title ?? "?" } ?? []
    }

    /// The terminal and sync events, as text, in order.
    var outcomes: [String] { GlueApp.outcomes(of: events) }

    func tearDown() {
        subscription.dispose()
        router.dispose()
    }
}

/// An app's split view controller delegate with every method: records each call; answers
/// `topColumn` for the top column after collapsing.
@available(iOS 14.0, tvOS 14.0, *)
final class AppSplitDelegate: NSObject, UISplitViewControllerDelegate {
    let record: DelegateRecord
    var topColumn = UISplitViewController.Column.primary

    init(_ record: DelegateRecord) { self.record = record }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        record.calls.append("topColumn proposed \(proposedTopColumn)")
        return topColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        record.calls.append("didCollapse")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        record.calls.append("didExpand")
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        record.calls.append("willShow \(column)")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        record.calls.append("willHide \(column)")
    }
}

/// An app's split view controller delegate with no method.
@available(iOS 14.0, tvOS 14.0, *)
final class AppSplitDelegateWithoutMethods: NSObject, UISplitViewControllerDelegate {}

/// An app's split view controller delegate with the other methods (the legacy collapse methods,
/// the display modes, the presentation gesture and the orientations, which it says it has to
/// `respondsToSelector:`): records each call and answers with values no default gives.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class AppSplitDelegateWithTheRest: NSObject, UISplitViewControllerDelegate, FakeRespondsToSelector {
    let record: DelegateRecord
    let replacement = screen("replacement")

    init(_ record: DelegateRecord) { self.record = record }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        record.calls.append("willChangeTo \(displayMode)")
    }

    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        record.calls.append("targetDisplayMode")
        return .secondaryOnly
    }

    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        record.calls.append("show \(vc.title ?? "?")")
        return true
    }

    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        record.calls.append("showDetail \(vc.title ?? "?")")
        return true
    }

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        record.calls.append("primaryForCollapsing")
        return replacement
    }

    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        record.calls.append("primaryForExpanding")
        return replacement
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        record.calls.append("collapseSecondary")
        return true
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        record.calls.append("separateSecondary")
        return replacement
    }

    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        record.calls.append("displayModeForExpanding proposed \(proposedDisplayMode)")
        return .secondaryOnly
    }

    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        record.calls.append("gestureWillBegin")
    }

    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        record.calls.append("gestureDidEnd")
    }

    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
        record.calls.append("supported")
        return .landscape
    }

    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation {
        record.calls.append("preferred")
        return .landscapeLeft
    }

    func fakeResponds(to selector: String) -> Bool { true }
}
