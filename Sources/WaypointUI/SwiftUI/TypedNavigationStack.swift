// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import WaypointRouter

/// A `NavigationStack` over the app's typed route, bound to a `NavigationModel`: its path is the
/// model's path as `Segment`s (`TypedNavigationPath`), each destination drawn by `destination`
/// from its case — a `switch` over `Segment`, so a case without a view does not compile — and its
/// sheet and full-screen cover are typed stacks of their own (on macOS a full-screen modal is a
/// sheet).
///
/// `NavigationLink(value:)` with a `Segment` inside it goes through the router: the tap asks the
/// router for the new path (`NavigationModel.requestPath(_:)`), its guards run, the store's route
/// changes, and the stack shows the destination when the router pushes it (or presents it, when
/// the root routable's `presentation` says the case is a sheet or a cover). Router-made changes
/// are made in a transaction animated with `animation` and end when their destination appeared,
/// as in `RoutedNavigationStack`; popovers and dialogs too are shown as there (`routedAnchor(_:)`
/// works on its screens).
///
/// ```swift
/// TypedNavigationStack(navigation, routes: Screen.self) {
///     FeedView()   // NavigationLink("Post", value: Screen.post(id: 42))
/// } destination: { screen in
///     switch screen {
///     case .feed: FeedView()
///     case .post(let id): PostView(id: id)
///     case .compose(let to): ComposeView(to: to)
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct TypedNavigationStack<Segment: RouteSegment, Root: View, Destination: View>: View {
    private let navigation: NavigationModel
    @Bindable private var path: TypedNavigationPath<Segment>
    private let root: Root
    private let destination: (Segment) -> Destination

    /// A stack showing `root` under the destinations of `navigation`'s path, each drawn from its
    /// `Segment` by `destination`; sheets and covers draw their root with `destination` too.
    public init(_ navigation: NavigationModel, routes: Segment.Type = Segment.self, animation: Animation? = .default,
                @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (Segment) -> Destination) {
        navigation.drawnByViews(animation: animation)
        self.navigation = navigation
        _path = Bindable(TypedNavigationPath<Segment>(navigation))
        self.root = root()
        self.destination = destination
    }

    /// The stack, its sheet and its cover.
    public var body: some View {
        let navigation = self.navigation
        let stack = NavigationStack(path: $path.segments) {
            root
                .onAppear { navigation.destinationAppeared(navigation.rootScreen) }
                .navigationDestination(for: Segment.self) { segment in
                    destination(segment).onAppear { navigation.destinationAppeared(segment: segment.routeIdentifier) }
                        .navigationBarBackButtonHidden(navigation.guardsBack)
                }
        }
        return stack.routedPresentations(of: navigation) { modal in modalStack(modal) }
    }

    private func modalStack(_ modal: NavigationModel) -> TypedNavigationStack<Segment, Destination?, Destination> {
        TypedNavigationStack<Segment, Destination?, Destination>(modal, animation: nil, root: {
            if let root = modal.root, let segment = try? Segment(routeIdentifier: root.segment) { destination(segment) }
        }, destination: destination)
    }
}
#endif
