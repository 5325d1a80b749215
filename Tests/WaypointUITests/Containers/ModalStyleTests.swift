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
}
