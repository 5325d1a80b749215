import WaypointRx

/// The result a presented screen will give back, as `Router.present(_:expecting:animated:)`
/// returns it: the screen is already on its way; the handle observes, awaits or cancels the wait.
///
/// It ends exactly once, with one of:
/// - the value, when the screen returns it (`Router.returnResult(_:from:animated:)`): the screen
///   is then dismissed;
/// - the presenting navigation's error, when it fails or is cancelled before the screen shows
///   (a guard rejected it, a newer navigation superseded it);
/// - `RoutingError.cancelled`, when the screen leaves the screen without a result: the user
///   dismissed it, or a newer navigation replaced it ("the screen was dismissed by the user" /
///   "the screen was left for /…");
/// - `RoutingError.dataTypeMismatch`, when the screen returns a value of another type;
/// - `RoutingError.cancelled` ("the router was disposed"), when the router goes away;
/// - `CancellationError` for an awaiting task that is cancelled, or `RoutingError.cancelled`
///   ("the wait was cancelled") after `cancel()`: the wait ends at once and the presenting
///   navigation, if still running, is cancelled (after its running step, as any cancelled
///   navigation); a screen already shown stays.
public final class ScreenResult<Value: Sendable>: ObservableType, Sendable {
    /// The result type.
    public typealias Element = Value

    let outcome: AsyncSubject<Value>
    private let canceller: @Sendable () -> Void

    init(outcome: AsyncSubject<Value>, canceller: @escaping @Sendable () -> Void) {
        self.outcome = outcome
        self.canceller = canceller
    }

    /// Delivers the result to `observer` (on the router's scheduler, or on the thread that returns
    /// it), or the error. Disposing the subscription before the outcome cancels the wait.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Value {
        let subscription = outcome.subscribe(observer)
        let canceller = self.canceller
        return Disposables.create(with: {
            subscription.dispose()
            canceller()
        })
    }

    /// The result, awaited: `let color = try await router.present(.colorPicker, expecting: Color.self).value`.
    /// Cancelling the awaiting task cancels the wait and throws `CancellationError` at once.
    public var value: Value {
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

    /// Ends the wait with `RoutingError.cancelled`; nothing happens when it already ended.
    public func cancel() {
        canceller()
    }
}
