import Waypoint

/// The logging interceptor, first in the store's action pipeline: it prints every action on its
/// way in — before the guards, so it also sees navigations that are held, redirected or refused.
enum LoggingInterceptor {
    static func make(console: Console, formatter: EventFormatter) -> AnyInterceptor<Action> {
        AnyInterceptor(name: "logging") { chain in
            if let action = chain.input { console.write("    store ← " + formatter.describe(action)) }
            return chain.proceed()
        }
    }
}
