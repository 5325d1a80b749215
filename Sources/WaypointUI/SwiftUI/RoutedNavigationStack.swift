// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

/// A `NavigationStack` bound to a `NavigationModel`: its path, its sheet and (except on macOS)
/// its full-screen cover, each modal a `RoutedNavigationStack` of its own. Router-made changes
/// are animated with `animation`, and each step ends when SwiftUI says the animation logically
/// completed; what the user does writes to the model's bindings and reaches the router.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RoutedNavigationStack<Root: View, Destination: View>: View {
    @Bindable private var navigation: NavigationModel
    private let root: Root
    private let destination: (NavigationDestination) -> Destination

    /// A stack showing `root` under the destinations of `navigation`'s path, each drawn by
    /// `destination`; sheets and covers draw their root destination with `destination` too.
    public init(_ navigation: NavigationModel, animation: Animation? = .default, @ViewBuilder root: () -> Root,
                @ViewBuilder destination: @escaping (NavigationDestination) -> Destination) {
        navigation.transition = { change, completion in
            withAnimation(animation, completionCriteria: .logicallyComplete, change, completion: completion)
        }
        _navigation = Bindable(navigation)
        self.root = root()
        self.destination = destination
    }

    /// The stack, its sheet and its cover.
    public var body: some View {
        let stack = NavigationStack(path: $navigation.path) {
            root.navigationDestination(for: NavigationDestination.self) { destination($0) }
        }
        .sheet(item: $navigation.sheet) { modal in modalStack(modal) }
        #if os(macOS)
        return stack
        #else
        return stack.fullScreenCover(item: $navigation.fullScreenCover) { modal in modalStack(modal) }
        #endif
    }

    private func modalStack(_ modal: NavigationModel) -> RoutedNavigationStack<Destination?, Destination> {
        RoutedNavigationStack<Destination?, Destination>(modal, animation: nil, root: {
            if let root = modal.root { destination(root) }
        }, destination: destination)
    }
}
#endif
