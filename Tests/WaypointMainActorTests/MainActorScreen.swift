#if compiler(>=6.2)
import Foundation
import Waypoint

/// A screen as UIKit code writes it: a main-actor class (a view controller) that conforms to
/// `Routable` and `DataReceivable` with isolated conformances — no `@preconcurrency`, no
/// warnings. The router calls it on the main actor when it runs on `MainScheduler`.
@MainActor
final class MainActorScreen {
    let name: String
    private(set) var shown: [RouteElementIdentifier] = []
    private(set) var userID: Int?
    private(set) var children: [MainActorScreen] = []
    private(set) var callsOffTheMainThread = 0

    init(name: String) {
        self.name = name
    }

    private func record(_ segment: RouteElementIdentifier) {
        if !Thread.isMainThread { callsOffTheMainThread += 1 }
        shown.append(segment)
    }
}

extension MainActorScreen: @MainActor Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        record(routeElementIdentifier)
        let child = MainActorScreen(name: routeElementIdentifier)
        children.append(child)
        completionHandler()
        return child
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        shown.removeAll { $0 == routeElementIdentifier }
        completionHandler()
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        record(to)
        completionHandler()
        return MainActorScreen(name: to)
    }
}

extension MainActorScreen: @MainActor DataReceivable {
    func didReceiveData(_ data: Int) {
        userID = data
    }
}

/// The UI wiring a main-actor app does at launch.
@MainActor
func makeMainActorRouter(root: MainActorScreen) -> (Store<AppState>, Router<AppState>) {
    let store = Store(reducer: { action, state in
        var state = state ?? AppState()
        state.navigationState = NavigationReducer.handleAction(action, state: state.navigationState)
        return state
    }, state: AppState())
    let router = Router(store: store, rootRoutable: root, scheduler: MainScheduler.instance)
    return (store, router)
}
#endif
