import XCTest
import Dispatch
import WaypointRx
import WaypointTesting

/// A source that records its subscriptions: how many, how many at once, and the observer of the
/// live one, so that a test can send into whichever connection is open.
final class ConnectionProbe: Sendable {
    private let state = Locked<(live: Int, maxLive: Int, subscribed: Int, disposed: Int, token: Int, observer: AnyObserver<Int>?)>(
        (0, 0, 0, 0, 0, nil)
    )

    var live: Int { state.withLock { $0.live } }
    var maxLive: Int { state.withLock { $0.maxLive } }
    var subscribed: Int { state.withLock { $0.subscribed } }
    var disposed: Int { state.withLock { $0.disposed } }

    /// The probed source.
    var source: Observable<Int> {
        Observable.create { observer in
            let token = self.state.withLock { state -> Int in
                state.live += 1
                state.maxLive = max(state.maxLive, state.live)
                state.subscribed += 1
                state.token += 1
                state.observer = observer
                return state.token
            }
            return Disposables.create {
                self.state.withLock { state in
                    state.live -= 1
                    state.disposed += 1
                    if state.token == token { state.observer = nil }
                }
            }
        }
    }

    /// Sends `element` into the live subscription, if any.
    func send(_ element: Int) {
        let observer = state.withLock { $0.observer }
        observer?.on(.next(element))
    }

    /// Completes the live subscription, if any.
    func complete() {
        let observer = state.withLock { $0.observer }
        observer?.on(.completed)
    }
}

/// Hands one shared observable to several threads. `Observable` is not `Sendable` (its operators
/// may hold closures that are not), but the sharing operators under test are made to be
/// subscribed and disposed from any thread.
// @unchecked: only wraps sharing operators, whose state is lock-guarded.
struct SharedAcrossThreads<Element>: @unchecked Sendable {
    let observable: Observable<Element>
}

/// The same for a connectable.
// @unchecked: only wraps WaypointRx's connectables, whose state is lock-guarded.
struct ConnectableAcrossThreads<Element>: @unchecked Sendable {
    let connectable: ConnectableObservable<Element>
}

final class ShareConcurrencyTests: LeakCheckingTestCase {
    private let threads = 4
    private let iterations = 300

    /// Every sharing operator that subscribes the source on demand.
    private func variants(of source: Observable<Int>) -> [(String, SharedAcrossThreads<Int>)] {
        [
            ("share()", source.share()),
            ("share(replay: 1)", source.share(replay: 1)),
            ("share(replay: 2, scope: .forever)", source.share(replay: 2, scope: .forever)),
            ("share(scope: .forever)", source.share(scope: .forever)),
            ("publish().refCount()", source.publish().refCount()),
            ("replay(1).refCount()", source.replay(1).refCount()),
        ].map { ($0.0, SharedAcrossThreads(observable: $0.1)) }
    }

    func testSubscribeDisposeStormNeverOpensTwoConnectionsAndEndsWithNone() {
        for index in 0..<6 {
            let probe = ConnectionProbe()
            let (name, shared) = variants(of: probe.source)[index]
            let outOfOrder = AtomicBox<Int>(0)
            let iterations = self.iterations
            let sending = AtomicBox<Bool>(true)
            DispatchQueue.concurrentPerform(iterations: threads + 1) { thread in
                if thread == 0 {
                    // Bounded: a sender that never pauses could keep a draining subscriber
                    // delivering forever (whoever drains takes what others queue meanwhile).
                    var element = 0
                    while sending.load(ordering: .acquiring) && element < 200_000 {
                        probe.send(element)
                        element += 1
                    }
                    return
                }
                for _ in 0..<iterations {
                    var last = Int.min
                    let subscription = shared.observable.subscribe(onNext: { element in
                        // Replay may repeat the last element of a connection; never go back.
                        if element < last { outOfOrder.add(1, ordering: .relaxed) }
                        last = element
                    })
                    subscription.dispose()
                }
                if thread == 1 { sending.store(false, ordering: .releasing) }
            }
            sending.store(false, ordering: .releasing)
            XCTAssertEqual(probe.live, 0, name)
            XCTAssertEqual(probe.maxLive, 1, "never two live connections: \(name)")
            XCTAssertEqual(probe.subscribed, probe.disposed, name)
            XCTAssertGreaterThanOrEqual(probe.subscribed, 1, name)
            XCTAssertEqual(outOfOrder.load(ordering: .relaxed), 0, name)
        }
    }

    func testSubscribersThatArriveDuringTheStormAllJoinTheLiveConnection() {
        for index in 0..<6 {
            let probe = ConnectionProbe()
            let (name, shared) = variants(of: probe.source)[index]
            let holders = Locked<[Disposable]>([])
            let lastElements = Locked<[Int]>([])
            let received = AtomicBox<Int>(0)
            let iterations = self.iterations
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for iteration in 0..<iterations {
                    shared.observable.subscribe(onNext: { _ in }).dispose()
                    // Every 50 iterations, one subscriber stays.
                    if iteration % 50 == 49 {
                        let slot = Locked<Int?>(nil)
                        let holder = shared.observable.subscribe(
                            onNext: { element in
                                if element == -1 { received.add(1, ordering: .relaxed) }
                                slot.withLock { $0 = element }
                            },
                            onDisposed: { lastElements.withLock { $0.append(slot.withLock { $0 } ?? Int.min) } }
                        )
                        holders.withLock { $0.append(holder) }
                    }
                }
            }
            let holderCount = threads * iterations / 50
            XCTAssertEqual(probe.live, 1, "the holders keep exactly one connection open: \(name)")
            probe.send(-1)
            XCTAssertEqual(received.load(ordering: .relaxed), holderCount, "every holder is on the live connection: \(name)")
            let all = holders.withLock { all in
                defer { all = [] }
                return all
            }
            DispatchQueue.concurrentPerform(iterations: all.count) { all[$0].dispose() }
            XCTAssertEqual(lastElements.withLock { $0 }, Array(repeating: -1, count: holderCount), name)
            XCTAssertEqual(probe.live, 0, name)
            XCTAssertEqual(probe.maxLive, 1, "never two live connections: \(name)")
            XCTAssertEqual(probe.subscribed, probe.disposed, name)
        }
    }

    func testConcurrentSubscribersShareExactlyOneConnectionAndEachReceiveEverything() {
        for index in 0..<6 {
            let probe = ConnectionProbe()
            let (name, shared) = variants(of: probe.source)[index]
            let subscribers = 400
            let elements = 50
            let holders = Locked<[Disposable]>([])
            let received = AtomicBox<Int>(0)
            DispatchQueue.concurrentPerform(iterations: subscribers) { _ in
                let holder = shared.observable.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
                holders.withLock { $0.append(holder) }
            }
            for element in 0..<elements { probe.send(element) }
            XCTAssertEqual(received.load(ordering: .relaxed), subscribers * elements, name)
            let all = holders.withLock { all in
                defer { all = [] }
                return all
            }
            DispatchQueue.concurrentPerform(iterations: subscribers) { all[$0].dispose() }
            XCTAssertEqual(probe.subscribed, 1, name)
            XCTAssertEqual(probe.disposed, 1, name)
        }
    }

    func testManualConnectAndDisconnectFromManyThreadsNeverOpenTwoConnections() {
        let probe = ConnectionProbe()
        let published = ConnectableAcrossThreads(connectable: probe.source.publish())
        let iterations = self.iterations
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<iterations {
                published.connectable.connect().dispose()
            }
        }
        XCTAssertEqual(probe.live, 0)
        XCTAssertEqual(probe.maxLive, 1)
        XCTAssertEqual(probe.subscribed, probe.disposed)
    }
}
