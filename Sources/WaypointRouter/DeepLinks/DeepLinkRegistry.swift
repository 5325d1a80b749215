import Foundation
import WaypointRx

/// The link patterns an app understands, each mapped to a route: `router.deepLinks`.
///
/// ```swift
/// try router.deepLinks.register("/users/:id", route: ["tabs", "home", "user"])
/// try router.deepLinks.register("/files/*path", route: ["files", "*path"])
/// try router.deepLinks.register("/users/:id/posts") { parameters in
///     guard let id = parameters["id"], Int(id) != nil else { throw InvalidUserID() }
///     return ["tabs", "home", "user-\(id)", "posts"]
/// }
/// let match = try router.deepLinks.parse("myapp://users/42?tab=posts")
/// // match.route == ["tabs", "home", "user"], match.data == ["id": "42", "tab": "posts"]
/// ```
///
/// A pattern is a path (`/users/:id`, matching links of any scheme and host; see
/// `hostHandling`) or a full link (`myapp://users/:id`, `https://example.com/users/:id`,
/// `myapp://*/users/:id` for any host) whose scheme and host must match too. Path segments are
/// literals (compared exactly, after percent-decoding), `:name` parameters (any one segment) or a
/// trailing `*name` wildcard (the rest of the path, possibly empty; `*` alone captures nothing).
/// When several patterns match, the most specific wins: a pattern with a scheme before a path,
/// then segment by segment a literal before a parameter before a wildcard; on a tie, the one
/// registered first. Registering a pattern again replaces it.
///
/// Parsing never traps, whatever the input: a link that cannot be read is
/// `RoutingError.malformedLink`, one that matches nothing is `RoutingError.unknownLink` (links
/// longer than 200 characters are shortened in these errors).
public final class DeepLinkRegistry: Sendable {
    /// How path-only patterns treat a link's host.
    public enum HostHandling: Equatable, Sendable {
        /// The host is the first path segment for links with a scheme other than `http` and
        /// `https` (`myapp://users/42` is `/users/42`), and is ignored otherwise
        /// (`https://example.com/users/42` is `/users/42`).
        case automatic
        /// The host is ignored.
        case ignore
        /// The host is always the first path segment.
        case firstPathSegment
    }

    /// The default limit on a link's length, in UTF-8 bytes.
    public static let defaultMaximumLength = 8 * 1024

    private struct Entry: Sendable {
        enum Builder: Sendable {
            case template(Route)
            case closure(@Sendable (DeepLinkParameters) throws -> Route)
        }

        let pattern: DeepLinkPattern
        let builder: Builder
    }

    private struct Settings: Sendable {
        var entries: [Entry] = []
        var hostHandling = HostHandling.automatic
        var schemes: Set<String> = []
        var maximumLength = DeepLinkRegistry.defaultMaximumLength
    }

    /// Route closures are called outside the lock.
    private let settings = Locked(Settings())

    /// An empty registry (a router makes its own: `router.deepLinks`).
    public init() {}

    /// How path-only patterns treat a link's host (default `.automatic`).
    public var hostHandling: HostHandling {
        get { settings.withLock { $0.hostHandling } }
        set { settings.withLock { $0.hostHandling = newValue } }
    }

    /// The schemes links may have (lowercase); a link with another scheme is unknown. Empty (the
    /// default) accepts every scheme. Links without a scheme (`/users/42`) are always accepted.
    public var schemes: Set<String> {
        get { settings.withLock { $0.schemes } }
        set { settings.withLock { $0.schemes = Set(newValue.map { $0.lowercased() }) } }
    }

    /// Links longer than this many UTF-8 bytes are malformed (default `defaultMaximumLength`).
    public var maximumLength: Int {
        get { settings.withLock { $0.maximumLength } }
        set { settings.withLock { $0.maximumLength = max(0, newValue) } }
    }

    /// The registered patterns, in registration order.
    public var patterns: [String] {
        settings.withLock { $0.entries.map(\.pattern.text) }
    }

    /// Maps links matching `pattern` to `route`; a route segment `:name` is replaced by the
    /// parameter's value and `*name` by the wildcard's segments. Throws
    /// `RoutingError.malformedLink` when the pattern cannot be read or the route names a
    /// parameter the pattern doesn't have.
    public func register(_ pattern: String, route: Route) throws {
        let parsed = try Self.parsePattern(pattern)
        let names = Set(parsed.parameterNames)
        for segment in route where segment.hasPrefix(":") || segment.hasPrefix("*") {
            guard names.contains(String(segment.dropFirst())) else {
                throw RoutingError.malformedLink(pattern, reason: "invalid pattern: the route segment \"\(segment)\" names no parameter of the pattern")
            }
        }
        add(Entry(pattern: parsed, builder: .template(route)))
    }

    /// Maps links matching `pattern` to the route `route` builds from the link's parameters. An
    /// error thrown by `route` makes the link malformed (a `RoutingError` is passed on as it is).
    public func register(_ pattern: String, route: @escaping @Sendable (DeepLinkParameters) throws -> Route) throws {
        add(Entry(pattern: try Self.parsePattern(pattern), builder: .closure(route)))
    }

    /// Forgets every pattern.
    public func removeAll() {
        settings.withLock { $0.entries.removeAll() }
    }

    /// The route and data `link` leads to. Throws `RoutingError.malformedLink` when the link
    /// cannot be read (or the route closure refuses it) and `RoutingError.unknownLink` when no
    /// pattern matches.
    public func parse(_ link: String) throws -> DeepLinkMatch {
        let snapshot = settings.withLock { $0 }
        let components: LinkComponents
        do {
            components = try LinkComponents.parse(link, maximumLength: snapshot.maximumLength)
        } catch {
            throw RoutingError.malformedLink(Self.abbreviated(link), reason: error.reason)
        }
        if let scheme = components.scheme, !snapshot.schemes.isEmpty, !snapshot.schemes.contains(scheme) {
            throw RoutingError.unknownLink(Self.abbreviated(link))
        }
        let path = Self.path(of: components, hostHandling: snapshot.hostHandling)
        var best: (entry: Entry, candidate: DeepLinkPattern.Candidate)?
        for entry in snapshot.entries {
            guard let candidate = entry.pattern.match(components, path: path) else { continue }
            if let chosen = best, !entry.pattern.isMoreSpecific(candidate, than: chosen.candidate, of: chosen.entry.pattern) { continue }
            best = (entry, candidate)
        }
        guard let (entry, candidate) = best else { throw RoutingError.unknownLink(Self.abbreviated(link)) }
        let parameters = DeepLinkParameters(path: candidate.captures, queryItems: components.queryItems, fragment: components.fragment)
        let route: Route
        switch entry.builder {
        case .template(let template):
            route = template.flatMap { segment -> [String] in
                if segment.hasPrefix(":"), let value = candidate.captures[String(segment.dropFirst())] { return [value] }
                if segment.hasPrefix("*") { return candidate.wildcard }
                return [segment]
            }
        case .closure(let build):
            do {
                route = try build(parameters)
            } catch let error as RoutingError {
                throw error
            } catch {
                throw RoutingError.malformedLink(Self.abbreviated(link), reason: String(describing: error))
            }
        }
        return DeepLinkMatch(link: link, pattern: entry.pattern.text, route: route, parameters: parameters)
    }

    /// The route and data `url` leads to; see `parse(_:)`.
    public func parse(_ url: URL) throws -> DeepLinkMatch {
        try parse(url.absoluteString)
    }

    private func add(_ entry: Entry) {
        settings.withLock { settings in
            if let index = settings.entries.firstIndex(where: { $0.pattern.text == entry.pattern.text }) {
                settings.entries[index] = entry
            } else {
                settings.entries.append(entry)
            }
        }
    }

    private static func parsePattern(_ pattern: String) throws -> DeepLinkPattern {
        do {
            return try DeepLinkPattern(pattern)
        } catch {
            throw RoutingError.malformedLink(abbreviated(pattern), reason: "invalid pattern: \(error.reason)")
        }
    }

    private static func path(of components: LinkComponents, hostHandling: HostHandling) -> [String] {
        guard let host = components.host else { return components.path }
        switch hostHandling {
        case .ignore:
            return components.path
        case .firstPathSegment:
            return [host] + components.path
        case .automatic:
            guard let scheme = components.scheme, scheme != "http", scheme != "https" else { return components.path }
            return [host] + components.path
        }
    }

    /// `link`, cut to 200 characters for error messages.
    static func abbreviated(_ link: String) -> String {
        guard link.utf8.count > 200 else { return link }
        return String(link.prefix(200)) + "…"
    }
}
