/// A binary min-heap of items keyed on (time, insertion number), so that items due at the same
/// time come out first-in first-out. Sifting compares the keys stored beside the items, moving a
/// hole instead of swapping, so it touches no reference counts.
@usableFromInline
struct PriorityQueue<Time: Comparable, Item> {
    @usableFromInline
    struct Entry {
        @usableFromInline
        var time: Time
        @usableFromInline
        var id: Int
        @usableFromInline
        let item: Item

        @inlinable
        init(time: Time, id: Int, item: Item) {
            self.time = time
            self.id = id
            self.item = item
        }

        @inlinable
        func isOrdered(before other: Entry) -> Bool {
            time < other.time || (time == other.time && id < other.id)
        }
    }

    @usableFromInline
    var storage: ContiguousArray<Entry> = []

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { storage.isEmpty }
    @inlinable
    var count: Int { storage.count }
    /// The entry that `pop()` would remove.
    @inlinable
    var first: Entry? { storage.first }

    @inlinable
    mutating func push(time: Time, id: Int, item: Item) {
        let entry = Entry(time: time, id: id, item: item)
        storage.append(entry)
        storage.withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                if !entry.isOrdered(before: heap[parent]) { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }
    }

    @inlinable
    mutating func pop() -> Item? {
        guard !storage.isEmpty else { return nil }
        let last = storage.count - 1
        storage.swapAt(0, last)
        let result = storage.removeLast()
        storage.withUnsafeMutableBufferPointer { Self.siftDownFirst(heap: &$0) }
        return result.item
    }

    /// Gives the first entry the key (`time`, `id`), keeping its item, and restores the heap
    /// order: one sift down instead of a pop and a push, and no reference counting.
    @inlinable
    mutating func replaceFirst(time: Time, id: Int) {
        storage.withUnsafeMutableBufferPointer { heap in
            guard !heap.isEmpty else { return }
            heap[0].time = time
            heap[0].id = id
            Self.siftDownFirst(heap: &heap)
        }
    }

    /// Moves the first entry down until the heap order holds again.
    @inlinable
    static func siftDownFirst(heap: inout UnsafeMutableBufferPointer<Entry>) {
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= heap.count { break }
            let right = left + 1
            var best = left
            if right < heap.count && heap[right].isOrdered(before: heap[left]) { best = right }
            if !heap[best].isOrdered(before: heap[parent]) { break }
            heap.swapAt(parent, best)
            parent = best
        }
    }

    @inlinable
    mutating func removeAll() {
        storage.removeAll()
    }
}
