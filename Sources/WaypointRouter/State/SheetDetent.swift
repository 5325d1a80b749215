/// A height a sheet can take (`UISheetPresentationController.Detent`, SwiftUI's
/// `PresentationDetent`): medium, large, a height in points or a fraction of the large one.
///
/// It lives beside the route because the detent a sheet rests at is navigation state
/// (`NavigationState.sheetDetents`); WaypointUI's `ModalStyle` lists the detents a sheet has.
public struct SheetDetent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name of a detent, as `ModalStyle.selectedDetent`, `NavigationState.sheetDetents` and
    /// `SheetDetentChanged` give it.
    public struct Identifier: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name.
        public let rawValue: String

        /// The detent named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The detent named by the literal.
        public init(stringLiteral rawValue: String) {
            self.rawValue = rawValue
        }

        /// The medium detent's name (UIKit's `.medium`).
        public static let medium = Identifier(rawValue: "medium")
        /// The large detent's name (UIKit's `.large`).
        public static let large = Identifier(rawValue: "large")

        /// The name.
        public var description: String { rawValue }
    }

    /// How tall the sheet is at a detent.
    public enum Height: Sendable, Hashable, Codable {
        /// About half the screen.
        case medium
        /// The full height of a sheet.
        case large
        /// A height in points (UIKit from iOS 16).
        case points(Double)
        /// A fraction of the large height (UIKit from iOS 16).
        case fraction(Double)
    }

    /// The detent's name.
    public let identifier: Identifier
    /// Its height.
    public let height: Height

    /// A detent named `identifier` with `height`.
    public init(_ identifier: Identifier, height: Height) {
        self.identifier = identifier
        self.height = height
    }

    /// About half the screen.
    public static let medium = SheetDetent(.medium, height: .medium)
    /// The full height of a sheet.
    public static let large = SheetDetent(.large, height: .large)

    /// `points` points tall, named `identifier`.
    public static func height(_ points: Double, _ identifier: Identifier) -> SheetDetent {
        SheetDetent(identifier, height: .points(points))
    }

    /// `fraction` of the large height, named `identifier`.
    public static func fraction(_ fraction: Double, _ identifier: Identifier) -> SheetDetent {
        SheetDetent(identifier, height: .fraction(fraction))
    }

    /// The detent's name.
    public var description: String { identifier.rawValue }
}
