import WaypointRouter

/// Why a container routable refused a step. The router reports it as
/// `RoutingError.routableRejected` and brings the state back to what is on screen.
public enum ContainerError: Error, Equatable, CustomStringConvertible {
    /// The screen factory has no registration for the segment.
    case unknownScreen(RouteElementIdentifier)
    /// The segment is not one of the tab container's tabs.
    case notATab(RouteElementIdentifier)
    /// The screen the step starts from is no longer on screen (the user removed it).
    case screenNotShown(RouteElementIdentifier)
    /// The stack built for a modal is not something the presenter can present.
    case notPresentable(RouteElementIdentifier)
    /// The segment is a dialog, but neither its registration nor its route data gives a `Dialog`.
    case noDialog(RouteElementIdentifier)
    /// The segment is a dialog, but the stack that would show it is not a `DialogPresenter`.
    case cannotPresentDialog(RouteElementIdentifier)
    /// The segment would go above a dialog, which shows nothing above it.
    case aboveDialog(RouteElementIdentifier)
    /// A detent was asked for a segment that is not presented as a sheet with detents.
    case notASheetWithDetents(RouteElementIdentifier)
    /// A detent was asked that the segment's sheet does not have (its style's detents follow).
    case unknownDetent(SheetDetent.Identifier, segment: RouteElementIdentifier, detents: [SheetDetent.Identifier])

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .unknownScreen(let segment): return "no screen is registered for \"\(segment)\""
        case .notATab(let segment): return "\"\(segment)\" is not a tab"
        case .screenNotShown(let segment): return "the screen below \"\(segment)\" is no longer on screen"
        case .notPresentable(let segment): return "the modal stack of \"\(segment)\" cannot be presented by its stack"
        case .noDialog(let segment): return "no dialog is given for \"\(segment)\" (by its registration or as its route data)"
        case .cannotPresentDialog(let segment): return "the stack below \"\(segment)\" cannot present dialogs"
        case .aboveDialog(let segment): return "\"\(segment)\" cannot be shown above a dialog"
        case .notASheetWithDetents(let segment): return "\"\(segment)\" is not presented as a sheet with detents"
        case .unknownDetent(let detent, let segment, let detents):
            return "the sheet of \"\(segment)\" has no detent \"\(detent)\" (it has \(detents.map(\.rawValue).joined(separator: ", ")))"
        }
    }
}
