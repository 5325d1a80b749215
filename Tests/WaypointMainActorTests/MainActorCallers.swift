import Foundation
import Waypoint

// Compile-only checks (CI builds this target with warnings as errors, in Swift 6 mode): code on
// the main actor — where a view controller or a SwiftUI view model lives — calls every async
// entry point of Waypoint. A change that makes one of these an error or a warning on the main
// actor fails the build. The functions are never run; `MainActorCallerTests` runs a few.

/// The state of a small app: just its navigation.
struct AppState: HasNavigationState, Sendable {
    var navigationState = NavigationState()
}

/// A view model on the main actor, as SwiftUI and UIKit code has it.
@MainActor
final class MainActorCaller {
    let store: Store<AppState>
    let router: Router<AppState>
    var shownResults: [NavigationResult] = []
    var received: [Int] = []

    init(store: Store<AppState>, router: Router<AppState>) {
        self.store = store
        self.router = router
    }

    func navigateAndWait() async throws {
        let route: Route = ["home", "detail"]
        let result: NavigationResult = try await router.navigate(to: route)
        shownResults.append(result)
        let unanimated: NavigationResult = try await router.navigate(to: route, animated: false)
        shownResults.append(unanimated)
    }

    func followLinks() async throws {
        let byString: NavigationResult = try await router.navigate(toLink: "app://home/detail")
        shownResults.append(byString)
        let byURL: NavigationResult = try await router.navigate(toLink: URL(string: "app://home")!)
        shownResults.append(byURL)
    }

    func restore(_ saved: Data) async throws {
        let restored: NavigationResult = try await router.restoreState(from: saved)
        shownResults.append(restored)
        let animated: NavigationResult = try await router.restoreState(from: saved, animated: true)
        shownResults.append(animated)
    }

    func iterate(_ numbers: Observable<Int>) async throws {
        for try await number in numbers.values {
            received.append(number)
        }
    }

    func iterateEvents() async throws {
        for try await event in router.events.values {
            _ = event.navigationID
        }
    }

    func iterateStates() async throws {
        for try await state in store.states.values {
            _ = state.navigationState.route
        }
    }
}

/// Nonisolated async code (a `Task.detached`, a server-side caller) calls the same entry points.
func nonisolatedCaller(_ router: Router<AppState>, saved: Data) async throws -> [NavigationResult] {
    let first: NavigationResult = try await router.navigate(to: ["home"])
    let second: NavigationResult = try await router.navigate(toLink: "app://home")
    let third: NavigationResult = try await router.restoreState(from: saved)
    var results = [first, second, third]
    for try await number in Observable.of(1, 2, 3).values where number > 5 {
        results.removeAll()
    }
    return results
}

/// A guard that answers from async work: its completion is `@Sendable`, so it may cross into a
/// task.
struct AsyncAnsweringGuard: RoutingInterceptor {
    let check: @Sendable () async -> Bool

    func perform(with context: NavigationGuardContext, completion: @escaping @Sendable (RoutingResult) -> Void) {
        Task {
            completion(await check() ? .success : .failure(RoutingError.cancelled(reason: "not allowed")))
        }
    }
}

/// A stateful protection space needs no lock of its own.
final class LoginGate: ProtectionSpace {
    let held = HeldNavigations()
    let signedIn = Locked(false)

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Error) -> Void) -> Bool {
        if signedIn.withLock({ $0 }) { return false }
        held.hold(unprotect: unprotect, failure: failure)
        return true
    }
}
