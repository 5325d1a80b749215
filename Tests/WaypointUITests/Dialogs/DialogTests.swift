import Foundation
import XCTest
@testable import WaypointUI

/// The dialog description: a value that compares, encodes and reads as what it shows.
final class DialogTests: XCTestCase {
    func testAButtonlessDialogShowsOneOKButtonThatCancels() {
        let dialog = Dialog.alert("Saved")
        XCTAssertEqual(dialog.shownButtons, [.ok])
        XCTAssertEqual(dialog.cancelButton, .ok)
        XCTAssertEqual(dialog.description, "alert \"Saved\" [OK (cancel) → ok]")
    }

    func testTheCancelButtonIsTheFirstOfRoleCancel() {
        XCTAssertEqual(discardDialog.cancelButton, .cancel("Keep editing", action: "keep"))
        XCTAssertNil(Dialog.confirmationDialog("Share", buttons: [DialogButton("Mail")]).cancelButton)
        XCTAssertEqual(discardDialog.description,
                       "confirmationDialog \"Discard changes?\" [Discard (destructive) → discard, Keep editing (cancel) → keep]")
    }

    func testAButtonDoesItsTitleUnlessToldOtherwise() {
        XCTAssertEqual(DialogButton("Install").action, "Install")
        XCTAssertEqual(DialogButton.destructive("Delete").role, .destructive)
    }

    func testItRoundTripsThroughJSON() throws {
        let dialog = Dialog.confirmationDialog("Share", message: "Where to?", buttons: [DialogButton("Mail"), .cancel()],
                                               showsTitle: false, anchor: "shareButton")
        let data = try JSONEncoder().encode(dialog)
        XCTAssertEqual(try JSONDecoder().decode(Dialog.self, from: data), dialog)
        let answered = DialogAnswered(segment: "share", dialog: dialog, button: .cancel())
        XCTAssertEqual(answered.description, "DialogAnswered(share: Cancel (cancel) → cancel)")
    }
}
