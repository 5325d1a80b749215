@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 28: a sheet's detents on UIKit's sheet presentation controller at run time — the sheet
/// opens with the detents its `ModalStyle` registers, at the registered one (or the state's); the
/// user's drag to another detent reaches the router and the store as `SheetDetentChanged` (the
/// route stays) and the app's own sheet delegate still hears it; a request moves the sheet inside
/// `animateChanges`, which no delegate hears. (Custom heights are iOS 16.)
@available(iOS 16.0, *)
@available(tvOS, unavailable)
final class SheetDetentGlueTests: GlueTestCase {
    /// Opens `editor` over `home` (in a single-stack app); its sheet presentation controller.
    /// With `delegate`, the app's own delegate of the sheet (which the test keeps alive).
    @MainActor
    private static func openEditor(in app: GlueApp, delegate: AppSheetDelegate? = nil) throws -> UISheetPresentationController {
        app.navigate(["editor"])
        app.settle()
        let modal = try XCTUnwrap(app.home.presentedViewController as? UINavigationController)
        XCTAssertEqual(modal.viewControllers.first?.title, "editor")
        if let delegate { try XCTUnwrap(app.homeStack.presentedModal).presentationDelegate = delegate }
        return try XCTUnwrap(modal.sheetPresentationController)
    }

    func testASheetOpensWithItsRegisteredDetentsAtTheRegisteredOne() throws {
        try onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            let sheet = try Self.openEditor(in: app)
            XCTAssertEqual(sheet.detents.map(\.fakeName), ["medium", "large", "peek"])
            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            let context = FakeDetentResolutionContext(maximumDetentValue: 800)
            XCTAssertEqual(sheet.detents.map { $0.fakeHeight(in: context) }, [nil, nil, 200], "peek is 200 points")
            // Set before the presentation, once each.
            let sheetCalls = UIKitFake.log.filter { $0.contains(".sheet.") || $0.hasPrefix("presentation of") }
            XCTAssertEqual(sheetCalls.count, 3, "\(UIKitFake.log)")
            XCTAssertTrue(sheetCalls.last?.hasPrefix("presentation of") ?? false, "\(UIKitFake.log)")
            XCTAssertEqual(app.route, ["editor"])
            XCTAssertEqual(app.store.state.detents, [])
        }
    }

    func testTheUsersDragReachesTheStoreAndTheAppsSheetDelegate() throws {
        try onMain {
            let record = DelegateRecord()
            let appDelegate = AppSheetDelegate(record)
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            let sheet = try Self.openEditor(in: app, delegate: appDelegate)
            sheet.fakeUserDrags(to: .medium)
            app.run()
            sheet.fakeUserDrags(to: .medium)   // no change: nothing
            sheet.fakeUserDrags(to: UISheetPresentationController.Detent.Identifier("peek"))
            app.run()
            XCTAssertEqual(record.calls, ["didChangeSelectedDetent medium", "didChangeSelectedDetent peek"])
            XCTAssertEqual(app.store.state.detents, [SheetDetentChanged(segment: "editor", detent: .medium),
                                                     SheetDetentChanged(segment: "editor", detent: "peek")])
            XCTAssertEqual(app.route, ["editor"], "a drag does not change the route")
            XCTAssertTrue(app.home.presentedViewController === sheet.presentedViewController)
            XCTAssertEqual(UIKitFake.transitionsInFlight, [])
        }
    }

    func testARequestMovesTheSheetInsideAnimateChangesAndNoDelegateHearsIt() throws {
        try onMain {
            let record = DelegateRecord()
            let appDelegate = AppSheetDelegate(record)
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            let sheet = try Self.openEditor(in: app, delegate: appDelegate)
            var start = UIKitFake.log.count
            var result: [String] = []
            _ = app.router.selectSheetDetent(.medium, of: "editor").subscribe(onNext: { result.append($0.route.routeDescription) })
            app.run()
            XCTAssertEqual(Array(UIKitFake.log.dropFirst(start)),
                           ["UINavigationController.sheet.animateChanges {", "UINavigationController.sheet.selectedDetentIdentifier = medium", "}"])
            XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
            XCTAssertEqual(result, ["/editor"], "ends once set: UIKit gives the change no completion")
            XCTAssertEqual(record.calls, [], "UIKit does not tell the sheet's delegate about a change the app made")
            XCTAssertEqual(app.store.state.detents, [], "nor is it reported as the user's drag")
            XCTAssertEqual(app.store.state.navigationState.sheetDetents, [["editor"]: .medium])
            XCTAssertTrue(app.home.presentedViewController === sheet.presentedViewController, "not presented again")
            // Without animation, the identifier is set directly.
            start = UIKitFake.log.count
            _ = app.router.selectSheetDetent("peek", of: "editor", animated: false)
            app.run()
            XCTAssertEqual(Array(UIKitFake.log.dropFirst(start)), ["UINavigationController.sheet.selectedDetentIdentifier = peek"])
            // The user's drag then reaches the router (the state follows) and the store.
            sheet.fakeUserDrags(to: .large)
            app.run()
            XCTAssertEqual(app.store.state.navigationState.sheetDetents, [["editor"]: .large])
            XCTAssertEqual(app.store.state.detents, [SheetDetentChanged(segment: "editor", detent: .large)])
            XCTAssertEqual(UIKitFake.transitionsInFlight, [])
        }
    }

    func testARequestThatPresentsTheSheetOpensItAtTheStatesDetent() throws {
        try onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            _ = app.router.navigate { $0.to(["editor"]).sheetDetent("peek") }
            app.settle()
            let modal = try XCTUnwrap(app.home.presentedViewController as? UINavigationController)
            let sheet = try XCTUnwrap(modal.sheetPresentationController)
            XCTAssertEqual(sheet.selectedDetentIdentifier, UISheetPresentationController.Detent.Identifier("peek"))
            XCTAssertEqual(app.store.state.navigationState.sheetDetents, [["editor"]: "peek"])
            XCTAssertFalse(UIKitFake.log.contains { $0.contains("animateChanges") }, "it opens there, nothing moves")
        }
    }

    func testADragWithoutAnAppDelegateStillReachesTheStore() throws {
        try onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            let sheet = try Self.openEditor(in: app)
            sheet.fakeUserDrags(to: .medium)
            app.run()
            XCTAssertEqual(app.store.state.detents, [SheetDetentChanged(segment: "editor", detent: .medium)])
            XCTAssertEqual(app.route, ["editor"])
        }
    }
}
