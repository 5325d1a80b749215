/// The memory ordering of an operation on an ``AtomicWord`` or ``AtomicBox``: C11's orderings
/// under the names `Synchronization.Atomic` uses.
///
/// A load takes `.relaxed`, `.acquiring` or `.sequentiallyConsistent`; a store `.relaxed`,
/// `.releasing` or `.sequentiallyConsistent`; a read-modify-write any of them.
@usableFromInline
package enum AtomicOrdering: Sendable {
    /// No ordering: only the word itself is atomic (counters, statistics).
    case relaxed
    /// Later reads and writes of this thread stay after it; pairs with a releasing write.
    case acquiring
    /// Earlier reads and writes of this thread stay before it; pairs with an acquiring read.
    case releasing
    /// Both `.acquiring` and `.releasing`.
    case acquiringAndReleasing
    /// `.acquiringAndReleasing`, and all such operations form one total order.
    case sequentiallyConsistent

    /// The C11 `memory_order` value (`memory_order_relaxed` is 0 … `memory_order_seq_cst` is 5).
    @inlinable @inline(__always)
    package var memoryOrder: Int32 {
        switch self {
        case .relaxed: 0
        case .acquiring: 2
        case .releasing: 3
        case .acquiringAndReleasing: 4
        case .sequentiallyConsistent: 5
        }
    }

    /// The ordering a failed compare-exchange uses: the acquiring part of `self`.
    @inlinable @inline(__always)
    package var failureMemoryOrder: Int32 {
        switch self {
        case .relaxed, .releasing: 0
        case .acquiring, .acquiringAndReleasing: 2
        case .sequentiallyConsistent: 5
        }
    }
}
