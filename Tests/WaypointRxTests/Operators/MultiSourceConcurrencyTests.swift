import Dispatch
import XCTest
import WaypointRx
import WaypointTesting

/// Hammers the operators that merge several sources from many threads at once and checks the Rx
/// grammar downstream: nothing lost or duplicated, no overlapping observer calls, exactly one
/// terminal event and nothing after it. CI runs these under ThreadSanitizer.
final class MultiSourceConcurrencyTests: LeakCheckingTestCase {
    struct TestError: Error {}


    func testMergeFromManyThreads() {
        let feeds = Feeds<Int>()
        let sources = (0..<threads).map { _ in feeds.makeSource() }
        let checker = GrammarChecker<Int>()
        let subscription = Observable.merge(sources).subscribe(checker.observer)
        feeds.feedConcurrently(perThread: perThread) { thread, index in thread * perThread + index }

        XCTAssertGrammar(checker, terminal: .completed)
        let elements = checker.elements
        XCTAssertEqual(elements.count, threads * perThread)
        XCTAssertEqual(Set(elements).count, threads * perThread, "nothing duplicated")
        for thread in 0..<threads {
            let own = elements.filter { $0 / perThread == thread }
            XCTAssertEqual(own, Array(thread * perThread ..< (thread + 1) * perThread), "each source keeps its order")
        }
        subscription.dispose()
    }

    func testFlatMapFromManyThreads() {
        let feeds = Feeds<Int>()
        let outer = Observable<Int>.create { observer in
            for thread in 0..<threads { observer.onNext(thread) }
            observer.onCompleted()
            return Disposables.create()
        }
        let checker = GrammarChecker<Int>()
        let subscription = outer.flatMap { _ in feeds.makeSource() }.subscribe(checker.observer)
        XCTAssertEqual(feeds.count, threads)
        feeds.feedConcurrently(perThread: perThread) { thread, index in thread * perThread + index }

        XCTAssertGrammar(checker, terminal: .completed)
        XCTAssertEqual(checker.elements.count, threads * perThread)
        XCTAssertEqual(Set(checker.elements).count, threads * perThread)
        subscription.dispose()
        feeds.removeAll() // the selector captures `feeds`, which holds the inner observers: a cycle
    }

    /// Inner sequences that complete at once (reused subscription objects) mixed with ones that
    /// complete on another thread, racing `flatMap`'s registration of their subscription.
    func testFlatMapOfInnersCompletingWhileBeingSubscribedOnOtherThreads() {
        let count = 2_000
        let done = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "flatmap-inners", attributes: .concurrent)
        let outer = Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let checker = GrammarChecker<Int>()
        let subscription = outer.flatMap { value -> Observable<Int> in
            if value % 2 == 0 { return .just(value) }
            return Observable.create { observer in
                queue.async {
                    observer.onNext(value)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }.subscribe(AnyObserver { event in
            checker.observer.on(event)
            if event.isStopEvent { done.signal() }
        })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertGrammar(checker, terminal: .completed)
        XCTAssertEqual(checker.elements.sorted(), Array(0..<count), "each element once")
        subscription.dispose()
        queue.sync(flags: .barrier) {} // let the last inner's block finish and release its observer
    }

    /// Inner sequences that send on the thread subscribing them while another thread sends into
    /// them too (one delivers at once, the other's events queue behind it), mixed with `just`s,
    /// with the outer elements sent from several threads.
    func testFlatMapOfInnersSendingOnTheSubscribingAndAnotherThreadAtOnce() {
        let count = 2_000
        let queue = DispatchQueue(label: "flatmap-both-threads", attributes: .concurrent)
        let outer = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = outer.flatMap { value -> Observable<Int> in
            if value % 3 == 0 { return .just(value * 3) }
            return Observable.create { observer in
                // The inner sequence serializes its own events, as the grammar asks.
                let serial = Locked(())
                let sent = DispatchGroup()
                queue.async(group: sent) { serial.withLock { _ in observer.onNext(value * 3 + 1) } }
                serial.withLock { _ in observer.onNext(value * 3) }
                sent.wait()
                observer.onCompleted()
                return Disposables.create()
            }
        }.subscribe(checker.observer)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for value in stride(from: thread, to: count, by: 4) { outer.onNext(value) }
        }
        outer.onCompleted()

        XCTAssertGrammar(checker, terminal: .completed)
        var expected: [Int] = []
        for value in 0..<count {
            expected.append(value * 3)
            if value % 3 != 0 { expected.append(value * 3 + 1) }
        }
        XCTAssertEqual(checker.elements.sorted(), expected.sorted(), "each element once")
        subscription.dispose()
        queue.sync(flags: .barrier) {} // let the last block finish and release its observer
    }

    func testCombineLatestFromManyThreadsKeepsSnapshotsInOrder() {
        let width = 4
        let feeds = Feeds<Int>()
        let sources = (0..<width).map { _ in feeds.makeSource() }
        let checker = GrammarChecker<[Int]>()
        let subscription = Observable.combineLatest(sources).subscribe(checker.observer)
        feeds.sendToEach(0)
        feeds.feedConcurrently(perThread: perThread) { _, index in index + 1 }

        XCTAssertGrammar(checker, terminal: .completed)
        let snapshots = checker.elements
        XCTAssertEqual(snapshots.count, 1 + width * perThread, "one snapshot per element once all had one")
        XCTAssertEqual(snapshots.first, Array(repeating: 0, count: width))
        XCTAssertEqual(snapshots.last, Array(repeating: perThread, count: width))
        for (previous, next) in zip(snapshots, snapshots.dropFirst()) {
            let changed = (0..<width).filter { previous[$0] != next[$0] }
            XCTAssertEqual(changed.count, 1, "consecutive snapshots differ in exactly one source")
            if let source = changed.first {
                XCTAssertEqual(next[source], previous[source] + 1, "a later snapshot never shows an older value")
            }
        }
        subscription.dispose()
    }

    func testZipFromManyThreadsPairsByIndex() {
        let width = 4
        let feeds = Feeds<Int>()
        let sources = (0..<width).map { _ in feeds.makeSource() }
        let checker = GrammarChecker<[Int]>()
        let subscription = Observable.zip(sources).subscribe(checker.observer)
        feeds.feedConcurrently(perThread: perThread) { _, index in index }

        XCTAssertGrammar(checker, terminal: .completed)
        XCTAssertEqual(checker.elements, (0..<perThread).map { Array(repeating: $0, count: width) })
        subscription.dispose()
    }

    func testZipTwoFromManyThreads() {
        let feeds = Feeds<Int>()
        let first = feeds.makeSource()
        let second = feeds.makeSource()
        let checker = GrammarChecker<Int>()
        let subscription = Observable.zip(first, second) { $0 * 10_000 + $1 }.subscribe(checker.observer)
        feeds.feedConcurrently(perThread: perThread) { _, index in index }

        XCTAssertGrammar(checker, terminal: .completed)
        XCTAssertEqual(checker.elements, (0..<perThread).map { $0 * 10_000 + $0 })
        subscription.dispose()
    }

    func testAnErrorRacingElementsEndsEverythingOnce() {
        let feeds = Feeds<Int>()
        let sources = (0..<threads).map { _ in feeds.makeSource() }
        let checker = GrammarChecker<Int>()
        let subscription = Observable.merge(sources).subscribe(checker.observer)
        feeds.feedConcurrently(perThread: perThread, failingThread: 3, failAt: perThread / 2) { _, index in index }

        XCTAssertGrammar(checker, terminal: .error(TestError()))
        XCTAssertLessThan(checker.elements.count, threads * perThread)
        subscription.dispose()
    }

    func testAmbFromManyThreadsForwardsExactlyOneSource() {
        let feeds = Feeds<Int>()
        let sources = (0..<threads).map { _ in feeds.makeSource() }
        let checker = GrammarChecker<Int>()
        let subscription = Observable.amb(sources).subscribe(checker.observer)
        feeds.feedConcurrently(perThread: perThread) { thread, index in thread * perThread + index }

        XCTAssertGrammar(checker, terminal: .completed)
        let elements = checker.elements
        let winner = (elements.first ?? 0) / perThread
        XCTAssertEqual(elements, Array(winner * perThread ..< (winner + 1) * perThread), "all of one source, in order")
        subscription.dispose()
    }

    /// Each source completes on a dispatch queue thread, so the loop that subscribes the next
    /// source moves from thread to thread.
    func testConcatOfSourcesCompletingOnOtherThreads() {
        let count = 200
        let done = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "concat-sources", attributes: .concurrent)
        let sources = (0..<count).map { value in
            Observable<Int>.create { observer in
                queue.async {
                    observer.onNext(value)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let checker = GrammarChecker<Int>()
        let subscription = Observable.concat(sources).subscribe(AnyObserver { event in
            checker.observer.on(event)
            if event.isStopEvent { done.signal() }
        })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertGrammar(checker, terminal: .completed)
        XCTAssertEqual(checker.elements, Array(0..<count))
        subscription.dispose()
        queue.sync(flags: .barrier) {} // let the last source's block finish and release its observer
    }

    /// The source fails on dispatch queue threads until its last attempt succeeds.
    func testRetryOfASourceFailingOnOtherThreads() {
        let failures = 200
        let attempts = AtomicBox<Int>(0)
        let done = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "retry-source", attributes: .concurrent)
        let source = Observable<Int>.create { observer in
            let attempt = attempts.add(1, ordering: .relaxed).newValue
            queue.async {
                if attempt <= failures {
                    observer.onError(TestError())
                } else {
                    observer.onNext(attempt)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        let checker = GrammarChecker<Int>()
        let subscription = source.retry().subscribe(AnyObserver { event in
            checker.observer.on(event)
            if event.isStopEvent { done.signal() }
        })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertGrammar(checker, terminal: .completed)
        XCTAssertEqual(checker.elements, [failures + 1])
        subscription.dispose()
        queue.sync(flags: .barrier) {} // let the last attempt's block finish and release its observer
    }

    func testDisposingWhileSourcesEmitReleasesEverything() {
        let feeds = Feeds<Int>()
        let sources = (0..<threads).map { _ in feeds.makeSource() }
        let checker = GrammarChecker<Int>()
        let subscription = Observable.merge(sources).flatMap { Observable.just($0) }.subscribe(checker.observer)
        DispatchQueue.concurrentPerform(iterations: threads + 1) { thread in
            if thread == threads {
                subscription.dispose()
                return
            }
            for index in 0..<perThread { feeds.send(.next(index), to: thread) }
        }
        XCTAssertGrammar(checker)
        XCTAssertTrue(checker.terminals.isEmpty)
        let countAfterDispose = checker.elements.count
        for thread in 0..<threads { feeds.send(.next(-1), to: thread) }
        XCTAssertEqual(checker.elements.count, countAfterDispose, "nothing after disposal")
    }
}

/// Sources fed concurrently, one thread each, and the elements each thread sends.
private let threads = 8
private let perThread = 2_000

/// Creates `Observable.create` sources and keeps their observers, to feed them from threads.
// @unchecked: `observers` is only touched under `lock`.
private final class Feeds<Element: Sendable>: @unchecked Sendable {
    private let lock = Locked(())
    private var observers: [AnyObserver<Element>] = []

    var count: Int { lock.withLock { _ in observers.count } }

    func makeSource() -> Observable<Element> {
        Observable.create { observer in
            self.lock.withLock { _ in self.observers.append(observer) }
            return Disposables.create()
        }
    }

    func send(_ event: Event<Element>, to index: Int) {
        let observer = lock.withLock { _ in observers[index] }
        observer.on(event)
    }

    func removeAll() {
        lock.withLock { _ in observers.removeAll() }
    }

    func sendToEach(_ element: Element) {
        for index in 0..<count { send(.next(element), to: index) }
    }

    /// Source `t` is fed from its own thread: `perThread` elements, then completion (or an error
    /// at `failAt` for `failingThread`).
    func feedConcurrently(perThread: Int, failingThread: Int? = nil, failAt: Int = 0, element: @Sendable (Int, Int) -> Element) {
        DispatchQueue.concurrentPerform(iterations: count) { thread in
            for index in 0..<perThread {
                if thread == failingThread && index == failAt {
                    send(.error(MultiSourceConcurrencyTests.TestError()), to: thread)
                    return
                }
                send(.next(element(thread, index)), to: thread)
            }
            send(.completed, to: thread)
        }
    }
}
