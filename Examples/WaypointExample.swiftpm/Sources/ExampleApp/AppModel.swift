import ExampleNavigation
import Foundation
import Observation
import SwiftUI
import UIKit
import Waypoint

/// The app: one store, and the variant on screen with its router. Switching the variant builds
/// the other variant's screens and a router for them on the same store; the new router brings
/// them to the store's route.
@MainActor
@Observable
final class AppModel {
    /// The two ways the app draws the same navigation.
    enum Variant: String, CaseIterable, Identifiable {
        case swiftUI = "SwiftUI"
        case uiKit = "UIKit"
        var id: Self { self }
    }

    /// The app's only store.
    let store = makeStore()
    /// The variant on screen.
    private(set) var variant: Variant = .swiftUI
    /// The variant the picker shows; `show(_:)` puts it on screen.
    var chosenVariant: Variant = .swiftUI
    /// The signed-in user's name, as the store last said.
    private(set) var signedInUser: String?
    /// The SwiftUI variant's models, while it is on screen.
    private(set) var swiftUI: SwiftUINavigation?
    /// The UIKit variant's view controllers, while it is on screen.
    private(set) var uiKit: UIKitNavigation?
    /// The router of the variant on screen.
    @ObservationIgnored private var router: Router<AppState>?
    /// The app's links, both ways from the cases.
    @ObservationIgnored private let links: RouteLinks<Screen>

    init() {
        do {
            links = try Screen.links()
        } catch {
            preconditionFailure("the app's link patterns are invalid: \(error)")
        }
        show(.swiftUI)
    }

    /// Puts `variant` on screen, on the store's current route.
    func show(_ variant: Variant) {
        router?.dispose()
        swiftUI = nil
        uiKit = nil
        let root: Routable
        switch variant {
        case .swiftUI:
            let navigation = SwiftUINavigation()
            swiftUI = navigation
            root = navigation.root
        case .uiKit:
            let navigation = UIKitNavigation(
                feed: hosting(TabRootView(tab: .feed, app: self), title: "Feed"),
                profile: hosting(TabRootView(tab: .profile, app: self), title: "Profile")
            ) { [unowned self] screen in
                self.hosting(ScreenView(screen: screen, app: self), title: ScreenView.title(of: screen))
            }
            uiKit = navigation
            root = navigation.root
        }
        router = Router(store: store, rootRoutable: root, scheduler: MainScheduler.instance)
        self.variant = variant
    }

    /// Navigates to `route`.
    func navigate(to route: [Screen]) {
        router?.navigate(to: route)
    }

    /// Presents the login sheet over what the selected tab shows.
    func showLogin() { store.dispatch(Show(Screen.login)) }

    /// Signs `name` in and dismisses the login sheet.
    func signIn(_ name: String) {
        store.dispatch(SessionAction.signedIn(name))
        signedInUser = store.state.signedInUser
        store.dispatch(Hide(Screen.login))
    }

    /// Signs out.
    func signOut() {
        store.dispatch(SessionAction.signedOut)
        signedInUser = store.state.signedInUser
    }

    /// Navigates to a `waypoint-example://` link (see `Screen.links()`).
    func open(_ url: URL) {
        router?.navigate(toLink: url.absoluteString, using: links)
    }

    private func hosting(_ view: some View, title: String) -> UIViewController {
        let controller = UIHostingController(rootView: view)
        controller.title = title
        return controller
    }
}
