import XCTest
import WaypointRx
import WaypointTesting

final class MarbleDiagramTests: LeakCheckingTestCase {
    struct TestError: Error {}

    private func syntaxError(_ body: () throws -> Void) -> MarbleSyntaxError? {
        do {
            try body()
            return nil
        } catch let error as MarbleSyntaxError {
            return error
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    // MARK: - Parsing

    func testFramesAreTenTicksAndValuesErrorsAndCompletionAreRead() throws {
        let events = try MarbleDiagram.recorded("--a-b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(20, 1), .next(40, 2), .completed(70)])
        let failing: [Recorded<Event<Int>>] = try MarbleDiagram.recorded("-a-x", values: ["a": 1], errors: ["x": TestError()])
        XCTAssertEqual(failing, [.next(10, 1), .error(30, TestError())])
    }

    func testHashIsMarbleTestErrorUnlessGiven() throws {
        let plain: [Recorded<Event<Int>>] = try MarbleDiagram.recorded("--#")
        XCTAssertEqual(plain, [.error(20, MarbleTestError())])
        let given: [Recorded<Event<Int>>] = try MarbleDiagram.recorded("--#", errors: ["#": TestError()])
        XCTAssertEqual(given, [.error(20, TestError())])
    }

    func testFrameLengthAndOriginAreConfigurable() throws {
        let events = try MarbleDiagram.recorded("-a--|", values: ["a": 1], origin: 200, frameTicks: 1)
        XCTAssertEqual(events, [.next(201, 1), .completed(204)])
    }

    func testGroupsShareTheFrameOfTheirParenthesisAndEveryCharacterTakesAFrame() throws {
        let events = try MarbleDiagram.recorded("--(ab)-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(20, 1), .next(20, 2), .completed(70)])
        let terminalInGroup = try MarbleDiagram.recorded("(a|)", values: ["a": 1])
        XCTAssertEqual(terminalInGroup, [.next(0, 1), .completed(0)])
    }

    func testWhitespaceIsIgnoredAndTakesNoFrame() throws {
        let events = try MarbleDiagram.recorded("  -a - b\n |", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(10, 1), .next(30, 2), .completed(40)])
    }

    func testSubscriptionPointIsFrameZero() throws {
        let events = try MarbleDiagram.recorded("-a-^-b-|", values: ["a": 1, "b": 2], origin: 200)
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(240)])
    }

    // MARK: - Test observables

    func testHotObservableFromMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .completed(240)])
        let res = scheduler.start { xs.map { $0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(240)])
        XCTAssertMarbles(res, "--b-|", values: ["b": 2])
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testHotObservableWithoutCaretStartsAtTheSubscriptionTick() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a--b--|", values: ["a": 1, "b": 2], errors: ["#": TestError()])
        XCTAssertEqual(xs.recordedEvents, [.next(220, 1), .next(250, 2), .completed(280)])
        let early = try scheduler.createHotObservable("a|", values: ["a": 1], subscribed: 50)
        XCTAssertEqual(early.recordedEvents, [.next(50, 1), .completed(60)])
        scheduler.start()
    }

    func testHotObservableBeforeTickZeroIsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = syntaxError { _ = try scheduler.createHotObservable("a---^-|", values: ["a": 1], subscribed: 20) }
        XCTAssertEqual(error?.message.contains("before tick 0"), true, "\(String(describing: error))")
    }

    func testColdObservableIsRelativeToEachSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("--a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .next(240, 3), .completed(290)])
        XCTAssertMarbles(res, "--a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertSubscriptions(xs, "^--------!")
    }

    func testColdObservableRejectsCaret() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = syntaxError { _ = try scheduler.createColdObservable("-^-a", values: ["a": 1]) }
        XCTAssertEqual(error?.position, 1)
        XCTAssertTrue(error?.message.contains("cold") ?? false)
    }

    // MARK: - Subscription diagrams

    func testSubscriptionDiagrams() throws {
        XCTAssertEqual(try MarbleDiagram.subscription("^---!"), Subscription(200, 240))
        XCTAssertEqual(try MarbleDiagram.subscription("--^--"), Subscription(220))
        XCTAssertEqual(try MarbleDiagram.subscription("  ^-!", origin: 0, frameTicks: 5), Subscription(0, 10))
        XCTAssertEqual(syntaxError { _ = try MarbleDiagram.subscription("--!") }?.position, 2)
        XCTAssertEqual(syntaxError { _ = try MarbleDiagram.subscription("^-^") }?.position, 2)
        XCTAssertEqual(syntaxError { _ = try MarbleDiagram.subscription("^-a") }?.position, 2)
        XCTAssertNotNil(syntaxError { _ = try MarbleDiagram.subscription("---") })
    }

    // MARK: - Mistakes

    func testBadDiagramsThrowAndPointAtTheCharacter() {
        func position(_ diagram: String, values: [String: Int] = ["a": 1], errors: [String: Error] = [:]) -> Int?? {
            syntaxError { _ = try MarbleDiagram.recorded(diagram, values: values, errors: errors) }.map(\.position)
        }
        XCTAssertEqual(position("--a--x--|"), 5)
        XCTAssertEqual(position("--(a"), 2)
        XCTAssertEqual(position("--a)"), 3)
        XCTAssertEqual(position("(a(a))"), 2)
        XCTAssertEqual(position("(a-a)"), 2)
        XCTAssertEqual(position("(a^)"), 2)
        XCTAssertEqual(position("()"), 1)
        XCTAssertEqual(position("^-^"), 2)
        XCTAssertEqual(position("-a-", values: ["ab": 1]), .some(nil))
        XCTAssertEqual(position("-a-", values: ["-": 1]), .some(nil))
        XCTAssertEqual(position("-a-", values: ["a": 1], errors: ["a": TestError()]), .some(nil))
        XCTAssertNotNil(syntaxError { _ = try MarbleDiagram.recorded("-a", values: ["a": 1], frameTicks: 0) })
        XCTAssertNil(syntaxError { _ = try MarbleDiagram.recorded("-x", errors: ["#": TestError(), "x": TestError()]) as [Recorded<Event<Int>>] })
    }

    func testSyntaxErrorDescriptionQuotesTheDiagramWithACaret() {
        let error = syntaxError { _ = try MarbleDiagram.recorded("--a--x", values: ["a": 1]) }
        XCTAssertEqual(error?.description, """
            Bad marble diagram: no value or error is given for "x"
              --a--x
                   ^
            """)
    }

    // MARK: - Rendering and mismatches

    func testRenderIsTheInverseOfParsingOnFrames() throws {
        let values = ["a": 1, "b": 2, "c": 3]
        for diagram in ["--a-b--|", "(ab)-c--#", "a", "---(a|)"] {
            let events = try MarbleDiagram.recorded(diagram, values: values, origin: 200)
            XCTAssertEqual(MarbleDiagram.render(events, values: values, origin: 200), diagram)
        }
    }

    func testRenderMarksUnknownValuesAndOffFrameEvents() {
        let events: [Recorded<Event<Int>>] = [.next(211, 1), .next(230, 9), .error(250, TestError())]
        XCTAssertEqual(MarbleDiagram.render(events, values: ["a": 1]),
                       "-a-?-?   (not on a frame: 211: next(1))")
    }

    func testMismatchReportShowsBothTimelines() throws {
        let actual: [Recorded<Event<Int>>] = [.next(220, 1), .completed(260)]
        XCTAssertNil(try MarbleDiagram.mismatch(actual, expected: "--a---|", values: ["a": 1]))
        let report = try MarbleDiagram.mismatch(actual, expected: "--a--|", values: ["a": 1])
        XCTAssertNotNil(report)
        XCTAssertTrue(report!.contains("expected: --a--|"), report!)
        XCTAssertTrue(report!.contains("actual:   --a---|"), report!)
        XCTAssertTrue(report!.contains("✗ 250: completed"), report!)
    }

    func testMismatchWithBadDiagramThrows() {
        XCTAssertNotNil(syntaxError { _ = try MarbleDiagram.mismatch([Recorded<Event<Int>>](), expected: "--z") })
    }
}
