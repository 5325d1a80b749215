/// A registered link pattern, parsed: an optional scheme and host, then path segments that are
/// literals, `:name` parameters (one segment each) or a trailing `*name` wildcard (the rest of
/// the path, possibly nothing).
struct DeepLinkPattern: Sendable {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case parameter(String)
        case wildcard(String?)
    }

    /// How the pattern's host is matched (patterns with a scheme only).
    enum HostMatch: Equatable, Sendable {
        /// The link has no host.
        case none
        /// Any host.
        case any
        /// This host (lowercased).
        case literal(String)
    }

    /// What a link matched: the captured values and how specific the match was.
    struct Candidate {
        var captures: [String: String] = [:]
        var wildcard: [String] = []
        /// Per segment: 2 literal, 1 parameter, 0 wildcard; compared lexicographically.
        var ranks: [Int] = []
    }

    let text: String
    let scheme: String?
    let host: HostMatch
    let segments: [Segment]

    /// The names of the pattern's parameters and named wildcard.
    var parameterNames: [String] {
        segments.compactMap { segment in
            switch segment {
            case .literal: return nil
            case .parameter(let name): return name
            case .wildcard(let name): return name
            }
        }
    }

    /// Parses `text`, e.g. `/users/:id`, `myapp://users/:id`, `https://example.com/files/*path`.
    init(_ text: String) throws(LinkComponents.Failure) {
        self.text = text
        if text.utf8.contains(UInt8(ascii: "?")) || text.utf8.contains(UInt8(ascii: "#")) {
            throw LinkComponents.Failure(reason: "a pattern has no query or fragment: query items always become the route's data")
        }
        let components = try LinkComponents.parse(text, maximumLength: 4096)
        scheme = components.scheme
        switch components.host {
        case nil: host = .none
        case "*": host = .any
        case let name?: host = .literal(name)
        }
        if scheme == nil && components.host != nil {
            throw LinkComponents.Failure(reason: "a pattern with a host needs a scheme (write /path to match any scheme and host)")
        }
        var segments: [Segment] = []
        var names: Set<String> = []
        for (index, raw) in components.path.enumerated() {
            let segment: Segment
            if raw.hasPrefix(":") {
                let name = String(raw.dropFirst())
                guard Self.isValidName(name) else {
                    throw LinkComponents.Failure(reason: "parameter \"\(raw)\" needs a name of letters, digits or '_'")
                }
                segment = .parameter(name)
            } else if raw.hasPrefix("*") {
                let name = String(raw.dropFirst())
                guard name.isEmpty || Self.isValidName(name) else {
                    throw LinkComponents.Failure(reason: "wildcard \"\(raw)\" needs a name of letters, digits or '_'")
                }
                guard index == components.path.count - 1 else {
                    throw LinkComponents.Failure(reason: "a wildcard must be the last segment")
                }
                segment = .wildcard(name.isEmpty ? nil : name)
            } else {
                segment = .literal(raw)
            }
            if case .parameter(let name) = segment, !names.insert(name).inserted {
                throw LinkComponents.Failure(reason: "parameter \":\(name)\" appears twice")
            }
            if case .wildcard(let name?) = segment, !names.insert(name).inserted {
                throw LinkComponents.Failure(reason: "parameter \"*\(name)\" appears twice")
            }
            segments.append(segment)
        }
        self.segments = segments
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// The match of `link`, whose path (for path-only patterns) is `path`, or `nil`.
    func match(_ link: LinkComponents, path: [String]) -> Candidate? {
        var candidate = Candidate()
        let linkPath: [String]
        if let scheme {
            guard link.scheme == scheme else { return nil }
            switch host {
            case .none: guard link.host == nil else { return nil }
            case .any: break
            case .literal(let name): guard link.host == name else { return nil }
            }
            linkPath = link.path
        } else {
            linkPath = path
        }
        var index = 0
        for segment in segments {
            switch segment {
            case .literal(let literal):
                guard index < linkPath.count, linkPath[index] == literal else { return nil }
                candidate.ranks.append(2)
                index += 1
            case .parameter(let name):
                guard index < linkPath.count else { return nil }
                candidate.captures[name] = linkPath[index]
                candidate.ranks.append(1)
                index += 1
            case .wildcard(let name):
                candidate.wildcard = Array(linkPath[index...])
                if let name { candidate.captures[name] = candidate.wildcard.joined(separator: "/") }
                candidate.ranks.append(0)
                index = linkPath.count
            }
        }
        return index == linkPath.count ? candidate : nil
    }

    /// Whether `candidate` (of this pattern) is more specific than `other` (of `otherPattern`):
    /// patterns with a scheme first, then segment by segment literal before parameter before
    /// wildcard, then the longer match.
    func isMoreSpecific(_ candidate: Candidate, than other: Candidate, of otherPattern: DeepLinkPattern) -> Bool {
        if (scheme != nil) != (otherPattern.scheme != nil) { return scheme != nil }
        for (rank, otherRank) in zip(candidate.ranks, other.ranks) where rank != otherRank {
            return rank > otherRank
        }
        return candidate.ranks.count > other.ranks.count
    }
}
