import Foundation
import WaypointRouter
import WaypointRx

// libFuzzer harness for the deep-link parser: every input, read as UTF-8, is parsed against a
// set of patterns. It must give a match with a route, or one of the parser's clear errors; when
// it fails, navigating to it must fail too and leave the store's state as it was.

/// Built by `LLVMFuzzerInitialize`, released at exit (so that LeakSanitizer's final check sees
/// nothing of it still alive).
nonisolated(unsafe) var app: FuzzApp!

func makeApp() -> FuzzApp {
    let app = FuzzApp()
    let links = app.router.deepLinks
    do {
        try links.register("/users/:id", route: ["home", "user", ":id"])
        try links.register("/users/new", route: ["home", "new-user"])
        try links.register("/users/:id/posts/:post", route: ["home", "user", ":id", "post", ":post"])
        try links.register("/files/:owner/*path", route: ["files", ":owner", "*path"])
        try links.register("myapp://settings", route: ["settings"])
        try links.register("/orders/:id") { parameters in
            guard let id = parameters["id"], Int(id) != nil else { throw RoutingError.unknownRoute(["orders"]) }
            return ["orders", id]
        }
    } catch {
        fuzzFailure("registering the patterns failed: \(error)")
    }
    return app
}

/// Builds the app and runs each path once before fuzzing starts, so that one-time allocations
/// (weak-reference side tables, caches) are not taken for leaks of the first inputs.
@_cdecl("LLVMFuzzerInitialize")
public func initializeDeepLinkFuzzer(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    app = makeApp()
    atexit { app = nil }
    for link in ["/users/1", "/nowhere", "%", "myapp://settings"] { _ = check(link) }
    _ = app.router.navigate(toLink: "/users/2").subscribe(onError: { _ in })
    app.settle()
    _ = app.router.navigate(toLink: "/").subscribe(onError: { _ in })
    app.settle()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLinkInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    check(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
}

/// Checks one link.
func check(_ link: String) -> CInt {
    let before = app.store.state
    do {
        let match = try app.router.deepLinks.parse(link)
        if match.route.isEmpty { fuzzFailure("a match with an empty route for \(link.debugDescription)") }
        return 0
    } catch let error as RoutingError {
        switch error {
        case .malformedLink(_, let reason):
            if reason.isEmpty { fuzzFailure("a malformed-link error without a reason") }
        case .unknownLink, .unknownRoute:
            break
        default:
            fuzzFailure("unexpected error \(error) for \(link.debugDescription)")
        }
    } catch {
        fuzzFailure("an error that is not a RoutingError: \(error)")
    }
    var failed = false
    let subscription = app.router.navigate(toLink: link).subscribe(onError: { _ in failed = true })
    app.settle()
    subscription.dispose()
    if !failed { fuzzFailure("navigating to the rejected link \(link.debugDescription) did not fail") }
    if app.store.state != before { fuzzFailure("the rejected link \(link.debugDescription) changed the state") }
    return 0
}
