/// Programming errors and pipeline failures a store reports instead of crashing.
public enum StoreError: Swift.Error, CustomStringConvertible, Sendable {
    /// An action was dispatched from inside the reducer. It is queued and reduced after the
    /// current action, but reducers must be pure: dispatch from a subscriber or an effect instead.
    case dispatchedFromReducer(action: String)
    /// An interceptor of the action pipeline failed; the action never reached the reducer.
    case pipelineFailed(action: String, error: Swift.Error)

    /// An effect (an observable or async operation given to `dispatch`) failed.
    case effectFailed(error: Swift.Error)

    /// A readable description of the error.
    public var description: String {
        switch self {
        case .dispatchedFromReducer(let action):
            return "Action \(action) was dispatched from inside a reducer. Reducers must be pure; dispatch from a subscriber, a middleware or an effect instead. The action was queued after the current one."
        case .pipelineFailed(let action, let error):
            return "The action pipeline failed for \(action): \(error). The action did not reach the reducer."
        case .effectFailed(let error):
            return "An effect failed: \(error)."
        }
    }
}
