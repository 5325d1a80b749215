// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

/// Carries a sheet's detent change from a modal container to the root routable, which does not
/// exist yet when the closure that builds the modal containers is made.
@MainActor
final class DetentRelay {
    /// The root routable's `sheetDetentDidChange(in:to:)` (set once the root routable exists).
    var report: ((NavigationControllerContainer, SheetDetent.Identifier) -> Void)?

    /// Wires `modal`'s detent changes to `report`.
    func watch(_ modal: NavigationControllerContainer) {
        modal.detentChanged = { [weak self] modal, detent in self?.report?(modal, detent) }
    }
}
#endif
