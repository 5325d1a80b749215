import Waypoint
import WaypointTesting

/// Virtual time on a `TestScheduler` whose tick is one millisecond: nothing waits, and the same
/// tour prints the same output on every run.
final class VirtualClock: PlaygroundClock {
    let testScheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

    var scheduler: SchedulerType { testScheduler }
    var timing: Timing { .virtual }
    var milliseconds: Int { testScheduler.clock }

    /// Advances one tick at a time until `condition` holds; every tick runs completely, so what
    /// happens at the tick that satisfied `condition` (callbacks, syncs) has happened too.
    func run(until condition: @escaping @Sendable () -> Bool, limit: RxTimeInterval, wakeUps: Observable<NavigationEvent>) async -> Bool {
        let deadline = testScheduler.clock + testScheduler.converter.convertToVirtualTimeInterval(limit)
        // Work due now (a drain the router just scheduled) runs first.
        testScheduler.advanceTo(testScheduler.clock)
        while !condition() {
            if testScheduler.clock >= deadline { return false }
            testScheduler.advanceTo(testScheduler.clock + 1)
        }
        return true
    }

    func finish() async {
        testScheduler.advanceTo(testScheduler.clock)
    }
}
