import WaypointRouter

/// How the app builds the screen of each route segment, and how each comes on screen.
///
/// Register every segment (or family of segments) before the router starts; the container
/// routables look segments up here on the router's scheduler. A segment with no registration
/// fails its navigation with `ContainerError.unknownScreen`. Later registrations win over earlier
/// ones for the same segment.
public final class ScreenFactory<Screen: AnyObject> {
    /// One registration.
    struct Entry {
        let matches: (RouteElementIdentifier) -> Bool
        let presents: (RouteElementIdentifier) -> Presentation
        let make: (ScreenRequest) throws -> Screen
        /// The dialog of a segment presented as `.dialog`; `nil` when none is given.
        var dialog: (ScreenRequest) throws -> Dialog? = { $0.data(as: Dialog.self) }
    }

    private var entries: [Entry] = []

    /// An empty factory.
    public init() {}

    /// Builds the screen of `segment` with `make`, shown as `presentation`.
    public func register(_ segment: RouteElementIdentifier, presentation: Presentation = .push,
                         make: @escaping (ScreenRequest) throws -> Screen) {
        entries.append(Entry(matches: { $0 == segment }, presents: { _ in presentation }, make: make))
    }

    /// Builds the screen of every segment `matching` accepts (`user/42`, `user/7`) with `make`,
    /// shown as `presentation`.
    public func register(matching: @escaping (RouteElementIdentifier) -> Bool, presentation: Presentation = .push,
                         make: @escaping (ScreenRequest) throws -> Screen) {
        entries.append(Entry(matches: matching, presents: { _ in presentation }, make: make))
    }

    /// Adds `entry`; it wins over earlier ones for the segments it matches.
    func register(_ entry: Entry) {
        entries.append(entry)
    }

    /// Shows `segment` as `dialog`.
    public func register(_ segment: RouteElementIdentifier, dialog: Dialog) {
        registerDialogs(matching: { $0 == segment }, dialog: { _ in dialog })
    }

    /// Shows `segment` as the `Dialog` that is the route data of its route (`passData(dialog)`):
    /// the dialog is saved with the route when the request is `stateRestorable` and `Dialog` is
    /// registered with the router's `restoration`.
    public func registerDialog(_ segment: RouteElementIdentifier) {
        registerDialogs(matching: { $0 == segment }, dialog: { $0.data(as: Dialog.self) })
    }

    /// Shows every segment `matching` accepts (`confirm/delete`, `confirm/leave`) as the dialog
    /// `dialog` builds for it; `nil` fails the step with `ContainerError.noDialog`.
    public func registerDialogs(matching: @escaping (RouteElementIdentifier) -> Bool, dialog: @escaping (ScreenRequest) throws -> Dialog?) {
        entries.append(Entry(matches: matching, presents: { _ in .dialog }, make: { throw ContainerError.unknownScreen($0.segment) },
                             dialog: dialog))
    }

    /// Builds every segment's screen with `make`, shown as `presentation` says; `dialog` gives
    /// the dialog of a segment shown as `.dialog`.
    func registerAll(presentation: @escaping (RouteElementIdentifier) -> Presentation,
                     dialog: @escaping (ScreenRequest) throws -> Dialog? = { $0.data(as: Dialog.self) },
                     make: @escaping (ScreenRequest) throws -> Screen) {
        entries.append(Entry(matches: { _ in true }, presents: presentation, make: make, dialog: dialog))
    }

    /// How `segment` comes on screen; `nil` when no registration covers it.
    public func presentation(of segment: RouteElementIdentifier) -> Presentation? {
        entry(for: segment).map { $0.presents(segment) }
    }

    func entry(for segment: RouteElementIdentifier) -> Entry? {
        entries.last { $0.matches(segment) }
    }
}
