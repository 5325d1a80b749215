import WaypointInterceptors
import WaypointRx
import WaypointStore

/// The state of the test stores.
struct AppState: Equatable, Sendable {
    var count = 0
    var name = ""
}

/// Adds one to `count`.
struct Increment: Action {}

/// Adds `amount` to `count`.
struct Add: Action {
    let amount: Int
}

/// Sets `name`.
struct SetName: Action {
    let name: String
}

/// Changes nothing.
struct Noop: Action {}

/// A short name for an action, for logs.
func describe(_ action: Action) -> String {
    switch action {
    case is Increment: return "inc"
    case let add as Add: return "add \(add.amount)"
    case let set as SetName: return "name \(set.name)"
    case is Noop: return "noop"
    case is Thunk<AppState>: return "thunk"
    default: return String(describing: action)
    }
}

/// The test reducer; logs each action it reduces when given a log.
func appReducer(log: Log? = nil) -> Reducer<AppState> {
    { action, state in
        log?.append("reduce \(describe(action))")
        var state = state ?? AppState(count: 0, name: "init")
        switch action {
        case is Increment: state.count += 1
        case let add as Add: state.count += add.amount
        case let set as SetName: state.name = set.name
        default: break
        }
        return state
    }
}

/// A store of `AppState` starting at count 0, name "".
func makeStore(
    log: Log? = nil,
    middleware: [Middleware<AppState>] = [],
    interceptors: [AnyInterceptor<Action>] = [],
    automaticallySkipsRepeats: Bool = true
) -> Store<AppState> {
    Store(reducer: appReducer(log: log), state: AppState(), middleware: middleware, interceptors: interceptors,
          automaticallySkipsRepeats: automaticallySkipsRepeats)
}

/// A thread-safe list of what happened, in order.
final class Log: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }

    func clear() {
        entries.withLock { $0.removeAll() }
    }
}

/// A thread-safe box.
final class Box<Value: Sendable>: Sendable {
    private let storage: Locked<Value>

    init(_ value: Value) {
        storage = Locked(value)
    }

    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    func update<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        storage.withLock { body(&$0) }
    }
}

/// A ReSwift-style subscriber that records what it receives (from one thread at a time).
final class TestSubscriber<Value>: StoreSubscriber {
    typealias StoreSubscriberStateType = Value

    var received: [Value] = []
    var onNewState: ((Value) -> Void)?

    init(onNewState: ((Value) -> Void)? = nil) {
        self.onNewState = onNewState
    }

    func newState(state: Value) {
        received.append(state)
        onNewState?(state)
    }
}

/// An error with an id.
struct TestError: Error, Equatable {
    let id: Int
}
