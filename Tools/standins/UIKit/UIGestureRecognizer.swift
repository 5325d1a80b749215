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

/// `UIPress` (UIPress.h, `NS_SWIFT_UI_ACTOR @interface UIPress : NSObject`, iOS 9): only passed
/// through here.
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIPress: NSObject {}

/// `UIEvent` (UIEvent.h, `NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject`): only passed through
/// here.
@available(iOS 3.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIEvent: NSObject {}

/// `UIGestureRecognizer`.
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    // The fakes' state (Fakes.swift).
    weak var fakeDelegate: (any UIGestureRecognizerDelegate)?

    /// `delegate` (`weak`).
    weak open var delegate: (any UIGestureRecognizerDelegate)? {
        get { fakeDelegate }
        set { fakeDelegate = newValue }
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

    /// `gestureRecognizer:shouldReceivePress:` (optional, iOS 9).
    @available(iOS 9.0, *)
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizer?(_:shouldReceive:)")
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool

    /// `gestureRecognizer:shouldReceiveEvent:` (optional, iOS 13.4).
    @available(iOS 13.4, tvOS 13.4, *)
    @available(*, deprecated, message: "an optional method: call it as gestureRecognizer?(_:shouldReceive:)")
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    @available(*, deprecated)
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { OptionalMethod.markAbsent(true) }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        OptionalMethod.markAbsent(false)
    }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        OptionalMethod.markAbsent(false)
    }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        OptionalMethod.markAbsent(false)
    }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        OptionalMethod.markAbsent(true)
    }

    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        OptionalMethod.markAbsent(true)
    }

    @available(iOS 13.4, tvOS 13.4, *)
    @available(*, deprecated)
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        OptionalMethod.markAbsent(true)
    }

    // The optional methods, for `delegate?.name?(…)` (see OptionalRequirement.swift).
    public var gestureRecognizerShouldBegin: _UIGestureRecognizerShouldBeginOptionalMethod? {
        _UIGestureRecognizerShouldBeginOptionalMethod(delegate: self)
    }
    public var gestureRecognizer: _UIGestureRecognizerDelegateOptionalMethods? {
        _UIGestureRecognizerDelegateOptionalMethods(delegate: self)
    }
}

@MainActor
protocol GestureDelegateInvoking {
    func shouldBegin(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer) -> Bool
    func simultaneously(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer,
                        _ other: UIGestureRecognizer) -> Bool
    func requireFailure(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer,
                        _ other: UIGestureRecognizer) -> Bool
    func requiredToFail(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer,
                        _ other: UIGestureRecognizer) -> Bool
    func receive(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool
    func receive(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ press: UIPress) -> Bool
    @available(iOS 13.4, tvOS 13.4, *)
    func receive(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ event: UIEvent) -> Bool
}

/// Calls the (deprecated) requirements through a protocol that is not (see OptionalRequirement.swift).
struct GestureDelegateInvoker: GestureDelegateInvoking {
    @available(*, deprecated)
    func shouldBegin(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer) -> Bool {
        delegate.gestureRecognizerShouldBegin(recognizer)
    }
    @available(*, deprecated)
    func simultaneously(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer,
                        _ other: UIGestureRecognizer) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }
    @available(*, deprecated)
    func requireFailure(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer,
                        _ other: UIGestureRecognizer) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
    }
    @available(*, deprecated)
    func requiredToFail(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer,
                        _ other: UIGestureRecognizer) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
    }
    @available(*, deprecated)
    func receive(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    }
    @available(*, deprecated)
    func receive(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ press: UIPress) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldReceive: press)
    }
    @available(iOS 13.4, tvOS 13.4, *)
    @available(*, deprecated)
    func receive(_ delegate: any UIGestureRecognizerDelegate, _ recognizer: UIGestureRecognizer, _ event: UIEvent) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldReceive: event)
    }
}

/// The optional `gestureRecognizerShouldBegin(_:)` method of `UIGestureRecognizerDelegate`.
public struct _UIGestureRecognizerShouldBeginOptionalMethod {
    let delegate: any UIGestureRecognizerDelegate
    @MainActor private var invoker: any GestureDelegateInvoking { GestureDelegateInvoker() }

    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
        OptionalMethod.call { invoker.shouldBegin(delegate, gestureRecognizer) }
    }
}

/// The optional `gestureRecognizer(_:…)` methods of `UIGestureRecognizerDelegate`.
public struct _UIGestureRecognizerDelegateOptionalMethods {
    let delegate: any UIGestureRecognizerDelegate
    @MainActor private var invoker: any GestureDelegateInvoking { GestureDelegateInvoker() }

    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer,
                                          shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool? {
        OptionalMethod.call { invoker.simultaneously(delegate, gestureRecognizer, otherGestureRecognizer) }
    }
    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer,
                                          shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool? {
        OptionalMethod.call { invoker.requireFailure(delegate, gestureRecognizer, otherGestureRecognizer) }
    }
    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer,
                                          shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool? {
        OptionalMethod.call { invoker.requiredToFail(delegate, gestureRecognizer, otherGestureRecognizer) }
    }
    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool? {
        OptionalMethod.call { invoker.receive(delegate, gestureRecognizer, touch) }
    }
    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool? {
        OptionalMethod.call { invoker.receive(delegate, gestureRecognizer, press) }
    }
    @available(iOS 13.4, tvOS 13.4, *)
    @MainActor public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool? {
        OptionalMethod.call { invoker.receive(delegate, gestureRecognizer, event) }
    }
}

@available(watchOS, unavailable)
extension UINavigationController {
    /// `interactivePopGestureRecognizer` (iOS 7; unavailable on tvOS): the edge swipe that pops the
    /// top view controller. Its delegate is UIKit's own.
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { fakePopGesture }
}
