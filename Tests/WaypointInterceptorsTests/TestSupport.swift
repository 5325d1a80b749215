import WaypointInterceptors
import WaypointRx
import WaypointTesting

/// An error with an id, equal to another when the ids are.
struct TestError: Error, Equatable {
    let id: Int
}

/// A thread-safe list of what happened, in order.
final class Log: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }
}

/// The seed's interceptors: add one, subtract one.
struct Add: Interceptor {
    func intercept(chain: InterceptorChain<Int>) -> Observable<Int> {
        chain.proceed(object: chain.input.map { $0 + 1 })
    }
}

struct Minus: Interceptor {
    func intercept(chain: InterceptorChain<Int>) -> Observable<Int> {
        chain.proceed(object: chain.input.map { $0 - 1 })
    }
}

extension TestScheduler {
    /// Waits `ticks` of virtual time, then subscribes what `next` returns; disposing cancels the
    /// wait or the subscription, and logs "`name` disposed@tick" when `log` is given.
    func after<Element>(_ ticks: Int, log: Log? = nil, name: String = "", _ next: @escaping () -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            let inner = SerialDisposable()
            let timer = self.scheduleRelativeVirtual((), dueTime: ticks) { _ in
                inner.disposable = next().subscribe(observer)
                return Disposables.create()
            }
            return Disposables.create(timer, inner, Disposables.create {
                log?.append("\(name) disposed@\(self.clock)")
            })
        }
    }
}

/// Subscribes what `make` returns, and again after each error, `attempts` times at most: how a
/// retry interceptor calls `proceed` a second time.
func retrying<Element>(_ attempts: Int, _ make: @escaping () -> Observable<Element>) -> Observable<Element> {
    Observable.create { observer in
        let subscriptions = CompositeDisposable()
        var left = attempts
        func attempt() {
            left -= 1
            subscriptions.insert(make().subscribe { event in
                if case .error = event, left > 0 {
                    attempt()
                } else {
                    observer.on(event)
                }
            })
        }
        attempt()
        return subscriptions
    }
}

/// Runs the chain that `build` makes of `InterceptorChain<Int>(input: 1)` (built when the test
/// scheduler creates the sequence) on a new test scheduler, subscribed at 200 and disposed at
/// `disposed`; returns the recorded events and the log `build`'s interceptors may write to.
func runChain(
    disposed: TestTime = TestScheduler.defaultDisposed,
    _ build: @escaping (InterceptorChain<Int>, TestScheduler, Log) -> InterceptorChain<Int>
) -> (res: TestableObserver<Int>, log: Log) {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Log()
    let res = scheduler.start(disposed: disposed) { build(InterceptorChain<Int>(input: 1), scheduler, log).proceed() }
    return (res, log)
}

/// An interceptor that logs "`name`@tick" when it runs, then proceeds.
func logging<Input, Output>(_ name: String, _ log: Log, _ scheduler: TestScheduler) -> AnyTypedInterceptor<Input, Output> {
    AnyTypedInterceptor(name: name) { chain in
        log.append("\(name)@\(scheduler.clock)")
        return chain.proceed()
    }
}
