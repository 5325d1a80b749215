/// Whether an operator that stops at an element passes that element on.
public enum TakeBehavior: Sendable {
    /// The element that stops the sequence is emitted before completion.
    case inclusive
    /// The element that stops the sequence is not emitted.
    case exclusive
}
