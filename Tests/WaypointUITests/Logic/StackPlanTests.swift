import XCTest
@testable import WaypointUI

/// Every plan, for every small stack, checked against a model of a stack container: the plan
/// ends in the wanted state, never changes the stack under a modal or a dialog, and makes the
/// fewest calls.
final class StackPlanTests: XCTestCase {
    private struct Model: Equatable {
        var count: Int
        var modal: Bool
        var dialog = false
        var changedScreens = 0

        mutating func apply(_ call: StackCall, file: StaticString = #filePath, line: UInt = #line) {
            if call != .dismissDialog { XCTAssertFalse(dialog, "\(call) under a dialog", file: file, line: line) }
            switch call {
            case .dismissDialog:
                XCTAssertTrue(dialog, "closed no dialog", file: file, line: line)
                dialog = false
            case .presentDialog:
                XCTAssertFalse(modal, "dialog over a modal of the same stack", file: file, line: line)
                dialog = true
            case .dismissModal:
                XCTAssertTrue(modal, "dismissed with nothing presented", file: file, line: line)
                modal = false
            case .popTo(let index):
                XCTAssertFalse(modal, "popped under a modal", file: file, line: line)
                XCTAssertLessThan(index, count - 1, "popped to the top screen", file: file, line: line)
                count = index + 1
                changedScreens += 1
            case .push:
                XCTAssertFalse(modal, "pushed under a modal", file: file, line: line)
                count += 1
                changedScreens += 1
            case .replace(let keeping):
                XCTAssertFalse(modal, "replaced under a modal", file: file, line: line)
                XCTAssertLessThan(keeping, count, "replace that only pushes", file: file, line: line)
                count = keeping + 1
                changedScreens += 1
            case .present:
                XCTAssertFalse(modal, "presented over a modal", file: file, line: line)
                modal = true
            }
        }
    }

    private let presentations: [Presentation] = [.push, .sheet, .fullScreen, .dialog]
    /// What a stack can present: nothing, a modal, or a dialog.
    private let presented: [(modal: Bool, dialog: Bool)] = [(false, false), (true, false), (false, true)]

    func testShowEndsWithTheScreenRightAboveTheIndexAndNothingElse() {
        for count in 1...5 {
            for index in 0..<count {
                for (modal, dialog) in presented {
                    for presentation in presentations {
                        for alreadyShown in [false, true] {
                            let shown = StackPlan.Shown(count: count, presentsModal: modal, presentsDialog: dialog)
                            let calls = StackPlan.show(presentation, above: index, in: shown, alreadyShown: alreadyShown)
                            var model = Model(count: count, modal: modal, dialog: dialog)
                            for call in calls { model.apply(call) }
                            let label = "count \(count) index \(index) modal \(modal) dialog \(dialog) \(presentation) alreadyShown \(alreadyShown): \(calls)"
                            switch presentation {
                            case .push:
                                XCTAssertEqual(model.count, index + 2, label)
                                XCTAssertFalse(model.modal || model.dialog, label)
                            case .modal:
                                XCTAssertEqual(model.count, index + 1, label)
                                XCTAssertTrue(model.modal, label)
                                XCTAssertFalse(model.dialog, label)
                            case .dialog:
                                XCTAssertEqual(model.count, index + 1, label)
                                XCTAssertTrue(model.dialog, label)
                                XCTAssertFalse(model.modal, label)
                            }
                            XCTAssertLessThanOrEqual(model.changedScreens, 1, "more than one stack change: \(label)")
                        }
                    }
                }
            }
        }
    }

    func testTheCallsAUIKitDeveloperWouldMake() {
        let top = StackPlan.Shown(count: 2, presentsModal: false)
        XCTAssertEqual(StackPlan.show(.push, above: 1, in: top, alreadyShown: false), [.push])
        XCTAssertEqual(StackPlan.show(.push, above: 0, in: top, alreadyShown: false), [.replace(keeping: 1)])
        XCTAssertEqual(StackPlan.show(.push, above: 0, in: top, alreadyShown: true), [])
        XCTAssertEqual(StackPlan.show(.sheet, above: 1, in: top, alreadyShown: false), [.present(.sheet)])
        XCTAssertEqual(StackPlan.show(.fullScreen, above: 0, in: top, alreadyShown: false), [.popTo(0), .present(.fullScreen)])
        let underModal = StackPlan.Shown(count: 2, presentsModal: true)
        XCTAssertEqual(StackPlan.show(.push, above: 1, in: underModal, alreadyShown: false), [.dismissModal, .push])
        XCTAssertEqual(StackPlan.show(.sheet, above: 1, in: underModal, alreadyShown: true), [])
        XCTAssertEqual(StackPlan.show(.sheet, above: 1, in: underModal, alreadyShown: false), [.dismissModal, .present(.sheet)])
        XCTAssertEqual(StackPlan.remove(above: 1, in: underModal), [.dismissModal])
        XCTAssertEqual(StackPlan.remove(above: 0, in: underModal), [.dismissModal, .popTo(0)])
        XCTAssertEqual(StackPlan.remove(above: 0, in: top), [.popTo(0)])
        XCTAssertEqual(StackPlan.remove(above: 1, in: top), [], "nothing above: the user removed it already")
        let underDialog = StackPlan.Shown(count: 2, presentsModal: false, presentsDialog: true)
        XCTAssertEqual(StackPlan.show(.dialog, above: 1, in: top, alreadyShown: false), [.presentDialog])
        XCTAssertEqual(StackPlan.show(.dialog, above: 1, in: underDialog, alreadyShown: true), [])
        XCTAssertEqual(StackPlan.show(.push, above: 1, in: underDialog, alreadyShown: false), [.dismissDialog, .push])
        XCTAssertEqual(StackPlan.show(.fullScreen, above: 0, in: underDialog, alreadyShown: false),
                       [.dismissDialog, .popTo(0), .present(.fullScreen)])
        XCTAssertEqual(StackPlan.show(.dialog, above: 1, in: underModal, alreadyShown: false), [.dismissModal, .presentDialog])
        XCTAssertEqual(StackPlan.remove(above: 0, in: underDialog), [.dismissDialog, .popTo(0)])
    }

    func testRemoveLeavesTheIndexOnTop() {
        for count in 1...5 {
            for index in 0..<count {
                for (modal, dialog) in presented {
                    let calls = StackPlan.remove(above: index, in: StackPlan.Shown(count: count, presentsModal: modal, presentsDialog: dialog))
                    var model = Model(count: count, modal: modal, dialog: dialog)
                    for call in calls { model.apply(call) }
                    XCTAssertEqual(model, Model(count: index + 1, modal: false, changedScreens: model.changedScreens), "\(count) \(index) \(modal) \(dialog)")
                    XCTAssertLessThanOrEqual(model.changedScreens, 1)
                }
            }
        }
    }
}
