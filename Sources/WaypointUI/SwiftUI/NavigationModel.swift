#if canImport(Observation)
import Observation
import WaypointRouter

/// What one SwiftUI `NavigationStack` shows, as observable state: the path of destinations pushed
/// above its root, and the sheet or full-screen cover it presents (each a `NavigationModel` of
/// its own). Bind `NavigationStack(path: $model.path)`, `.sheet(item: $model.sheet)` and
/// `.fullScreenCover(item: $model.fullScreenCover)` to it, or use `RoutedNavigationStack`.
///
/// It is a stack container driven by a `StackRoutable` (`StackRoutable(navigation:presentation:)`):
/// the router's changes land here on the router's scheduler (the main thread, with
/// `MainScheduler`), and what the user does in SwiftUI — a back swipe, a back button, a sheet
/// swiped down — writes to the bindings, reaches the router as a user-made change, and the state
/// follows without running a transition. Writes that change nothing are ignored. Destinations
/// pushed by SwiftUI itself (`NavigationLink(value:)`) are not part of the route: navigate through
/// the router instead.
///
/// Each change the router makes goes through `transition`, which must call its completion once
/// the change is on screen; the router starts the next step only then, so a sheet presented
/// right after a push waits for the push to end instead of being dropped. By default changes are
/// applied at once and complete at once; `RoutedNavigationStack` animates them with SwiftUI.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class NavigationModel: StackContainer, ModalPresenter, Identifiable {
    /// The destination shown as the stack's root: `nil` for the app's root stack (its root view
    /// is the app's own), the modal's destination for a sheet or cover.
    public let root: NavigationDestination?
    @ObservationIgnored private let rootScreen: NavigationDestination
    private var routedPath: [NavigationDestination] = []
    private var presented: NavigationModel?
    private var presentedStyle: ModalStyle?
    /// Told about every write the user made through a binding.
    @ObservationIgnored var userChanged: (() -> Void)?
    /// Carries out one router-made change: calls `change` (inside an animation, say) and then
    /// `completion` once the change is on screen. Copied into the models of sheets and covers
    /// when they are made.
    @ObservationIgnored public var transition: (_ change: () -> Void, _ completion: @escaping () -> Void) -> Void = { change, completion in
        change()
        completion()
    }

    /// The model of an app's root `NavigationStack`.
    public init() {
        root = nil
        rootScreen = NavigationDestination(segment: "")
    }

    /// The model of a sheet or cover whose root shows `root`.
    public init(root: NavigationDestination) {
        self.root = root
        rootScreen = root
    }

    /// The destinations pushed above the root, bottom to top: `NavigationStack(path:)`'s binding.
    /// A write is a user-made change (SwiftUI writes it on a back swipe or the back button).
    public var path: [NavigationDestination] {
        get { routedPath }
        set {
            guard newValue != routedPath else { return }
            routedPath = newValue
            userChanged?()
        }
    }

    /// The model of the presented sheet: `.sheet(item:)`'s binding. SwiftUI writes `nil` when the
    /// user swipes the sheet down, a user-made change; other writes are ignored.
    public var sheet: NavigationModel? {
        get { presentedStyle == .sheet ? presented : nil }
        set { userDismissed(.sheet, unless: newValue) }
    }

    /// The model of the presented full-screen cover: `.fullScreenCover(item:)`'s binding, as `sheet`.
    public var fullScreenCover: NavigationModel? {
        get { presentedStyle == .fullScreen ? presented : nil }
        set { userDismissed(.fullScreen, unless: newValue) }
    }

    private func userDismissed(_ style: ModalStyle, unless newValue: NavigationModel?) {
        guard newValue == nil, presented != nil, presentedStyle == style else { return }
        presented = nil
        presentedStyle = nil
        userChanged?()
    }

    // MARK: StackContainer

    /// The root and the path.
    public var screens: [NavigationDestination] { [rootScreen] + routedPath }

    /// Appends `screen` to the path.
    public func pushScreen(_ screen: NavigationDestination, animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { $0.routedPath.append(screen) }
    }

    /// Cuts the path after `screen` (empties it for the root).
    public func popToScreen(_ screen: NavigationDestination, animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { model in
            if let index = model.routedPath.firstIndex(of: screen) {
                model.routedPath.removeSubrange((index + 1)...)
            } else {
                model.routedPath = []
            }
        }
    }

    /// Sets the path to `screens` after the root.
    public func setScreens(_ screens: [NavigationDestination], animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { $0.routedPath = Array(screens.dropFirst()) }
    }

    // MARK: ModalPresenter

    /// The presented sheet or cover.
    public var presentedModal: NavigationModel? { presented }

    /// Presents `modal` as a sheet or a full-screen cover.
    public func presentModal(_ modal: NavigationModel, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { model in
            model.presented = modal
            model.presentedStyle = style
        }
    }

    /// Dismisses the sheet or cover.
    public func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { model in
            model.presented = nil
            model.presentedStyle = nil
        }
    }

    private func perform(_ animated: Bool, _ completion: @escaping ContainerCompletion, _ change: @escaping (NavigationModel) -> Void) {
        if animated {
            transition({ change(self) }, completion)
        } else {
            change(self)
            completion()
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackRoutable where Stack == NavigationModel {
    /// The root routable of a SwiftUI `NavigationStack` bound to `navigation`: every segment is
    /// pushed on its path, or presented as a sheet or a full-screen cover with a stack of its own,
    /// as `presentation` says. The destinations carry their route's data.
    ///
    /// User-made changes written to the model's bindings are reported to the router built with
    /// this routable as its root (or passed to `connect(to:)`).
    public convenience init(navigation: NavigationModel,
                            presentation: @escaping (RouteElementIdentifier) -> Presentation = { _ in .push }) {
        let screens = ScreenFactory<NavigationDestination>()
        screens.registerAll(presentation: presentation) { request in
            NavigationDestination(segment: request.segment, data: request.context.data)
        }
        self.init(stack: navigation, screens: screens) { [weak navigation] root, _ in
            let modal = NavigationModel(root: root)
            modal.userChanged = { navigation?.userChanged?() }
            if let navigation { modal.transition = navigation.transition }
            return modal
        }
        navigation.userChanged = { [weak self] in self?.containersDidChange() }
    }
}
#endif
