import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

// The store example of the README (section "WaypointStore"), kept compiling and checked here.

private struct CounterState: Equatable {
    var counter = 0
    var user: String?
}

private struct Increase: Action { let by: Int }
private struct LoggedIn: Action { let user: String }

private func counterReducer(action: Action, state: CounterState?) -> CounterState {
    var state = state ?? CounterState()
    switch action {
    case let action as Increase: state.counter += action.by
    case let action as LoggedIn: state.user = action.user
    default: break
    }
    return state
}

final class ReadmeExampleTests: LeakCheckingTestCase {
    func testTheReadmeExample() {
        let printed = Log()
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ReSwift middleware works as it is; the first one is the outermost.
        let logger: Middleware<CounterState> = { dispatch, getState in
            { next in
                { action in
                    print("→", action)
                    next(action)
                    print("← counter", getState()?.counter ?? 0)
                }
            }
        }

        // An interceptor is a step of the same pipeline: it may rewrite, swallow, delay or fail
        // an action before it reaches the reducer.
        let noNegative = AnyInterceptor<Action>(name: "no negative") { chain in
            if let increase = chain.input as? Increase, increase.by < 0 {
                return .empty()   // swallowed
            }
            return chain.proceed()
        }

        let store = Store<CounterState>(reducer: counterReducer, state: nil,
                                        middleware: [logger], interceptors: [noNegative])

        let bag = DisposeBag()
        store.select(\.counter)
            .subscribe(onNext: { print("counter:", $0) })
            .disposed(by: bag)

        store.dispatch(Increase(by: 1))
        store.dispatch(Increase(by: -5))
        store.dispatch(Thunk<CounterState> { dispatch, getState in
            if getState()?.user == nil { dispatch(LoggedIn(user: "ada")) }
            dispatch(Increase(by: 2))
        })

        XCTAssertEqual(printed.all, [
            "counter: 0",
            "→ Increase(by: 1)", "counter: 1", "← counter 1",
            "→ Increase(by: -5)", "← counter 1",
            "→ Thunk<CounterState>(body: (Function))", "← counter 1",
            "→ LoggedIn(user: \"ada\")", "← counter 1",
            "→ Increase(by: 2)", "counter: 3", "← counter 3",
        ])
        XCTAssertEqual(store.state, CounterState(counter: 3, user: "ada"))
    }
}
