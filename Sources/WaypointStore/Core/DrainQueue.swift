import WaypointRx

/// A queue that many threads push to and at most one thread at a time drains, without a lock:
/// `push` tells its caller when it must drain (the queue was idle), and `drain` handles the items
/// in push order until none is left, then makes the queue idle again. Items pushed while a drain
/// runs (from other threads, or re-entrantly from the handler) are handled by that drain.
///
/// Pushing is one allocation and one compare-and-swap, and never waits: many threads dispatching
/// at once do not queue up on a lock (on Linux, a contended `Mutex` hands over through the kernel,
/// and threads convoy behind it when there are more threads than cores).
// @unchecked: items move through an atomic lock-free list; one thread drains at a time.
final class DrainQueue<Element>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    private let atomicStorage = AtomicStorage(0)

    private final class Node {
        let element: Element
        /// The node pushed before this one (the next one down the stack), unretained.
        var next: UInt = 0

        init(_ element: Element) {
            self.element = element
        }
    }

    /// The address of the top node of the stack of pushed items (0 when empty), with bit 0 set
    /// while a drainer is at work.
    private var state: AtomicWord<UInt> { AtomicWord(in: self, word: 0) }
    private static var draining: UInt { 1 }

    init() {}

    deinit {
        var address = state.load(ordering: .acquiring) & ~Self.draining
        while address != 0 {
            let node = Self.take(address)
            address = node.next
        }
    }

    /// Adds `element`; `true` when the queue was idle and the caller must now call `drain`.
    func push(_ element: Element) -> Bool {
        let node = Node(element)
        let address = UInt(bitPattern: Unmanaged.passRetained(node).toOpaque())
        var current = state.load(ordering: .relaxed)
        while true {
            node.next = current & ~Self.draining
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: address | Self.draining, ordering: .acquiringAndReleasing)
            if exchanged { return current & Self.draining == 0 }
            current = original
        }
    }

    /// Makes an idle, empty queue busy without pushing anything: `true` when it did, and the
    /// caller then handles its item itself and calls `drain` (which handles what others pushed
    /// meanwhile). Saves the node allocation when nobody else is dispatching.
    func startDrainingIfIdle() -> Bool {
        state.compareExchange(expected: 0, desired: Self.draining, ordering: .acquiringAndReleasing).exchanged
    }

    /// Handles every item, oldest first, until the queue is empty; then the queue is idle. Only
    /// the caller that `push` told to may call it.
    func drain(_ handle: (Element) -> Void) {
        while true {
            let top = state.exchange(Self.draining, ordering: .acquiringAndReleasing) & ~Self.draining
            if top == 0 {
                let (idle, _) = state.compareExchange(expected: Self.draining, desired: 0, ordering: .acquiringAndReleasing)
                if idle { return }
                continue
            }
            // The stack holds the newest item on top: reverse it, then handle from the oldest.
            var oldest: UInt = 0
            var address = top
            while address != 0 {
                let node = Unmanaged<Node>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
                let below = node.next
                node.next = oldest
                oldest = address
                address = below
            }
            address = oldest
            while address != 0 {
                let node = Self.take(address)
                address = node.next
                handle(node.element)
            }
        }
    }

    /// Takes ownership of the node at `address` back from the stack.
    private static func take(_ address: UInt) -> Node {
        Unmanaged<Node>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeRetainedValue()
    }
}
