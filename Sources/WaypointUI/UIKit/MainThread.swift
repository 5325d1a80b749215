// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Traps unless called on the main thread, naming `call`. The UIKit containers' conformances are
/// isolated to the main actor, which the compiler checks where they are formed but nothing checks
/// where the router calls them (through `any StackContainer`, on its scheduler): a router on a
/// background scheduler would drive UIKit off the main thread. Each container call starts here.
func checkMainThread(_ call: StaticString) {
    precondition(Thread.isMainThread, "WaypointUI: \(call) was called off the main thread; run the router on MainScheduler.instance")
}

/// Runs `body` on the main actor after `checkMainThread(call)`.
func onMainActor<T: Sendable>(_ call: StaticString, _ body: @MainActor () -> T) -> T {
    checkMainThread(call)
    return MainActor.assumeIsolated(body)
}
#endif
