/// How a modal covers what presents it.
public enum ModalStyle: Sendable, Hashable {
    /// A sheet the user can swipe down (UIKit's page sheet, SwiftUI's `.sheet`).
    case sheet
    /// The whole screen (UIKit's `.fullScreen`, SwiftUI's `.fullScreenCover`).
    case fullScreen
}
