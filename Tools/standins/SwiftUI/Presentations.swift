// Alerts, confirmation dialogs, the buttons in them, sheet detents and popovers as the iOS 18.0
// SDK's SwiftUI interface and Apple's documentation declare them (iOS 15:
// `alert(_:isPresented:actions:message:)`, `confirmationDialog(_:isPresented:titleVisibility:
// actions:message:)`, `ButtonRole`, `Visibility` and `Button(_:role:action:)`; `Button`'s action
// `@escaping @MainActor () -> Void` under `@preconcurrency`; iOS 16: `PresentationDetent`; iOS 13:
// `popover(item:attachmentAnchor:arrowEdge:content:)`, `PopoverAttachmentAnchor`, `Edge`,
// `UnitPoint`, `Anchor`; iOS 16.4: `PresentationAdaptation`, `presentationCompactAdaptation(_:)`).
// Only what WaypointUI and the guides use. See View.swift.

/// `Button`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// `init(_:action:)` for a string title.
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        standIn()
    }

    /// `init(_:role:action:)` for a string title (iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        standIn()
    }
}

/// `ButtonRole` (iOS 15): "A value that describes the purpose of a button."
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// `destructive`.
    public static let destructive = ButtonRole()
    /// `cancel`.
    public static let cancel = ButtonRole()
}

/// `Visibility` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `alert(_:isPresented:actions:message:)` for a string title (iOS 15): "All actions in an
    /// alert dismiss the alert after the action runs."
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                           @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View {
        standInView(self)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` for a string title
    /// (iOS 15): "All actions in a confirmation dialog will dismiss the dialog after the action runs."
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)
        -> some View where S: StringProtocol, A: View, M: View {
        standInView(self)
    }
}

/// `PresentationDetent` (iOS 16): "A type that represents a height where a sheet naturally rests."
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// `medium`.
    public static let medium = PresentationDetent()
    /// `large`.
    public static let large = PresentationDetent()
    /// `fraction(_:)`: a fraction of the height of the large detent.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { standIn() }
    /// `height(_:)`: a height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `presentationDetents(_:selection:)` (iOS 16): the detents of the sheet this view is the
    /// content of, and the one it rests at.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        standInView(self)
    }
}

/// `Edge` (iOS 13, SwiftUICore): "An enumeration to indicate one edge of a rectangle."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
}

/// `UnitPoint` (iOS 13, SwiftUICore): a point in a view's normalized coordinate space.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// `Anchor` (iOS 13, SwiftUICore): an opaque value of a view's geometry; `Anchor.Source` says
/// which (`bounds` of a view, for `CGRect`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Anchor<Value> {
    /// `Anchor.Source`.
    @frozen
    public struct Source {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    /// `bounds`: the view's bounds.
    public static var bounds: Anchor<CGRect>.Source { standIn() }
}

/// `PopoverAttachmentAnchor` (iOS 13; not on tvOS or watchOS): "An attachment anchor for a popover."
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum PopoverAttachmentAnchor {
    /// The anchor point is the given rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point is the given unit point of the view.
    case point(UnitPoint)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `popover(item:attachmentAnchor:arrowEdge:content:)` (iOS 13; not on tvOS or watchOS) as
    /// the iOS 18.0 SDK declares it: presents `content` for the item as a popover attached to
    /// this view (a sheet in compact width); SwiftUI writes `nil` when the user dismisses it. It
    /// has no `onDismiss`. (Later SDKs declare `arrowEdge: Edge? = nil`; WaypointUI leaves it at
    /// its default, which compiles with both.)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content)
        -> some View where Item: Identifiable, Content: View {
        standInView(self)
    }
}

/// `PresentationAdaptation` (iOS 16.4): "Strategies for adapting a presentation to a different
/// size class."
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
    /// Use the default presentation adaptation.
    public static var automatic: PresentationAdaptation { standIn() }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { standIn() }
    /// Prefer a popover appearance when adapting for size classes.
    public static var popover: PresentationAdaptation { standIn() }
    /// Prefer a sheet appearance when adapting for size classes.
    public static var sheet: PresentationAdaptation { standIn() }
    /// Prefer a full-screen-cover appearance when adapting for size classes.
    public static var fullScreenCover: PresentationAdaptation { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `presentationCompactAdaptation(_:)` (iOS 16.4): how the presentation this view is the
    /// content of adapts in a compact size class (a popover becomes a sheet unless `.popover`).
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        standInView(self)
    }
}
