/// A binary min-heap. Ties are broken by the order the caller encodes in `isOrderedBefore`
/// (schedulers use (time, insertion number), so equal times stay first-in first-out).
struct PriorityQueue<Element> {
    private var storage: [Element] = []
    private let isOrderedBefore: (Element, Element) -> Bool

    init(isOrderedBefore: @escaping (Element, Element) -> Bool) {
        self.isOrderedBefore = isOrderedBefore
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var first: Element? { storage.first }

    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !isOrderedBefore(storage[child], storage[parent]) { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let result = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var best = parent
            if left < storage.count && isOrderedBefore(storage[left], storage[best]) { best = left }
            if right < storage.count && isOrderedBefore(storage[right], storage[best]) { best = right }
            if best == parent { break }
            storage.swapAt(parent, best)
            parent = best
        }
        return result
    }

    mutating func removeAll() {
        storage.removeAll()
    }
}
