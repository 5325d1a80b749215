#if canImport(Observation)
import Observation
import WaypointRouter

/// A `NavigationModel`'s path as the app's typed segments: what a `NavigationStack(path:)` over
/// the route type binds to (`TypedNavigationStack` does), so that `NavigationLink(value:)` with a
/// `Segment` and `navigationDestination(for: Segment.self)` work on the router's path.
///
/// Reading `segments` reads the model's path (and so is observed with it). SwiftUI's writes go to
/// the model's `requestPath(_:)`: a shorter path is the user going back, any other — a link
/// tapped — navigates through the router, so the store's route changes first and the stack
/// follows when the router shows it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public final class TypedNavigationPath<Segment: RouteSegment>: Observable {
    /// The model whose path this is.
    public let navigation: NavigationModel

    /// The path of `navigation`, as `Segment`s.
    public init(_ navigation: NavigationModel) {
        self.navigation = navigation
    }

    /// The segments pushed above the stack's root, bottom to top: its longest prefix whose
    /// segments are `Segment`s (all of it on a typed stack). A write asks for a new path (see
    /// `NavigationModel.requestPath(_:)`).
    public var segments: [Segment] {
        get { navigation.path.map(\.segment).typedPrefix(as: Segment.self) }
        set { navigation.requestPath(newValue.routeIdentifiers) }
    }
}
#endif
