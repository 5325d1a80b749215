/// The modal a container presented itself, for as long as its UI still presents it.
///
/// UIKit answers `presentedViewController` for a modal an ancestor presents too (a tab bar
/// controller presenting for one of its tabs' stacks): every tab's stack would take that modal
/// for its own. A container answers `presentedModal` with this record instead, so that only the
/// container that presented a modal presents it, and only while UIKit still shows it presented.
struct OwnPresentation<Modal: AnyObject> {
    /// The modal presented last (weak: UIKit holds a presented modal).
    private weak var presented: Modal?

    /// Records that the container presents `modal` now.
    mutating func present(_ modal: Modal) {
        presented = modal
    }

    /// The modal the container presented, when `isShown` says its UI still presents it (UIKit's
    /// `presentedViewController` is that modal's controller); `nil` otherwise.
    func current(isShown: (Modal) -> Bool) -> Modal? {
        guard let presented, isShown(presented) else { return nil }
        return presented
    }
}
