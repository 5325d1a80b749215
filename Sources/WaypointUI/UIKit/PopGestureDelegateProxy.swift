// Compiled only where UIKit has the pop gesture (iOS, iPadOS, Mac Catalyst, visionOS).
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// The delegate a `NavigationControllerContainer` gives its navigation controller's
/// `interactivePopGestureRecognizer`: before the edge swipe begins it asks UIKit's own delegate
/// (which keeps the swipe from beginning at the root or during a transition), then the root
/// routable's user-change guards (`shouldPop`). Every other delegate method is forwarded to
/// UIKit's delegate, answering as UIKit does without one when it has no such method.
@MainActor
final class PopGestureDelegateProxy: NSObject, UIGestureRecognizerDelegate {
    /// UIKit's own delegate of the gesture.
    weak var forwardee: (any UIGestureRecognizerDelegate)?
    /// Asks the guards; `true` when the swipe may begin.
    var shouldBegin: () -> Bool = { true }
    /// `true` from an allowed beginning until the transition it starts was seen.
    var began = false

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard forwardee?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true else { return false }
        began = shouldBegin()
        return began
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardee?.gestureRecognizer?(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardee?.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardee?.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        forwardee?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        forwardee?.gestureRecognizer?(gestureRecognizer, shouldReceive: press) ?? true
    }

    @available(iOS 13.4, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        forwardee?.gestureRecognizer?(gestureRecognizer, shouldReceive: event) ?? true
    }
}
#endif
