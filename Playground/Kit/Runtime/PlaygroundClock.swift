import Waypoint

/// Where the playground's time comes from: the scheduler the router and the screens run on, and
/// how the tour lets time pass until something happened.
protocol PlaygroundClock: Sendable {
    /// The router's scheduler; the screens' animations run on it too.
    var scheduler: SchedulerType { get }
    /// The transition durations and timeouts for this clock.
    var timing: Timing { get }
    /// Milliseconds since the clock started.
    var milliseconds: Int { get }
    /// Lets time pass until `condition` holds (checked as navigation events arrive on `wakeUps`)
    /// or `limit` has passed; returns whether `condition` holds.
    func run(until condition: @escaping @Sendable () -> Bool, limit: RxTimeInterval, wakeUps: Observable<NavigationEvent>) async -> Bool
    /// Lets the work already scheduled finish (before the app shuts down).
    func finish() async
}
