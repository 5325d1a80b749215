import WaypointRx

/// One link of an interceptor chain, doing one thing (log, sign, authenticate, retry, cache,
/// guard) between the source of an input and its destination.
///
/// It receives the chain at its own position and returns what its caller gets: usually
/// `chain.proceed()` (run the rest of the chain with `chain.input`), `chain.proceed(object:)`
/// (with a rewritten input), a result that never calls `proceed` (short-circuit), one that calls
/// it again (retry), or `chain.proceed().map { … }` (transform the output). It runs only when
/// the chain's result is subscribed, once per subscription.
public protocol Interceptor<Input, Output> {
    /// What travels down the chain: a request, an action, a navigation.
    associatedtype Input
    /// What comes back up; the same as `Input` in an `InterceptorChain`.
    associatedtype Output = Input

    /// Handles `chain.input` and returns the output for the interceptor before it.
    func intercept(chain: TypedInterceptorChain<Input, Output>) -> Observable<Output>
}
