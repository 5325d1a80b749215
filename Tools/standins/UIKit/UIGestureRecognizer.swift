// UIGestureRecognizer, its delegate and the navigation controller's pop gesture as the iOS 18.0
// SDK declares them: UIGestureRecognizer.h (`NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer :
// NSObject`, `@property (nullable, nonatomic, weak) id <UIGestureRecognizerDelegate> delegate`,
// `NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate <NSObject>`, every method `@optional`)
// and UINavigationController.h (`@property (nullable, nonatomic, readonly) UIGestureRecognizer
// *interactivePopGestureRecognizer API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)`). UITouch.h:
// `NS_SWIFT_UI_ACTOR @interface UITouch : NSObject`. See UIKit.swift and OptionalRequirement.swift.

/// `UITouch`: only passed through here.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITouch: NSObject {}

/// `UIGestureRecognizer`.
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `delegate` (`weak`).
    weak open var delegate: (any UIGestureRecognizerDelegate)? {
        get { standIn() }
        set { standIn() }
    }
}

/// `UIGestureRecognizerDelegate`: every method optional.
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// `gestureRecognizerShouldBegin:` (optional): `false` keeps the recognizer from beginning.
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizerShouldBegin?(_:)")
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:` (optional).
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizer?(_:shouldRecognizeSimultaneouslyWith:)")
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// `gestureRecognizer:shouldRequireFailureOfGestureRecognizer:` (optional, iOS 7).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizer?(_:shouldRequireFailureOf:)")
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` (optional, iOS 7).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizer?(_:shouldBeRequiredToFailBy:)")
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// `gestureRecognizer:shouldReceiveTouch:` (optional).
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizer?(_:shouldReceive:)")
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    @available(*, deprecated)
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { standIn() }

    // The optional methods, for `delegate?.name?(…)` (see OptionalRequirement.swift).
    public var gestureRecognizerShouldBegin: _UIGestureRecognizerShouldBeginOptionalMethod? { standIn() }
    public var gestureRecognizer: _UIGestureRecognizerDelegateOptionalMethods? { standIn() }
}

/// The optional `gestureRecognizerShouldBegin(_:)` method of `UIGestureRecognizerDelegate`.
@MainActor
public struct _UIGestureRecognizerShouldBeginOptionalMethod {
    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }
}

/// The optional `gestureRecognizer(_:…)` methods of `UIGestureRecognizerDelegate`.
@MainActor
public struct _UIGestureRecognizerDelegateOptionalMethods {
    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }
    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }
    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { standIn() }
    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { standIn() }
}

@available(watchOS, unavailable)
extension UINavigationController {
    /// `interactivePopGestureRecognizer` (iOS 7; unavailable on tvOS): the edge swipe that pops the
    /// top view controller. Its delegate is UIKit's own.
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { standIn() }
}
