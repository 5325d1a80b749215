// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A delegate proxy that has some optional delegate methods only while it has an answer for them.
///
/// UIKit calls some optional delegate methods only when the delegate implements them, and every
/// answer changes what UIKit does: no value means "as without a delegate" there (a popover's
/// `adaptivePresentationStyle(for:traitCollection:)`, where `.none` means "do not adapt"; the
/// `…SupportedInterfaceOrientations` methods, which replace the controller's own answer). A proxy
/// implements such a method, to forward it, and answers UIKit's "does the delegate implement it?"
/// (`responds(to:)`, asked through the Objective-C runtime) with `answers(_:)`: `true` only when
/// the app's delegate implements it, or the proxy has an answer of its own (a popover's
/// `ModalStyle.staysPopoverInCompactWidth`). Apps whose delegate lacks the method see UIKit behave
/// as without a delegate.
///
/// UIKit may remember the answer from when the delegate was set (a navigation controller does):
/// a container sets its proxy again when the app's delegate or the proxy's own answer changes.
@MainActor
protocol AnsweringProxy: AnyObject, Sendable {
    /// The Objective-C names of the optional methods the proxy has only while it has an answer.
    nonisolated static var gated: Set<String> { get }
    /// The app's delegate, whose methods the proxy forwards.
    var appDelegate: AnyObject? { get }
    /// Whether the proxy has the optional method named `selector` (its Objective-C name) now:
    /// `false` only for a gated method it has no answer for now.
    func answers(_ selector: String) -> Bool
}

extension AnsweringProxy {
    /// A gated method only while the app's delegate implements it; every other method always.
    func answers(_ selector: String) -> Bool {
        !Self.gated.contains(selector) || OptionalMethods.isImplemented(selector, by: appDelegate)
    }
}

/// The Objective-C runtime's `respondsToSelector:`, for the proxies (the names of the methods are
/// their Objective-C selectors).
@MainActor
enum OptionalMethods {
    /// Whether `object` implements the optional method named `selector` (Objective-C's
    /// `respondsToSelector:`); `false` for `nil`.
    static func isImplemented(_ selector: String, by object: AnyObject?) -> Bool {
        guard let object else { return false }
        #if canImport(ObjectiveC)
        return (object as? any NSObjectProtocol)?.responds(to: NSSelectorFromString(selector)) ?? false
        #else
        return respondsToSelector(object, selector)
        #endif
    }

    #if canImport(ObjectiveC)
    /// What a proxy's `responds(to:)` override answers: `implemented` (NSObject's answer) for a
    /// method the proxy does not have; for a gated one it has, `proxy.answers(_:)` on the main
    /// thread (UIKit asks there), `false` off it.
    nonisolated static func responds<Proxy: AnsweringProxy>(_ proxy: Proxy, to selector: Selector?, implemented: Bool) -> Bool {
        guard implemented, let selector else { return implemented }
        let name = NSStringFromSelector(selector)
        guard Proxy.gated.contains(name) else { return true }
        guard Thread.isMainThread else { return false }
        return MainActor.assumeIsolated { proxy.answers(name) }
    }
    #else
    /// Where Objective-C is not (the stand-in UIKit's tests on Linux): the model of
    /// `respondsToSelector:` the tests give (`false` until they do).
    static var respondsToSelector: (AnyObject, String) -> Bool = { _, _ in false }
    #endif
}
#endif
