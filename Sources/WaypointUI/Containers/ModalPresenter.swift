import WaypointRouter

/// Something that presents one modal over itself (any `UIViewController`, a SwiftUI sheet or
/// full-screen cover).
///
/// Waypoint calls these methods one at a time, on the router's scheduler, and waits for the
/// completion before the next call. A modal dismissed by the user (a swipe down) must be reported
/// to the root container routable (`containersDidChange()` on `StackRoutable` or
/// `TabBarRoutable`), so the route follows.
public protocol ModalPresenter: AnyObject {
    /// The type of what it presents (`UIViewController`).
    associatedtype Modal: AnyObject

    /// The modal presented over it now, `nil` when there is none. A change must show here as soon
    /// as it is made, as `UIViewController.presentedViewController` does.
    var presentedModal: Modal? { get }

    /// Presents `modal` in `style`.
    func presentModal(_ modal: Modal, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion)

    /// Dismisses the presented modal (and anything it presents).
    func dismissModal(animated: Bool, completion: @escaping ContainerCompletion)

    /// Moves the presented sheet to `detent`, one of the detents of the style it was presented
    /// in, without dismissing it (UIKit: `animateChanges` setting `selectedDetentIdentifier`);
    /// calls `completion` once it rests there. Not a change the user made: report nothing
    /// (UIKit does not call its sheet delegate for it).
    func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion)
}
