import Dispatch
import Foundation
import XCTest
import WaypointRx
import WaypointTesting

/// `dispose()` racing elements sent from other threads. An element whose send began after
/// `dispose()` returned must never arrive; one already in flight when `dispose()` ran may (it is
/// past the check), which the grammar checker reports as an event after disposal, so these tests
/// tell the two apart by tagging each element with what its sender saw. Every round ends with no
/// overlapping calls, nothing after a terminal event, and every resource released. CI runs these
/// under ThreadSanitizer.
final class DisposeRaceConcurrencyTests: LeakCheckingTestCase {
    /// An element: who sent it, its rank, and whether `dispose()` had returned when it was sent.
    struct Tagged: Sendable {
        let sender: Int
        let sequence: Int
        let sentAfterDisposal: Bool
    }

    private static let rounds = 40
    private static let senders = 4
    private static let perSender = 1_000

    /// One round's shared flags.
    final class Race: Sendable {
        let disposeStarted = AtomicBox<Bool>(false)
        let disposeReturned = AtomicBox<Bool>(false)

        func tag(_ sender: Int, _ sequence: Int) -> Tagged {
            Tagged(sender: sender, sequence: sequence, sentAfterDisposal: disposeReturned.load(ordering: .acquiring))
        }

        func dispose(_ subscription: Disposable) {
            disposeStarted.store(true, ordering: .releasing)
            subscription.dispose()
            disposeReturned.store(true, ordering: .releasing)
        }
    }

    /// Elements that were in flight when `dispose()` returned and arrived after it, per test.
    private var inFlight = 0
    /// Rounds in which disposal cut the stream short (some element sent was not delivered).
    private var cut = 0

    override func tearDown() {
        print("\(name): disposal cut the stream in \(cut) of \(Self.rounds) rounds; \(inFlight) element(s) in flight at disposal arrived after dispose() returned (allowed)")
        XCTAssertGreaterThan(cut, 0, "disposal never raced the senders")
        super.tearDown()
    }

    private func noteCut(_ checker: GrammarChecker<Tagged>, sent: Int) {
        if checker.nextCount < sent { cut += 1 }
    }

    /// Fails on anything but events that were already in flight when disposal happened.
    private func assertNothingLate(_ checker: GrammarChecker<Tagged>, round: Int, file: StaticString = #filePath, line: UInt = #line) {
        for violation in checker.violations {
            if violation.kind == .eventAfterDisposal, let element = violation.event.element, !element.sentAfterDisposal {
                inFlight += 1
                continue
            }
            XCTFail("round \(round): \(violation)", file: file, line: line)
        }
        let late = checker.elements.filter(\.sentAfterDisposal)
        XCTAssertTrue(late.isEmpty, "round \(round): \(late.count) element(s) sent after dispose() returned arrived", file: file, line: line)
    }

    /// Runs `body(0..<count)` on `count` threads of their own, released together.
    private func runTogether(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        final class Gate: Sendable { let arrived = AtomicBox<Int>(0) }
        let gate = Gate()
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread.detachNewThread {
                gate.arrived.add(1, ordering: .acquiringAndReleasing)
                while gate.arrived.load(ordering: .acquiring) < count { sched_yield() }
                body(index)
                group.leave()
            }
        }
        group.wait()
    }

    /// Counts the senders that are done.
    final class Done: Sendable {
        let count = AtomicBox<Int>(0)
        func add() { count.add(1, ordering: .releasing) }
    }

    /// Spins until `checker` received `count` elements (or the senders are done).
    private static func waitFor(_ count: Int, _ checker: GrammarChecker<Tagged>, done: Done, senders: Int) {
        while checker.nextCount < count && done.count.load(ordering: .acquiring) < senders { sched_yield() }
    }

    /// Keeps the observers `Observable.create` hands out, so threads can send into them.
    // @unchecked: `observers` is only touched under `lock`.
    final class Sources: @unchecked Sendable {
        private let lock = Locked(())
        private var observers: [AnyObserver<Tagged>] = []

        func make() -> Observable<Tagged> {
            Observable.create { observer in
                self.lock.withLock { self.observers.append(observer) }
                return Disposables.create()
            }
        }

        func send(_ element: Tagged, to index: Int) {
            let observer = lock.withLock { observers[index] }
            observer.onNext(element)
        }

        func removeAll() { lock.withLock { observers.removeAll() } }
    }

    /// One sender into a synchronous chain while another thread disposes: what was delivered
    /// before `dispose()` began is everything the sender finished sending by then.
    func testDisposeRacingASynchronousChain() {
        for round in 0..<Self.rounds {
            let race = Race()
            let sources = Sources()
            let checker = GrammarChecker<Tagged>()
            let subscription = checker.subscribe(to: sources.make()
                .map { $0 }
                .filter { $0.sequence % 7 != 3 }
                .distinctUntilChanged { $0.sequence == $1.sequence }
                .scan(into: Tagged(sender: 0, sequence: -1, sentAfterDisposal: false)) { $0 = $1 })
            let finishedBeforeDisposal = AtomicBox<Int>(0)
            runTogether(2) { thread in
                if thread == 1 {
                    while finishedBeforeDisposal.load(ordering: .relaxed) < round * 5 { sched_yield() }
                    race.dispose(subscription)
                    return
                }
                for sequence in 0..<Self.perSender {
                    sources.send(race.tag(0, sequence), to: 0)
                    if !race.disposeStarted.load(ordering: .acquiring) { finishedBeforeDisposal.add(1, ordering: .relaxed) }
                }
            }
            assertNothingLate(checker, round: round)
            let expected = (0..<finishedBeforeDisposal.load(ordering: .relaxed)).filter { $0 % 7 != 3 }
            let delivered = checker.elements.map(\.sequence)
            XCTAssertEqual(Array(delivered.prefix(expected.count)), expected, "round \(round): nothing lost before disposal")
            XCTAssertTrue(checker.isDisposed)
            noteCut(checker, sent: (0..<Self.perSender).filter { $0 % 7 != 3 }.count)
            sources.removeAll()
        }
    }

    /// Many senders into a subject whose subscriber is disposed midway.
    func testDisposeRacingSubjectSenders() {
        for round in 0..<Self.rounds {
            let race = Race()
            let subject = PublishSubject<Tagged>()
            let checker = GrammarChecker<Tagged>()
            let subscription = checker.subscribe(to: subject.map { $0 }.filter { $0.sequence >= 0 })
            let done = Done()
            runTogether(Self.senders + 1) { thread in
                if thread == Self.senders {
                    Self.waitFor(round % 10 * Self.perSender / 10, checker, done: done, senders: Self.senders)
                    race.dispose(subscription)
                    return
                }
                for sequence in 0..<Self.perSender / 2 { subject.onNext(race.tag(thread, sequence)) }
                done.add()
            }
            assertNothingLate(checker, round: round)
            XCTAssertFalse(subject.hasObservers, "round \(round): the subject let go of the observer")
            noteCut(checker, sent: Self.senders * Self.perSender / 2)
            subject.onNext(Tagged(sender: -1, sequence: 0, sentAfterDisposal: true))
            assertNothingLate(checker, round: round)
        }
    }

    /// Concurrent sources through merge and flatMap, disposed midway.
    func testDisposeRacingMergeAndFlatMap() {
        for round in 0..<Self.rounds {
            let race = Race()
            let sources = Sources()
            let merged = Observable.merge((0..<Self.senders).map { _ in sources.make() })
                .flatMap { Observable.just($0) }
            let checker = GrammarChecker<Tagged>()
            let subscription = checker.subscribe(to: merged)
            let done = Done()
            runTogether(Self.senders + 1) { thread in
                if thread == Self.senders {
                    Self.waitFor(round % 10 * Self.perSender / 10, checker, done: done, senders: Self.senders)
                    race.dispose(subscription)
                    return
                }
                for sequence in 0..<Self.perSender / 2 { sources.send(race.tag(thread, sequence), to: thread) }
                done.add()
            }
            assertNothingLate(checker, round: round)
            noteCut(checker, sent: Self.senders * Self.perSender / 2)
            for sender in 0..<Self.senders { sources.send(race.tag(sender, -1), to: sender) }
            assertNothingLate(checker, round: round)
            sources.removeAll()
        }
    }

    /// Concurrent sources through combineLatest and zip, disposed midway.
    func testDisposeRacingCombineLatestAndZip() {
        for round in 0..<Self.rounds {
            let races = [Race(), Race()]
            let sources = Sources()
            let latest = Observable.combineLatest((0..<2).map { _ in sources.make() }) { $0[round % 2] }
            let zipped = Observable.zip((0..<2).map { _ in sources.make() }) { $0[0] }
            let checkers = [GrammarChecker<Tagged>(), GrammarChecker<Tagged>()]
            let subscriptions = [checkers[0].subscribe(to: latest), checkers[1].subscribe(to: zipped)]
            let done = Done()
            runTogether(6) { thread in
                if thread >= 4 {
                    Self.waitFor(round % 10 * Self.perSender / 20, checkers[thread - 4], done: done, senders: 4)
                    races[thread - 4].dispose(subscriptions[thread - 4])
                    return
                }
                let race = races[thread / 2]  // sources 0 and 1 feed combineLatest, 2 and 3 zip
                for sequence in 0..<Self.perSender / 2 { sources.send(race.tag(thread, sequence), to: thread) }
                done.add()
            }
            for checker in checkers { assertNothingLate(checker, round: round) }
            noteCut(checkers[1], sent: Self.perSender / 2)
            sources.removeAll()
        }
    }
}
