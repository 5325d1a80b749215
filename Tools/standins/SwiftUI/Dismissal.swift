// The modifiers that keep the user from leaving a screen, as the SwiftUI interface declares them
// (SwiftUI.swiftinterface of the iOS 18.0 SDK: `nonisolated`, `-> some View`):
// `navigationBarBackButtonHidden(_:)` (iOS 13, macOS 13, tvOS 13, watchOS 6; hiding the back
// button also turns off the interactive back swipe) and `interactiveDismissDisabled(_:)` (iOS 15,
// macOS 12, tvOS 15, watchOS 8). See View.swift.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `navigationBarBackButtonHidden(_:)`: hides the back button of the enclosing stack while
    /// this view is its top.
    @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        standInView(self)
    }

    /// `interactiveDismissDisabled(_:)`: keeps the user from dismissing the presentation that
    /// shows this view interactively (a sheet swiped down).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        standInView(self)
    }
}
