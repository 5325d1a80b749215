import WaypointRx

/// What one `proceed()` of a chain you built runs: a snapshot of its interceptors, its terminal
/// step and its timeout. Immutable, so any number of runs may use it at once.
final class Plan<Input, Output> {
    let interceptors: ContiguousArray<AnyTypedInterceptor<Input, Output>>
    let terminal: Terminal<Input, Output>
    let timing: Timing?
    /// `true` when a run needs a `RunSink`: a chain timeout, or an interceptor with a rule or a
    /// timeout of its own.
    let isWatched: Bool

    init(interceptors: ContiguousArray<AnyTypedInterceptor<Input, Output>>, terminal: Terminal<Input, Output>, timing: Timing?) {
        self.interceptors = interceptors
        self.terminal = terminal
        self.timing = timing
        isWatched = (timing?.isFinite ?? false) || interceptors.contains { !$0.isPlain }
    }

    /// Starts a run for `input`.
    func start(_ input: Input, _ observer: AnyObserver<Output>) -> Disposable {
        guard isWatched else {
            return run(index: 0, input: input, observer: observer, run: nil)
        }
        let runSink = RunSink(observer: observer)
        runSink.start(timing)
        runSink.setUpstream(run(index: 0, input: input, observer: AnyObserver { runSink.deliver($0) }, run: runSink))
        return runSink
    }

    /// Runs the interceptor at `index` (0-based) and, through its `proceed`, the ones after it;
    /// past the last one, the terminal step.
    func run(index: Int, input: Input, observer: AnyObserver<Output>, run: RunSink<Output>?) -> Disposable {
        guard index < interceptors.count else {
            return terminal.run(input, observer)
        }
        let interceptor = interceptors[index]
        guard let run, !interceptor.isPlain else {
            // The hot path: the interceptor's output goes straight to the observer.
            let chain = TypedInterceptorChain(plan: self, position: index + 1, input: input, run: run, hop: nil)
            let output: Observable<Output>
            do {
                output = try interceptor.body(chain)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            return output.subscribe(observer)
        }
        let hop = HopSink(observer: observer, interceptor: interceptor, plan: self, position: index + 1, run: run)
        let chain = TypedInterceptorChain(plan: self, position: index + 1, input: input, run: run, hop: hop)
        hop.start()
        let output: Observable<Output>
        do {
            output = try interceptor.body(chain)
        } catch {
            hop.on(.error(error))
            return hop
        }
        hop.setUpstream(output.subscribe(AnyObserver { hop.on($0) }))
        return hop
    }
}
