import Waypoint

/// What the analytics interceptor recorded.
final class Analytics: Sendable {
    private let records = Locked<[String]>([])

    /// `screen_view /home/user(id: 42)`, in order.
    var all: [String] { records.withLock { $0 } }

    func record(_ entry: String) {
        records.withLock { $0.append(entry) }
    }
}

/// The analytics interceptor, second in the store's action pipeline: it watches what comes *out*
/// of the rest of the pipeline (the router's guards), so it records a screen view only for
/// navigations that passed the guards and are about to reach the reducer — a held navigation
/// counts when it is let go, a refused one never.
enum AnalyticsInterceptor {
    static func make(analytics: Analytics, console: Console) -> AnyInterceptor<Action> {
        AnyInterceptor(name: "analytics") { chain in
            chain.proceed().do(onNext: { action in
                // What leaves the guards is absolute (a SetRouteAction to the checked destination,
                // or a restoration), so its destination doesn't depend on the current route.
                guard let change = action as? RouteChangeAction else { return }
                let entry = "screen_view \(change.destination(from: []).routeDescription)"
                analytics.record(entry)
                console.write("    analytics: " + entry)
            })
        }
    }
}
