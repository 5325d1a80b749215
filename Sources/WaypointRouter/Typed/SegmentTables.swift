import WaypointRx

/// The identifiers of typed segments and the segments of identifiers, remembered per segment type
/// so that a navigation to a route seen before encodes nothing and allocates nothing: a typed
/// route seen before costs one lookup of the whole route (its string route shares the storage
/// remembered), a new route one lookup per segment, and only a new segment an encoding.
///
/// One lock guards every table; encoding and decoding (the app's `Codable` code) run outside it.
/// A table that grows past `capacity` entries starts over, so that routes with ever new payloads
/// (ids) hold a bounded amount of memory.
enum SegmentTables {
    /// The most entries one type's table holds before it starts over.
    static let capacity = 4_096

    /// One segment type's identifiers and segments.
    final class Table<Segment: RouteSegment> {
        var identifiers: [Segment: RouteElementIdentifier] = [:]
        var segments: [RouteElementIdentifier: Segment] = [:]
        /// Whole routes, both ways.
        var routes: [[Segment]: Route] = [:]
        var typedRoutes: [Route: [Segment]] = [:]

        func remember(_ segment: Segment, _ identifier: RouteElementIdentifier) {
            if identifiers.count >= SegmentTables.capacity || segments.count >= SegmentTables.capacity {
                identifiers.removeAll()
                segments.removeAll()
            }
            identifiers[segment] = identifier
            segments[identifier] = segment
        }

        func remember(route segments: [Segment], _ route: Route) {
            if routes.count >= SegmentTables.routeCapacity || typedRoutes.count >= SegmentTables.routeCapacity {
                routes.removeAll()
                typedRoutes.removeAll()
            }
            routes[segments] = route
            typedRoutes[route] = segments
        }
    }

    /// The most whole routes one type's table holds before it starts over.
    static let routeCapacity = 512

    private static let tables = Locked([ObjectIdentifier: AnyObject]())

    /// Runs `body` with the table of `Segment`, under the lock.
    private static func withTable<Segment, Result>(_ type: Segment.Type, _ body: (Table<Segment>) -> Result) -> Result {
        tables.withLock { tables in
            let key = ObjectIdentifier(type)
            if let table = tables[key] { return body(unsafeDowncast(table, to: Table<Segment>.self)) }
            let table = Table<Segment>()
            tables[key] = table
            return body(table)
        }
    }

    /// The string route of the typed route `segments`.
    static func route<Segment: RouteSegment>(of segments: [Segment]) -> Route {
        if let route = withTable(Segment.self, { $0.routes[segments] }) { return route }
        let route = identifiers(of: segments)
        if !route.contains(where: { $0.hasPrefix(unencodablePrefix) }) {
            withTable(Segment.self) { $0.remember(route: segments, route) }
        }
        return route
    }

    /// The typed route of the string route `route`; throws as `segments(_:of:)`.
    static func typedRoute<Segment: RouteSegment>(_ type: Segment.Type, of route: Route) throws -> [Segment] {
        if let segments = withTable(type, { $0.typedRoutes[route] }) { return segments }
        let segments = try self.segments(type, of: route)
        withTable(type) { $0.remember(route: segments, route) }
        return segments
    }

    /// The identifiers of `segments`, in order.
    static func identifiers<Segments: Collection>(of segments: Segments) -> Route where Segments.Element: RouteSegment {
        var route = Route()
        route.reserveCapacity(segments.count)
        var missing = false
        withTable(Segments.Element.self) { table in
            for segment in segments {
                if let identifier = table.identifiers[segment] {
                    route.append(identifier)
                } else {
                    missing = true
                    return
                }
            }
        }
        guard missing else { return route }
        // Encode what the table did not know, outside the lock, then remember it.
        var encoded: [(Segments.Element, RouteElementIdentifier)] = []
        for segment in segments.dropFirst(route.count) {
            let identifier = encode(segment)
            route.append(identifier)
            encoded.append((segment, identifier))
        }
        withTable(Segments.Element.self) { table in
            for (segment, identifier) in encoded where !identifier.hasPrefix(unencodablePrefix) { table.remember(segment, identifier) }
        }
        return route
    }

    /// The segments of type `type` that `identifiers` name, in order; throws the decoding error of
    /// the first identifier that is not one of a `Segment`.
    static func segments<Segment: RouteSegment, Identifiers: Collection>(_ type: Segment.Type, of identifiers: Identifiers) throws -> [Segment]
    where Identifiers.Element == RouteElementIdentifier {
        var segments: [Segment] = []
        segments.reserveCapacity(identifiers.count)
        withTable(type) { table in
            for identifier in identifiers {
                guard let segment = table.segments[identifier] else { return }
                segments.append(segment)
            }
        }
        guard segments.count < identifiers.count else { return segments }
        var decoded: [(Segment, RouteElementIdentifier)] = []
        for identifier in identifiers.dropFirst(segments.count) {
            let segment = try decode(type, identifier)
            segments.append(segment)
            decoded.append((segment, identifier))
        }
        withTable(type) { table in
            for (segment, identifier) in decoded { table.remember(segment, identifier) }
        }
        return segments
    }

    /// What an identifier that could not be made starts with.
    static let unencodablePrefix = "⟨unencodable "

    /// The canonical text of `segment`'s encoding.
    static func encode<Segment: RouteSegment>(_ segment: Segment) -> RouteElementIdentifier {
        do {
            return try SegmentEncoder.encode(segment).text
        } catch {
            return unencodablePrefix + "\(Segment.self): \(error)⟩"
        }
    }

    /// The segment whose canonical text is `identifier`: it must decode, and the decoded value
    /// must have exactly this text (a text with other spacing or order names no segment).
    static func decode<Segment: RouteSegment>(_ type: Segment.Type, _ identifier: RouteElementIdentifier) throws -> Segment {
        let tree: SegmentValue
        do {
            tree = try SegmentValue.parse(identifier)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"\(identifier)\" is not a \(type): \(error.reason)"))
        }
        let segment = try SegmentDecoder.decode(type, from: tree)
        let canonical = encode(segment)
        guard canonical == identifier else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"\(identifier)\" is not the identifier of a \(type) (\(canonical) is)"))
        }
        return segment
    }
}
