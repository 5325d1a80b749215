// A view controller's view and a view's bounds, as the iOS 18.0 SDK's UIViewController.h
// (`@property(null_resettable, nonatomic, strong) UIView *view`, imported as `UIView!`) and
// UIView.h (`@property(nonatomic) CGRect bounds`) declare them. Only what the glue uses (a popover's
// default source); extensions here so that the class files stay as they are. See UIKit.swift.

extension UIViewController {
    /// `view`: loaded on first access.
    public var view: UIView! {
        get {
            if let view = fakeView { return view }
            let view = UIView(frame: .zero)
            fakeView = view
            return view
        }
        set { fakeView = newValue }
    }
}

extension UIView {
    /// `bounds`.
    public var bounds: CGRect {
        get { fakeBounds }
        set { fakeBounds = newValue }
    }
}
