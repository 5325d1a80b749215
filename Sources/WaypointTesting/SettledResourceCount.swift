import Foundation
import WaypointRx

/// Waits until `Resources.total` equals `baseline` or `timeout` seconds have passed, and returns
/// the last count read: `baseline` when asynchronous work (a task, another thread, the main
/// queue) released its resources in time, anything else when resources are still live.
///
/// A real leak therefore still shows, after the bound. On the main thread the wait runs the
/// current run loop, so work queued on the main queue or `MainScheduler` can finish; elsewhere it
/// sleeps in short steps. Returns at once when the count already equals `baseline`.
// Test support only: it waits for real threads and queues (which no TestScheduler drives), so it
// reads the wall clock; runtime modules never do.
public func settledResourceCount(returningTo baseline: Int, timeout: TimeInterval) -> Int {
    var total = Resources.total
    guard total != baseline else { return total }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while total != baseline, Date() < deadline {
        let step = Date(timeIntervalSinceNow: 0.001)
        if Thread.isMainThread {
            _ = RunLoop.current.run(mode: .default, before: step)
        } else {
            Thread.sleep(until: step)
        }
        total = Resources.total
    }
    return total
}
