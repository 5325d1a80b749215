import Dispatch
import Foundation
import XCTest
import WaypointRx
import WaypointTesting

/// The connect–disconnect storm of `ShareConcurrencyTests`, with every subscriber watched by the
/// grammar checker: no overlapping calls, nothing after a terminal event, elements never going
/// back, and after its disposal at most the one element that was already on its way (there is one
/// sending thread). A final completion reaches each remaining subscriber exactly once. CI runs
/// these under ThreadSanitizer.
final class ShareGrammarConcurrencyTests: LeakCheckingTestCase {
    private let threads = 4
    private let iterations = 250
    private static let sent = 20_000

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

    /// A checker that also counts elements that go back (replay may repeat the last one).
    private static func checker(_ backwards: Locked<Int>) -> GrammarChecker<Int> {
        let last = Locked(Int.min)
        return GrammarChecker<Int>(recordsEvents: false) { event in
            guard let element = event.element else { return }
            last.withLock { last in
                if element < last { backwards.withLock { $0 += 1 } }
                last = element
            }
        }
    }

    func testSubscribersInAConnectDisconnectStormKeepTheGrammar() {
        var totalSubscribers = 0
        var totalElements = 0
        for index in 0..<6 {
            let probe = ConnectionProbe()
            let (name, shared) = variants(of: probe.source)[index]
            let backwards = Locked(0)
            let checkers = Locked<[GrammarChecker<Int>]>([])
            let senderDone = DispatchSemaphore(value: 0)
            let iterations = self.iterations
            // One thread sends a fixed number of elements, on a thread of its own so that it runs
            // from the start. (Not "until the subscribers are done": a subscriber that finds the
            // subject's delivery free delivers what other threads queue meanwhile, so a sender
            // that never stops can keep it from returning.)
            Thread.detachNewThread {
                for element in 0..<Self.sent {
                    probe.send(element)
                    if element % 16 == 0 { sched_yield() }
                }
                senderDone.signal()
            }
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for iteration in 0..<iterations {
                    let checker = Self.checker(backwards)
                    let subscription = checker.subscribe(to: shared.observable)
                    for _ in 0..<(iteration % 7) * 20 { _ = checker.nextCount }  // stay a little while
                    subscription.dispose()
                    checkers.withLock { $0.append(checker) }
                }
            }
            senderDone.wait()

            for checker in checkers.withLock({ $0 }) {
                let violations = checker.violations
                XCTAssertEqual(violations.filter { $0.kind != .eventAfterDisposal }.map(\.description), [], name)
                XCTAssertLessThanOrEqual(violations.count, 1, "at most the element in flight arrives after disposal: \(name)")
                XCTAssertNil(checker.terminal, name)
                totalElements += checker.nextCount
            }
            totalSubscribers += checkers.withLock { $0.count }
            XCTAssertEqual(backwards.withLock { $0 }, 0, "elements never go back: \(name)")
            XCTAssertEqual(probe.live, 0, name)
            XCTAssertEqual(probe.maxLive, 1, "never two live connections: \(name)")
            XCTAssertEqual(probe.subscribed, probe.disposed, name)
        }
        print("ShareGrammarConcurrencyTests: \(totalSubscribers) subscribers on \(threads) threads, \(totalElements) elements checked")
    }

    func testACompletionDuringTheStormEndsEveryRemainingSubscriberOnce() {
        for index in 0..<6 {
            let probe = ConnectionProbe()
            let (name, shared) = variants(of: probe.source)[index]
            let holders = Locked<[(GrammarChecker<Int>, Disposable)]>([])
            let backwards = Locked(0)
            let iterations = self.iterations
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for iteration in 0..<iterations {
                    let checker = Self.checker(backwards)
                    let subscription = checker.subscribe(to: shared.observable)
                    if iteration % 25 == 24 {
                        holders.withLock { $0.append((checker, subscription)) }
                    } else {
                        subscription.dispose()
                    }
                    if thread == 0 { probe.send(iteration) }
                }
            }
            probe.complete()
            let held = holders.withLock { $0 }
            XCTAssertEqual(held.count, threads * iterations / 25, name)
            for (checker, subscription) in held {
                XCTAssertGrammar(checker, terminal: .completed, name)
                subscription.dispose()
            }
            XCTAssertEqual(backwards.withLock { $0 }, 0, name)
            XCTAssertEqual(probe.live, 0, name)
            XCTAssertEqual(probe.maxLive, 1, name)
        }
    }
}
