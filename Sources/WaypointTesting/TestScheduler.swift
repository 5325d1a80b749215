import Foundation
import WaypointRx

/// A point on a `TestScheduler`'s clock, in ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for tests, with RxTest's vocabulary: hot and cold test observables,
/// recording observers and `start(created:subscribed:disposed:create:)`.
///
/// With `simulateProcessingDelay` (the default, as in RxTest), work scheduled *relatively* for
/// now or the past (`schedule`, `scheduleRelative`: what operators on the scheduler do) runs one
/// tick later; pass `false` to run it at the current tick. Absolute ticks are exact, as in
/// RxTest: `scheduleAt`, `start(created:subscribed:disposed:)`, hot observables' ticks and cold
/// observables' offsets (a cold `.next(0, x)` subscribed at 200 arrives at 200).
// @unchecked: inherits VirtualTimeScheduler's lock-guarded state and adds only constants.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The default tick at which `start` creates the sequence.
    public static let defaultCreated: TestTime = 100
    /// The default tick at which `start` subscribes.
    public static let defaultSubscribed: TestTime = 200
    /// The default tick at which `start` disposes the subscription.
    public static let defaultDisposed: TestTime = 1000

    @usableFromInline
    let simulateProcessingDelay: Bool

    /// A test scheduler whose clock starts at `initialClock`; one tick stands for `resolution`
    /// seconds.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// RxTest's shift for relative scheduling: work due now or earlier runs at the next tick
    /// when simulating delay, at the current tick otherwise.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs `action` at tick `time` exactly; a tick already past runs at once (at the current
    /// tick, ahead of what is due now).
    @inlinable
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        // The action travels as the state, so the closure below captures nothing.
        _ = scheduleAbsoluteVirtual(action, time: time) { action in
            action()
            return Disposables.create()
        }
    }

    /// A hot observable: it sends `events` at their ticks whether or not anyone subscribed.
    /// Ticks already past when it is created run at once, before anything due now.
    @inlinable
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: each subscription receives `events` shifted by its subscription tick
    /// (an event at offset 0 arrives at the subscription tick, after what is already due then).
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records each event with the tick it arrived at.
    @inlinable
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`
    /// (exact ticks, never shifted), runs the scheduler and returns what the observer recorded.
    @inlinable
    public func start<Element, Source: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> Source
    ) -> TestableObserver<Element> where Source.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// `start` with the default creation and subscription ticks (100 and 200).
    @inlinable
    public func start<Element, Source: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> Source
    ) -> TestableObserver<Element> where Source.Element == Element {
        start(created: Self.defaultCreated, subscribed: Self.defaultSubscribed, disposed: disposed, create: create)
    }

    /// `start` with the default ticks: created 100, subscribed 200, disposed 1000.
    @inlinable
    public func start<Element, Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source
    ) -> TestableObserver<Element> where Source.Element == Element {
        start(created: Self.defaultCreated, subscribed: Self.defaultSubscribed, disposed: Self.defaultDisposed, create: create)
    }
}

/// Converts `TestTime` ticks to dates and intervals: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// Seconds per tick.
    public let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date of a tick (ticks from the reference date).
    public func convertFromVirtualTime(_ virtualTime: TestTime) -> RxTime {
        Date(timeIntervalSinceReferenceDate: Double(virtualTime) * resolution)
    }

    /// The tick of a date.
    public func convertToVirtualTime(_ time: RxTime) -> TestTime {
        Int((time.timeIntervalSinceReferenceDate / resolution).rounded())
    }

    /// The seconds of a number of ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TestTime) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The ticks of an interval; `.never` is `Int.max`. An interval that is not a whole number
    /// of ticks (300 ms at one second per tick) is reported as a test failure instead of being
    /// rounded silently, and rounded to the nearest tick, but to 1 rather than 0.
    public func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> TestTime {
        let seconds = timeInterval.seconds
        if seconds.isInfinite { return Int.max }
        let (ticks, whole) = Self.ticks(seconds, resolution: resolution)
        if !whole { reportFailure(Self.wholeTicksMessage(seconds, resolution: resolution)) }
        return ticks
    }

    /// `seconds` in ticks of `resolution` seconds, rounded to the nearest tick but never from a
    /// positive interval to 0 (work delayed by less than a tick still runs later, not now), and
    /// whether the interval was a whole number of ticks.
    public static func ticks(_ seconds: Double, resolution: Double) -> (ticks: TestTime, whole: Bool) {
        let exact = seconds / resolution
        let rounded = exact.rounded()
        let whole = abs(exact - rounded) <= 1e-9 * max(1, abs(exact))
        return (exact > 0 && rounded == 0 ? 1 : Int(rounded), whole)
    }

    /// The failure message for an interval of `seconds` that is not a whole number of ticks of
    /// `resolution` seconds.
    public static func wholeTicksMessage(_ seconds: Double, resolution: Double) -> String {
        let exact = seconds / resolution
        let rounded = ticks(seconds, resolution: resolution).ticks
        return "TestScheduler: \(seconds) s is \(exact) ticks of \(resolution) s, not a whole number; it was rounded to "
            + "\(rounded) tick\(rounded == 1 ? "" : "s"). Create the scheduler with a finer resolution "
            + "(TestScheduler(initialClock: 0, resolution: 0.001) ticks in milliseconds) or use whole ticks."
    }

    /// `time` plus `offset` ticks, saturating at `Int.max`.
    public func offsetVirtualTime(_ time: TestTime, offset: TestTime) -> TestTime {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        return overflow ? Int.max : sum
    }
}
