// UIView and UIWindow as the iOS SDK's UIView.h and UIWindow.h declare them (`NS_SWIFT_UI_ACTOR`;
// `initWithFrame:` and `initWithCoder:` designated; a window's `rootViewController` is `strong`,
// nullable). Only what the guides' examples use. See UIKit.swift.

/// `UIView`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIView: UIResponder {
    // The fakes' state (Fakes.swift): the bounds of its frame.
    var fakeBounds = CGRect.zero

    /// `initWithFrame:` (designated).
    public init(frame: CGRect) {
        super.init()
        fakeBounds = CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    }

    /// `initWithCoder:` (designated).
    public required init?(coder: NSCoder) { standIn() }

    /// `-init`, inherited from `NSObject`: a zero frame.
    public convenience override init() { self.init(frame: .zero) }
}

/// `UIWindow`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// `rootViewController`.
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { standIn() }
        set { standIn() }
    }
}
