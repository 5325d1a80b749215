// A sheet's detents as the iOS 18.0 SDK's UISheetPresentationController.h declares them and
// Apple's documentation shows them in Swift: `UISheetPresentationController.Detent` (iOS 15,
// `NS_SWIFT_UI_ACTOR`) with `medium()`, `large()` and iOS 16's
// `custom(identifier:resolver:)` (`@MainActor @preconcurrency static func`, the resolver a plain
// `(any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?`), its `Identifier`
// (`NS_TYPED_EXTENSIBLE_ENUM` of `NSString`), the controller's `detents` and
// `selectedDetentIdentifier`, and the iOS 16 resolution context (`@MainActor protocol …:
// NSObjectProtocol`, `maximumDetentValue`). Only what the glue uses; extensions here so that
// UIPresentationController.swift stays as it is. See UIKit.swift.

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UISheetPresentationController {
    /// `UISheetPresentationControllerDetent`.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// `UISheetPresentationControllerDetentIdentifier`.
        public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {  // stand-in: a String
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            /// `UISheetPresentationControllerDetentIdentifierMedium`.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// `UISheetPresentationControllerDetentIdentifierLarge`.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// `mediumDetent`: "approximately half the height of the screen".
        open class func medium() -> Self { standIn() }

        /// `largeDetent`: full height.
        open class func large() -> Self { standIn() }

        /// `customDetentWithIdentifier:resolver:` (iOS 16): the resolver returns a height, or `nil`
        /// for an inactive detent.
        @available(iOS 16.0, *)
        public static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> UISheetPresentationController.Detent {
            standIn()
        }
    }

    /// `detents` (`copy`): "The array of heights where a sheet can rest."
    public var detents: [UISheetPresentationController.Detent] {
        get { standIn() }
        set { standIn() }
    }

    /// `selectedDetentIdentifier`: "The identifier of the most recently selected detent."
    public var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { standIn() }
        set { standIn() }
    }
}

/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16).
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// `maximumDetentValue`: the height of the large detent.
    var maximumDetentValue: CGFloat { get }
}

/// `UISheetPresentationControllerDelegate` (iOS 15): its one optional method. The sheet
/// presentation controller's `delegate` is the presentation controller's, typed as the adaptive
/// delegate; a sheet's delegate conforms to this protocol as well.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier:` (optional): "called when
    /// the selected detent of the sheet changes in response to user interaction", not when it is
    /// set programmatically.
    @available(*, deprecated, message: "an optional method: call it as sheetPresentationControllerDidChangeSelectedDetentIdentifier?(_:)")
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UISheetPresentationControllerDelegate {
    @available(*, deprecated)
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        standIn()
    }

    // The optional method, for `delegate?.name?(…)` (see OptionalRequirement.swift).
    public var sheetPresentationControllerDidChangeSelectedDetentIdentifier: _UISheetPresentationControllerDelegateOptionalMethod? { standIn() }
}

/// The optional method of `UISheetPresentationControllerDelegate` (stand-in machinery, see
/// OptionalRequirement.swift).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public struct _UISheetPresentationControllerDelegateOptionalMethod {
    public func callAsFunction(_ sheetPresentationController: UISheetPresentationController) { standIn() }
}
