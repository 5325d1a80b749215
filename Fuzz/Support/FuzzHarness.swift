import Foundation
import WaypointRouter
import WaypointRx
import WaypointStore

// Shared by the libFuzzer harnesses: a store, a router on a virtual clock and routables that
// complete at once. Everything runs on the fuzzer's one thread.

/// The fuzzed app's state.
struct FuzzState: HasNavigationState, Equatable {
    var navigationState = NavigationState()
}

func fuzzReducer(_ action: Action, _ state: FuzzState?) -> FuzzState {
    var next = state ?? FuzzState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    return next
}

/// A screen that completes every step at once.
final class FuzzScreen: Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return FuzzScreen()
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        completionHandler()
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return FuzzScreen()
    }
}

/// One virtual tick is one second.
struct FuzzTime: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSinceReferenceDate: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSinceReferenceDate) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> Int {
        let seconds = timeInterval.seconds
        return seconds.isInfinite ? Int.max : Int(seconds.rounded())
    }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        return overflow ? Int.max : sum
    }
}

/// The store, scheduler and router every input goes through.
final class FuzzApp {
    let scheduler = VirtualTimeScheduler<FuzzTime>(initialClock: 0, converter: FuzzTime())
    let store = Store(reducer: fuzzReducer, state: FuzzState())
    let router: Router<FuzzState>

    init() {
        router = Router(store: store, rootRoutable: FuzzScreen(), scheduler: scheduler)
        store.dispatch(SetRouteAction(["start"]))
        scheduler.start()
    }

    /// Runs everything due in the next ticks.
    func settle() {
        scheduler.advanceTo(scheduler.clock + 10)
    }
}

/// Stops the fuzzer with a message: a property of the entry point does not hold.
func fuzzFailure(_ message: String) -> Never {
    FileHandle.standardError.write(Data("FUZZ PROPERTY FAILED: \(message)\n".utf8))
    abort()
}
