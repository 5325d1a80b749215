import WaypointRx

/// A navigation request on its way, as `navigate`, `navigate(toLink:)` and `restoreState(from:)`
/// return it: the request is already sent; the handle observes, awaits or cancels it.
///
/// - Observe: the handle is an `ObservableType` of one `NavigationResult` (emitted when the UI
///   shows the destination, then completed), or the navigation's error. Subscribing late replays
///   the outcome. Disposing a subscription before the outcome cancels the navigation, as
///   disposing a request's observable does in RxSwift.
/// - Await: `try await handle.value`. Cancelling the awaiting `Task` cancels the navigation and
///   throws `CancellationError` at once.
/// - Cancel: `cancel()`.
///
/// A cancelled navigation ends with a `cancelled(.aborted)` event and fails its callbacks and
/// result with `RoutingError.cancelled`: a guard checking or holding it (a `ProtectionSpace`)
/// is released; a navigation whose step is running stops after that step, and the state's
/// route is set to what the screen shows. Cancelling one that already ended does nothing.
public final class NavigationHandle: ObservableType, Sendable {
    /// The result type.
    public typealias Element = NavigationResult

    /// The id the request started with (`NavigationResult.requestID`).
    public let requestID: NavigationID
    private let outcome: AsyncSubject<NavigationResult>
    private let canceller: @Sendable () -> Void

    init(requestID: NavigationID, outcome: AsyncSubject<NavigationResult>, canceller: @escaping @Sendable () -> Void) {
        self.requestID = requestID
        self.outcome = outcome
        self.canceller = canceller
    }

    /// Delivers the outcome to `observer` (on the router's scheduler, or at once when it is
    /// known). Disposing the subscription before the outcome cancels the navigation.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == NavigationResult {
        let subscription = outcome.subscribe(observer)
        let canceller = self.canceller
        return Disposables.create(with: {
            subscription.dispose()
            canceller()
        })
    }

    /// The handle as an `Observable`. The outcome's subject obeys the Rx grammar, so the
    /// handle is not wrapped in the grammar check `asObservable()` gives other `ObservableType`s.
    public func asObservable() -> Observable<NavigationResult> {
        Observable.make { observer in self.subscribe(observer) }
    }

    /// The result, awaited: returns once the UI shows the destination, or throws the
    /// navigation's error (a `RoutingError`). Cancelling the awaiting task cancels the
    /// navigation and throws `CancellationError` at once, without waiting for the running step.
    public var value: NavigationResult {
        get async throws {
            let outcome = self.outcome
            let canceller = self.canceller
            return try await withTaskCancellationHandler {
                try await outcome.asSingle().value
            } onCancel: {
                canceller()
            }
        }
    }

    /// Cancels the navigation (on the router's scheduler). Nothing happens when it already ended.
    public func cancel() {
        canceller()
    }
}
