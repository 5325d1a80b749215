/// An atomic value in an object of its own, for a word that has no object to live in: a global
/// counter, a flag shared by closures. (Objects created per subscription keep their words inline
/// with ``AtomicStorage`` instead, which costs no allocation.)
@usableFromInline
// @unchecked: its one stored word is only reached through C11 atomic operations.
package final class AtomicBox<Value: AtomicWordValue>: @unchecked Sendable {
    // The only stored property: `AtomicWord(in: self, word: 0)` addresses it.
    @usableFromInline
    let storage: AtomicStorage

    /// A box holding `initial`.
    @inlinable
    package init(_ initial: Value) {
        storage = AtomicStorage(initial)
    }

    /// The boxed word.
    @inlinable @inline(__always)
    package var word: AtomicWord<Value> { AtomicWord(in: self, word: 0) }

    /// The current value.
    @inlinable @inline(__always)
    package func load(ordering: AtomicOrdering) -> Value { word.load(ordering: ordering) }

    /// Replaces the value.
    @inlinable @inline(__always)
    package func store(_ value: Value, ordering: AtomicOrdering) { word.store(value, ordering: ordering) }

    /// Replaces the value and returns the previous one.
    @inlinable @inline(__always)
    package func exchange(_ value: Value, ordering: AtomicOrdering) -> Value { word.exchange(value, ordering: ordering) }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value
    /// it found.
    @inlinable @inline(__always)
    package func compareExchange(expected: Value, desired: Value, ordering: AtomicOrdering) -> (exchanged: Bool, original: Value) {
        word.compareExchange(expected: expected, desired: desired, ordering: ordering)
    }
}

extension AtomicBox where Value == Int {
    /// Adds `operand` (wrapping on overflow); returns the values before and after.
    @inlinable @inline(__always)
    @discardableResult
    package func add(_ operand: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        word.add(operand, ordering: ordering)
    }

    /// Subtracts `operand` (wrapping on overflow); returns the values before and after.
    @inlinable @inline(__always)
    @discardableResult
    package func subtract(_ operand: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        word.subtract(operand, ordering: ordering)
    }
}
