import WaypointAtomicsC

/// A C11 atomic word at a fixed address: one of an object's ``AtomicStorage`` properties, or an
/// ``AtomicBox``. Each operation is a single atomic instruction, understood by ThreadSanitizer.
///
/// It is a view, not an owner: the object holding the word must stay alive while it is used (a
/// computed property of that object, used in the object's own methods, guarantees this). Swift
/// never accesses the word itself, so the compiler adds no exclusivity checks.
@frozen
@usableFromInline
package struct AtomicWord<Value: AtomicWordValue> {
    @usableFromInline
    let address: UnsafeMutablePointer<Int>

    /// The `index`-th ``AtomicStorage`` property of `object`. The object's class must be a root
    /// class that declares its `AtomicStorage` properties first (see ``AtomicStorage``).
    @inlinable @inline(__always)
    package init(in object: AnyObject, word index: Int) {
        address = _getUnsafePointerToStoredProperties(object).assumingMemoryBound(to: Int.self) + index
    }

    /// The current value.
    @inlinable @inline(__always)
    package func load(ordering: AtomicOrdering) -> Value {
        Value.decodeAtomicWord(waypoint_atomic_load(address, ordering.memoryOrder))
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    package func store(_ value: Value, ordering: AtomicOrdering) {
        waypoint_atomic_store(address, Value.encodeAtomicWord(value), ordering.memoryOrder)
    }

    /// Replaces the value and returns the previous one.
    @inlinable @inline(__always)
    package func exchange(_ value: Value, ordering: AtomicOrdering) -> Value {
        Value.decodeAtomicWord(waypoint_atomic_exchange(address, Value.encodeAtomicWord(value), ordering.memoryOrder))
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value
    /// it found.
    @inlinable @inline(__always)
    package func compareExchange(expected: Value, desired: Value, ordering: AtomicOrdering) -> (exchanged: Bool, original: Value) {
        let expectedWord = Value.encodeAtomicWord(expected)
        let found = waypoint_atomic_compare_exchange(
            address, expectedWord, Value.encodeAtomicWord(desired), ordering.memoryOrder, ordering.failureMemoryOrder)
        return (found == expectedWord, Value.decodeAtomicWord(found))
    }
}

extension AtomicWord where Value == Int {
    /// Adds `operand` (wrapping on overflow); returns the values before and after.
    @inlinable @inline(__always)
    @discardableResult
    package func add(_ operand: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = waypoint_atomic_fetch_add(address, operand, ordering.memoryOrder)
        return (old, old &+ operand)
    }

    /// Subtracts `operand` (wrapping on overflow); returns the values before and after.
    @inlinable @inline(__always)
    @discardableResult
    package func subtract(_ operand: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = waypoint_atomic_fetch_sub(address, operand, ordering.memoryOrder)
        return (old, old &- operand)
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @inlinable @inline(__always)
    @discardableResult
    package func bitwiseOr(_ operand: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = waypoint_atomic_fetch_or(address, operand, ordering.memoryOrder)
        return (old, old | operand)
    }

    /// Keeps only the bits of `operand`; returns the values before and after.
    @inlinable @inline(__always)
    @discardableResult
    package func bitwiseAnd(_ operand: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
        let old = waypoint_atomic_fetch_and(address, operand, ordering.memoryOrder)
        return (old, old & operand)
    }
}
