#if canImport(Observation)
import Observation
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Presentation styles on the SwiftUI model: a sheet's detents and the one it rests at, the
/// user's drag reported to the store, the full-screen styles as covers and the others as sheets.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class NavigationModelDetentTests: NavigationModelTestCase {
    override func presentation(_ segment: RouteElementIdentifier) -> Presentation {
        switch segment {
        case "editor": return .modal(.sheet(detents: [.medium, .large]))
        case "player": return .modal(.sheet(detents: [.height(120, "peek"), .large], selected: .large))
        case "slides": return .modal(.overFullScreen)
        case "share": return .modal(.popover(from: "shareButton"))
        default: return .push
        }
    }

    func testASheetOpensAtItsFirstDetentOrTheSelectedOne() {
        setRoute(["editor"], at: 100)
        var first: SheetDetent.Identifier?
        scheduler.scheduleAt(150) { [navigation] in first = navigation!.sheet?.selectedDetent }
        setRoute(["player"], at: 200)
        scheduler.start()
        XCTAssertEqual(first, .medium)
        XCTAssertEqual(navigation.sheet?.selectedDetent, .large)
        XCTAssertEqual(navigation.sheet?.presentationStyle?.detents.map(\.identifier), ["peek", .large])
    }

    func testTheUsersDragReachesTheStoreAndLeavesTheRoute() {
        setRoute(["detail", "editor"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in
            navigation!.sheet?.selectedDetent = .large
            navigation!.sheet?.selectedDetent = .large        // the one shown: nothing
            navigation!.sheet?.selectedDetent = "peek"        // not a detent of this sheet: ignored
        }
        scheduler.start()
        XCTAssertEqual(store.state.detents, [SheetDetentChanged(segment: "editor", detent: .large)])
        XCTAssertEqual(route, ["detail", "editor"])
        XCTAssertEqual(navigation.sheet?.selectedDetent, .large)
    }

    func testARequestMovesTheSheetThroughItsSelectionWithoutReportingADrag() {
        setRoute(["detail", "editor"], at: 100)
        var before: SheetDetent.Identifier?
        scheduler.scheduleAt(150) { [navigation] in before = navigation!.sheet?.selectedDetent }
        scheduler.scheduleAt(200) { [router] in _ = router!.selectSheetDetent(.large, of: "editor") }
        scheduler.start()
        XCTAssertEqual(before, .medium)
        XCTAssertEqual(navigation.sheet?.selectedDetent, .large)
        XCTAssertEqual(store.state.navigationState.sheetDetents, [["detail", "editor"]: .large])
        XCTAssertEqual(store.state.detents, [], "the router's change is not the user's drag")
        // SwiftUI writes the binding back with the value it shows: nothing is reported.
        navigation.sheet?.selectedDetent = .large
        XCTAssertEqual(store.state.detents, [])
    }

    func testARequestThatPresentsTheSheetOpensItAtItsDetentAndADragIsSynced() {
        scheduler.scheduleAt(100) { [router] in _ = router!.navigate { $0.to(["player"]).sheetDetent("peek") } }
        var opened: SheetDetent.Identifier?
        scheduler.scheduleAt(150) { [navigation] in opened = navigation!.sheet?.selectedDetent }
        scheduler.scheduleAt(200) { [navigation] in navigation!.sheet?.selectedDetent = .large }
        scheduler.start()
        XCTAssertEqual(opened, "peek")
        XCTAssertEqual(store.state.navigationState.sheetDetents, [["player"]: .large])
        XCTAssertEqual(store.state.detents, [SheetDetentChanged(segment: "player", detent: .large)])
    }

    func testOverFullScreenIsACoverAndAPopoverASheet() {
        setRoute(["slides"], at: 100)
        var cover: NavigationModel?
        scheduler.scheduleAt(150) { [navigation] in cover = navigation!.fullScreenCover }
        setRoute(["share"], at: 200)
        scheduler.start()
        XCTAssertEqual(cover?.root?.segment, "slides")
        XCTAssertEqual(navigation.sheet?.root?.segment, "share")
        XCTAssertNil(navigation.fullScreenCover)
        XCTAssertEqual(navigation.sheet?.presentationStyle, .popover(from: "shareButton"))
    }

    func testARequestsStyleDecidesBetweenSheetAndCover() {
        scheduler.scheduleAt(100) { [router] in router!.navigate { $0.push("editor").presented(as: .fullScreen) } }
        var cover: NavigationModel?
        scheduler.scheduleAt(150) { [navigation] in cover = navigation!.fullScreenCover }
        setRoute([], at: 200)
        scheduler.scheduleAt(300) { [router] in router!.navigate { $0.push("slides").presented(as: .formSheet) } }
        scheduler.start()
        XCTAssertEqual(cover?.root?.segment, "editor")
        XCTAssertEqual(cover?.presentationStyle, .fullScreen)
        XCTAssertNil(navigation.fullScreenCover)
        XCTAssertEqual(navigation.sheet?.root?.segment, "slides")
        XCTAssertEqual(navigation.sheet?.presentationStyle, .formSheet)
        XCTAssertEqual(route, ["slides"])
    }
}
#endif
