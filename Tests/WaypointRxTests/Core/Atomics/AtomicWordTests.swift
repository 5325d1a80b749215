import XCTest
import WaypointRx

/// `AtomicWord` finds the `AtomicStorage` properties a root class declares first, at fixed
/// offsets, and its operations return what C11 says they return.
final class AtomicWordTests: XCTestCase {
    /// A root class shaped like the package's users of `AtomicStorage`: words first, then other
    /// properties (one of them generic, so its offset is computed at run time).
    final class Probe<Payload> {
        let atomicStorage = (AtomicStorage(42), AtomicStorage(-7), AtomicStorage(true))
        var tail = 0x5A5A
        var payload: Payload

        init(_ payload: Payload) { self.payload = payload }

        var first: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
        var second: AtomicWord<Int> { AtomicWord(in: self, word: 1) }
        var flag: AtomicWord<Bool> { AtomicWord(in: self, word: 2) }
    }

    func testWordsAreTheStorageTheInitializerWrote() {
        let probe = Probe((1, "payload"))
        XCTAssertEqual(probe.first.load(ordering: .acquiring), 42)
        XCTAssertEqual(probe.second.load(ordering: .acquiring), -7)
        XCTAssertTrue(probe.flag.load(ordering: .acquiring))
    }

    func testWordsAndOtherPropertiesDoNotOverlap() {
        let probe = Probe([1, 2, 3])
        probe.first.store(.max, ordering: .releasing)
        probe.second.store(.min, ordering: .releasing)
        probe.flag.store(false, ordering: .releasing)
        XCTAssertEqual(probe.tail, 0x5A5A)
        XCTAssertEqual(probe.payload, [1, 2, 3])
        probe.tail = -1
        probe.payload = []
        XCTAssertEqual(probe.first.load(ordering: .relaxed), .max)
        XCTAssertEqual(probe.second.load(ordering: .relaxed), .min)
        XCTAssertFalse(probe.flag.load(ordering: .relaxed))
    }

    func testReadModifyWriteReturnsValuesBeforeAndAfter() {
        let probe = Probe(())
        XCTAssertEqual(probe.first.add(8, ordering: .relaxed).oldValue, 42)
        XCTAssertEqual(probe.first.subtract(10, ordering: .relaxed).newValue, 40)
        XCTAssertTrue(probe.first.bitwiseOr(1, ordering: .acquiringAndReleasing) == (40, 41))
        XCTAssertTrue(probe.first.bitwiseAnd(~1, ordering: .acquiringAndReleasing) == (41, 40))
        XCTAssertEqual(probe.first.exchange(5, ordering: .sequentiallyConsistent), 40)
        XCTAssertTrue(probe.first.compareExchange(expected: 4, desired: 9, ordering: .acquiringAndReleasing) == (false, 5))
        XCTAssertTrue(probe.first.compareExchange(expected: 5, desired: 9, ordering: .relaxed) == (true, 5))
        XCTAssertEqual(probe.first.load(ordering: .relaxed), 9)
        XCTAssertTrue(probe.first.add(1, ordering: .relaxed) == (9, 10))
        probe.second.store(.max, ordering: .relaxed)
        XCTAssertEqual(probe.second.add(1, ordering: .relaxed).newValue, .min, "addition wraps")
    }

    func testBoxHoldsIntUIntAndBool() {
        let count = AtomicBox<Int>(3)
        XCTAssertEqual(count.add(2, ordering: .relaxed).newValue, 5)
        XCTAssertEqual(count.subtract(6, ordering: .relaxed).newValue, -1)
        let bits = AtomicBox<UInt>(.max)
        XCTAssertEqual(bits.exchange(7, ordering: .acquiringAndReleasing), .max)
        XCTAssertEqual(bits.load(ordering: .acquiring), 7)
        let flag = AtomicBox(false)
        XCTAssertFalse(flag.exchange(true, ordering: .acquiringAndReleasing))
        XCTAssertTrue(flag.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged)
        XCTAssertFalse(flag.load(ordering: .acquiring))
    }

    func testBooleanDisposableKeepsItsInitialState() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }
}
