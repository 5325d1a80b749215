// Stand-in for Apple's SwiftUI: a type-checking target only, never shipped and never run (every body
// traps). It lets CI compile WaypointUI's `#if canImport(SwiftUI)` views, the docs' SwiftUI examples
// and the example app's navigation code on Linux (`WAYPOINT_UI_STANDINS=1`, see Package.swift and
// the Platforms article). It declares only what that code uses, each declaration as the iOS 18.0
// SDK's SwiftUI and SwiftUICore interfaces do (one module here: SwiftUI re-exports SwiftUICore).
//
// What those interfaces say, and these files follow:
// - `View` is `@preconcurrency @MainActor` and its `body` `@ViewBuilder @MainActor @preconcurrency`;
//   view types such as `NavigationStack` and `TabView` are `@MainActor @preconcurrency` structs
//   whose initializers are `nonisolated`; the modifiers in `extension View` are `nonisolated`.
// - `import SwiftUI` brings in UIKit (and through it Foundation) on iOS: SwiftUI's Clang module
//   header SwiftUI.h does `#import <UIKit/UIKit.h>` when not on macOS. Observation is not
//   re-exported (`import Observation` in both interfaces, not `@_exported`): a file that uses
//   `@Observable` imports Observation.
// - Closures are plain unless said otherwise (`withAnimation`'s `completion: @escaping () -> Void`,
//   `sheet`'s `onDismiss: (() -> Void)?`).
// - Availability is per declaration, as the interface states it (`withAnimation(_:completionCriteria:
//   _:completion:)` and `Bindable` iOS 17, `NavigationStack` iOS 16, `fullScreenCover` iOS 14 and
//   unavailable on macOS).
//
// Sources checked: the iOS 18.0 SDK's SwiftUI.swiftinterface and SwiftUICore.swiftinterface
// (xybp888/iOS-SDKs, iPhoneOS18.0.sdk: module imports, `nonisolated` modifiers and initializers,
// `@MainActor @preconcurrency` views) and Apple's documentation pages of each symbol for its
// signature and availability; SwiftUI.framework/Headers/SwiftUI.h for the re-exported UIKit.
@_exported import UIKit
import Observation

/// `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor
public protocol View {
    /// The type of the view's body.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension View where Body == Never {
    /// Primitive views have no body.
    public var body: Never { standIn() }
}

extension Never: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// `ViewBuilder` (the overloads the code here needs; the SDK also has `buildBlock(_:…)` with up to
/// ten views for iOS 13–16).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { standIn() }
    public static func buildBlock() -> EmptyView { standIn() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { standIn() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        standIn()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { standIn() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { standIn() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { standIn() }
}

/// `EmptyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EmptyView: View {
    @inlinable nonisolated public init() {}
}

/// `TupleView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct TupleView<T>: View {
    public var value: T
}

/// `_ConditionalContent`: what `if`/`else` in a view builder makes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {}

/// `AnyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyView: View {
    public init<V: View>(_ view: V) { standIn() }
}

/// `Text` (`Equatable`, `Sendable`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Text: View, Equatable, Sendable {
    /// `init(verbatim:)`.
    public init(verbatim content: String) { standIn() }
    /// `init(_:)` for a string value (the SDK marks it `@_disfavoredOverload` beside the
    /// `LocalizedStringKey` one, which string literals pick).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { standIn() }
}

/// Every body of a stand-in: it is never run.
@inline(never)
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI stand-in: \(function) is a type-checking declaration only")
}

/// The body of a modifier declared `-> some View`: an opaque result needs an underlying type.
@inline(never)
func standInView<V: View>(_ view: V, _ function: StaticString = #function) -> V {
    fatalError("SwiftUI stand-in: \(function) is a type-checking declaration only")
}
