/// A marble diagram that cannot be read: what is wrong, and where.
///
/// Its description quotes the diagram and points at the offending character:
///
/// ```text
/// Bad marble diagram: no value or error is given for "x"
///   --a--x--|
///        ^
/// ```
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong.
    public let message: String
    /// The diagram as given.
    public let diagram: String
    /// The offset of the offending character in `diagram` (in characters), when there is one.
    public let position: Int?

    /// An error about `diagram`, at `position` when given.
    public init(_ message: String, diagram: String, position: Int? = nil) {
        self.message = message
        self.diagram = diagram
        self.position = position
    }

    /// The message, the diagram, and a caret under the offending character.
    public var description: String {
        var lines = ["Bad marble diagram: \(message)", "  \(diagram)"]
        if let position {
            lines.append("  " + String(repeating: " ", count: position) + "^")
        }
        return lines.joined(separator: "\n")
    }
}

/// The error `#` stands for when the `errors` dictionary gives none for it.
public struct MarbleTestError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The error a `#` frame sends; all instances are equal.
    public init() {}

    /// `MarbleTestError`.
    public var description: String { "MarbleTestError" }
}
