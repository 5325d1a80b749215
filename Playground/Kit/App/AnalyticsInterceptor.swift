import Waypoint

/// What the analytics interceptor recorded.
final class Analytics: Sendable {
    private let records = Locked<[String]>([])
    /// Reads the route the store holds (set once the store exists).
    private let routeReader = Locked<(@Sendable () -> Route?)?>(nil)

    /// `screen_view /home/user(id: 42)`, in order.
    var all: [String] { records.withLock { $0 } }

    func record(_ entry: String) {
        records.withLock { $0.append(entry) }
    }

    /// Reads the store's route with `reader` from now on.
    func readRoute(with reader: @escaping @Sendable () -> Route?) {
        routeReader.withLock { $0 = reader }
    }

    /// The route the store holds now, before the navigation on its way is reduced.
    var currentRoute: Route? { routeReader.withLock { $0 }?() }
}

/// The analytics interceptor, second in the store's action pipeline: it watches what comes *out*
/// of the rest of the pipeline (the router's guards), so it records a screen view only for
/// navigations that passed the guards and are about to reach the reducer — a held navigation
/// counts when it is let go, a refused one never. A navigation to the route the store already
/// holds (a sheet's detent moving) shows no new screen and is not counted.
enum AnalyticsInterceptor {
    static func make(analytics: Analytics, console: Console) -> AnyInterceptor<Action> {
        AnyInterceptor(name: "analytics") { chain in
            chain.proceed().do(onNext: { action in
                // What leaves the guards is absolute (a SetRouteAction to the checked destination,
                // or a restoration), so its destination doesn't depend on the current route.
                guard let change = action as? RouteChangeAction else { return }
                let destination = change.destination(from: [])
                guard destination != analytics.currentRoute else { return }
                let entry = "screen_view \(destination.routeDescription)"
                analytics.record(entry)
                console.write("    analytics: " + entry)
            })
        }
    }
}
