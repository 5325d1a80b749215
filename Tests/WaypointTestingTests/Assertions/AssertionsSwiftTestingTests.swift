import Testing
import WaypointRx
import WaypointTesting

/// Every WaypointTesting assertion inside a Swift Testing `@Test`: passing records nothing,
/// failing records an issue carrying the readable report.
@Suite struct AssertionsSwiftTestingTests {
    struct TestError: Error {}

    @Test func passingTimelineAssertionsRecordNoIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        assertEvents(res, [.next(210, 2), .completed(250)])
        assertEvents(res.events, [.next(210, 2), .completed(250)])
        assertSubscriptions(xs, [Subscription(200, 250)])
        assertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        assertMarbles(res, "-a---|", values: ["a": 2])
        assertSubscriptions(xs, "^----!")
    }

    @Test func aDifferentTimelineIsAnIssueWithTheDiff() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        withKnownIssue {
            assertEvents(res, [.next(200, 2), .completed(200)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Timelines differ") && $0.rawValue.contains("✗ 200: next(2)") }
        }
    }

    /// Whether `issue` was recorded at `line` of this file. (The file is compared by name: the
    /// `XCTAssertEqual` overloads only get `#filePath`, so their `fileID` is derived from it.)
    static func issue(_ issue: Issue, isAt line: Int) -> Bool {
        issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertionsSwiftTestingTests.swift"
    }

    @Test func anIssuePointsAtTheLineThatAsserted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.map { $0 } }
        let line1 = #line; withKnownIssue { assertEvents(res, []) } matching: { Self.issue($0, isAt: line1) }
        let line2 = #line; withKnownIssue { assertSubscriptions(xs, [Subscription(200, 260)]) } matching: { Self.issue($0, isAt: line2) }
        let line3 = #line; withKnownIssue { assertMarbles(res, "--|") } matching: { Self.issue($0, isAt: line3) }
        let line4 = #line; withKnownIssue { XCTAssertEqual(res.events, [.completed(260)]) } matching: { Self.issue($0, isAt: line4) }
    }

    @Test func theXCTestNamedAssertionsAlsoRecordIssues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.map { $0 } }
        withKnownIssue {
            XCTAssertEqual(res.events, [.completed(260)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("250: completed") }
        }
        withKnownIssue {
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("(200 : 250)") }
        }
        withKnownIssue {
            XCTAssertEvents(res, [])
        }
        withKnownIssue {
            XCTAssertMarbles(res, "--|")
        }
        withKnownIssue {
            XCTAssertSubscriptions(xs, "^-!")
        }
    }

    @Test func aWrongSubscriptionLogIsAnIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        _ = scheduler.start { xs.map { $0 } }
        withKnownIssue {
            assertSubscriptions(xs, [Subscription(200, 300)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("(200 : 300)") && $0.rawValue.contains("(200 : 250)") }
        }
    }

    @Test func aMarbleMismatchAndABadDiagramAreIssues() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        withKnownIssue {
            assertMarbles(res, "-a|", values: ["a": 1])
        }
        withKnownIssue {
            assertMarbles(res, "a|(", values: ["a": 1])
        }
    }

    @Test func aGrammarViolationIsAnIssue() {
        let checker = GrammarChecker<Int>()
        checker.on(.completed)
        checker.on(.next(1))
        withKnownIssue {
            assertGrammar(checker, "after completion")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("after completion") }
        }
        withKnownIssue {
            XCTAssertGrammar(checker, terminal: .completed)
        }
        let clean = GrammarChecker<Int>()
        clean.on(.completed)
        assertGrammar(clean, terminal: .completed)
    }

    @Test func traitTimelinesAreAssertedAsTheirObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        assertEvents(scheduler.start { xs.asSingle() }, [.next(210, 1), .completed(210)])
        let maybe = TestScheduler(initialClock: 0)
        assertEvents(maybe.start { Maybe<Int>.empty() }, [.completed(200)])
        let completable = TestScheduler(initialClock: 0)
        assertEvents(completable.start { Completable.error(TestError()) }, [.error(200, TestError())])
    }

    @Test func traitEventsCompareByCaseElementAndErrorDescription() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent<Int>.error(TestError()) == .error(TestError()))
        #expect(MaybeEvent<Int>.error(TestError()) != .completed)
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(TestError()) == .error(TestError()))
        #expect(CompletableEvent.error(TestError()) != .completed)
        #expect(SingleEvent.success(1) == .success(1))
        #expect(SingleEvent.success(1) != .success(2))
        #expect(SingleEvent<Int>.failure(TestError()) == .failure(TestError()))
        #expect(SingleEvent<Int>.failure(TestError()) != .success(1))
    }
}
