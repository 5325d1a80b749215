import Foundation

/// Navigation state as `Router.saveState()` writes it: JSON with a format name and version, the
/// route, the restorable entries (shallowest first) with their data, the detents its sheets
/// rest at and the transitions its segments were presented with (each shallowest first, left out
/// when there are none, and optional when read, so state saved before they were saved still reads).
///
/// ```json
/// {"format": "waypoint.navigation-state", "version": 1, "route": ["tabs", "home", "user"],
///  "restorable": [{"identifier": "user", "route": ["tabs", "home", "user"], "protectionType": "Login",
///                  "data": {"type": "MyApp.User", "value": {"id": 42, "name": "Ada"}}}],
///  "detents": [{"route": ["tabs", "home", "user", "player"], "detent": "large"}],
///  "transitions": [{"route": ["tabs", "home", "user", "player"],
///                   "transition": {"type": "WaypointUI.ModalStyle", "value": {"kind": "formSheet"}}}]}
/// ```
struct SavedNavigationState: Codable {
    static let formatName = "waypoint.navigation-state"
    static let currentVersion = 1

    struct Entry: Codable {
        var identifier: String
        var route: Route
        var protectionType: String?
        var data: SavedData?
    }

    /// The detent a sheet of the route rests at.
    struct Detent: Codable {
        var route: Route
        var detent: SheetDetent.Identifier
    }

    /// The transition a segment of the route was presented with (`NavigationState.segmentTransitions`).
    struct Transition: Codable {
        var route: Route
        var transition: SavedData
    }

    var format: String
    var version: Int
    var route: Route
    var restorable: [Entry]
    var detents: [Detent]?
    var transitions: [Transition]?

    /// Only the format and version, read first so that another format or version gets a clear
    /// error rather than whatever its shape breaks.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// The restorable part of `state`: entries whose route is a prefix of the route, with their
    /// data when it is `Codable`.
    init(_ state: NavigationState, types: StateRestorationRegistry) {
        format = Self.formatName
        version = Self.currentVersion
        route = state.route
        restorable = state.restorableRoutes
            .filter { state.route.starts(with: $0.key) }
            .sorted { $0.key.count < $1.key.count }
            .map { route, entry in
                let data = state.routeSpecificData[route].flatMap { data in
                    data.encode == nil ? nil : SavedData(typeName: types.savedName(for: data), value: data)
                }
                return Entry(identifier: entry.identifier, route: route, protectionType: entry.protectionType, data: data)
            }
        let detents = state.sheetDetents
            .filter { state.route.starts(with: $0.key) && !$0.key.isEmpty }
            .sorted { $0.key.count < $1.key.count }
            .map { Detent(route: $0.key, detent: $0.value) }
        self.detents = detents.isEmpty ? nil : detents
        let transitions = state.segmentTransitions
            .filter { state.route.starts(with: $0.key) && !$0.key.isEmpty && $0.value.encode != nil }
            .sorted { $0.key.count < $1.key.count }
            .map { Transition(route: $0.key, transition: SavedData(typeName: types.savedName(for: $0.value), value: $0.value)) }
        self.transitions = transitions.isEmpty ? nil : transitions
    }

    /// The JSON of this state.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads and checks saved state, with the entries shallowest first; anything unreadable is
    /// `RoutingError.corruptRestorationData`.
    static func decode(_ data: Data, types: StateRestorationRegistry, limits: NavigationLimits = NavigationLimits()) throws(RoutingError) -> SavedNavigationState {
        let saved: SavedNavigationState
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            guard header.format == formatName else {
                throw RoutingError.corruptRestorationData(reason: "it is not Waypoint navigation state (format \(header.format.map { "\"\(abbreviated($0))\"" } ?? "missing"))")
            }
            guard let version = header.version else {
                throw RoutingError.corruptRestorationData(reason: "it has no format version")
            }
            guard version == currentVersion else {
                throw RoutingError.corruptRestorationData(reason: "it has format version \(version); this version of Waypoint reads version \(currentVersion)")
            }
            let decoder = JSONDecoder()
            if let key = SavedData.typesKey { decoder.userInfo[key] = types }
            saved = try decoder.decode(SavedNavigationState.self, from: data)
        } catch let error as RoutingError {
            throw error
        } catch let error as DecodingError {
            throw .corruptRestorationData(reason: describe(error))
        } catch {
            throw .corruptRestorationData(reason: String(describing: error))
        }
        try saved.check(limits)
        try saved.validate()
        var sorted = saved
        sorted.restorable.sort { $0.route.count < $1.route.count }
        return sorted
    }

    /// Checks the route and the number of entries against `limits`, before anything else looks
    /// at them.
    private func check(_ limits: NavigationLimits) throws(RoutingError) {
        if let violation = limits.violation(of: route) { throw .corruptRestorationData(reason: violation) }
        guard restorable.count <= limits.maximumRestorableEntries else {
            throw .corruptRestorationData(
                reason: "it has \(restorable.count) restorable entries; the limit is \(limits.maximumRestorableEntries) (router.limits.maximumRestorableEntries)")
        }
        // A sheet detent's route is a prefix of the route: at most one per segment.
        if let detents, detents.count > route.count {
            throw .corruptRestorationData(reason: "it has \(detents.count) sheet detents for a route of \(route.count) segments")
        }
        if let transitions, transitions.count > route.count {
            throw .corruptRestorationData(reason: "it has \(transitions.count) segment transitions for a route of \(route.count) segments")
        }
    }

    /// Checks that the entries fit the route: each is a prefix of it, none twice.
    private func validate() throws(RoutingError) {
        var seen: Set<Route> = []
        for entry in restorable {
            guard route.starts(with: entry.route) else {
                throw .corruptRestorationData(reason: "restorable entry \"\(Self.abbreviated(entry.identifier))\" at \(Self.abbreviated(entry.route.routeDescription)) is not part of the saved route \(Self.abbreviated(route.routeDescription))")
            }
            guard seen.insert(entry.route).inserted else {
                throw .corruptRestorationData(reason: "two restorable entries for \(Self.abbreviated(entry.route.routeDescription))")
            }
        }
        try checkSegments((detents ?? []).map { ($0.route, "sheet detent \"\(Self.abbreviated($0.detent.rawValue))\"") }, plural: "sheet detents")
        try checkSegments((transitions ?? []).map { ($0.route, "segment transition") }, plural: "segment transitions")
    }

    /// Checks that each of `items` (a route and what it is, for the error) is for a segment of the
    /// route — a non-empty prefix of it — and that no route has two.
    private func checkSegments(_ items: [(route: Route, name: String)], plural: String) throws(RoutingError) {
        var seen: Set<Route> = []
        for item in items {
            guard !item.route.isEmpty, route.starts(with: item.route) else {
                throw .corruptRestorationData(reason: "\(item.name) at \(Self.abbreviated(item.route.routeDescription)) is not for a segment of the saved route \(Self.abbreviated(route.routeDescription))")
            }
            guard seen.insert(item.route).inserted else {
                throw .corruptRestorationData(reason: "two \(plural) for \(Self.abbreviated(item.route.routeDescription))")
            }
        }
    }

    /// A readable reason for a decoding error, naming where it happened.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.dropFirst(keys.hasPrefix(".") ? 1 : 0))
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                return "it is not valid JSON" + (detail.map { " (\(abbreviated($0)))" } ?? "")
            }
            return "invalid value at \(path(context)): \(abbreviated(context.debugDescription))"
        case .keyNotFound(let key, let context):
            return "\"\(key.stringValue)\" is missing at \(path(context))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context)), found null"
        @unknown default:
            return String(describing: error)
        }
    }

    static func abbreviated(_ text: String) -> String {
        text.utf8.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}

/// A saved value with the name of its type.
struct SavedData: Codable {
    /// Where the decoder finds the registered types.
    static let typesKey = CodingUserInfoKey(rawValue: "waypoint.restoration.types")

    let typeName: String
    let value: RouteData

    private enum CodingKeys: String, CodingKey {
        case typeName = "type"
        case value
    }

    /// Encodes a `RouteData` through its value's own `encode(to:)`.
    private struct EncodedValue: Encodable {
        let encode: @Sendable (Encoder) throws -> Void
        func encode(to encoder: Encoder) throws { try encode(encoder) }
    }

    init(typeName: String, value: RouteData) {
        self.typeName = typeName
        self.value = value
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .typeName)
        if let encode = value.encode { try container.encode(EncodedValue(encode: encode), forKey: .value) }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        typeName = try container.decode(String.self, forKey: .typeName)
        let types = SavedData.typesKey.flatMap { decoder.userInfo[$0] as? StateRestorationRegistry }
        guard let decode = types?.decoder(for: typeName) else {
            throw RoutingError.corruptRestorationData(reason: "it holds data of type \"\(SavedNavigationState.abbreviated(typeName))\", which is not registered (router.restoration.register(_:))")
        }
        guard container.contains(.value) else {
            throw RoutingError.corruptRestorationData(reason: "data of type \"\(SavedNavigationState.abbreviated(typeName))\" has no value")
        }
        do {
            value = try decode(container.superDecoder(forKey: .value))
        } catch let error as DecodingError {
            throw error
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError.corruptRestorationData(reason: "data of type \"\(SavedNavigationState.abbreviated(typeName))\" could not be decoded: \(error)")
        }
    }
}
