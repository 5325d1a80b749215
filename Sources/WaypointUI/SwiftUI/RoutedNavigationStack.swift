// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import WaypointRx

/// A `NavigationStack` bound to a `NavigationModel`: its path, its sheet and its full-screen
/// cover, each modal a `RoutedNavigationStack` of its own (on macOS, which has no full-screen
/// covers, a full-screen modal is presented as a sheet), its popovers (attached to the views its
/// screens mark with `routedAnchor(_:)`), and its alert or confirmation dialog (attached to the
/// stack, or a confirmation dialog to the view marked with its anchor). Router-made changes are
/// made in a transaction animated with `animation` (animations disabled when the change is not
/// animated), and each ends when its destination appeared or its modal was dismissed, or for a
/// dialog once it came or went (`NavigationModel.dialogTransitionTime` on the model's
/// `scheduler`, `MainScheduler` unless the app set one); what the user does writes to the
/// model's bindings and reaches the router.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RoutedNavigationStack<Root: View, Destination: View>: View {
    @Bindable private var navigation: NavigationModel
    private let root: Root
    private let destination: (NavigationDestination) -> Destination

    /// A stack showing `root` under the destinations of `navigation`'s path, each drawn by
    /// `destination`; sheets and covers draw their root destination with `destination` too.
    public init(_ navigation: NavigationModel, animation: Animation? = .default, @ViewBuilder root: () -> Root,
                @ViewBuilder destination: @escaping (NavigationDestination) -> Destination) {
        navigation.drawnByViews(animation: animation)
        _navigation = Bindable(navigation)
        self.root = root()
        self.destination = destination
    }

    /// Makes a change in a transaction with `animation`, or with animations disabled.
    static func transaction(_ animation: Animation?) -> (_ change: () -> Void, _ animated: Bool) -> Void {
        { change, animated in
            var transaction = Transaction(animation: animated ? animation : nil)
            transaction.disablesAnimations = !animated
            withTransaction(transaction, change)
        }
    }

    /// The stack, its sheet and its cover.
    public var body: some View {
        let navigation = self.navigation
        let stack = NavigationStack(path: $navigation.path) {
            root
                .onAppear { navigation.destinationAppeared(navigation.rootScreen) }
                .navigationDestination(for: NavigationDestination.self) { shown in
                    destination(shown).onAppear { navigation.destinationAppeared(shown) }
                        // SwiftUI cannot ask before its back swipe: a guarded one is turned off
                        // with the back button, and the app's own button calls `goBack()`.
                        .navigationBarBackButtonHidden(navigation.guardsBack)
                }
        }
        return stack.routedPresentations(of: navigation) { modal in modalStack(modal) }
    }

    private func modalStack(_ modal: NavigationModel) -> RoutedNavigationStack<Destination?, Destination> {
        RoutedNavigationStack<Destination?, Destination>(modal, animation: nil, root: {
            if let root = modal.root { destination(root) }
        }, destination: destination)
    }
}
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// Sets the model up for the views of a routed stack: its changes made in a transaction with
    /// `animation`, ending when the views report them, and its dialogs waited for on
    /// `MainScheduler.instance` unless the app set a scheduler.
    @MainActor
    func drawnByViews(animation: Animation?) {
        apply = RoutedNavigationStack<EmptyView, EmptyView>.transaction(animation)
        reportsAppearance = true
        if scheduler == nil { scheduler = MainScheduler.instance }
    }
}
#endif
