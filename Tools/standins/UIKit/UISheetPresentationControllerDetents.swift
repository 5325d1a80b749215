// A sheet's detents as the iOS 18.0 SDK's UISheetPresentationController.h declares them and
// Apple's documentation shows them in Swift: `UISheetPresentationController.Detent` (iOS 15,
// `NS_SWIFT_UI_ACTOR`) with `medium()`, `large()` and iOS 16's
// `custom(identifier:resolver:)` (`@MainActor @preconcurrency static func`, the resolver a plain
// `(any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?`), its `Identifier`
// (`NS_TYPED_EXTENSIBLE_ENUM` of `NSString`), the controller's `detents` and
// `selectedDetentIdentifier`, `animateChanges(_:)`, and the iOS 16 resolution context (`@MainActor protocol …:
// NSObjectProtocol`, `maximumDetentValue`). Only what the glue uses; extensions here (the
// controller's fake state is in UIPresentationController.swift). See UIKit.swift; what the bodies
// model is listed in Fakes.swift.

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UISheetPresentationController {
    /// `UISheetPresentationControllerDetent`.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        // The fake's state (Fakes.swift): its identifier, and a custom detent's resolver.
        var fakeIdentifier = Identifier("")
        var fakeResolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
        // The custom detents made without an identifier (each gets a unique one, as UIKit's).
        static var fakeUnnamed = 0

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
        open class func medium() -> Self { fakeMake(.medium) }

        /// `largeDetent`: full height.
        open class func large() -> Self { fakeMake(.large) }

        /// `customDetentWithIdentifier:resolver:` (iOS 16): the resolver returns a height, or `nil`
        /// for an inactive detent.
        @available(iOS 16.0, *)
        public static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> UISheetPresentationController.Detent {
            let detent = Detent()
            if let identifier {
                detent.fakeIdentifier = identifier
            } else {
                fakeUnnamed += 1
                detent.fakeIdentifier = Identifier("UIKitFake.custom.\(fakeUnnamed)")
            }
            detent.fakeResolver = resolver
            return detent
        }

        /// A system detent of `identifier`, as `Self` (a subclass of `Detent` is not modelled).
        private static func fakeMake(_ identifier: Identifier) -> Self {
            let detent = Detent()
            detent.fakeIdentifier = identifier
            guard let made = detent as? Self else { preconditionFailure("UIKit stand-in: a subclass of Detent is not modelled") }
            return made
        }
    }

    /// `detents` (`copy`): "The array of heights where a sheet can rest."
    public var detents: [UISheetPresentationController.Detent] {
        get { fakeDetents ?? [.large()] }
        set {
            UIKitFake.record("\(fakeSheetName).detents = [\(newValue.map(\.fakeName).joined(separator: ", "))]")
            if newValue.isEmpty { UIKitFake.misuse("\(fakeSheetName).detents set empty (UIKit: at least one detent)") }
            fakeDetents = newValue
        }
    }

    /// `selectedDetentIdentifier`: "The identifier of the most recently selected detent."
    public var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fakeSelectedDetentIdentifier }
        set {
            UIKitFake.record("\(fakeSheetName).selectedDetentIdentifier = \(newValue.map(Detent.fakeName) ?? "nil")")
            fakeSelectedDetentIdentifier = newValue
        }
    }

    /// `animateChanges:` (`NS_NOESCAPE` block): "Animates changes made within the block", such as
    /// `selectedDetentIdentifier`. It has no completion.
    public func animateChanges(_ changes: () -> Void) {
        UIKitFake.record("\(fakeSheetName).animateChanges {")
        changes()
        UIKitFake.record("}")
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
        OptionalMethod.markAbsent(())
    }

    // The optional method, for `delegate?.name?(…)` (see OptionalRequirement.swift).
    public var sheetPresentationControllerDidChangeSelectedDetentIdentifier: _UISheetPresentationControllerDelegateOptionalMethod? {
        _UISheetPresentationControllerDelegateOptionalMethod { [self] controller in
            _ = OptionalMethod.call { SheetPresentationDelegateInvoker.invoking.didChangeSelectedDetent(self, controller) }
        }
    }
}

/// The optional method of `UISheetPresentationControllerDelegate` (stand-in machinery, see
/// OptionalRequirement.swift).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public struct _UISheetPresentationControllerDelegateOptionalMethod {
    let call: @MainActor (UISheetPresentationController) -> Void

    public func callAsFunction(_ sheetPresentationController: UISheetPresentationController) { call(sheetPresentationController) }
}

// The sheet delegate's requirement is deprecated (see OptionalRequirement.swift): the invoker
// reaches the delegate's own method without a deprecation warning in the stand-in.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
protocol SheetPresentationDelegateInvoking {
    func didChangeSelectedDetent(_ delegate: any UISheetPresentationControllerDelegate, _ controller: UISheetPresentationController)
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetPresentationDelegateInvoker: SheetPresentationDelegateInvoking {
    @available(*, deprecated)
    func didChangeSelectedDetent(_ delegate: any UISheetPresentationControllerDelegate, _ controller: UISheetPresentationController) {
        delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(controller)
    }

    /// An invoker seen through its (not deprecated) protocol.
    @MainActor static var invoking: any SheetPresentationDelegateInvoking { SheetPresentationDelegateInvoker() }
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UISheetPresentationController {
    /// The sheet's name in the record (its presented controller's).
    var fakeSheetName: String { "\(UIKitFake.name(fakePresented)).sheet" }
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@_spi(Fakes)
extension UISheetPresentationController {
    /// The user drags the sheet to the detent `identifier`, as UIKit handles it: it becomes
    /// `selectedDetentIdentifier`, then the delegate's optional
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` (only for a change: a
    /// drag back to the selected detent calls nothing).
    public func fakeUserDrags(to identifier: UISheetPresentationController.Detent.Identifier) {
        guard let presenting = fakePresenting, let presented = fakePresented, presenting.fakePresented === presented else {
            preconditionFailure("UIKitFake: fakeUserDrags(to:) on a sheet that is not presented")
        }
        precondition(detents.contains { $0.fakeIdentifier == identifier },
                     "UIKitFake: the sheet has no detent \(Detent.fakeName(identifier))")
        UIKitFake.record("user drags \(UIKitFake.name(presented)) to \(Detent.fakeName(identifier))")
        let before = fakeSelectedDetentIdentifier ?? detents.first?.fakeIdentifier
        guard identifier != before else { return }
        fakeSelectedDetentIdentifier = identifier
        (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier?(self)
    }
}

@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@_spi(Fakes)
extension UISheetPresentationController.Detent {
    /// Its name in the record: `medium`, `large`, or a custom detent's identifier.
    public var fakeName: String { Self.fakeName(fakeIdentifier) }

    /// The name of `identifier` in the record.
    public static func fakeName(_ identifier: UISheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .medium: return "medium"
        case .large: return "large"
        default: return identifier.rawValue
        }
    }

    /// The height a custom detent resolves to in `context` (its resolver's answer); `nil` for a
    /// system detent (UIKit resolves those itself) or an inactive custom one.
    @available(iOS 16.0, *)
    public func fakeHeight(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
        fakeResolver?(context)
    }
}
