/// A change the user is about to make on screen, before it happens: a back swipe or the back
/// button (`pop`), a sheet swiped down (`dismiss`), a tab tap (`selectTab`), or a tap on the
/// selected tab (`popToRoot`). User-change guards are told it and allow or refuse it.
public struct UserChangeAttempt: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What the user is doing.
    public enum Kind: String, Equatable, Hashable, Sendable {
        /// Going back one screen: the edge swipe or the back button.
        case pop
        /// Swiping a sheet down (or closing it another way the UI offers).
        case dismiss
        /// Tapping another tab.
        case selectTab
        /// Tapping the selected tab again: its stack goes back to its root.
        case popToRoot
    }

    /// What the user is doing.
    public let kind: Kind
    /// The route the screen shows now.
    public let from: Route
    /// The route the screen would show once the change is made.
    public let to: Route

    /// The user making a change of `kind` from `from` to `to`.
    public init(_ kind: Kind, from: Route, to: Route) {
        self.kind = kind
        self.from = from
        self.to = to
    }

    /// `pop /home/editor → /home`.
    public var description: String { "\(kind.rawValue) \(from.routeDescription) → \(to.routeDescription)" }
}
