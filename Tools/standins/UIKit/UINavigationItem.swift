// UINavigationItem, UIBarItem, UIBarButtonItem, UIMenuElement and UIAction as the iOS 18.0 SDK's
// UINavigationItem.h, UIBarItem.h, UIBarButtonItem.h, UIMenuElement.h and UIAction.h declare them
// (`NS_SWIFT_UI_ACTOR` classes): `backAction` is `copy, nullable`, `API_AVAILABLE(ios(16.0))`,
// unavailable on tvOS; `hidesBackButton` and `leftItemsSupplementBackButton` (iOS 5) are
// unavailable on tvOS; `leftBarButtonItems` (iOS 5) is `copy, nullable`, `leftBarButtonItem`
// `strong, nullable`; `UIActionHandler` is `void (^)(__kindof UIAction *action)` with no Sendable
// or actor annotation: a plain closure. Only what the glue uses (the Swift overlay's
// `UIAction.init` has more defaulted parameters: image, discoverability title, attributes, state).
// See UIKit.swift. As fakes (see Fakes.swift): the values kept; `leftBarButtonItem` is the first
// of `leftBarButtonItems`; setting `backAction` where no back button appears generates one (the
// documented behaviour); a back button tap runs the top item's `backAction`
// (UINavigationController.swift). `UIViewController.navigationItem` is in
// UIViewController.swift (an `open` member, which subclasses override).

/// `UIMenuElement`.
@available(iOS 13.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIMenuElement: NSObject {}

/// `UIActionHandler`.
@available(iOS 13.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction`.
@available(iOS 13.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    // The fake's state.
    var fakeTitle = ""
    var fakeIdentifier = UIAction.Identifier("")
    var fakeHandler: UIActionHandler = { _ in }

    /// `UIActionIdentifier` (`NSString *`, `NS_TYPED_EXTENSIBLE_ENUM`).
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The overlay's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (`actionWithTitle:image:identifier:handler:`); an action without identifier gets a unique one.
    public convenience init(title: String = "", identifier: UIAction.Identifier? = nil, handler: @escaping UIActionHandler) {
        self.init()
        fakeTitle = title
        fakeIdentifier = identifier ?? UIAction.Identifier("fake.action.\(ObjectIdentifier(self).hashValue)")
        fakeHandler = handler
    }

    /// `title`.
    open var title: String {
        get { fakeTitle }
        set { fakeTitle = newValue }
    }

    /// `identifier` (`readonly`).
    open var identifier: UIAction.Identifier { fakeIdentifier }

    /// A copy, as `backAction`'s `copy` attribute makes: same title, identifier and handler.
    func fakeCopy() -> UIAction {
        let copy = UIAction(title: fakeTitle, identifier: fakeIdentifier, handler: fakeHandler)
        return copy
    }
}

/// `UIBarItem`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIBarItem: NSObject {}

/// `UIBarButtonItem`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// `initWithPrimaryAction:` (iOS 14).
    @available(iOS 14.0, *)
    public convenience init(primaryAction: UIAction?) {
        self.init()
    }
}

/// `UINavigationItem`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    // The fake's state.
    var fakeHidesBackButton = false
    var fakeBackAction: AnyObject?
    var fakeLeftItems: [UIBarButtonItem]?
    var fakeLeftItemsSupplementBackButton = false
    /// Whether setting `backAction` generated a back button the item would not show otherwise.
    @_spi(Fakes) public private(set) var fakeGeneratedBackButton = false

    /// Whether UIKit shows a back button for this item without a `backAction`: not when the back
    /// button is hidden, nor when left items replace it (unless they supplement it).
    @_spi(Fakes) public var fakeShowsOwnBackButton: Bool {
        !fakeHidesBackButton && ((fakeLeftItems ?? []).isEmpty || fakeLeftItemsSupplementBackButton)
    }

    /// Whether a back button shows, its own or one `backAction` generated.
    @_spi(Fakes) public var fakeShowsBackButton: Bool { fakeShowsOwnBackButton || fakeGeneratedBackButton }

    /// `leftBarButtonItems`.
    @available(iOS 5.0, *)
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { fakeLeftItems }
        set { fakeLeftItems = newValue }
    }

    /// `leftBarButtonItem`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { fakeLeftItems?.first }
        set { fakeLeftItems = newValue.map { [$0] } }
    }

    /// `leftItemsSupplementBackButton`.
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    open var leftItemsSupplementBackButton: Bool {
        get { fakeLeftItemsSupplementBackButton }
        set { fakeLeftItemsSupplementBackButton = newValue }
    }

    /// `hidesBackButton`.
    @available(tvOS, unavailable)
    open var hidesBackButton: Bool {
        get { fakeHidesBackButton }
        set { fakeHidesBackButton = newValue }
    }

    /// `backAction` (`copy`: what is read back is a copy of what was set).
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    open var backAction: UIAction? {
        get { fakeBackAction as? UIAction }
        set {
            // "If a back button already appears in the navigation bar, setting this property
            // replaces its action without modifying its appearance. Otherwise, setting this
            // property generates a back button with the image or title from the action."
            if newValue != nil, !fakeShowsOwnBackButton { fakeGeneratedBackButton = true }
            if newValue == nil { fakeGeneratedBackButton = false }
            fakeBackAction = newValue?.fakeCopy()
        }
    }
}
