#if canImport(Observation)
import Observation
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Popovers on the SwiftUI model: a `.popover(from:)` modal is the popover of the view that
/// declares its anchor (`self[popoverAt:]`, the binding `routedAnchor(_:)` attaches), a sheet
/// while no view declares it, the route the same either way; the user dismissing it is a
/// user-made change, and a router-made dismissal ends when its content left the screen.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class NavigationModelPopoverTests: ShownNavigationModelTestCase {
    override func presentation(_ segment: RouteElementIdentifier) -> Presentation {
        switch segment {
        case "share": return .modal(.popover(from: "shareButton"))
        case "palette": return .modal(.popover(from: "paletteButton", staysPopoverInCompactWidth: true))
        case "login": return .sheet
        default: return .push
        }
    }

    func testAPopoverIsShownFromTheViewThatDeclaresItsAnchor() {
        at(50) { self.navigation.anchorAppeared("shareButton") }
        setRoute(["share"], at: 100)
        scheduler.start()
        XCTAssertEqual(navigation[popoverAt: "shareButton"]?.root?.segment, "share")
        XCTAssertNil(navigation[popoverAt: "other"])
        XCTAssertNil(navigation.sheet, "not a sheet as well")
        XCTAssertNil(navigation.modal, "nor the macOS sheet")
        XCTAssertEqual(navigation.presentedModal?.presentationStyle, .popover(from: "shareButton"))
        XCTAssertEqual(route, ["share"])
        XCTAssertEqual(timeline.suffix(3), ["100 #1 push share", "110 #1 pushed share", "110 #1 completed /share"],
                       "the presentation ends when the popover's root appeared")
    }

    func testThePopoversModelCarriesWhetherItStaysAPopoverInCompactWidth() {
        at(50) {
            self.navigation.anchorAppeared("shareButton")
            self.navigation.anchorAppeared("paletteButton")
        }
        setRoute(["palette"], at: 100)
        var palette: ModalStyle?
        at(150) { palette = self.navigation[popoverAt: "paletteButton"]?.presentationStyle }
        setRoute(["share"], at: 200)
        scheduler.start()
        XCTAssertEqual(palette?.staysPopoverInCompactWidth, true, "its content applies presentationCompactAdaptation(.popover)")
        XCTAssertEqual(navigation[popoverAt: "shareButton"]?.presentationStyle?.staysPopoverInCompactWidth, false,
                       "SwiftUI's adaptation: a sheet in compact width")
        XCTAssertEqual(route, ["share"])
    }

    func testAPopoverWhoseAnchorNoViewDeclaresIsASheetUntilOneDoes() {
        setRoute(["share"], at: 100)
        var shown: [String] = []
        func record(_ tick: Int) {
            at(tick) {
                let popover = self.navigation[popoverAt: "shareButton"]?.root?.segment ?? "-"
                let sheet = self.navigation.sheet?.root?.segment ?? "-"
                shown.append("\(tick) popover \(popover) sheet \(sheet) route \(self.route)")
            }
        }
        record(150)
        at(200) { self.navigation.anchorAppeared("shareButton") }
        record(250)
        at(300) { self.navigation.anchorDisappeared("shareButton") }
        record(350)
        scheduler.start()
        XCTAssertEqual(shown, [
            "150 popover - sheet share route [\"share\"]",
            "250 popover share sheet - route [\"share\"]",
            "350 popover - sheet share route [\"share\"]",
        ])
        XCTAssertEqual(navigation.declaredAnchors, [])
    }

    func testAnAnchorStaysDeclaredWhileAnyViewDeclaresIt() {
        navigation.anchorAppeared("shareButton")
        navigation.anchorAppeared("shareButton")      // the screen's old and new view, mid-update
        navigation.anchorDisappeared("shareButton")
        XCTAssertEqual(navigation.declaredAnchors, ["shareButton"])
        navigation.anchorDisappeared("shareButton")
        navigation.anchorDisappeared("shareButton")   // one too many changes nothing
        XCTAssertEqual(navigation.declaredAnchors, [])
        navigation.anchorAppeared("shareButton")
        XCTAssertEqual(navigation.declaredAnchors, ["shareButton"])
        scheduler.start()
    }

    func testADeclaredAnchorMovesThePopoverAndNotifiesObservers() {
        setRoute(["share"], at: 100)
        scheduler.start()
        let changes = Locked(0)
        let navigation = self.navigation!
        withObservationTracking {
            _ = navigation.sheet
            _ = navigation[popoverAt: "shareButton"]
        } onChange: {
            changes.withLock { $0 += 1 }
        }
        navigation.anchorAppeared("shareButton")
        XCTAssertEqual(changes.withLock { $0 }, 1)
    }

    func testTheUserDismissingThePopoverIsAUserMadeChange() {
        at(50) { self.navigation.anchorAppeared("shareButton") }
        setRoute(["user/1", "share"], at: 100)
        at(200) {
            self.navigation.sheet = nil                        // not the sheet's: ignored
            self.navigation.fullScreenCover = nil
            self.navigation[popoverAt: "other"] = nil          // another anchor's: ignored
        }
        at(250) { self.navigation[popoverAt: "shareButton"] = nil }   // a tap outside the popover
        scheduler.start()
        XCTAssertEqual(route, ["user/1"])
        XCTAssertNil(navigation.presentedModal)
        XCTAssertEqual(timeline.suffix(2), ["250 #2 user dismissed /user/1/share → /user/1", "250 #2 synced /user/1"])
        XCTAssertEqual(views.log, ["100 animate", "110 animate"], "a user-made dismissal runs no transition")
    }

    func testThePopoverAsASheetIsDismissedThroughTheSheetsBinding() {
        setRoute(["share"], at: 100)
        at(200) { self.navigation[popoverAt: "shareButton"] = nil }   // not shown from an anchor: ignored
        at(250) { self.navigation.sheet = nil }                       // the sheet swiped down
        scheduler.start()
        XCTAssertEqual(route, [])
        XCTAssertEqual(timeline.suffix(2), ["250 #2 user dismissed /share → /", "250 #2 synced /"])
    }

    func testDismissAPopoverThenPresentASheetWaitsForThePopoverToLeave() {
        at(50) { self.navigation.anchorAppeared("shareButton") }
        setRoute(["share"], at: 100)
        setRoute(["login"], at: 200)
        scheduler.start()
        // The popover's content reports its `onDisappear` 10 ticks after the dismissal.
        XCTAssertEqual(views.log, ["100 animate", "200 animate", "210 animate"])
        XCTAssertEqual(timeline.suffix(4), ["200 #2 start /share → /login", "200 #2 change share → login",
                                            "220 #2 changed share → login", "220 #2 completed /login"])
        XCTAssertEqual(navigation.sheet?.root?.segment, "login")
        XCTAssertNil(navigation[popoverAt: "shareButton"])
    }
}
#endif
