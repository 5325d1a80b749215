import WaypointRx

/// The end of a chain: what runs once no interceptor is left.
@usableFromInline
enum Terminal<Input, Output> {
    /// Emits the transformed input once and completes (the identity for an `InterceptorChain`).
    case value((Input) -> Output)
    /// Subscribes the observable the closure returns; a thrown error is an `.error` event.
    case observable((Input) throws -> Observable<Output>)

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
