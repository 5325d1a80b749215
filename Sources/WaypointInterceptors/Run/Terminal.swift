import WaypointRx

/// The end of a chain: what runs once no interceptor is left.
@usableFromInline
enum Terminal<Input, Output> {
    /// Emits the transformed input once and completes (the identity for an `InterceptorChain`).
    case value((Input) -> Output)
    /// Subscribes the observable the closure returns; a thrown error is an `.error` event.
    case observable((Input) throws -> Observable<Output>)

    /// The observable that runs the terminal step for `input` each time it is subscribed. For a
    /// value, the value itself (`just`): one object, no closure.
    @inlinable
    func observable(for input: Input) -> Observable<Output> {
        switch self {
        case .value(let transform):
            return .just(transform(input))
        case .observable:
            return makeObservable { observer in self.run(input, observer) }
        }
    }

    /// Runs the terminal step for `input`.
    @inlinable
    func run(_ input: Input, _ observer: AnyObserver<Output>) -> Disposable {
        switch self {
        case .value(let transform):
            observer.on(.next(transform(input)))
            observer.on(.completed)
            return Disposables.create()
        case .observable(let makeOutput):
            let output: Observable<Output>
            do {
                output = try makeOutput(input)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            return output.subscribe(observer)
        }
    }
}
