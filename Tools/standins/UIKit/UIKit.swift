// Stand-in for Apple's UIKit: tooling, never shipped. It lets CI compile WaypointUI's
// `#if canImport(UIKit)` glue, the docs' UIKit examples and the example app's navigation code on
// Linux (`WAYPOINT_UI_STANDINS=1`, see Package.swift and the Platforms article), and run the glue in
// tests (Tests/WaypointUIKitGlueTests). It declares only what that code uses, each declaration as
// the iOS 18.0 SDK imports it into Swift. The bodies the glue runs are fakes of UIKit's documented
// behaviour (Fakes.swift lists what they model; Tools/standins/README.md); the others trap.
//
// How an Objective-C header becomes this Swift (the rules these files follow):
// - `NS_SWIFT_UI_ACTOR` on a class or protocol → `@MainActor`. Every declaration the importer makes
//   from a header is implicitly `@preconcurrency`, so the stand-ins spell `@preconcurrency @MainActor`.
// - `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`: a block parameter without `NS_SWIFT_SENDABLE`
//   or `NS_SWIFT_UI_ACTOR` is a plain (non-`@Sendable`, nonisolated) closure type.
// - Methods that return a value are `@discardableResult`; `NSUInteger` becomes `Int`; an `assign`
//   object property becomes `unowned(unsafe)`; `API_AVAILABLE(ios(x))` becomes `@available(iOS x, *)`
//   and `API_UNAVAILABLE(watchos)` `@available(watchOS, unavailable)`.
// - An `@optional` protocol method is modelled by `OptionalRequirement.swift` (Linux has no `@objc`).
//
// Sources checked: the iOS 18.0 SDK headers UIViewController.h, UINavigationController.h,
// UITabBarController.h and UITab.h (repository xybp888/iOS-SDKs, iPhoneOS18.0.sdk); Apple's
// documentation pages for UIViewControllerTransitionCoordinator(Context),
// UIAdaptivePresentationControllerDelegate, UIPresentationController and UISheetPresentationController
// (`@MainActor protocol …`, `optional func …`, declarations as listed there).
@_exported import Foundation

/// `UIResponder` (UIResponder.h: `NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`).
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIResponder: NSObject {}

/// `UITraitCollection` (UITraitCollection.h: `NS_SWIFT_SENDABLE`): only its horizontal size
/// class here.
@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject, @unchecked Sendable {  // stand-in: immutable after init
    private let fakeHorizontalSizeClass: UIUserInterfaceSizeClass

    /// `init`: every trait unspecified.
    public override init() {
        fakeHorizontalSizeClass = .unspecified
        super.init()
    }

    /// `traitCollectionWithHorizontalSizeClass:`.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        fakeHorizontalSizeClass = horizontalSizeClass
        super.init()
    }

    /// `horizontalSizeClass` (`readonly`).
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fakeHorizontalSizeClass }
}

/// `UIUserInterfaceSizeClass` (UIInterface.h: `NS_ENUM(NSInteger, …)`, iOS 8).
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The view and animation protocols of custom transitions (UIViewControllerTransitioning.h,
/// `NS_SWIFT_UI_ACTOR`). Their members are not declared: the glue only passes them through.
@available(iOS 7.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

/// See `UIViewControllerAnimatedTransitioning`.
@available(iOS 7.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

/// The body of a stand-in member nothing runs.
@inline(never)
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("UIKit stand-in: \(function) is a type-checking declaration only")
}
