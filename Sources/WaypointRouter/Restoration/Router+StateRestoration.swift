import Foundation
import WaypointRx

extension Router {
    /// The navigation state as JSON: a format version, the route, each restorable entry
    /// (`stateRestorable(identifier:)`) with its route, protection type and — when it is
    /// `Codable` — its data, saved with its type's name (see `restoration`), and the detent each
    /// sheet rests at (`NavigationState.sheetDetents`), and the transition each segment was presented
    /// with (`NavigationState.segmentTransitions`, e.g. a `presented(as:)` style) with its type's
    /// name. Data and transitions that are not `Codable` are left out. Throws the encoder's error when a value fails to encode.
    public func saveState() throws -> Data {
        try SavedNavigationState(stateTransform(store.state), types: restoration).encoded()
    }

    /// Restores state saved by `saveState()`.
    ///
    /// The data is decoded first: anything unreadable — not JSON, another format or version, a
    /// data type not registered in `restoration`, a value of the wrong shape, entries that don't
    /// fit the route — or over `limits` (data larger than `maximumSavedStateSize`, checked
    /// before decoding; a route deeper than `maximumRouteDepth` or with a segment longer than
    /// `maximumSegmentLength`; more than `maximumRestorableEntries` entries) throws
    /// `RoutingError.corruptRestorationData` and changes nothing.
    ///
    /// Then `behavior` is asked about each restorable entry, shallowest first: `.allow` restores
    /// it; `.reject` cuts the restored route just below the entry's screen (neither the entry's
    /// data nor anything deeper is restored, nor asked about; rejecting the entry of the root
    /// route `[]` restores nothing); `.protect` holds the restoration until the protection space
    /// lets it pass. Finally one navigation to the restored route, with the trigger
    /// `.restoration`, goes through the guards (the protection spaces after the router's own)
    /// and, once it passes, puts the route, the entries, their data and the sheets' detents into
    /// the state in one step (each sheet opens at its saved detent, each segment presented with
    /// its saved transition). The result emits when the UI shows the route, or fails with the navigation's error
    /// (a rejected guard or failed protection leaves the state as it was). The handle observes,
    /// awaits (`try await router.restoreState(from: data).value`) or cancels the restoration.
    @discardableResult
    public func restoreState(from data: Data, animated: Bool = false,
                             behavior: (StateRestorationContext) -> StateRestorationBehavior = { _ in .allow }) throws -> NavigationHandle {
        try restoreState(from: data, animated: animated, check: { _ in }, behavior: behavior)
    }

    /// Restores state saved by `saveState()` whose route is a typed route of `type`: as
    /// `restoreState(from:animated:behavior:)`, and every segment of the saved route must be
    /// the identifier of a `Segment` — its payload decoded by the type's own `Decodable`, so that
    /// nothing is registered by name — or the data is `RoutingError.corruptRestorationData`,
    /// naming the segment, and nothing changes. The format version, the limits and the
    /// allow / reject / protect policy per restorable entry are those of the string form;
    /// `StateRestorationContext.typedRoute(as:)` reads an entry's route in typed terms.
    @discardableResult
    public func restoreState<Segment: RouteSegment>(from data: Data, as type: Segment.Type, animated: Bool = false,
                                                    behavior: (StateRestorationContext) -> StateRestorationBehavior = { _ in .allow }) throws -> NavigationHandle {
        try restoreState(from: data, animated: animated, check: { route in
            for (index, identifier) in route.enumerated() {
                do {
                    _ = try Segment(routeIdentifier: identifier)
                } catch {
                    throw RoutingError.corruptRestorationData(
                        reason: "segment \(index + 1) of its route is not a \(type): \(SegmentDecoder.describe(error))")
                }
            }
        }, behavior: behavior)
    }

    private func restoreState(from data: Data, animated: Bool, check: (Route) throws -> Void,
                              behavior: (StateRestorationContext) -> StateRestorationBehavior) throws -> NavigationHandle {
        let limits = self.limits
        guard data.count <= limits.maximumSavedStateSize else {
            throw RoutingError.corruptRestorationData(
                reason: "it is \(data.count) bytes long; the limit is \(limits.maximumSavedStateSize) (router.limits.maximumSavedStateSize)")
        }
        let saved = try SavedNavigationState.decode(data, types: restoration, limits: limits)
        try check(saved.route)
        var route = saved.route
        var restorable: [Route: RestorationEntry] = [:]
        var restoredData: [Route: RouteData] = [:]
        var guards: [NavigationGuard] = []
        entries: for entry in saved.restorable {
            let context = StateRestorationContext(restorationIdentifier: entry.identifier, route: entry.route, data: entry.data?.value,
                                                  protectionType: entry.protectionType, savedRoute: saved.route)
            switch behavior(context) {
            case .allow:
                break
            case .reject:
                // Neither this entry nor anything deeper comes back, and deeper entries are not
                // asked about (at the root route `[]`, nothing is restored at all).
                route = Array(entry.route.dropLast())
                break entries
            case .protect(let space, let onUnprotect, let onFailure):
                let protection = RestorationProtection(space: space, onUnprotect: onUnprotect, onFailure: onFailure)
                guards.append(NavigationGuard(protectionSpace: protection, name: String(describing: type(of: space)), key: .of(space)))
            }
            if route.count < entry.route.count { break }
            restorable[entry.route] = RestorationEntry(identifier: entry.identifier, protectionType: entry.protectionType)
            if let value = entry.data?.value { restoredData[entry.route] = value }
        }
        let request = NavigationRequest()
        request.trigger = .restoration
        request.isAnimated = animated
        request.guards = guards
        // The detents of the sheets still in the route (a rejected entry may have cut it).
        var detents: [Route: SheetDetent.Identifier] = [:]
        for detent in saved.detents ?? [] where route.starts(with: detent.route) { detents[detent.route] = detent.detent }
        var transitions: [Route: RouteData] = [:]
        for transition in saved.transitions ?? [] where route.starts(with: transition.route) {
            transitions[transition.route] = transition.transition.value
        }
        request.customAction = { [route, restorable, restoredData, detents, transitions] id in
            RestoreNavigationAction(route: route, restorable: restorable, data: restoredData, detents: detents,
                                    transitions: transitions, animated: animated, navigationID: id)
        }
        return send(request)
    }
}
