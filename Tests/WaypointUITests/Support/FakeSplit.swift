import WaypointRouter
import WaypointTesting
import WaypointUI

/// A split view with columns, as `SplitViewControllerContainer` drives a `UISplitViewController`:
/// the content column shows one screen (logged as `split.content(…)`), the detail column is the
/// stack `detail`, whose root a selection sets (logged as that stack's `set`), and `compact` is
/// the stack shown collapsed. A modal either stack presents is presented by the split view as a
/// whole: `moveModal(from:to:)` hands it over without a change on screen.
final class FakeSplit: SplitContainer {
    typealias Stack = FakeStack
    let log: ContainerLog
    let detail: FakeStack
    let compact: FakeStack
    /// The detail column's root when nothing is selected for it.
    let placeholder = FakeScreen("placeholder")
    private(set) var isCollapsed = false
    private var content: SplitSelection<FakeScreen>?
    private var detailSelection: SplitSelection<FakeScreen>?
    /// Calls whose completion never comes (by column: "content", "detail").
    var hanging: Set<String> = []

    init(log: ContainerLog) {
        self.log = log
        detail = FakeStack("detail", root: placeholder, log: log)
        compact = FakeStack("compact", root: FakeScreen("list"), log: log)
    }

    func selection(in column: SplitColumn) -> SplitSelection<FakeScreen>? {
        switch column {
        case .content: return content
        case .detail: return detail.screens.first === detailSelection?.screen ? detailSelection : nil
        }
    }

    func select(_ selection: SplitSelection<FakeScreen>?, in column: SplitColumn, animated: Bool,
                completion: @escaping ContainerCompletion) {
        switch column {
        case .content:
            content = selection
            log.record("split.content(\(selection?.segment ?? "placeholder"))\(animated ? "" : " not animated")")
            log.finish(animated: animated, hangs: hanging.contains("content"), completion)
        case .detail:
            detailSelection = selection
            let root = selection?.screen ?? placeholder
            if hanging.contains("detail") { detail.hanging.insert("set") }
            detail.setScreens([root], animated: animated, completion: completion)
            detail.hanging.remove("set")
        }
    }

    func moveModal(from: FakeStack, to: FakeStack) {
        log.record("split.moveModal(\(from.presentedModal?.name ?? from.presentedDialog?.title ?? "nothing"): \(from.name) → \(to.name))")
        from.handOverModal(to: to)
    }

    /// The split view collapses to compact width (or expands back), as UIKit does on its own.
    func userCollapses(_ collapsed: Bool = true) {
        isCollapsed = collapsed
    }

    /// The user selects `segment` in the sidebar list, as SwiftUI's `List(selection:)` writes it:
    /// the content column (three columns) or the detail column (two) shows it, the columns after
    /// it their placeholders.
    func userSelects(_ segment: RouteElementIdentifier?, in column: SplitColumn) {
        let selection = segment.map { SplitSelection(segment: $0, screen: FakeScreen($0)) }
        switch column {
        case .content:
            content = selection
            detailSelection = nil
            detail.userReplaces([placeholder])
        case .detail:
            detailSelection = selection
            detail.userReplaces([selection?.screen ?? placeholder])
        }
    }
}

/// The screens of the split view tests: `inbox`, `archive`, `mail/<id>` and `attachment` are
/// pushed (selected in their columns), `compose` is a sheet, `discard` an alert.
func makeSplitScreens() -> ScreenFactory<FakeScreen> {
    let screens = ScreenFactory<FakeScreen>()
    screens.register(matching: { ["inbox", "archive", "attachment"].contains($0) || $0.hasPrefix("mail/") }) { request in
        FakeScreen(request.segment)
    }
    screens.register("compose", presentation: .sheet) { request in FakeScreen(request.segment) }
    screens.register("discard", dialog: .alert("Discard?"))
    return screens
}
