import WaypointRouter

extension StateRestorationRegistry {
    /// Registers the WaypointUI types the containers save and restore on the app's behalf —
    /// `ModalStyle` (a request's `presented(as:)` style, kept in
    /// `NavigationState.segmentTransitions`) and `Dialog` (a dialog given as route data) — so
    /// that state saved with them restores without the app registering them. A type already
    /// registered (by the app, perhaps under a name of its own) keeps its registration. A
    /// container routable calls it when it connects to a router (`connect(to:)`).
    func registerContainerTypes() {
        let registered = Set(registeredTypeNames)
        func registerIfNew<Value: Codable & Equatable & Sendable>(_ type: Value.Type) {
            if !registered.contains(String(reflecting: type)) { register(type) }
        }
        registerIfNew(ModalStyle.self)
        registerIfNew(Dialog.self)
    }
}
