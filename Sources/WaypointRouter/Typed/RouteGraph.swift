/// The routes an app declares, with sample data: the map of its screens, checked in tests
/// (`RouteGraph.failures(…)` in WaypointNavigationTesting) and drawn as a diagram.
///
/// ```swift
/// let graph = RouteGraph<Screen>([[.feed, .post(id: 42)], [.feed, .profile(name: "Ada", tab: .likes)], [.settings]])
/// print(graph.mermaid)
/// ```
///
/// Every prefix of a declared route is a screen of the graph; an edge leads from a route to each
/// route one segment deeper. Declare at least one route through every case.
public struct RouteGraph<Segment: RouteSegment>: Sendable {
    /// The declared routes, in order.
    public let routes: [[Segment]]

    /// A graph of `routes`.
    public init(_ routes: [[Segment]]) {
        self.routes = routes
    }

    /// Every route of the graph — the declared routes and their prefixes, the empty route
    /// excepted — shallowest first, in the order they are first met.
    public var screens: [[Segment]] {
        var seen: Set<[Segment]> = []
        var ordered: [[Segment]] = []
        for route in routes {
            for depth in 1...max(1, route.count) where depth <= route.count {
                let prefix = Array(route.prefix(depth))
                if seen.insert(prefix).inserted { ordered.append(prefix) }
            }
        }
        // Shallowest first; routes of one depth stay in the order they were met.
        return ordered.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element)
    }

    /// The graph as a Mermaid flowchart: a node per screen labelled with its last segment, an
    /// edge from each route to the routes one segment deeper; the screens in `failing` are
    /// drawn in red.
    public func mermaid(failing: Set<[Segment]> = []) -> String {
        let screens = self.screens
        var names: [[Segment]: String] = [:]
        var lines = ["flowchart LR", "    root((\"/\"))"]
        for (index, screen) in screens.enumerated() {
            let name = "s\(index)"
            names[screen] = name
            lines.append("    \(name)[\"\(Self.label(screen.last!.routeIdentifier))\"]")
        }
        for screen in screens {
            let parent = screen.count == 1 ? "root" : names[Array(screen.dropLast())] ?? "root"
            lines.append("    \(parent) --> \(names[screen]!)")
        }
        let failed = screens.filter(failing.contains).compactMap { names[$0] }
        if !failed.isEmpty {
            lines.append("    classDef failed stroke:#c00,stroke-width:3px,color:#c00")
            lines.append("    class \(failed.joined(separator: ",")) failed")
        }
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart (see `mermaid(failing:)`).
    public var mermaid: String { mermaid() }

    /// `text` with the characters Mermaid reads inside a quoted label written as entities.
    private static func label(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\"": output += "#quot;"
            case "#": output += "#35;"
            case "<": output += "#lt;"
            case ">": output += "#gt;"
            default: output.append(character)
            }
        }
        return output
    }
}
