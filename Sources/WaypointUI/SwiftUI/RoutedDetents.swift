// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import WaypointRouter

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// The detents of `sheet`'s presentation style on this view (the sheet's content), the one
    /// it rests at bound to `sheet.selectedDetent`; a sheet without detents keeps SwiftUI's one
    /// height.
    @ViewBuilder
    func routedDetents(of sheet: NavigationModel) -> some View {
        if let detents = sheet.presentationStyle?.detents, !detents.isEmpty {
            presentationDetents(Set(detents.map(\.presentationDetent)), selection: Bindable(sheet).presentationDetentSelection)
        } else {
            self
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// `selectedDetent` as SwiftUI's detent, for `presentationDetents(_:selection:)`.
    var presentationDetentSelection: PresentationDetent {
        get {
            let detents = presentationStyle?.detents ?? []
            return (detents.first { $0.identifier == selectedDetent } ?? detents.first)?.presentationDetent ?? .large
        }
        set {
            selectedDetent = presentationStyle?.detents.first { $0.presentationDetent == newValue }?.identifier
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SheetDetent {
    /// SwiftUI's detent of this height.
    var presentationDetent: PresentationDetent {
        switch height {
        case .medium: return .medium
        case .large: return .large
        case .points(let points): return .height(CGFloat(points))
        case .fraction(let fraction): return .fraction(CGFloat(fraction))
        }
    }
}
#endif
