import Waypoint

/// The routable of one screen: it shows the segment above its screen — pushed on its navigation
/// stack or presented modally, as the catalog says — and removes it again. A screen that comes
/// from the keep-alive cache (`context.cachedRoutable`) is shown again instead of a new one.
class ScreenRoutable: Routable {
    /// The screen this routable stands for.
    let screen: ScreenModel.Screen
    let ui: ScreenModel
    let animator: Animator
    /// How many times the screen came on screen.
    private(set) var appearances = 0

    init(screen: ScreenModel.Screen, ui: ScreenModel, animator: Animator) {
        self.screen = screen
        self.ui = ui
        self.animator = animator
    }

    /// The routable for `screen`: a user page receives `UserProfile` data.
    static func make(for screen: ScreenModel.Screen, ui: ScreenModel, animator: Animator) -> ScreenRoutable {
        if ScreenCatalog.userID(in: screen.segment) != nil {
            return UserScreenRoutable(screen: screen, ui: ui, animator: animator)
        }
        return ScreenRoutable(screen: screen, ui: ui, animator: animator)
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let spec = try self.spec(routeElementIdentifier)
        let next = routable(for: spec, context: context)
        show(next, as: spec)
        finish(spec, animated: animated, completionHandler)
        return next
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let spec = try self.spec(to)
        let next = routable(for: spec, context: context)
        ui.removeScreen(above: screen)
        show(next, as: spec)
        finish(spec, animated: animated, completionHandler)
        return next
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        guard let removed = ui.removeScreen(above: screen) else { throw ScreenError.nothingToRemove(routeElementIdentifier) }
        let presentation = ScreenCatalog.spec(for: removed.segment)?.presentation ?? .push
        animator.play(Transition(presentation), animated: animated, then: completionHandler)
    }

    /// Called each time the screen comes on screen.
    func didAppear() {
        appearances += 1
        if appearances > 1 { ui.setDetail("kept alive, shown \(appearances) times", of: screen) }
    }

    private func spec(_ segment: RouteElementIdentifier) throws -> ScreenSpec {
        guard let spec = ScreenCatalog.spec(for: segment) else { throw ScreenError.unknownScreen(segment) }
        guard spec.presentation != .tab else { throw ScreenError.tabBelowRoot(segment) }
        return spec
    }

    /// The cached routable of the destination when the request kept one alive, else a new one.
    private func routable(for spec: ScreenSpec, context: RoutingContext) -> ScreenRoutable {
        if let cached = context.cachedRoutable as? ScreenRoutable, cached.screen.segment == spec.segment { return cached }
        return ScreenRoutable.make(for: ui.makeScreen(spec), ui: ui, animator: animator)
    }

    private func show(_ next: ScreenRoutable, as spec: ScreenSpec) {
        if spec.presentation == .modal {
            ui.present(next.screen, over: screen)
        } else {
            ui.push(next.screen, above: screen)
        }
        next.didAppear()
    }

    private func finish(_ spec: ScreenSpec, animated: Bool, _ completionHandler: @escaping RoutingCompletionHandler) {
        // The Export screen's transition never reports that it ended: the router times it out.
        guard spec.completesTransitions else { return }
        animator.play(Transition(spec.presentation), animated: animated, then: completionHandler)
    }
}

/// A user's page: it shows the `UserProfile` a navigation passes to it (`passData(_:)`).
final class UserScreenRoutable: ScreenRoutable, DataReceivable {
    func didReceiveData(_ data: UserProfile) {
        ui.setDetail(data.name, of: screen)
    }
}
