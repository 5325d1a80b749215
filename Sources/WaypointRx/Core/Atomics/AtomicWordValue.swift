/// A value that fits one machine word and so can live in an ``AtomicWord``: `Int`, `UInt`, `Bool`.
@usableFromInline
package protocol AtomicWordValue {
    /// The word that stores `value`.
    static func encodeAtomicWord(_ value: Self) -> Int
    /// The value a word stores.
    static func decodeAtomicWord(_ word: Int) -> Self
}

extension Int: AtomicWordValue {
    @inlinable @inline(__always)
    package static func encodeAtomicWord(_ value: Int) -> Int { value }
    @inlinable @inline(__always)
    package static func decodeAtomicWord(_ word: Int) -> Int { word }
}

extension UInt: AtomicWordValue {
    @inlinable @inline(__always)
    package static func encodeAtomicWord(_ value: UInt) -> Int { Int(bitPattern: value) }
    @inlinable @inline(__always)
    package static func decodeAtomicWord(_ word: Int) -> UInt { UInt(bitPattern: word) }
}

extension Bool: AtomicWordValue {
    @inlinable @inline(__always)
    package static func encodeAtomicWord(_ value: Bool) -> Int { value ? 1 : 0 }
    @inlinable @inline(__always)
    package static func decodeAtomicWord(_ word: Int) -> Bool { word != 0 }
}
