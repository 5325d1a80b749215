/// Whether `object` is held by the reference passed in and by nothing else: no other strong
/// reference, and no weak or unowned one, ever. Only then may its maker reuse it as a new object,
/// since nobody can tell. Conservative: `false` where it cannot tell (a 32-bit platform).
///
/// `isKnownUniquelyReferenced` counts strong references only; a weak one would still reach the
/// reused object. This also reads the object's reference-count word, whose 64-bit layout is part
/// of Swift's stable ABI: bit 0 is a dealloc hint, bits 1–31 count unowned references (1 while
/// no one holds one), bit 32 marks deinit, bits 33–62 count strong references beyond the first,
/// and bit 63 means the counts moved to a side table, which every weak reference needs.
@inlinable
package func isSolelyReferenced<Object: AnyObject>(_ object: inout Object) -> Bool {
    #if _pointerBitWidth(_64)
    guard isKnownUniquelyReferenced(&object) else { return false }
    let word = Unmanaged.passUnretained(object).toOpaque()
        .load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
    return word & ~1 == 2
    #else
    return false
    #endif
}
