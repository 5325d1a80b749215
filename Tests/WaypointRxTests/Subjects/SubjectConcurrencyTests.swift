import Dispatch
import XCTest
import WaypointRx
import WaypointTesting

/// Subjects and relays hammered from many threads: every observer must see its events one at a
/// time (never two calls at once), nothing after a terminal event, and exactly the events it was
/// owed. Run under ThreadSanitizer in CI.
final class SubjectConcurrencyTests: LeakCheckingTestCase {
    /// An element tagged with the thread that sent it and its rank among that thread's elements.
    struct Tagged: Sendable, Equatable {
        let sender: Int
        let sequence: Int
    }

    /// Records what one observer receives and checks the Rx grammar as it goes.
    // @unchecked: counters are atomic; the plain vars are touched only in `on`, which must be serial (checked).
    final class Checker<Element: Sendable>: ObserverType, @unchecked Sendable {
        private let inside = AtomicBox<Bool>(false)
        let overlaps = AtomicBox<Int>(0)
        let afterTerminal = AtomicBox<Int>(0)
        let nextCount = AtomicBox<Int>(0)
        let terminalCount = AtomicBox<Int>(0)
        private var terminated = false
        private var values: [Element] = []
        private let keepValues: Bool

        init(keepValues: Bool = false) {
            self.keepValues = keepValues
        }

        func on(_ event: Event<Element>) {
            if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
            if terminated { afterTerminal.add(1, ordering: .relaxed) }
            switch event {
            case .next(let value):
                nextCount.add(1, ordering: .relaxed)
                if keepValues { values.append(value) }
            case .error, .completed:
                terminated = true
                terminalCount.add(1, ordering: .relaxed)
            }
            inside.store(false, ordering: .releasing)
        }

        /// What it received; read only once the test's threads have joined.
        var received: [Element] { values }

        func assertGrammar(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "overlapping calls", file: file, line: line)
            XCTAssertEqual(afterTerminal.load(ordering: .relaxed), 0, "events after the terminal event", file: file, line: line)
            XCTAssertLessThanOrEqual(terminalCount.load(ordering: .relaxed), 1, "more than one terminal event", file: file, line: line)
        }
    }

    private static let senders = 8
    private static let perSender = 1_500

    /// Asserts that each sender's elements arrived in the order it sent them.
    private func assertPerSenderOrder(_ values: [Tagged], file: StaticString = #filePath, line: UInt = #line) {
        var last = [Int: Int]()
        for value in values {
            if let previous = last[value.sender], previous >= value.sequence {
                XCTFail("sender \(value.sender): \(value.sequence) after \(previous)", file: file, line: line)
                return
            }
            last[value.sender] = value.sequence
        }
    }

    func testPublishSubjectDeliversEveryElementOfConcurrentSendersSeriallyAndInOrder() {
        let subject = PublishSubject<Tagged>()
        let checkers = (0..<4).map { _ in Checker<Tagged>(keepValues: true) }
        let subscriptions = checkers.map { subject.subscribe($0) }
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for sequence in 0..<Self.perSender { subject.onNext(Tagged(sender: sender, sequence: sequence)) }
        }
        subject.onCompleted()
        subject.onNext(Tagged(sender: -1, sequence: 0))
        for checker in checkers {
            checker.assertGrammar()
            XCTAssertEqual(checker.nextCount.load(ordering: .relaxed), Self.senders * Self.perSender)
            XCTAssertEqual(checker.terminalCount.load(ordering: .relaxed), 1)
            assertPerSenderOrder(checker.received)
        }
        XCTAssertFalse(subject.hasObservers)
        subscriptions.forEach { $0.dispose() }
    }

    func testSubscribersJoiningAndLeavingWhileOthersSend() {
        let subject = PublishSubject<Int>()
        let permanent = Checker<Int>()
        let permanentSubscription = subject.subscribe(permanent)
        let transient = Locked<[Checker<Int>]>([])
        DispatchQueue.concurrentPerform(iterations: Self.senders) { index in
            if index.isMultiple(of: 2) {
                for value in 0..<Self.perSender { subject.onNext(value) }
            } else {
                for _ in 0..<300 {
                    let checker = Checker<Int>()
                    let subscription = subject.subscribe(checker)
                    subscription.dispose()
                    transient.withLock { $0.append(checker) }
                }
            }
        }
        permanent.assertGrammar()
        XCTAssertEqual(permanent.nextCount.load(ordering: .relaxed), Self.senders / 2 * Self.perSender)
        for checker in transient.withLock({ $0 }) { checker.assertGrammar() }
        XCTAssertTrue(subject.hasObservers)
        permanentSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// `hasObservers` is read without the subject's lock: a thread that holds a subscription
    /// must see it, whatever other threads subscribe, unsubscribe and send meanwhile.
    func testHasObserversSeesTheCallersOwnSubscriptionWhileOthersJoinAndLeave() {
        let subject = PublishSubject<Int>()
        let missed = AtomicBox<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Self.senders) { index in
            for value in 0..<300 {
                let subscription = subject.subscribe(onNext: { _ in })
                if !subject.hasObservers { missed.add(1, ordering: .relaxed) }
                if index.isMultiple(of: 2) { subject.onNext(value) }
                subscription.dispose()
            }
        }
        XCTAssertEqual(missed.load(ordering: .relaxed), 0, "a subscribed thread found no observers")
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubjectSubscriberRacingOnNextGetsAContiguousRunOfValues() {
        let count = 2_000
        let subject = BehaviorSubject(value: 0)
        let checkers = Locked<[Checker<Int>]>([])
        let subscriptions = Locked<[Disposable]>([])
        DispatchQueue.concurrentPerform(iterations: Self.senders) { index in
            if index == 0 {
                for value in 1...count { subject.onNext(value) }
            } else {
                for _ in 0..<20 {
                    let checker = Checker<Int>(keepValues: true)
                    let subscription = subject.subscribe(checker)
                    checkers.withLock { $0.append(checker) }
                    subscriptions.withLock { $0.append(subscription) }
                }
            }
        }
        for checker in checkers.withLock({ $0 }) {
            checker.assertGrammar()
            let received = checker.received
            guard let first = received.first else {
                XCTFail("no current value delivered")
                continue
            }
            XCTAssertEqual(received, Array(first...count), "a value was missed or duplicated")
        }
        subscriptions.withLock { $0 }.forEach { $0.dispose() }
    }

    func testTerminalEventRacingOnNextEndsEveryObserverExactlyOnce() {
        for _ in 0..<20 {
            let subject = PublishSubject<Int>()
            let checkers = (0..<4).map { _ in Checker<Int>() }
            let subscriptions = checkers.map { subject.subscribe($0) }
            DispatchQueue.concurrentPerform(iterations: Self.senders) { index in
                for value in 0..<200 {
                    if index == 0 && value == 100 { subject.onCompleted() }
                    subject.onNext(value)
                }
            }
            for checker in checkers {
                checker.assertGrammar()
                XCTAssertEqual(checker.terminalCount.load(ordering: .relaxed), 1)
            }
            let late = Checker<Int>()
            _ = subject.subscribe(late)
            XCTAssertEqual(late.terminalCount.load(ordering: .relaxed), 1)
            XCTAssertEqual(late.nextCount.load(ordering: .relaxed), 0)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testDisposeRacingOnNextAndSubscribe() {
        for _ in 0..<20 {
            let subject = ReplaySubject<Int>.create(bufferSize: 4)
            let checkers = Locked<[Checker<Int>]>([])
            let subscriptions = Locked<[Disposable]>([])
            DispatchQueue.concurrentPerform(iterations: Self.senders) { index in
                for value in 0..<200 {
                    if index == 0 && value == 100 { subject.dispose() }
                    if index == 1 && value.isMultiple(of: 10) {
                        let checker = Checker<Int>()
                        let subscription = subject.subscribe(checker)
                        checkers.withLock { $0.append(checker) }
                        subscriptions.withLock { $0.append(subscription) }
                    }
                    subject.onNext(value)
                }
            }
            XCTAssertTrue(subject.isDisposed)
            XCTAssertFalse(subject.hasObservers)
            for checker in checkers.withLock({ $0 }) {
                checker.assertGrammar()
                XCTAssertLessThanOrEqual(checker.nextCount.load(ordering: .relaxed), Self.senders * 200 + 4)
            }
            subscriptions.withLock { $0 }.forEach { $0.dispose() }
        }
    }

    func testReplaySubjectLateSubscribersGetTheBufferThenLiveElementsInOrder() {
        let subject = ReplaySubject<Tagged>.createUnbound()
        let early = Checker<Tagged>(keepValues: true)
        let earlySubscription = subject.subscribe(early)
        let late = Locked<[Checker<Tagged>]>([])
        let lateSubscriptions = Locked<[Disposable]>([])
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for sequence in 0..<Self.perSender {
                subject.onNext(Tagged(sender: sender, sequence: sequence))
                if sender == 0 && sequence.isMultiple(of: 300) {
                    let checker = Checker<Tagged>(keepValues: true)
                    lateSubscriptions.withLock { $0.append(subject.subscribe(checker)) }
                    late.withLock { $0.append(checker) }
                }
            }
        }
        subject.onCompleted()
        early.assertGrammar()
        XCTAssertEqual(early.nextCount.load(ordering: .relaxed), Self.senders * Self.perSender)
        assertPerSenderOrder(early.received)
        for checker in late.withLock({ $0 }) {
            checker.assertGrammar()
            XCTAssertEqual(checker.nextCount.load(ordering: .relaxed), Self.senders * Self.perSender, "buffer plus live elements")
            XCTAssertEqual(checker.terminalCount.load(ordering: .relaxed), 1)
            assertPerSenderOrder(checker.received)
        }
        earlySubscription.dispose()
        lateSubscriptions.withLock { $0 }.forEach { $0.dispose() }
    }

    func testAsyncSubjectSendsTheLastElementOnceToEveryObserver() {
        let subject = AsyncSubject<Int>()
        let checkers = (0..<4).map { _ in Checker<Int>(keepValues: true) }
        let subscriptions = checkers.map { subject.subscribe($0) }
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for value in 0..<Self.perSender { subject.onNext(sender * Self.perSender + value) }
        }
        subject.onNext(-1)
        subject.onCompleted()
        for checker in checkers {
            checker.assertGrammar()
            XCTAssertEqual(checker.received, [-1])
            XCTAssertEqual(checker.terminalCount.load(ordering: .relaxed), 1)
        }
        subscriptions.forEach { $0.dispose() }
    }

    func testRelaysAcceptFromManyThreads() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: -1)
        let publishChecker = Checker<Int>()
        let behaviorChecker = Checker<Int>(keepValues: true)
        let publishSubscription = publish.subscribe(publishChecker)
        let behaviorSubscription = behavior.subscribe(behaviorChecker)
        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for value in 0..<Self.perSender {
                publish.accept(value)
                behavior.accept(sender * Self.perSender + value)
                _ = behavior.value
            }
        }
        publishChecker.assertGrammar()
        behaviorChecker.assertGrammar()
        XCTAssertEqual(publishChecker.nextCount.load(ordering: .relaxed), Self.senders * Self.perSender)
        XCTAssertEqual(behaviorChecker.nextCount.load(ordering: .relaxed), Self.senders * Self.perSender + 1)
        XCTAssertEqual(behaviorChecker.received.last, behavior.value, "the last value delivered is the current value")
        publishSubscription.dispose()
        behaviorSubscription.dispose()
    }

    func testReentrantSendsFromObserversOnManyThreadsDoNotDeadlock() {
        let subject = PublishSubject<Int>()
        let checker = Checker<Int>()
        let echo = subject.subscribe(onNext: { value in
            if value >= 0 { subject.onNext(-1) }  // one echo per original element
        })
        let subscription = subject.subscribe(checker)
        DispatchQueue.concurrentPerform(iterations: Self.senders) { _ in
            for value in 0..<500 { subject.onNext(value) }
        }
        checker.assertGrammar()
        XCTAssertEqual(checker.nextCount.load(ordering: .relaxed), Self.senders * 500 * 2)
        echo.dispose()
        subscription.dispose()
    }
}
