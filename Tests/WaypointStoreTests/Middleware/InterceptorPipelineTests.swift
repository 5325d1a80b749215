import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// An interceptor that passes each action on `ticks` later on `scheduler`; disposing cancels it.
private func delaying(_ ticks: Int, on scheduler: TestScheduler, log: Log? = nil) -> AnyInterceptor<Action> {
    AnyInterceptor(name: "delay") { chain in
        Observable.create { observer in
            let inner = SerialDisposable()
            let timer = scheduler.scheduleRelativeVirtual((), dueTime: ticks) { _ in
                inner.disposable = chain.proceed().subscribe(observer)
                return Disposables.create()
            }
            return Disposables.create(timer, inner, Disposables.create {
                log?.append("delay disposed@\(scheduler.clock)")
            })
        }
    }
}

final class InterceptorPipelineTests: LeakCheckingTestCase {
    func testAnInterceptorDelaysAnActionOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(interceptors: [delaying(20, on: scheduler)])
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.scheduleAt(215) { store.dispatch(Add(amount: 10)) }
        scheduler.scheduleAt(250) { store.dispatch(SetName(name: "a")) }
        let res = scheduler.start { store.states }
        XCTAssertEqual(res.events, [
            .next(200, AppState(count: 0)),
            .next(230, AppState(count: 1)),
            .next(235, AppState(count: 11)),
            .next(270, AppState(count: 11, name: "a")),
        ])
    }

    func testADelayedActionDoesNotHoldUpTheActionsBehindIt() {
        let scheduler = TestScheduler(initialClock: 0)
        // Only Add is delayed; the Increment dispatched after it is reduced first.
        let delayAdds = delaying(50, on: scheduler)
        let store = makeStore(interceptors: [AnyInterceptor(name: "delay adds") { chain in
            chain.input is Add ? delayAdds.intercept(chain: chain) : chain.proceed()
        }])
        scheduler.scheduleAt(210) { store.dispatch(Add(amount: 10)) }
        scheduler.scheduleAt(220) { store.dispatch(Increment()) }
        let res = scheduler.start { store.select(\.count) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(220, 1), .next(260, 11)])
    }

    func testAnInterceptorSwallowsAnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let swallowNames = AnyInterceptor<Action>(name: "swallow") { chain in
            chain.input is SetName ? .empty() : chain.proceed()
        }
        let store = makeStore(log: log, interceptors: [swallowNames])
        scheduler.scheduleAt(210) { store.dispatch(SetName(name: "no")) }
        scheduler.scheduleAt(220) { store.dispatch(Increment()) }
        let res = scheduler.start { store.states }
        XCTAssertEqual(res.events, [.next(200, AppState(count: 0)), .next(220, AppState(count: 1))])
        XCTAssertEqual(log.all, ["reduce inc"])
    }

    func testAnInterceptorRewritesAnAction() {
        let double = AnyInterceptor<Action>(name: "double") { chain in
            guard let add = chain.input as? Add else { return chain.proceed() }
            return chain.proceed(object: Add(amount: add.amount * 2))
        }
        let store = makeStore(interceptors: [double])
        store.dispatch(Add(amount: 4))
        XCTAssertEqual(store.state.count, 8)
    }

    func testAnInterceptorErrorIsReportedOnFailuresAndTheStateIsUntouched() {
        let scheduler = TestScheduler(initialClock: 0)
        let guardNames = AnyInterceptor<Action>(name: "guard") { chain in
            if let set = chain.input as? SetName, set.name.isEmpty { throw TestError(id: 1) }
            return chain.proceed()
        }
        let store = makeStore(interceptors: [guardNames])
        let failures = scheduler.createObserver(String.self)
        let states = scheduler.createObserver(AppState.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            store.failures.map(\.description).subscribe(failures).disposed(by: bag)
            store.states.subscribe(states).disposed(by: bag)
        }
        scheduler.scheduleAt(210) { store.dispatch(SetName(name: "a")) }
        scheduler.scheduleAt(220) { store.dispatch(SetName(name: "")) }
        scheduler.scheduleAt(230) { store.dispatch(Increment()) }
        scheduler.start()
        XCTAssertEqual(states.events, [
            .next(200, AppState()), .next(210, AppState(name: "a")), .next(230, AppState(count: 1, name: "a")),
        ])
        XCTAssertEqual(failures.events.map(\.time), [220])
        let message = failures.events.first.flatMap { event -> String? in
            if case .next(let text) = event.value { return text }
            return nil
        } ?? ""
        XCTAssertTrue(message.contains("SetName(name: \"\")"), message)
        XCTAssertTrue(message.contains("TestError(id: 1)"), message)
        XCTAssertTrue(message.contains("did not reach the reducer"), message)
    }

    func testAnErrorAfterADelayIsReportedThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let failLater = AnyInterceptor<Action>(name: "fail later") { _ in
            Observable.create { observer in
                scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
                    observer.onError(TestError(id: 2))
                    return Disposables.create()
                }
            }
        }
        let store = makeStore(interceptors: [failLater])
        let failures = scheduler.createObserver(String.self)
        let subscription = store.failures.map(\.description).subscribe(failures)
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.start()
        XCTAssertEqual(failures.events.map(\.time), [240])
        XCTAssertEqual(store.state.count, 0)
        subscription.dispose()
    }

    func testInterceptorsAddedLaterRunAfterTheOthersForLaterDispatches() {
        let log = Log()
        let store = makeStore(log: log, interceptors: [AnyInterceptor(name: "a") { chain in
            log.append("a")
            return chain.proceed()
        }])
        store.dispatch(Noop())
        store.add(interceptor: AnyInterceptor(name: "b") { chain in
            log.append("b")
            return chain.proceed()
        })
        store.dispatch(Noop())
        XCTAssertEqual(log.all, ["a", "reduce noop", "a", "b", "reduce noop"])
    }

    func testAddingTheFirstInterceptorToAStoreWithoutPipeline() {
        let store = makeStore()
        store.add(interceptor: AnyInterceptor(name: "swallow") { _ in .empty() })
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 0)
    }

    func testAHeldActionIsCancelledWhenTheStoreIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        var store: Store<AppState>? = makeStore(interceptors: [delaying(100, on: scheduler, log: log)])
        scheduler.scheduleAt(210) { store?.dispatch(Increment()) }
        scheduler.scheduleAt(250) { store = nil }
        scheduler.start()
        XCTAssertEqual(log.all, ["delay disposed@250"])
    }

    func testAnInterceptorOutputFromAnotherThreadReachesTheReducer() {
        // The interceptor's output comes from a subject that another thread feeds.
        let subject = PublishSubject<Action>()
        let store = makeStore(interceptors: [AnyInterceptor(name: "other thread") { _ in subject.asObservable() }])
        var seen: [Int] = []
        let subscription = store.select(\.count).subscribe(onNext: { seen.append($0) })
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 0)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            subject.onNext(Add(amount: 5))
            subject.onCompleted()
            finished.signal()
        }.start()
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(store.state.count, 5)
        XCTAssertEqual(seen, [0, 5])
        subscription.dispose()
    }

    func testAnOutputFromAnotherThreadDuringTheSynchronousPhaseIsReducedRightAfterIt() {
        // The interceptor, while the store subscribes to it, has another thread emit an action
        // (buffered), then emits one itself on the draining thread (reduced at once).
        let stateInside = Locked<[Int]>([])
        var store: Store<AppState>!
        store = makeStore(interceptors: [AnyInterceptor(name: "helper thread") { _ in
            Observable.create { observer in
                let emitted = DispatchSemaphore(value: 0)
                Thread {
                    observer.onNext(Add(amount: 5))
                    emitted.signal()
                }.start()
                XCTAssertEqual(emitted.wait(timeout: .now() + 5), .success)
                stateInside.withLock { $0.append(store.state.count) }
                observer.onNext(Add(amount: 1))
                stateInside.withLock { $0.append(store.state.count) }
                observer.onCompleted()
                return Disposables.create()
            }
        }])
        var seen: [Int] = []
        let subscription = store.select(\.count).subscribe(onNext: { seen.append($0) })
        store.dispatch(Increment())
        XCTAssertEqual(stateInside.withLock { $0 }, [0, 1], "the other thread's action waits for the phase to end")
        XCTAssertEqual(seen, [0, 1, 6])
        subscription.dispose()
        // The interceptor reads the store through this variable: let go of it, or the store keeps
        // itself alive through its own interceptor.
        store = nil
    }
}
