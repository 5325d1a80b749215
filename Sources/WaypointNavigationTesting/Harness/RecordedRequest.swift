import WaypointRouter
import WaypointRx
import WaypointTesting

/// A navigation request sent through `NavigationHarness.navigate(at:_:)` (or
/// `navigate(toLink:at:_:)`), with its callbacks
/// and the outcome of its handle recorded at their ticks, in the order they came.
///
/// `log` reads, one entry per callback or result event:
///
/// ```text
/// 120 completion                       completion(_:) was called
/// 120 onSuccess /home/user             onSuccess(_:), with the result's route
/// 120 onFailure: <error>               onFailure(_:), with the error's description
/// 120 next /home/user                  the handle emitted the result
/// 120 completed                        the handle completed
/// 120 error: <error>                   the handle failed
/// ```
///
/// The harness subscribes to the handle when it sends the request and keeps the subscription
/// until `dispose(at:)` or until the harness goes away. Use it from the test's thread only.
public final class RecordedRequest {
    /// The handle `navigate` returned; `nil` until the request is sent.
    public private(set) var handle: NavigationHandle?
    private let scheduler: TestScheduler
    private let entries = Locked<[String]>([])
    private var subscription: Disposable?

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The callbacks and result events so far, each as `<tick> <what>` (see the type's summary).
    public var log: [String] { entries.withLock { $0 } }

    /// Cancels the request through its handle at tick `time` (now when `nil`).
    public func cancel(at time: TestTime? = nil) {
        perform(at: time) { $0.handle?.cancel() }
    }

    /// Disposes the harness's subscription to the handle at tick `time` (now when `nil`): before
    /// the outcome, that cancels the navigation, and the log records nothing more of the handle.
    public func dispose(at time: TestTime? = nil) {
        perform(at: time) { $0.dispose() }
    }

    // MARK: Harness

    /// Sends the request through `navigate` (`router.navigate`, `router.navigate(toLink:)`),
    /// configured by `configure`, then with the recording callbacks added.
    func send(_ navigate: ((NavigationRequest) -> Void) -> NavigationHandle, _ configure: @escaping (NavigationRequest) -> Void) {
        let entries = self.entries
        let scheduler = self.scheduler
        let record: @Sendable (String) -> Void = { text in entries.withLock { $0.append("\(scheduler.clock) \(text)") } }
        let handle = navigate { request in
            configure(request)
            request.completion { record("completion") }
                .onSuccess { record("onSuccess \($0.route.routeDescription)") }
                .onFailure { record("onFailure: \($0)") }
        }
        self.handle = handle
        subscription = handle.subscribe(onNext: { record("next \($0.route.routeDescription)") },
                                        onError: { record("error: \($0)") },
                                        onCompleted: { record("completed") })
    }

    func dispose() {
        subscription?.dispose()
        subscription = nil
    }

    private func perform(at time: TestTime?, _ work: @escaping (RecordedRequest) -> Void) {
        guard let time else { return work(self) }
        scheduler.scheduleAt(time) { [weak self] in self.map(work) }
    }
}
