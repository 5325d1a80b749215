/// The effects of the input the engine is handling, in order: the engine appends them, and the
/// router then moves them out one by one and carries them out. A buffer of its own, so that an
/// effect is moved in and out (never copied) and no array bookkeeping runs per input.
///
/// Events, most of the effects, have a lane of their own: an event is moved in and out as
/// itself, not inside an `Effect` (whose largest case, a step, is nearly twice its size), and
/// the router hands it to the event stream without unwrapping an effect.
final class EffectBuffer {
    /// The effects other than events, in order.
    private var effects: UnsafeMutablePointer<TransitionEngine.Effect>
    /// The events, in order.
    private var events: UnsafeMutablePointer<NavigationEvent>
    /// Per entry, in order: `true` for an event, `false` for another effect.
    private var isEvent: UnsafeMutablePointer<Bool>
    /// How many entries each of the three can hold.
    private var capacity: Int
    /// How many entries the buffer holds, and how many of them are events.
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var eventCount = 0
    /// `true` while `takeAll` runs (nothing may append then).
    @exclusivity(unchecked) private var taking = false

    init(capacity: Int = 8) {
        self.capacity = capacity
        effects = .allocate(capacity: capacity)
        events = .allocate(capacity: capacity)
        isEvent = .allocate(capacity: capacity)
    }

    deinit {
        effects.deinitialize(count: count - eventCount)
        events.deinitialize(count: eventCount)
        effects.deallocate()
        events.deallocate()
        isEvent.deallocate()
    }

    /// Adds `effect` after the others.
    @inline(__always)
    func append(_ effect: consuming TransitionEngine.Effect) {
        if case .emit = effect {
            // Rare here (the engine emits through `emit`): the event goes to its lane.
            switch consume effect {
            case .emit(let event): emit(event)
            default: break
            }
            return
        }
        assert(!taking, "an effect was appended while the router was carrying the effects out")
        if count == capacity { grow() }
        (effects + (count - eventCount)).initialize(to: effect)
        isEvent[count] = false
        count += 1
    }

    /// Adds the effect of emitting `event` after the others.
    @inline(__always)
    func emit(_ event: consuming NavigationEvent) {
        assert(!taking, "an effect was appended while the router was carrying the effects out")
        if count == capacity { grow() }
        (events + eventCount).initialize(to: event)
        isEvent[count] = true
        eventCount += 1
        count += 1
    }

    /// Moves every effect out into `body`, in order (an event as `.emit`), and leaves the buffer
    /// empty.
    func takeAll(_ body: (consuming TransitionEngine.Effect) -> Void) {
        takeAll(events: { body(.emit($0)) }, effects: body)
    }

    /// Moves every entry out, in order: the events into `event`, the other effects into
    /// `effect`; leaves the buffer empty.
    func takeAll(events event: (consuming NavigationEvent) -> Void, effects effect: (consuming TransitionEngine.Effect) -> Void) {
        taking = true
        let taken = count
        // Empty before any effect runs: the entries not yet taken belong to this loop alone.
        count = 0
        eventCount = 0
        var nextEvent = 0
        var nextEffect = 0
        for index in 0..<taken {
            if isEvent[index] {
                event((events + nextEvent).move())
                nextEvent += 1
            } else {
                effect((effects + nextEffect).move())
                nextEffect += 1
            }
        }
        taking = false
    }

    /// Doubles the room of each of the three (rare: out of line, so that appending stays small).
    @inline(never)
    private func grow() {
        let larger = capacity * 2
        let effectCount = count - eventCount
        let newEffects = UnsafeMutablePointer<TransitionEngine.Effect>.allocate(capacity: larger)
        newEffects.moveInitialize(from: effects, count: effectCount)
        effects.deallocate()
        effects = newEffects
        let newEvents = UnsafeMutablePointer<NavigationEvent>.allocate(capacity: larger)
        newEvents.moveInitialize(from: events, count: eventCount)
        events.deallocate()
        events = newEvents
        let newFlags = UnsafeMutablePointer<Bool>.allocate(capacity: larger)
        newFlags.moveInitialize(from: isEvent, count: count)
        isEvent.deallocate()
        isEvent = newFlags
        capacity = larger
    }
}
