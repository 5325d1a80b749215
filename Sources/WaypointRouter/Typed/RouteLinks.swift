/// Links to typed routes, both ways from the route type's own `Codable` encoding: a route's link
/// is its segments one after the other, and a link parses back into the route, its parameters
/// typed and validated by the segment type's decoding.
///
/// ```swift
/// let links = try RouteLinks<Screen>(scheme: "myapp", patterns: ["post": "posts/:id"])
/// try links.link(for: [.feed, .post(id: 42)])         // "myapp://feed/posts/42"
/// try links.route(for: "myapp://feed/posts/42")       // [.feed, .post(id: 42)]
/// try links.route(for: "myapp://feed/posts/abc")      // RoutingError.malformedLink: "abc" is not a valid Int
/// ```
///
/// A case without a pattern is written as its identifier, without spaces, in one path segment
/// (`settings`, `search("swift")` as `search(%22swift%22)`; when the first segment is not plain
/// lowercase text, a link with a scheme leaves the host empty: `myapp:///post(id:42)`): every case has a link that round-trips
/// with nothing declared. A pattern, keyed by the case's name, gives a case a readable link: its
/// first segment is a literal, and each `:name` segment takes the field of that label (`:0`,
/// `:1`, … for unlabeled fields); it must name every field of the case, each a number, a
/// boolean or a string (or a type encoded as one, such as an enum with raw values). A pattern
/// that cannot be read throws `RoutingError.malformedLink` when the links are made.
///
/// Parsing never traps: a link that cannot be read — over `maximumLength`, of another scheme or
/// host, a parameter of the wrong type — is `RoutingError.malformedLink` with the reason, and a
/// path segment that is no case of `Segment` is `RoutingError.unknownLink`. The route is then
/// checked against the router's `limits` by `Router.navigate(toLink:using:_:)`.
public struct RouteLinks<Segment: RouteSegment>: Sendable {
    /// The scheme of the links made, and the only scheme links may have (besides none); `nil`
    /// makes path-only links (`/feed/posts/42`) and accepts any scheme.
    public let scheme: String?
    /// The host of the links made with a scheme: `nil` puts the first segment in the host's place
    /// (`myapp://feed/posts/42`), as custom-scheme links are usually written.
    public let host: String?
    /// The patterns given, by case name.
    public let patterns: [String: String]
    /// Links longer than this many UTF-8 bytes are malformed.
    public var maximumLength = DeepLinkRegistry.defaultMaximumLength

    private let parsed: [String: [DeepLinkPattern.Segment]]

    /// Links with `scheme` and `host`, and readable `patterns` for some cases (keyed by case name).
    public init(scheme: String? = nil, host: String? = nil, patterns: [String: String] = [:]) throws {
        self.scheme = scheme?.lowercased()
        self.host = host?.lowercased()
        self.patterns = patterns
        var parsed: [String: [DeepLinkPattern.Segment]] = [:]
        for (name, text) in patterns {
            let pattern: DeepLinkPattern
            do {
                pattern = try DeepLinkPattern(text)
            } catch {
                throw RoutingError.malformedLink(text, reason: "invalid pattern for case \(name): \(error.reason)")
            }
            guard pattern.scheme == nil else {
                throw RoutingError.malformedLink(text, reason: "invalid pattern for case \(name): a case's pattern is a path; the links' scheme and host are the RouteLinks' own")
            }
            guard case .literal? = pattern.segments.first else {
                throw RoutingError.malformedLink(text, reason: "invalid pattern for case \(name): it must start with a literal segment")
            }
            if pattern.segments.contains(where: { if case .wildcard = $0 { return true } else { return false } }) {
                throw RoutingError.malformedLink(text, reason: "invalid pattern for case \(name): a case's pattern has no wildcard")
            }
            parsed[name] = pattern.segments
        }
        self.parsed = parsed
    }

    // MARK: Building

    /// The link to `route`: `scheme://first/rest…` with a scheme, `/first/rest…` without. Throws
    /// `RoutingError.malformedLink` when a segment's fields do not fit its case's pattern.
    public func link(for route: [Segment]) throws -> String {
        var components: [String] = []
        for segment in route {
            components += try pathComponents(for: segment)
        }
        let path = components.map(Self.percentEncoded).joined(separator: "/")
        guard let scheme else { return "/" + path }
        if let host { return "\(scheme)://\(host)/\(path)" }
        // The first segment stands in the host's place only when a host can hold it as it is
        // (hosts are read lowercased, and a colon starts a port): otherwise the host is empty.
        if let first = components.first, first.utf8.allSatisfy(Self.isPlainHostByte) { return "\(scheme)://\(path)" }
        return "\(scheme):///\(path)"
    }

    /// The path segments (not yet percent-encoded) of one segment's link.
    func pathComponents(for segment: Segment) throws -> [String] {
        let tree = try SegmentEncoder.encode(segment)
        guard case .keyed(let top) = tree, top.count == 1, case .keyed(let fields) = top[0].value,
              let pattern = parsed[top[0].key] else {
            return [Self.compactText(tree)]
        }
        let name = top[0].key
        var used: Set<String> = []
        var components: [String] = []
        for part in pattern {
            switch part {
            case .literal(let literal):
                components.append(literal)
            case .parameter(let label):
                let key = Int(label).map { "_\($0)" } ?? label
                guard let field = fields.first(where: { $0.key == key }) else {
                    throw RoutingError.malformedLink(patterns[name] ?? name, reason: "the pattern of case \(name) names the parameter :\(label), which the case has no field for")
                }
                guard case .scalar(let text, _) = field.value else {
                    throw RoutingError.malformedLink(patterns[name] ?? name, reason: "field \(label) of case \(name) is \(field.value.text), not a number, boolean or string")
                }
                used.insert(key)
                components.append(text)
            case .wildcard:
                break
            }
        }
        if let missing = fields.first(where: { !used.contains($0.key) }) {
            throw RoutingError.malformedLink(patterns[name] ?? name, reason: "the pattern of case \(name) has no parameter for its field \(missing.key)")
        }
        return components
    }

    /// Lowercase letters, digits, `-`, `.` and `_`.
    private static func isPlainHostByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x2E || byte == 0x5F
    }

    /// The identifier text without the spaces after `,` and `:` (outside strings).
    static func compactText(_ tree: SegmentValue) -> String {
        var output = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in tree.text {
            defer { previous = character }
            if inString {
                output.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true }
            if character == " " && (previous == "," || previous == ":") { continue }
            output.append(character)
        }
        return output
    }

    /// Percent-encodes everything but unreserved characters and `( ) , :`.
    static func percentEncoded(_ component: String) -> String {
        var output = ""
        for byte in component.utf8 {
            let isKept = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x28 || byte == 0x29 || byte == 0x2C || byte == 0x3A
            if isKept {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    // MARK: Parsing

    /// The typed route `link` leads to; throws `RoutingError.malformedLink` or
    /// `RoutingError.unknownLink` (see the type's description).
    public func route(for link: String) throws(RoutingError) -> [Segment] {
        try route(for: link, limits: nil)
    }

    /// The typed route `link` leads to; with `limits`, a link with more path segments than
    /// `maximumRouteDepth` allows, or one longer than `maximumSegmentLength`, is refused before
    /// any segment is decoded.
    func route(for link: String, limits: NavigationLimits?) throws(RoutingError) -> [Segment] {
        let shown = DeepLinkRegistry.abbreviated(link)
        let components: LinkComponents
        do {
            components = try LinkComponents.parse(link, maximumLength: maximumLength)
        } catch {
            throw .malformedLink(shown, reason: error.reason)
        }
        var path = components.path
        if let linkScheme = components.scheme {
            if let scheme, linkScheme != scheme {
                throw .malformedLink(shown, reason: "its scheme is \(linkScheme); these links have the scheme \(scheme)")
            }
            if let host {
                guard components.host == host else {
                    throw .malformedLink(shown, reason: "its host is \(components.host ?? "missing"); these links have the host \(host)")
                }
            } else if let linkHost = components.host {
                path.insert(linkHost, at: 0)
            }
        }
        if let limits {
            // Refused before decoding anything: a path longer than the deepest route could take
            // (each segment takes at most its longest pattern), or a path segment too long.
            let widest = parsed.values.map(\.count).max() ?? 1
            if path.count > limits.maximumRouteDepth * Swift.max(1, widest) {
                throw .malformedLink(shown, reason: "its path has \(path.count) segments; routes are at most \(limits.maximumRouteDepth) deep (router.limits.maximumRouteDepth)")
            }
            if let long = path.firstIndex(where: { $0.utf8.count > limits.maximumSegmentLength }) {
                throw .malformedLink(shown, reason: "path segment \(long + 1) is \(path[long].utf8.count) bytes long; the limit is \(limits.maximumSegmentLength) (router.limits.maximumSegmentLength)")
            }
        }
        var route: [Segment] = []
        var index = 0
        while index < path.count {
            let (segment, used) = try self.segment(at: index, of: path, link: shown)
            route.append(segment)
            index += used
        }
        return route
    }

    /// The segment that starts at `path[index]`, and how many path segments it took.
    private func segment(at index: Int, of path: [String], link: String) throws(RoutingError) -> (Segment, Int) {
        let first = path[index]
        // The case whose pattern matches the most literal segments wins.
        var best: (name: String, fields: [SegmentValue.Field], length: Int, literals: Int)?
        for (name, pattern) in parsed where pattern.count <= path.count - index {
            var fields: [SegmentValue.Field] = []
            var literals = 0
            var matches = true
            for (offset, part) in pattern.enumerated() {
                let component = path[index + offset]
                switch part {
                case .literal(let literal):
                    if literal != component { matches = false } else { literals += 1 }
                case .parameter(let label):
                    fields.append(SegmentValue.Field(key: Int(label).map { "_\($0)" } ?? label, value: .scalar(component, quoted: true)))
                case .wildcard:
                    matches = false
                }
                if !matches { break }
            }
            guard matches else { continue }
            if best == nil || literals > best!.literals || (literals == best!.literals && pattern.count > best!.length) {
                best = (name, fields, pattern.count, literals)
            }
        }
        if let best {
            let tree = SegmentValue.keyed([SegmentValue.Field(key: best.name, value: .keyed(best.fields))])
            do {
                return (try SegmentDecoder.decode(Segment.self, from: tree), best.length)
            } catch {
                throw .malformedLink(link, reason: "\(best.name) at path segment \(index + 1): \(SegmentDecoder.describe(error))")
            }
        }
        let tree: SegmentValue
        do {
            tree = try SegmentValue.parse(first)
        } catch {
            throw .unknownLink(link)
        }
        if case .keyed(let top) = tree, top.count == 1, parsed[top[0].key] != nil {
            // A case with a pattern is linked by its pattern only: one value, one link.
            throw .unknownLink(link)
        }
        do {
            return (try SegmentDecoder.decode(Segment.self, from: tree), 1)
        } catch {
            if case .keyed(let top) = tree, top.count == 1, case .keyed = top[0].value, !Self.isUnknownCase(error) {
                throw .malformedLink(link, reason: "\(top[0].key) at path segment \(index + 1): \(SegmentDecoder.describe(error))")
            }
            throw .unknownLink(link)
        }
    }

    /// Whether decoding failed because the enum has no case of that name.
    private static func isUnknownCase(_ error: Error) -> Bool {
        guard let error = error as? DecodingError else { return false }
        switch error {
        // The synthesized decoding finds no key it knows at the top: no case of that name.
        case .typeMismatch(_, let context): return context.codingPath.isEmpty
        default: return false
        }
    }

    // MARK: Checking

    /// The routes among `routes` whose link does not lead back to them (or cannot be made), each
    /// with the reason: empty when every route round-trips (route → link → route).
    public func roundTripFailures(_ routes: [[Segment]]) -> [String] {
        var failures: [String] = []
        for route in routes {
            let text = route.routeIdentifiers.routeDescription
            do {
                let link = try self.link(for: route)
                let parsed = try self.route(for: link)
                if parsed != route {
                    failures.append("\(text): its link \(link) leads to \(parsed.routeIdentifiers.routeDescription)")
                }
            } catch {
                failures.append("\(text): \(error)")
            }
        }
        return failures
    }
}
