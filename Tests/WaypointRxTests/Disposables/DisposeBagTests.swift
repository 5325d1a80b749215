import XCTest
import WaypointRx
import WaypointTesting

final class DisposeBagTests: LeakCheckingTestCase {
    func testDeallocatingTheBagDisposesEverythingInOrder() {
        let log = SendableLog<Int>()
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(Disposables.create { log.append(1) })
        bag!.insert(Disposables.create { log.append(2) }, Disposables.create { log.append(3) })
        Disposables.create { log.append(4) }.disposed(by: bag!)
        XCTAssertEqual(log.all, [])
        bag = nil
        XCTAssertEqual(log.all, [1, 2, 3, 4])
    }

    func testReplacingTheBagEndsSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        var received: [Int] = []
        var bag = DisposeBag()
        scheduler.scheduleAt(200) { xs.subscribe(onNext: { received.append($0) }).disposed(by: bag) }
        scheduler.scheduleAt(250) { bag = DisposeBag() }
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        _ = bag
    }

    func testBuilderAndArrayFormsDisposeEverythingInOrderWithTheBag() {
        let log = SendableLog<Int>()
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { log.append(1) }
            Disposables.create { log.append(2) }
        }
        bag!.insert {
            Disposables.create { log.append(3) }
        }
        bag!.insert([Disposables.create { log.append(4) }, Disposables.create { log.append(5) }])
        var other: DisposeBag? = DisposeBag(disposing: Disposables.create { log.append(6) }, Disposables.create { log.append(7) })
        var fromArray: DisposeBag? = DisposeBag(disposing: [Disposables.create { log.append(8) }])
        XCTAssertEqual(log.all, [])
        bag = nil
        other = nil
        fromArray = nil
        XCTAssertEqual(log.all, [1, 2, 3, 4, 5, 6, 7, 8])
        _ = (bag, other, fromArray)
    }
}
