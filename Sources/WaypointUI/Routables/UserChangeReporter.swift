import WaypointRouter

/// Turns what a container tree shows after the user changed it into calls on the router.
final class UserChangeReporter {
    /// Where changes go; set by `connect(to:)`.
    var deliver: ((UserChange) -> Void)?

    /// Compares the tree's route before and after `reconcile` and reports the difference.
    func sync(route: () -> Route, reconcile: () -> Void) {
        let before = route()
        reconcile()
        if let change = UserChange.between(before, route()) { deliver?(change) }
    }

    /// Reports changes to `router`: removed segments as `didPop()`; any other change (a tab tap)
    /// as a pop to the root and a navigation to what the UI shows, not animated. The containers
    /// already show it, so that navigation makes no container call.
    func connect<State>(to router: Router<State>) {
        deliver = { [weak router] change in
            guard let router else { return }
            switch change {
            case .popped(let count):
                for _ in 0..<count { router.didPop() }
            case .replaced(let from, let to):
                for _ in 0..<from.count { router.didPop() }
                router.navigate { $0.to(to).animated(false) }
            }
        }
    }
}
