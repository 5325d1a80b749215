import XCTest
import WaypointRx
import WaypointTesting

final class CompositeDisposableTests: LeakCheckingTestCase {
    func testDisposesAllMembersInInsertionOrder() {
        let log = SendableLog<Int>()
        let composite = CompositeDisposable()
        composite.insert(Disposables.create { log.append(1) })
        composite.insert(Disposables.create { log.append(2) })
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(log.all, [1, 2])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func testRemoveDisposesThatMemberOnly() {
        let log = SendableLog<Int>()
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append(1) })
        composite.insert(Disposables.create { log.append(2) })
        composite.remove(for: key!)
        XCTAssertEqual(log.all, [1])
        XCTAssertEqual(composite.count, 1)
        composite.remove(for: key!)
        XCTAssertEqual(log.all, [1])
        composite.dispose()
        XCTAssertEqual(log.all, [1, 2])
    }

    func testInsertAfterDisposalDisposesAtOnceAndReturnsNil() {
        let log = SendableLog<Int>()
        let composite = CompositeDisposable()
        composite.dispose()
        let key = composite.insert(Disposables.create { log.append(1) })
        XCTAssertNil(key)
        XCTAssertEqual(log.all, [1])
    }

    func testInitializers() {
        let log = SendableLog<Int>()
        let two = CompositeDisposable(Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
        let three = CompositeDisposable(Disposables.create { log.append(3) }, Disposables.create { log.append(4) }, Disposables.create { log.append(5) })
        let list = CompositeDisposable(disposables: [Disposables.create { log.append(6) }])
        XCTAssertEqual([two.count, three.count, list.count], [2, 3, 1])
        two.dispose()
        three.dispose()
        list.dispose()
        XCTAssertEqual(log.all, [1, 2, 3, 4, 5, 6])
    }
}
