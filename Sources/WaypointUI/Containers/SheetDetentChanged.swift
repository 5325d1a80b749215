import WaypointRouter
import WaypointStore

/// The action a root container routable dispatches to its router's store when the user drags a
/// sheet to another detent (`ModalStyle.detents`): the route is unchanged, and the app's state
/// can keep the sheet's height. The containers report it through the root routable's
/// `sheetDetentDidChange(in:to:)`.
public struct SheetDetentChanged: Action, Equatable, Sendable, CustomStringConvertible {
    /// The sheet's route segment.
    public let segment: String
    /// The detent the sheet rests at now.
    public let detent: SheetDetent.Identifier

    /// The sheet of `segment` rests at `detent` now.
    public init(segment: String, detent: SheetDetent.Identifier) {
        self.segment = segment
        self.detent = detent
    }

    /// `SheetDetentChanged(editor: large)`.
    public var description: String { "SheetDetentChanged(\(segment): \(detent))" }
}
