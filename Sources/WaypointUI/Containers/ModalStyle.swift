import WaypointRouter

/// How a modal covers what presents it: a sheet (with the heights it can take), a page or form
/// sheet, the whole screen, a popover pointing from an anchor, or the app's own transition.
///
/// `.sheet` and `.fullScreen` are the styles of earlier versions and compare as before; the other
/// styles are options a segment's registration (or `Presentation`) gives. A container applies
/// what its platform has and shows the rest as the nearest style it has (see each member).
public struct ModalStyle: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind of presentation.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A sheet the user can swipe down (UIKit's `.automatic`, SwiftUI's `.sheet`).
        case sheet
        /// UIKit's `.pageSheet` (a sheet in SwiftUI).
        case pageSheet
        /// UIKit's `.formSheet` (a sheet in SwiftUI).
        case formSheet
        /// The whole screen (UIKit's `.fullScreen`, SwiftUI's `.fullScreenCover`).
        case fullScreen
        /// The whole screen over what presents it, which stays in the view hierarchy (UIKit's
        /// `.overFullScreen`, SwiftUI's `.fullScreenCover`).
        case overFullScreen
        /// A popover pointing from `anchor` (UIKit's `.popover`, SwiftUI's `.popover`); in compact
        /// width UIKit and SwiftUI show it as a sheet (unless `staysPopoverInCompactWidth`), and
        /// the route stays the same.
        case popover
        /// The app's own transition, named by `transition` (UIKit's `.custom` with the
        /// transitioning delegate the app gives for the name; a sheet in SwiftUI).
        case custom
    }

    /// The kind of presentation.
    public let kind: Kind
    /// The heights a sheet can take, smallest first; empty: the platform's only one (large).
    /// UIKit applies them from iOS 15 (custom heights from iOS 16), SwiftUI from iOS 16.
    public let detents: [SheetDetent]
    /// The detent a sheet opens at; `nil`: the smallest of `detents`.
    public let selectedDetent: SheetDetent.Identifier?
    /// Where a popover points from: a name the app resolves to a view (UIKit) or gives a view
    /// with `routedAnchor(_:attachmentAnchor:)` (SwiftUI) — `nil` for other kinds.
    public let anchor: PresentationAnchor?
    /// The app's name of its custom transition (`.custom`); `nil` for other kinds.
    public let transition: String?
    /// `true` when a popover stays a popover in compact width instead of becoming a sheet (UIKit:
    /// the adaptive style `.none`; SwiftUI: `presentationCompactAdaptation(.popover)`, iOS 16.4);
    /// `false` for other kinds. An app's own presentation controller delegate that answers
    /// `adaptivePresentationStyle(for:traitCollection:)` decides instead.
    public let staysPopoverInCompactWidth: Bool

    private init(_ kind: Kind, detents: [SheetDetent] = [], selectedDetent: SheetDetent.Identifier? = nil,
                 anchor: PresentationAnchor? = nil, transition: String? = nil, staysPopoverInCompactWidth: Bool = false) {
        self.kind = kind
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.anchor = anchor
        self.transition = transition
        self.staysPopoverInCompactWidth = staysPopoverInCompactWidth
    }

    private enum CodingKeys: String, CodingKey {
        case kind, detents, selectedDetent, anchor, transition, staysPopoverInCompactWidth
    }

    /// Decodes a style; one saved before `staysPopoverInCompactWidth` existed reads it as `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Kind.self, forKey: .kind),
                  detents: try container.decode([SheetDetent].self, forKey: .detents),
                  selectedDetent: try container.decodeIfPresent(SheetDetent.Identifier.self, forKey: .selectedDetent),
                  anchor: try container.decodeIfPresent(PresentationAnchor.self, forKey: .anchor),
                  transition: try container.decodeIfPresent(String.self, forKey: .transition),
                  staysPopoverInCompactWidth: try container.decodeIfPresent(Bool.self, forKey: .staysPopoverInCompactWidth) ?? false)
    }

    /// A sheet the user can swipe down, at the platform's one height.
    public static let sheet = ModalStyle(.sheet)
    /// The whole screen.
    public static let fullScreen = ModalStyle(.fullScreen)
    /// UIKit's page sheet.
    public static let pageSheet = ModalStyle(.pageSheet)
    /// UIKit's form sheet.
    public static let formSheet = ModalStyle(.formSheet)
    /// The whole screen, over what presents it.
    public static let overFullScreen = ModalStyle(.overFullScreen)

    /// A sheet that can take the heights `detents`, opening at `selected` (the smallest when `nil`).
    public static func sheet(detents: [SheetDetent], selected: SheetDetent.Identifier? = nil) -> ModalStyle {
        ModalStyle(.sheet, detents: detents, selectedDetent: selected)
    }

    /// A popover pointing from `anchor`; in compact width a sheet, or still a popover when
    /// `staysPopoverInCompactWidth` (the route is the same either way).
    public static func popover(from anchor: PresentationAnchor, staysPopoverInCompactWidth: Bool = false) -> ModalStyle {
        ModalStyle(.popover, anchor: anchor, staysPopoverInCompactWidth: staysPopoverInCompactWidth)
    }

    /// The app's own transition named `transition` (the UIKit container asks the app for its
    /// transitioning delegate by this name).
    public static func custom(transition: String) -> ModalStyle {
        ModalStyle(.custom, transition: transition)
    }

    /// This style opening at `detent` (which the caller checked is one of `detents`).
    func opening(at detent: SheetDetent.Identifier) -> ModalStyle {
        ModalStyle(kind, detents: detents, selectedDetent: detent, anchor: anchor, transition: transition)
    }

    /// The detent the sheet opens at: `selectedDetent`, or the smallest of `detents`; `nil`
    /// without detents.
    public var openingDetent: SheetDetent.Identifier? { selectedDetent ?? detents.first?.identifier }

    /// Checks that `segment`, shown in this style, is a sheet with `detent`.
    func check(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier) throws {
        guard !detents.isEmpty else { throw ContainerError.notASheetWithDetents(segment) }
        guard detents.contains(where: { $0.identifier == detent }) else {
            throw ContainerError.unknownDetent(detent, segment: segment, detents: detents.map(\.identifier))
        }
    }

    /// `true` for the styles that cover the whole screen (SwiftUI shows them as a full-screen cover).
    public var coversScreen: Bool { kind == .fullScreen || kind == .overFullScreen }

    /// `sheet`, `fullScreen`, `sheet [medium, large] at medium`, `popover from share`,
    /// `popover from share, popover in compact width`, `custom zoom`.
    public var description: String {
        var text = kind.rawValue
        if !detents.isEmpty { text += " [" + detents.map(\.identifier.rawValue).joined(separator: ", ") + "]" }
        if let selectedDetent { text += " at \(selectedDetent.rawValue)" }
        if let anchor { text += " from \(anchor)" }
        if let transition { text += " \(transition)" }
        if staysPopoverInCompactWidth { text += ", popover in compact width" }
        return text
    }
}
