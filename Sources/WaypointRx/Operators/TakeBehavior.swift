/// Whether an operator that stops at an element (`take(until:behavior:)`) also emits that
/// element.
public enum TakeBehavior: Sendable {
    /// The element that stops the sequence is emitted before completion.
    case inclusive
    /// The element that stops the sequence is dropped.
    case exclusive
}
