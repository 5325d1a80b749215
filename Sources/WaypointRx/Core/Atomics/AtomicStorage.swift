/// One word of storage for an atomic value, kept inside the object that uses it (no allocation of
/// its own), and read and written only through ``AtomicWord``.
///
/// Declare it as a stored `let` of a root class (one without a superclass), before every other
/// stored property: `AtomicWord(in: self, word: n)` finds the `n`-th such property (counting from
/// 0) at a fixed offset from the object's address, because Swift lays out a root class's stored
/// properties first, in declaration order. Never read the property itself: the compiler thinks a
/// `let` never changes.
@frozen
@usableFromInline
package struct AtomicStorage {
    @usableFromInline
    let word: Int

    /// Storage holding `initial`.
    @inlinable @inline(__always)
    package init<Value: AtomicWordValue>(_ initial: Value) {
        word = Value.encodeAtomicWord(initial)
    }
}
