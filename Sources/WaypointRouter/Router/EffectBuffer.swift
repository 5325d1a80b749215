/// The effects of the input the engine is handling, in order: the engine appends them, and the
/// router then moves them out one by one and carries them out. A buffer of its own, so that an
/// effect is moved in and out (never copied) and no array bookkeeping runs per input.
final class EffectBuffer {
    private var storage: UnsafeMutablePointer<TransitionEngine.Effect>
    private var capacity: Int
    /// How many effects the buffer holds.
    @exclusivity(unchecked) private(set) var count = 0
    /// `true` while `takeAll` runs (nothing may append then).
    @exclusivity(unchecked) private var taking = false

    init(capacity: Int = 8) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds `effect` after the others.
    func append(_ effect: consuming TransitionEngine.Effect) {
        assert(!taking, "an effect was appended while the router was carrying the effects out")
        if count == capacity {
            let larger = UnsafeMutablePointer<TransitionEngine.Effect>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: effect)
        count += 1
    }

    /// Moves every effect out into `body`, in order, and leaves the buffer empty.
    func takeAll(_ body: (consuming TransitionEngine.Effect) -> Void) {
        taking = true
        let taken = count
        // Empty before any effect runs: the effects not yet taken belong to this loop alone.
        count = 0
        for index in 0..<taken { body((storage + index).move()) }
        taking = false
    }
}
