import Dispatch
import XCTest
import WaypointRx

/// Atomic words shared by threads: no update is lost, and a releasing store publishes the plain
/// writes before it to an acquiring load (CI runs this under ThreadSanitizer, which must see the
/// C11 atomics and report nothing).
final class AtomicWordConcurrencyTests: XCTestCase {
    final class Shared: @unchecked Sendable {
        let atomicStorage = (AtomicStorage(0), AtomicStorage(false))
        var payload = 0

        var count: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
        var published: AtomicWord<Bool> { AtomicWord(in: self, word: 1) }
    }

    func testConcurrentAddsAreNotLost() {
        let shared = Shared()
        let box = AtomicBox<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 {
                shared.count.add(1, ordering: .relaxed)
                box.add(1, ordering: .relaxed)
            }
        }
        XCTAssertEqual(shared.count.load(ordering: .relaxed), 40_000)
        XCTAssertEqual(box.load(ordering: .relaxed), 40_000)
    }

    func testReleasingStorePublishesEarlierWrites() {
        for _ in 0..<50 {
            let shared = Shared()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                shared.payload = 17
                shared.published.store(true, ordering: .releasing)
            }
            DispatchQueue.global().async(group: group) {
                while !shared.published.load(ordering: .acquiring) {}
                XCTAssertEqual(shared.payload, 17)
            }
            group.wait()
        }
    }

    func testExactlyOneThreadWinsACompareExchange() {
        for _ in 0..<200 {
            let shared = Shared()
            let winners = AtomicBox<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                if shared.count.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
                    winners.add(1, ordering: .relaxed)
                }
            }
            XCTAssertEqual(winners.load(ordering: .relaxed), 1)
        }
    }
}
