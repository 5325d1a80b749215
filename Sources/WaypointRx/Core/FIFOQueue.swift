/// A first-in first-out queue with amortized O(1) `enqueue` and `dequeue`, for operators that
/// buffer (zip's per-source elements, merge's waiting sources, the elements `values` has not
/// handed out yet). Not thread-safe: its owner guards it.
@usableFromInline
struct FIFOQueue<Element> {
    @usableFromInline
    var storage: [Element?] = []
    @usableFromInline
    var head = 0

    @usableFromInline
    init() {}

    /// `true` when nothing is queued.
    @inlinable
    var isEmpty: Bool { head == storage.count }

    /// The number of queued elements.
    @inlinable
    var count: Int { storage.count - head }

    /// The front element, left in place; `nil` when empty.
    var first: Element? {
        head < storage.count ? storage[head] : nil
    }

    /// Adds `element` at the back.
    @inlinable
    mutating func enqueue(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable
    mutating func dequeue() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Removes everything.
    @inlinable
    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
