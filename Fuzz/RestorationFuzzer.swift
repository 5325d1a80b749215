import Foundation
import WaypointRouter
import WaypointRx

// libFuzzer harness for the state-restoration decoder: every input is handed to
// `restoreState(from:)`. It must throw `RoutingError.corruptRestorationData` with a reason and
// change nothing, or decode; a decoded restoration is refused by a guard, so the state must stay
// as it was either way.

/// A value type restorations may carry.
struct Profile: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

struct Refused: Error {}

/// Built by `LLVMFuzzerInitialize`, released at exit (so that LeakSanitizer's final check sees
/// nothing of it still alive).
nonisolated(unsafe) var app: FuzzApp!

func makeApp() -> FuzzApp {
    let app = FuzzApp()
    app.router.restoration.register(Profile.self)
    app.router.add(guard: NavigationGuard(name: "Refuse restorations") { context, completion in
        completion(context.trigger == .restoration ? .failure(Refused()) : .success)
    })
    return app
}

/// Builds the app and runs each path once before fuzzing starts, so that one-time allocations
/// (weak-reference side tables, caches) are not taken for leaks of the first inputs.
@_cdecl("LLVMFuzzerInitialize")
public func initializeRestorationFuzzer(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    app = makeApp()
    atexit { app = nil }
    let valid = #"{"format":"waypoint.navigation-state","version":1,"route":["a","b"],"restorable":[{"identifier":"b","route":["a","b"],"data":{"type":"RestorationFuzzer.Profile","value":{"id":1,"name":"A"}}}]}"#
    for input in [valid, "", "{", "[]", #"{"format":"x"}"#] { _ = check(Data(input.utf8)) }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestorationInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    check(Data(bytes: bytes, count: count))
}

/// Checks one saved state.
func check(_ data: Data) -> CInt {
    let before = app.store.state
    do {
        let result = try app.router.restoreState(from: data) { context in
            if !context.savedRoute.starts(with: context.route) { fuzzFailure("an entry off the saved route") }
            return context.route.count % 2 == 0 ? .allow : .reject
        }
        var refused = false
        let subscription = result.subscribe(onError: { _ in refused = true })
        app.settle()
        subscription.dispose()
        if !refused { fuzzFailure("a decoded restoration passed the refusing guard") }
    } catch RoutingError.corruptRestorationData(let reason) {
        if reason.isEmpty { fuzzFailure("a corrupt-data error without a reason") }
    } catch {
        fuzzFailure("unexpected error \(error)")
    }
    if app.store.state != before { fuzzFailure("restoring \(String(decoding: data, as: UTF8.self).debugDescription) changed the state") }
    return 0
}
