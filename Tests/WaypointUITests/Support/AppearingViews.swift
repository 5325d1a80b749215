#if canImport(Observation)
import WaypointRx
import WaypointTesting
@testable import WaypointUI

/// Plays the SwiftUI views bound to navigation models, as `RoutedNavigationStack` binds them: each
/// router-made change is applied at once and logged, and what it waits for — its destination's
/// `onAppear`, a sheet root's `onAppear`, the sheet's `onDismiss` — is reported `delay` ticks
/// later (`nil`: never).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class AppearingViews {
    let scheduler: TestScheduler
    var delay: Int? = 10
    private(set) var log: [String] = []
    private var roots: [NavigationModel] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Binds `model` (and the sheets it will present, which copy its `apply`), naming its changes
    /// `name` in the log.
    func bind(_ model: NavigationModel, name: String) {
        roots.append(model)
        model.reportsAppearance = true
        model.apply = { [unowned self] change, animated in
            log.append("\(scheduler.clock) \(name)\(animated ? "" : " not animated")")
            change()
            reportLater()
        }
    }

    /// Binds a tab view's model: tab switches are logged as `select`.
    func bind(_ tabs: TabNavigationModel) {
        tabs.apply = { [unowned self] change, animated in
            log.append("\(scheduler.clock) select\(animated ? "" : " not animated")")
            change()
            reportLater()
        }
        for (tab, stack) in zip(tabs.tabs, tabs.stacks) { bind(stack, name: tab) }
    }

    private func reportLater() {
        guard let delay else { return }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: delay) { [weak self] _ in
            self?.report()
            return Disposables.create()
        }
    }

    /// Reports what every bound model (and every sheet over it) waits for.
    private func report() {
        var models = roots
        while let model = models.popLast() {
            if let presented = model.presentedModal { models.append(presented) }
            switch model.awaited?.event {
            case .appearance(let destination)?: model.destinationAppeared(destination)
            case .dismissal?: model.modalDismissed()
            case nil: break
            }
        }
    }
}
#endif
