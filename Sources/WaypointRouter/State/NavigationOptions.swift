/// The per-navigation options a request carries to the routables (CoreNavigation's request
/// configuration). All optional; an action made by hand has none.
public struct NavigationOptions: Equatable, Sendable {
    /// An opaque transition object or value for the routables (`transitioningDelegate(_:)`).
    public var transition: RouteData?
    /// An embedding hint for the routables (`embedded(in:)`): the container to present in.
    public var embedding: RouteData?
    /// The cache identifier of a `keepAlive(within:cacheIdentifier:)` request.
    public var cacheIdentifier: String?
    /// The restoration identifier of a `stateRestorable(identifier:)` request.
    public var restorationIdentifier: String?
    /// The name of the protection space that guarded the request, if any.
    public var protectionType: String?
    /// The detents the request's sheets rest at (`sheetDetent(_:of:)`), in the order given.
    public var sheetDetents: [SheetDetentSelection]

    /// Options with these values; `nil` (or empty) means the request did not set that option.
    public init(transition: RouteData? = nil, embedding: RouteData? = nil, cacheIdentifier: String? = nil,
                restorationIdentifier: String? = nil, protectionType: String? = nil, sheetDetents: [SheetDetentSelection] = []) {
        self.transition = transition
        self.embedding = embedding
        self.cacheIdentifier = cacheIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.protectionType = protectionType
        self.sheetDetents = sheetDetents
    }
}

/// A route that a `stateRestorable(identifier:)` request reached: saved state keeps its data.
public struct RestorationEntry: Equatable, Sendable, Codable {
    /// The request's restoration identifier.
    public var identifier: String
    /// The name of the protection space that guarded the request, if any.
    public var protectionType: String?

    /// An entry saved under `identifier`, protected by a protection space of type `protectionType` (if any).
    public init(identifier: String, protectionType: String? = nil) {
        self.identifier = identifier
        self.protectionType = protectionType
    }
}
