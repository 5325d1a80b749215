import OpenCombine
import WaypointRx
import WaypointTesting

// Workloads 1–6: the reactive core, against OpenCombine and hand-written floors.

/// The sum of the even numbers in 1...n: what `map(+1).filter(even)` of 0..<n adds up to.
func evenSum(_ n: Int) -> Int {
    let count = n / 2
    return count * (count + 1)
}

/// `map(+1).filter(even)` through OpenCombine's generic operators (`Publishers.Map`,
/// `Publishers.Filter`), which stream, whatever the concrete upstream.
func streamMapFilter<Upstream: OpenCombine.Publisher>(_ upstream: Upstream) -> Publishers.Filter<Publishers.Map<Upstream, Int>>
where Upstream.Output == Int {
    upstream.map { $0 + 1 }.filter { $0 % 2 == 0 }
}

/// 1. A `create` loop of ints → map(+1) → filter(even) → subscribe summing.
func createMapFilter(_ harness: Harness) -> [Row] {
    let count = harness.size(1_000_000, quick: 10_000)
    let waypoint = Contender { n in
        var sum = 0
        let source = Observable<Int>.create { observer in
            for value in 0..<n { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
        subscription.dispose()
        check(sum == evenSum(n), "create: \(sum)")
        blackHole(sum)
    }
    // OpenCombine has no `create`; its synchronous loop source is `Publishers.Sequence`. Its
    // `map`/`filter` overloads on `Publishers.Sequence` would build whole arrays up front; the
    // generic `streamMapFilter` sees only a `Publisher`, so the elements stream one by one.
    let peer = Contender { n in
        var sum = 0
        let cancellable = streamMapFilter((0..<n).publisher).sink { sum &+= $0 }
        cancellable.cancel()
        check(sum == evenSum(n), "create (OpenCombine): \(sum)")
        blackHole(sum)
    }
    let floor = Contender { n in
        var sum = 0
        let transform: (Int) -> Int = opaque { $0 + 1 }
        let predicate: (Int) -> Bool = opaque { $0 % 2 == 0 }
        let receive: (Int) -> Void = opaque { sum &+= $0 }
        for value in 0..<n {
            let mapped = transform(value)
            if predicate(mapped) { receive(mapped) }
        }
        check(sum == evenSum(n), "create (floor): \(sum)")
        blackHole(sum)
    }
    return [harness.compare(workload: 1, name: "create → map → filter → sum", unit: "per element", target: 40,
                            operations: count, waypoint: waypoint, peer: peer, floor: floor),
            fromArrayMapFilter(harness)]
}

/// 1. `Observable.from(array)` of ints → map(+1) → filter(even) → subscribe summing: the usual
/// way an app turns a collection it has into a stream. The array is built outside the figures.
func fromArrayMapFilter(_ harness: Harness) -> Row {
    let count = harness.size(1_000_000, quick: 10_000)
    var array: [Int] = []
    let setUp: (Int) -> Void = { n in
        if array.count != n { array = Array(0..<n) }
    }
    let waypoint = Contender(setUp: setUp) { n in
        var sum = 0
        let subscription = Observable.from(array).map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
        subscription.dispose()
        check(sum == evenSum(n), "from: \(sum)")
        blackHole(sum)
    }
    let peer = Contender(setUp: setUp) { n in
        var sum = 0
        let cancellable = streamMapFilter(array.publisher).sink { sum &+= $0 }
        cancellable.cancel()
        check(sum == evenSum(n), "from (OpenCombine): \(sum)")
        blackHole(sum)
    }
    let floor = Contender(setUp: setUp) { n in
        var sum = 0
        let transform: (Int) -> Int = opaque { $0 + 1 }
        let predicate: (Int) -> Bool = opaque { $0 % 2 == 0 }
        let receive: (Int) -> Void = opaque { sum &+= $0 }
        for value in array {
            let mapped = transform(value)
            if predicate(mapped) { receive(mapped) }
        }
        check(sum == evenSum(n), "from (floor): \(sum)")
        blackHole(sum)
    }
    return harness.compare(workload: 1, name: "from(array) → map → filter → sum", unit: "per element", target: nil,
                           operations: count, waypoint: waypoint, peer: peer, floor: floor)
}

/// 2. A `PublishSubject` sending ints → map → filter, to 1 and to 10 subscribers.
func subjectMapFilter(_ harness: Harness) -> [Row] {
    let count = harness.size(1_000_000, quick: 10_000)
    func rows(subscribers: Int, target: Double) -> Row {
        let waypoint = Contender { n in
            var sum = 0
            let subject = PublishSubject<Int>()
            let bag = DisposeBag()
            for _ in 0..<subscribers {
                subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            }
            for value in 0..<n { subject.onNext(value) }
            subject.onCompleted()
            check(sum == subscribers * evenSum(n), "PublishSubject: \(sum)")
            blackHole(sum)
        }
        let peer = Contender { n in
            var sum = 0
            let subject = PassthroughSubject<Int, Never>()
            var cancellables: [AnyCancellable] = []
            for _ in 0..<subscribers {
                cancellables.append(subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sum &+= $0 })
            }
            for value in 0..<n { subject.send(value) }
            subject.send(completion: .finished)
            cancellables.removeAll()
            check(sum == subscribers * evenSum(n), "PassthroughSubject: \(sum)")
            blackHole(sum)
        }
        let floor = Contender { n in
            var sum = 0
            var transforms: ContiguousArray<(Int) -> Int> = []
            var predicates: ContiguousArray<(Int) -> Bool> = []
            var receivers: ContiguousArray<(Int) -> Void> = []
            for _ in 0..<subscribers {
                transforms.append(opaque { $0 + 1 })
                predicates.append(opaque { $0 % 2 == 0 })
                receivers.append(opaque { sum &+= $0 })
            }
            transforms.withUnsafeBufferPointer { transforms in
                predicates.withUnsafeBufferPointer { predicates in
                    receivers.withUnsafeBufferPointer { receivers in
                        for value in 0..<n {
                            for index in 0..<subscribers {
                                let mapped = transforms[index](value)
                                if predicates[index](mapped) { receivers[index](mapped) }
                            }
                        }
                    }
                }
            }
            check(sum == subscribers * evenSum(n), "PublishSubject (floor): \(sum)")
            blackHole(sum)
        }
        return harness.compare(workload: 2, name: "PublishSubject → map → filter, \(subscribers) sub", unit: "per send",
                               target: target, operations: count, waypoint: waypoint, peer: peer, floor: floor)
    }
    return [rows(subscribers: 1, target: 40), rows(subscribers: 10, target: 250)]
}

/// 3. Subscribing to `just(1).map { … }` and disposing the subscription.
func justSubscribe(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 2_000)
    let waypoint = Contender { n in
        var sum = 0
        let source = Observable.just(1).map { $0 + 1 }
        for _ in 0..<n {
            source.subscribe(onNext: { sum &+= $0 }).dispose()
        }
        check(sum == 2 * n, "just: \(sum)")
        blackHole(sum)
    }
    // `Just.map` in OpenCombine returns another `Just`, mapped once up front; `Publishers.Map`
    // runs the closure for each subscription, as Waypoint's `map` does.
    let peer = Contender { n in
        var sum = 0
        let source = Publishers.Map(upstream: Just(1)) { $0 + 1 }
        for _ in 0..<n {
            source.sink { sum &+= $0 }.cancel()
        }
        check(sum == 2 * n, "Just (OpenCombine): \(sum)")
        blackHole(sum)
    }
    return [harness.compare(workload: 3, name: "subscribe + dispose just(1).map", unit: "per subscription", target: 300,
                            operations: count, waypoint: waypoint, peer: peer)]
}

/// 4. A `PublishSubject` → `flatMap { just($0) }`.
func flatMapJust(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 2_000)
    let waypoint = Contender { n in
        var sum = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<n { subject.onNext(value) }
        subject.onCompleted()
        subscription.dispose()
        check(sum == n * (n - 1) / 2, "flatMap: \(sum)")
        blackHole(sum)
    }
    let peer = Contender { n in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.flatMap { Just($0) }.sink { sum &+= $0 }
        for value in 0..<n { subject.send(value) }
        subject.send(completion: .finished)
        cancellable.cancel()
        check(sum == n * (n - 1) / 2, "flatMap (OpenCombine): \(sum)")
        blackHole(sum)
    }
    return [harness.compare(workload: 4, name: "PublishSubject → flatMap { just }", unit: "per element", target: 300,
                            operations: count, waypoint: waypoint, peer: peer)]
}

/// What workload 5's subscribers add up: each sees -1, then 0..<n, plus its index each time.
func behaviorExpected(_ n: Int, _ subscribers: Int) -> Int {
    (0..<subscribers).reduce(0) { $0 + ($1 - 1) + n * (n - 1) / 2 + n * $1 }
}

/// 5. A `BehaviorSubject` with 100 subscribers, each `distinctUntilChanged().map { … }`.
func behaviorDistinct(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 1_000)
    let subscribers = 100
    let waypoint = Contender { n in
        var sum = 0
        let subject = BehaviorSubject(value: -1)
        let bag = DisposeBag()
        for index in 0..<subscribers {
            subject.distinctUntilChanged().map { $0 + index }.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
        }
        for value in 0..<n { subject.onNext(value) }
        subject.onCompleted()
        check(sum == behaviorExpected(n, subscribers), "BehaviorSubject: \(sum)")
        blackHole(sum)
    }
    let peer = Contender { n in
        var sum = 0
        let subject = CurrentValueSubject<Int, Never>(-1)
        var cancellables: [AnyCancellable] = []
        for index in 0..<subscribers {
            cancellables.append(subject.removeDuplicates().map { $0 + index }.sink { sum &+= $0 })
        }
        for value in 0..<n { subject.send(value) }
        subject.send(completion: .finished)
        cancellables.removeAll()
        check(sum == behaviorExpected(n, subscribers), "CurrentValueSubject: \(sum)")
        blackHole(sum)
    }
    let floor = Contender { n in
        var sum = 0
        var lasts = [Int?](repeating: -1, count: subscribers)
        for index in 0..<subscribers { sum &+= index - 1 }
        var transforms: [(Int) -> Int] = []
        for index in 0..<subscribers { transforms.append(opaque { $0 + index }) }
        let receive: (Int) -> Void = opaque { sum &+= $0 }
        for value in 0..<n {
            for index in 0..<subscribers {
                if lasts[index] == value { continue }
                lasts[index] = value
                receive(transforms[index](value))
            }
        }
        check(sum == behaviorExpected(n, subscribers), "BehaviorSubject (floor): \(sum)")
        blackHole(sum)
    }
    return [harness.compare(workload: 5, name: "BehaviorSubject, 100 × distinct → map", unit: "per send", target: 3_000,
                            operations: count, runs: 3, waypoint: waypoint, peer: peer, floor: floor)]
}

/// 6. A `TestScheduler` hot observable of recorded events through `map`, run by `start()`: the
/// scale rows at 1,000 to 1,000,000 events (1,000 and 10,000 with `--quick`).
func testSchedulerMap(_ harness: Harness) -> [Row] {
    func row(events count: Int, operations: Int, target: Double?, scale: Scale) -> Row {
        // The recorded events are the test's input: built before the run, outside its figures.
        var events: [Recorded<Event<Int>>] = []
        let waypoint = Contender(setUp: { n in
            if events.count != n + 1 {
                events = (0..<n).map { Recorded.next(201 + $0, $0) } + [Recorded.completed(201 + n)]
            }
        }, body: { n in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let result = scheduler.start(created: 100, subscribed: 200, disposed: 300 + n) { xs.map { $0 + 1 } }
            check(result.events.count == n + 1, "TestScheduler: \(result.events.count) events")
            blackHole(result.events.count)
        })
        return harness.compare(workload: 6, name: "TestScheduler hot → map, start(), \(count) events", unit: "per event",
                               target: target, operations: operations, runs: 3, scale: scale, waypoint: waypoint)
    }
    // The target is for 100,000 events (10,000 with `--quick`).
    let sizes = harness.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
    let targetSize = harness.quick ? 10_000 : 100_000
    return sizes.map { count in
        row(events: count, operations: count, target: count == targetSize ? 250 : nil,
            scale: Scale(family: "TestScheduler", size: Double(count), units: 1, unitName: "event", marginal: false))
    }
}
