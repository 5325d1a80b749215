/// Sends an action to a store or to the next step of its pipeline.
public typealias DispatchFunction = (Action) -> Void

/// ReSwift's middleware: given the store's `dispatch` and `getState`, it wraps the `next` step of
/// the pipeline. Call `next(action)` to pass an action on (possibly rewritten, possibly later),
/// `dispatch` to start a new action from the top, or neither to swallow it.
///
/// Waypoint runs middleware as interceptors of the store's single `InterceptorChain` of actions;
/// the first middleware is the outermost, as in ReSwift. The outer function runs once, when the
/// store is created; the function taking `next` runs once per action, with that action's `next`.
/// `next` returns after the reducer ran when the rest of the pipeline is synchronous; `dispatch`
/// queues the new action after the current one.
public typealias Middleware<State> = (@escaping DispatchFunction, @escaping () -> State?) -> (@escaping DispatchFunction) -> DispatchFunction
