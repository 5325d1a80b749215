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
        shownResults.append(try await router.navigate(to: route).value)
        shownResults.append(try await router.navigate(to: route, animated: false).value)
        // The request's closure runs at once, on the main actor: it may read main-actor state.
        let userID = received.last ?? 0
        shownResults.append(try await router.navigate { $0.to(route).animated(false).passData(userID) }.value)
        let handle = router.navigate(to: ["home"])
        handle.cancel()
    }

    func moveSheets() async throws {
        // A sheet's detent, from the main actor: opened at one, then moved.
        shownResults.append(try await router.navigate { $0.to(["home", "player"]).sheetDetent(.medium, of: "player") }.value)
        shownResults.append(try await router.selectSheetDetent(.large, of: "player").value)
        shownResults.append(try await router.selectSheetDetent(.medium, of: "player", animated: false).value)
    }

    func followLinks() async throws {
        shownResults.append(try await router.navigate(toLink: "app://home/detail").value)
        shownResults.append(try await router.navigate(toLink: URL(string: "app://home")!).value)
        shownResults.append(try await router.navigate(toLink: "app://home") { $0.animated(false) }.value)
    }

    func restore(_ saved: Data) async throws {
        shownResults.append(try await router.restoreState(from: saved).value)
        shownResults.append(try await router.restoreState(from: saved, animated: true) { _ in .reject }.value)
    }

    func awaitTraits(_ single: Single<Int>, _ maybe: Maybe<Int>, _ completable: Completable) async throws {
        received.append(try await single.value)
        if let value = try await maybe.value { received.append(value) }
        try await completable.value
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
    var results = [try await router.navigate(to: ["home"]).value]
    results.append(try await router.navigate(toLink: "app://home").value)
    results.append(try await router.restoreState(from: saved).value)
    results.append(try await router.navigate { $0.to(["home"]) }.value)
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
