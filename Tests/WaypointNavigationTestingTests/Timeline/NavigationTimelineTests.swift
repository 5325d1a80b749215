import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class NavigationTimelineTests: XCTestCase {
    private let a = NavigationID(rawValue: 40)
    private let b = NavigationID(rawValue: 41)

    func testEveryEventHasACompactLineAndNavigationsAreNumberedByFirstMention() {
        let push = RoutingAction.push(responsibleRoutableIndex: 1, segmentToBePushed: "user")
        let events: [Recorded<NavigationEvent>] = [
            Recorded(time: 0, value: NavigationEvent(a, .started(from: [], to: ["home", "user"], trigger: .request))),
            Recorded(time: 0, value: NavigationEvent(a, .guardsPassed)),
            Recorded(time: 0, value: NavigationEvent(a, .held(by: "Login"))),
            Recorded(time: 0, value: NavigationEvent(a, .cacheHit(identifier: "account"))),
            Recorded(time: 1, value: NavigationEvent(a, .stepStarted(push))),
            Recorded(time: 2, value: NavigationEvent(a, .stepEnded(.pop(responsibleRoutableIndex: 1, segmentToBePopped: "user")))),
            Recorded(time: 2, value: NavigationEvent(a, .stepStarted(.change(responsibleRoutableIndex: 0, segmentToBeReplaced: "home", newSegment: "stats")))),
            Recorded(time: 3, value: NavigationEvent(a, .stepEnded(.change(responsibleRoutableIndex: 0, segmentToBeReplaced: "home", newSegment: "stats")))),
            Recorded(time: 3, value: NavigationEvent(a, .cancelled(.superseded(by: b)))),
            Recorded(time: 3, value: NavigationEvent(b, .cancelled(.superseded(by: nil)))),
            Recorded(time: 4, value: NavigationEvent(b, .cancelled(.redirected(to: ["login"], navigationID: NavigationID(rawValue: 7))))),
            Recorded(time: 4, value: NavigationEvent(b, .cancelled(.guardRejected(.guardRejected(guardName: "G", reason: "no"))))),
            Recorded(time: 4, value: NavigationEvent(b, .cancelled(.aborted))),
            Recorded(time: 5, value: NavigationEvent(b, .failed(.nothingToPop))),
            Recorded(time: 5, value: NavigationEvent(b, .duplicateCompletion(push))),
            Recorded(time: 5, value: NavigationEvent(b, .lateCompletion(push))),
            Recorded(time: 6, value: NavigationEvent(b, .userNavigated(from: ["home", "user"], to: ["home"], by: .popped))),
            Recorded(time: 6, value: NavigationEvent(b, .synced(route: ["home"]))),
            Recorded(time: 7, value: NavigationEvent(b, .started(from: ["home"], to: ["home"], trigger: .action))),
            Recorded(time: 7, value: NavigationEvent(b, .completed(route: ["home"]))),
        ]
        XCTAssertEqual(NavigationTimeline.lines(events), [
            "0 #1 start / → /home/user [request]",
            "0 #1 guards passed",
            "0 #1 held by Login",
            "0 #1 cache hit account",
            "1 #1 push user",
            "2 #1 popped user",
            "2 #1 change home → stats",
            "3 #1 changed home → stats",
            "3 #1 cancelled: superseded by #2",
            "3 #2 cancelled: superseded",
            "4 #2 cancelled: redirected to /login as #3",
            "4 #2 cancelled: guard rejected: Guard G rejected the navigation: no",
            "4 #2 cancelled: aborted",
            "5 #2 failed: Nothing on screen to go back from",
            "5 #2 duplicate completion of push user",
            "5 #2 late completion of push user",
            "6 #2 user popped /home/user → /home",
            "6 #2 synced /home",
            "7 #2 start /home → /home",
            "7 #2 completed /home",
        ])
    }

    func testParsingKeepsTicksDownwardsDropsCommentsAndCollapsesSpaces() throws {
        XCTAssertEqual(try NavigationTimeline.parse("""

              0  #1 start / → /home    // the dispatch
                 #1 push home

             10 #1   pushed home
            // a comment line
             20 #1 failed: No route matches the link "myapp://posts/1" // links stay whole
            """), ["0 #1 start / → /home", "0 #1 push home", "10 #1 pushed home", #"20 #1 failed: No route matches the link "myapp://posts/1""#])
    }

    func testBadLinesThrowWithTheirLineNumber() {
        XCTAssertThrowsError(try NavigationTimeline.parse("\n  #1 push home")) { error in
            XCTAssertEqual(error as? NavigationTimelineSyntaxError, NavigationTimelineSyntaxError("the first event needs a tick", line: 2, text: "  #1 push home"))
        }
        XCTAssertThrowsError(try NavigationTimeline.parse("3 #1")) { error in
            XCTAssertEqual((error as? NavigationTimelineSyntaxError)?.message, "expected what happened after #1")
        }
        XCTAssertThrowsError(try NavigationTimeline.parse("3 #x push")) { error in
            XCTAssertEqual(String(describing: error), "Bad navigation timeline, line 1: expected a navigation number (#1) after the tick\n  3 #x push")
        }
    }

    func testAStepWithATickRangeStandsForItsStartAndItsEnd() throws {
        XCTAssertEqual(try NavigationTimeline.parse("""
              0   #1 start / → /tabs/stats
              0-10 #1 push tabs
             10-20 #1 change home → stats
            // a line without a tick takes the range's end
                  #1 pop settings
            20-30 #2 pop user
            """), [
            "0 #1 start / → /tabs/stats",
            "0 #1 push tabs", "10 #1 pushed tabs",
            "10 #1 change home → stats", "20 #1 changed home → stats",
            "20 #1 pop settings",
            "20 #2 pop user", "30 #2 popped user",
        ])
        XCTAssertThrowsError(try NavigationTimeline.parse("0-1 #1 completed /home")) { error in
            XCTAssertEqual(String(describing: error), "Bad navigation timeline, line 1: a tick range (0-1) is for a step: push, pop, change or select\n  0-1 #1 completed /home")
        }
        XCTAssertThrowsError(try NavigationTimeline.parse("0-x #1 push home"))
    }

    func testAHarnessExpectsStepsWithTickRanges() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.expect("""
            0   #1 start / → /home/user
            0-1 #1 push home
            1-2 #1 push user
            2   #1 completed /home/user
            """)
    }

    func testNumberingRemembersIDs() {
        var numbering = NavigationNumbering()
        XCTAssertEqual(numbering.number(of: b), 1)
        XCTAssertEqual(numbering.number(of: a), 2)
        XCTAssertEqual(numbering.number(of: b), 1)
        XCTAssertEqual(numbering.id(numbered: 2), a)
        XCTAssertNil(numbering.id(numbered: 3))
    }

    func testLineDiffMarksWhatDiffers() {
        XCTAssertNil(LineDiff.describe(expected: ["a"], actual: ["a"]))
        XCTAssertEqual(LineDiff.describe(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"]), """
                a
              − b
              + x
                c
              + d
            """)
    }
}
