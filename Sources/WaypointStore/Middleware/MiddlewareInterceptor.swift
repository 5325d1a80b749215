import WaypointInterceptors
import WaypointRx

/// Runs a ReSwift-style middleware as an interceptor of the store's action chain.
///
/// The middleware's outer function is called once, when the store is created (as ReSwift does),
/// so state it keeps in closures there lives as long as the store; the function taking `next` is
/// called for each action, with that action's `next`. `next` runs the rest of the chain: the
/// interceptor's output completes when the middleware returned and every `next` it made meanwhile
/// finished. A `next` called later (after a delay, from another thread) still reaches the reducer,
/// and its failure is reported on the store's `failures`; not calling `next` swallows the action.
enum MiddlewareInterceptor {
    static func make<State>(_ middleware: Middleware<State>, index: Int, store: Store<State>) -> AnyInterceptor<Action> {
        let wrap = middleware(
            { [weak store] action in store?.dispatch(action) },
            { [weak store] in store?.state }
        )
        // The store holds its interceptors: they hold it weakly.
        return AnyInterceptor(name: "middleware #\(index + 1)") { [weak store] chain in
            Observable.create { observer in
                let run = MiddlewareRun(observer)
                let next: DispatchFunction = { action in
                    let proceeding = chain.proceed(object: action)
                    if run.begin() {
                        run.track(proceeding.subscribe(
                            onNext: { observer.onNext($0) },
                            onError: { run.fail($0) },
                            onCompleted: { run.end() }
                        ))
                    } else {
                        store?.runDetached(proceeding, for: action)
                    }
                }
                if let action = chain.input { wrap(next)(action) }
                run.end()
                return run
            }
        }
    }
}

/// One run of a middleware: counts the `next` calls still running plus the middleware call
/// itself, and completes the output when none is left.
// @unchecked: every var is touched only under `lock`; the observer is called outside it.
private final class MiddlewareRun: Disposable, @unchecked Sendable {
    private let lock = Locked()
    private var pending = 1
    private var open = true
    private let subscriptions = CompositeDisposable()
    private let observer: AnyObserver<Action>

    init(_ observer: AnyObserver<Action>) {
        self.observer = observer
    }

    /// Starts a `next`; `false` when the run is over and the `next` came late.
    func begin() -> Bool {
        lock.withLock {
            if !open { return false }
            pending += 1
            return true
        }
    }

    func track(_ disposable: Disposable) {
        subscriptions.insert(disposable)
    }

    func end() {
        let complete = lock.withLock { () -> Bool in
            pending -= 1
            if pending == 0 && open {
                open = false
                return true
            }
            return false
        }
        if complete { observer.onCompleted() }
    }

    func fail(_ error: Swift.Error) {
        let report = lock.withLock { () -> Bool in
            defer { open = false }
            return open
        }
        if report { observer.onError(error) }
    }

    func dispose() {
        lock.withLock { open = false }
        subscriptions.dispose()
    }
}
