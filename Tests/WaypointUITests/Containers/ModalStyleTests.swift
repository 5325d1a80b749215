import Foundation
import XCTest
@testable import WaypointUI

/// The modal styles as values: the old styles compare as before, the options read as they are.
final class ModalStyleTests: XCTestCase {
    func testTheStylesCompareAndReadAsTheyAre() throws {
        XCTAssertEqual(ModalStyle.sheet(detents: []), .sheet, "a sheet with no detents is the plain sheet")
        XCTAssertNotEqual(ModalStyle.sheet(detents: [.medium]), .sheet)
        XCTAssertTrue(ModalStyle.overFullScreen.coversScreen)
        XCTAssertFalse(ModalStyle.formSheet.coversScreen)
        let style = ModalStyle.sheet(detents: [.height(200, "peek"), .fraction(0.75, "tall"), .large], selected: "tall")
        XCTAssertEqual(style.description, "sheet [peek, tall, large] at tall")
        XCTAssertEqual(ModalStyle.custom(transition: "zoom").description, "custom zoom")
        XCTAssertEqual(try JSONDecoder().decode(ModalStyle.self, from: JSONEncoder().encode(style)), style)
    }

    func testAPopoverThatStaysAPopoverInCompactWidthIsAnotherStyleAndRoundTrips() throws {
        let staying = ModalStyle.popover(from: "share", staysPopoverInCompactWidth: true)
        XCTAssertTrue(staying.staysPopoverInCompactWidth)
        XCTAssertFalse(ModalStyle.popover(from: "share").staysPopoverInCompactWidth, "a popover becomes a sheet by default")
        XCTAssertFalse(ModalStyle.sheet.staysPopoverInCompactWidth)
        XCTAssertEqual(ModalStyle.popover(from: "share", staysPopoverInCompactWidth: false), .popover(from: "share"))
        XCTAssertNotEqual(staying, .popover(from: "share"))
        XCTAssertEqual(staying.description, "popover from share, popover in compact width")
        XCTAssertEqual(ModalStyle.popover(from: "share").description, "popover from share")
        XCTAssertEqual(try JSONDecoder().decode(ModalStyle.self, from: JSONEncoder().encode(staying)), staying)
        // A style saved before the option existed decodes as a popover that becomes a sheet.
        let old = Data(#"{"kind":"popover","detents":[],"anchor":{"name":"share"}}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(ModalStyle.self, from: old), .popover(from: "share"))
    }
}
