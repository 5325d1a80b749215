import XCTest
import WaypointRouter
import WaypointRx

/// The texts an app developer reads in `onFailure`, `await` and the events: each names what was
/// refused or failed, which segment of the route, and why — not the router's step notation.
final class RoutingErrorTests: XCTestCase {
    func testARefusedStepSaysWhatItDoesToWhichSegment() {
        XCTAssertEqual(RoutingError.routableRejected(step: .push(responsibleRoutableIndex: 1, segmentToBePushed: "thread(id: 7)"),
                                                     reason: "offline").description,
                       "The routable refused to push thread(id: 7) as segment 2 of the route: offline")
        XCTAssertEqual(RoutingError.routableRejected(step: .pop(responsibleRoutableIndex: 2, segmentToBePopped: "settings"),
                                                     reason: "unsaved changes").description,
                       "The routable refused to pop settings, segment 3 of the route: unsaved changes")
        XCTAssertEqual(RoutingError.routableRejected(step: .change(responsibleRoutableIndex: 0, segmentToBeReplaced: "feed", newSegment: "account"),
                                                     reason: "\"account\" is not a tab").description,
                       "The routable refused to replace feed with account as segment 1 of the route: \"account\" is not a tab")
        XCTAssertEqual(RoutingError.routableRejected(step: .selectDetent(responsibleRoutableIndex: 1, segment: "player", detent: "huge"),
                                                     reason: "player has no detent huge").description,
                       "The routable refused to move the sheet of player (segment 2 of the route) to its huge detent: player has no detent huge")
    }

    func testATimedOutStepAndAMissingRoutableSayWhichStep() {
        XCTAssertEqual(RoutingError.stepTimedOut(step: .push(responsibleRoutableIndex: 0, segmentToBePushed: "export"), timeout: .seconds(5)).description,
                       "The step to push export as segment 1 of the route did not complete within 5.0 s "
                       + "(the routable did not call its completion handler in time)")
        XCTAssertEqual(RoutingError.missingRoutable(step: .push(responsibleRoutableIndex: 3, segmentToBePushed: "detail")).description,
                       "No routable to push detail as segment 4 of the route: a push or change before it returned no routable for that depth")
    }
}
