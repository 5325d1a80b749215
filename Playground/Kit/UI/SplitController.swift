import Waypoint

/// The split view of the headless UI, what a column-style `UISplitViewController` is in UIKit
/// with `SplitViewControllerContainer`: a content column showing one screen, a detail column
/// that is a navigation stack, and the stack it shows collapsed, in compact width. WaypointUI's
/// `SplitRoutable` drives it through `SplitContainer`; the "user" narrows or widens the window
/// with `userChangesWidth(collapsed:)`, which makes no call back.
// @unchecked: `collapsed`, `content` and `detailSelection` are touched only under `ui.lock`.
final class SplitController: SplitContainer, @unchecked Sendable {
    typealias Stack = StackController

    let ui: UIEnvironment
    let detail: StackController
    let compact: StackController
    /// What each column shows while nothing is selected for it.
    let placeholders: [SplitColumn: ScreenController]
    /// `true` in compact width; under `ui.lock`.
    var collapsed = false
    /// The content column's selection; under `ui.lock`.
    var content: SplitSelection<ScreenController>?
    /// The selection shown as the detail stack's root; under `ui.lock`.
    var detailSelection: SplitSelection<ScreenController>?

    init(ui: UIEnvironment, list: ScreenSpec, placeholder: ScreenSpec) {
        self.ui = ui
        placeholders = [.content: ScreenController(spec: placeholder, ui: ui), .detail: ScreenController(spec: placeholder, ui: ui)]
        detail = StackController(name: "detail", root: placeholders[.detail] ?? ScreenController(spec: placeholder, ui: ui), ui: ui)
        compact = StackController(name: "compact", root: ScreenController(spec: list, ui: ui), ui: ui)
    }

    var isCollapsed: Bool { ui.lock.withLock { collapsed } }

    func selection(in column: SplitColumn) -> SplitSelection<ScreenController>? {
        ui.lock.withLock {
            switch column {
            case .content: return content
            case .detail: return detail.stack.first === detailSelection?.screen ? detailSelection : nil
            }
        }
    }

    func select(_ selection: SplitSelection<ScreenController>?, in column: SplitColumn, animated: Bool,
                completion: @escaping ContainerCompletion) {
        switch column {
        case .content:
            ui.lock.withLock { content = selection }
            selection?.screen.didAppear()
            ui.report("split.content(\(selection?.screen.description ?? "placeholder"))" + (animated ? "" : " (not animated)"))
            ui.animator.play(.push, animated: animated, then: completion)
        case .detail:
            ui.lock.withLock { detailSelection = selection }
            let root = selection?.screen ?? placeholders[.detail]
            detail.setScreens(root.map { [$0] } ?? [], animated: animated, completion: completion)
        }
    }

    /// A modal over the split view stays up while its width changes, as UIKit's does: the stack
    /// now shown presents it from now on.
    func moveModal(from: StackController, to: StackController) {
        ui.lock.withLock {
            to.presented = from.presented
            to.dialog = from.dialog
            from.presented = nil
            from.dialog = nil
        }
    }

    /// The window narrows to compact width (`collapsed`) or widens again.
    func userChangesWidth(collapsed: Bool) {
        ui.lock.withLock { self.collapsed = collapsed }
        ui.report(collapsed ? "user narrows the window: the split view collapses" : "user widens the window: the split view expands")
    }

    /// The split view as the screen tree prints it.
    var lines: [String] {
        ui.lock.withLock {
            let compactLine = "compact ▸ navigation stack: " + compact.stack.map(\.description).joined(separator: " › ")
            let shownContent: ScreenController? = content?.screen ?? placeholders[.content]
            let contentLine = "content: " + (shownContent?.description ?? "")
            let detailLine = "detail ▸ navigation stack: " + detail.stack.map(\.description).joined(separator: " › ")
            if collapsed { return ["split view (collapsed: one stack)", "└─ " + compactLine] }
            return ["split view (expanded: columns)", "├─ " + contentLine, "└─ " + detailLine]
        }
    }
}
