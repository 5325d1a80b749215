import XCTest
import Dispatch
import Foundation
import WaypointInterceptors
import WaypointRx
import WaypointTesting

// These tests use NSLock and atomics, not `Synchronization.Mutex`, nor WaypointRx operators
// whose state sits behind one: under contention on Linux ThreadSanitizer does not see a
// `Mutex`'s synchronization and reports false races.

/// Subscribes `chain.proceed()` after `delay` on `queue`.
struct LaterProceed: ObservableType {
    typealias Element = Int
    let chain: InterceptorChain<Int>
    let delay: DispatchTimeInterval
    let queue: DispatchQueue

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        let observer = AnyObserver(observer)
        let cancel = LockedDisposables()
        let chain = chain
        queue.asyncAfter(deadline: .now() + delay) {
            cancel.add { chain.proceed().subscribe(observer) }
        }
        return cancel
    }
}

/// Subscribes `chain.proceed()` twice at once, from two threads.
struct ProceedTwice: ObservableType {
    typealias Element = Int
    let chain: InterceptorChain<Int>
    let queue: DispatchQueue

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        let observer = AnyObserver(observer)
        let both = LockedDisposables()
        let chain = chain
        for _ in 0..<2 {
            queue.async { both.add { chain.proceed().subscribe(observer) } }
        }
        return both
    }
}

/// Disposables added from any thread; those added after `dispose()` are not created at all.
// @unchecked: `members` and `disposed` are only touched under `lock`.
final class LockedDisposables: Disposable, @unchecked Sendable {
    private let lock = NSLock()
    private var members: [Disposable] = []
    private var disposed = false

    func add(_ make: () -> Disposable) {
        if lock.withLock({ disposed }) { return }
        let member = make()
        let keep = lock.withLock { () -> Bool in
            if disposed { return false }
            members.append(member)
            return true
        }
        if !keep { member.dispose() }
    }

    func dispose() {
        let taken = lock.withLock { () -> [Disposable] in
            disposed = true
            defer { members = [] }
            return members
        }
        for member in taken { member.dispose() }
    }
}

/// Counts what one subscription received, from any thread.
// @unchecked: `value` and `failure` are only touched under `lock`.
final class Outcome: @unchecked Sendable {
    private let nexts = AtomicBox<Int>(0)
    private let terminals = AtomicBox<Int>(0)
    private let lock = NSLock()
    private var value: Int?
    private var failure: String?
    private let done: DispatchGroup

    init(_ done: DispatchGroup) {
        self.done = done
        done.enter()
    }

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let element):
            nexts.add(1, ordering: .relaxed)
            lock.withLock { value = element }
        case .error(let error):
            lock.withLock { failure = String(describing: error) }
            if terminals.add(1, ordering: .acquiringAndReleasing).newValue == 1 { done.leave() }
        case .completed:
            if terminals.add(1, ordering: .acquiringAndReleasing).newValue == 1 { done.leave() }
        }
    }

    var nextCount: Int { nexts.load(ordering: .acquiring) }
    var terminalCount: Int { terminals.load(ordering: .acquiring) }
    var element: Int? { lock.withLock { value } }
    var error: String? { lock.withLock { failure } }
}

final class InterceptorChainConcurrencyTests: LeakCheckingTestCase {
    /// Waits until the live-resource count is back to `baseline`: disposal may still be running
    /// on a scheduler's thread when the last event arrived.
    private func settle(to baseline: Int, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while Resources.total != baseline, Date() < deadline { usleep(1_000) }
        XCTAssertEqual(Resources.total, baseline, "resources did not settle", file: file, line: line)
    }

    /// Subscribes to `output` `runs` times at once, waits (10 s at most) until every run ended,
    /// disposes the subscriptions and returns what each run received.
    private func outcomes(of output: Observable<Int>, runs: Int = 300, file: StaticString = #filePath, line: UInt = #line) -> [Outcome] {
        let done = DispatchGroup()
        let subscriptions = CompositeDisposable()
        let outcomes = (0..<runs).map { _ in
            let outcome = Outcome(done)
            subscriptions.insert(output.subscribe { outcome.on($0) })
            return outcome
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, file: file, line: line)
        subscriptions.dispose()
        return outcomes
    }

    func testConcurrentRunsOfOneChainNeverShareState() {
        let chain = InterceptorChain<Int>()
            .add(interceptor: Add())
            .add(name: "double") { chain in
                chain.input = (chain.input ?? 0) * 2
                return chain.proceed()
            }
            .add(interceptor: Add().proceedingExactlyOnce())
        let wrong = AtomicBox<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for run in 0..<400 {
                let input = thread * 10_000 + run
                var result: Int?
                _ = chain.proceed(object: input).subscribe(onNext: { result = $0 })
                if result != (input + 1) * 2 + 1 { wrong.add(1, ordering: .relaxed) }
            }
        }
        XCTAssertEqual(wrong.load(ordering: .relaxed), 0)
    }

    func testAddingInterceptorsWhileOtherThreadsRunTheChain() {
        let chain = InterceptorChain<Int>(input: 0)
        let decreasing = AtomicBox<Int>(0)
        let outOfRange = AtomicBox<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            if thread == 0 {
                for _ in 0..<50 { chain.add(interceptor: Add()) }
                return
            }
            var last = 0
            for _ in 0..<150 {
                var result = -1
                _ = chain.proceed().subscribe(onNext: { result = $0 })
                if result < last { decreasing.add(1, ordering: .relaxed) }
                if result < 0 || result > 50 { outOfRange.add(1, ordering: .relaxed) }
                last = result
            }
        }
        XCTAssertEqual(decreasing.load(ordering: .relaxed), 0)
        XCTAssertEqual(outOfRange.load(ordering: .relaxed), 0)
        XCTAssertEqual(chain.count, 50)
    }

    func testTimeoutsRacingWithCompletionEndEachRunExactlyOnce() {
        let baseline = Resources.total
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let queue = DispatchQueue(label: "work", attributes: .concurrent)
        let output = InterceptorChain<Int>(input: 1)
            .add(interceptor: AnyInterceptor<Int>(name: "wait") { chain in
                LaterProceed(chain: chain, delay: .microseconds(500), queue: queue).asObservable()
            }.timeout(.microseconds(500), scheduler: scheduler))
            .add(name: "network") { chain in LaterProceed(chain: chain, delay: .microseconds(200), queue: queue).asObservable() }
            .timeout(.microseconds(900), scheduler: scheduler)
            .proceed()
        for outcome in outcomes(of: output) {
            XCTAssertEqual(outcome.terminalCount, 1)
            XCTAssertLessThanOrEqual(outcome.nextCount, 1)
            if let error = outcome.error {
                XCTAssertTrue(error.contains("timed out"), error)
            } else {
                XCTAssertEqual(outcome.element, 1)
            }
        }
        settle(to: baseline)
    }

    func testProceedingTwiceFromTwoThreadsEndsTheRunOnce() {
        let baseline = Resources.total
        let queue = DispatchQueue(label: "proceeds", attributes: .concurrent)
        let output = InterceptorChain<Int>(input: 1)
            .add(interceptor: AnyInterceptor<Int>(name: "twice") { chain in
                ProceedTwice(chain: chain, queue: queue).asObservable()
            }.proceedingExactlyOnce())
            .proceed()
        for outcome in outcomes(of: output) {
            XCTAssertEqual(outcome.terminalCount, 1)
            if let error = outcome.error {
                XCTAssertEqual(error, String(describing: InterceptorError.proceededMoreThanOnce(interceptor: "twice", position: 1, count: 1)))
            }
        }
        // Let the queued second proceeds run, then everything must be released.
        queue.sync(flags: .barrier) {}
        settle(to: baseline)
    }

    func testDisposingFromAnotherThreadWhileRunning() {
        let baseline = Resources.total
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let queue = DispatchQueue(label: "work", attributes: .concurrent)
        let chain = InterceptorChain<Int>(input: 1)
            .add(interceptor: AnyInterceptor<Int>(name: "wait") { chain in
                LaterProceed(chain: chain, delay: .microseconds(100), queue: queue).asObservable()
            }.timeout(.milliseconds(50), scheduler: scheduler))
            .add(interceptor: Add().proceedingExactlyOnce())
            .timeout(.milliseconds(50), scheduler: scheduler)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<200 {
                let subscription = chain.proceed().subscribe { _ in }
                _ = scheduler.schedule { subscription.dispose() }
            }
        }
        queue.sync(flags: .barrier) {}
        settle(to: baseline)
    }

    func testChainsKeptOrWatchedFromOtherThreadsAreNeverReusedByLaterSteps() {
        // Runs on four threads reuse the chains of finished steps; the third interceptor keeps
        // its chain every other run and shows it to a weak watcher, which a fifth thread reads
        // meanwhile. Whatever it reads must stay the third step's chain of its own run.
        final class Shelf: @unchecked Sendable {  // @unchecked: every member is touched under `lock`.
            let lock = NSLock()
            var kept: [InterceptorChain<Int>] = []
            weak var watched: InterceptorChain<Int>?
        }
        let shelf = Shelf()
        let chain = InterceptorChain<Int>()
        for position in 1...12 {
            chain.add { chain in
                if position == 3, let input = chain.input {
                    shelf.lock.withLock {
                        if (input / 2) % 2 == 0 { shelf.kept.append(chain) }
                        shelf.watched = chain
                    }
                }
                return chain.proceed(object: (chain.input ?? 0) + 1)
            }
        }
        let running = AtomicBox<Bool>(true)
        let wrongResults = AtomicBox<Int>(0)
        let wrongKept = AtomicBox<Int>(0)
        // Threads of their own, not a pool's: the reader spins until the runners are done.
        let runners = DispatchGroup()
        for thread in 0..<4 {
            runners.enter()
            Thread {
                for run in 0..<300 {
                    let input = (thread * 1_000 + run) * 2
                    var result: Int?
                    _ = chain.proceed(object: input).subscribe(onNext: { result = $0 })
                    if result != input + 12 { wrongResults.add(1, ordering: .relaxed) }
                }
                runners.leave()
            }.start()
        }
        let readerDone = DispatchSemaphore(value: 0)
        Thread {
            while running.load(ordering: .acquiring) {
                shelf.lock.withLock {
                    // A kept chain holds its run's input plus 2, a multiple of 4.
                    for kept in shelf.kept where kept.position != 3 || (kept.input ?? 1) % 4 != 0 {
                        wrongKept.add(1, ordering: .relaxed)
                    }
                    if let watched = shelf.watched, watched.position != 3 { wrongKept.add(1, ordering: .relaxed) }
                }
                usleep(20)  // Lets the runners take the lock (it is not fair).
            }
            readerDone.signal()
        }.start()
        XCTAssertEqual(runners.wait(timeout: .now() + 60), .success)
        running.store(false, ordering: .releasing)
        XCTAssertEqual(readerDone.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(wrongResults.load(ordering: .relaxed), 0)
        XCTAssertEqual(wrongKept.load(ordering: .relaxed), 0)
        XCTAssertEqual(shelf.kept.count, 600)
        XCTAssertEqual(Set(shelf.kept.map { $0.input ?? -1 }).count, 600)
        XCTAssertEqual(shelf.kept.filter { $0.position != 3 || ($0.input ?? 1) % 4 != 0 }.count, 0)
        shelf.kept.removeAll()
    }
}
