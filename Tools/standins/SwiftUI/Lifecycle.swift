// View lifecycle modifiers as the iOS 18.0 SDK's SwiftUICore interface declares them
// (`@inlinable nonisolated public func onAppear(perform action: (() -> Swift.Void)? = nil) -> some
// SwiftUICore.View`, the same for `onDisappear`): plain closures, neither `@Sendable` nor isolated.
// See View.swift.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `onAppear(perform:)`: runs `action` before the view first appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { standInView(self) }

    /// `onDisappear(perform:)`: runs `action` after the view disappeared.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { standInView(self) }
}
