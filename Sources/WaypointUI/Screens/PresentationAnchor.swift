/// Where a popover or a confirmation dialog shown as a popover points from, as a value the route
/// can hold: a name the app gives a view. The UIKit glue asks the app's resolver for the view
/// (and rect) of the name; in SwiftUI the view marked with `routedAnchor(_:attachmentAnchor:)`
/// attaches a popover or a confirmation dialog.
public struct PresentationAnchor: Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The anchor's name (`"shareButton"`).
    public let name: String

    /// The anchor named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The anchor named by the literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
