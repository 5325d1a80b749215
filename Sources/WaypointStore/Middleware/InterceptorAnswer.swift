import WaypointRx

/// What an interceptor that can answer without running the pipeline says about an action (see
/// `Store.add(interceptor:standsAsideWhile:answersAtOnce:)`): the same as the observable its
/// interceptor would return, when it is the last of the pipeline.
package enum InterceptorAnswer {
    /// The action goes on to the reducer as `output`.
    case pass(Action)
    /// The action goes no further.
    case drop
    /// The answer comes later: what `output` emits reaches the reducer, as the interceptor's own
    /// output would (its `proceed` being the reducer's step).
    case later(Observable<Action>)
}
