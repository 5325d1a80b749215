// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

/// A sheet's heights (`ModalStyle.detents`) on UIKit's sheet presentation controller: iOS 15's
/// medium and large detents, iOS 16's custom heights (left out before iOS 16), the detent it
/// opens at, and the router's moves to another one. Nothing on tvOS, and nothing before iOS 15 (the sheet keeps its one height).
@MainActor
enum SheetDetents {
    /// Sets `controller`'s sheet detents from `style`; its presentation style must be set already
    /// (this reads its presentation controller).
    static func apply(_ style: ModalStyle, to controller: UIViewController) {
        #if !os(tvOS)
        guard !style.detents.isEmpty else { return }
        if #available(iOS 15.0, *) { applyDetents(style, to: controller) }
        #endif
    }

    /// Moves the sheet `controller` is presented in to `detent` (iOS 15): inside its sheet
    /// presentation controller's `animateChanges` when `animated`. UIKit does not tell the sheet's
    /// delegate about it (only the user's drags). Nothing on tvOS or before iOS 15.
    static func select(_ detent: SheetDetent.Identifier, on controller: UIViewController, animated: Bool) {
        #if !os(tvOS)
        if #available(iOS 15.0, *), let sheet = controller.sheetPresentationController {
            let wanted = identifier(detent)
            guard sheet.selectedDetentIdentifier != wanted else { return }
            if animated {
                sheet.animateChanges { sheet.selectedDetentIdentifier = wanted }
            } else {
                sheet.selectedDetentIdentifier = wanted
            }
        }
        #endif
    }

    #if !os(tvOS)
    @available(iOS 15.0, *)
    private static func applyDetents(_ style: ModalStyle, to controller: UIViewController) {
        guard let sheet = controller.sheetPresentationController else { return }
        let detents = style.detents.compactMap(detent)
        guard !detents.isEmpty else { return }
        sheet.detents = detents
        let selected = style.selectedDetent ?? style.detents.first?.identifier
        sheet.selectedDetentIdentifier = selected.map(identifier)
    }

    /// UIKit's identifier of `identifier` (its own for medium and large).
    @available(iOS 15.0, *)
    static func identifier(_ identifier: SheetDetent.Identifier) -> UISheetPresentationController.Detent.Identifier {
        switch identifier {
        case .medium: return .medium
        case .large: return .large
        default: return UISheetPresentationController.Detent.Identifier(identifier.rawValue)
        }
    }

    /// Waypoint's identifier of UIKit's `identifier`.
    @available(iOS 15.0, *)
    static func identifier(_ identifier: UISheetPresentationController.Detent.Identifier) -> SheetDetent.Identifier {
        switch identifier {
        case .medium: return .medium
        case .large: return .large
        default: return SheetDetent.Identifier(rawValue: identifier.rawValue)
        }
    }

    /// UIKit's detent for `detent`; `nil` for a custom height before iOS 16.
    @available(iOS 15.0, *)
    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent? {
        switch (detent.identifier, detent.height) {
        case (.medium, .medium): return .medium()
        case (.large, .large): return .large()
        default:
            guard #available(iOS 16.0, *) else { return nil }
            let height = detent.height
            return .custom(identifier: identifier(detent.identifier)) { context in
                switch height {
                case .points(let points): return CGFloat(points)
                case .fraction(let fraction): return MainActor.assumeIsolated { context.maximumDetentValue } * CGFloat(fraction)
                case .large: return MainActor.assumeIsolated { context.maximumDetentValue }
                case .medium: return MainActor.assumeIsolated { context.maximumDetentValue } / 2
                }
            }
        }
    }
    #endif
}
#endif
