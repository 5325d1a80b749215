import Waypoint

/// Why a typed path is not a route of the app.
enum RoutePathError: Error, Equatable, CustomStringConvertible {
    case empty
    case notAbsolute(String)
    case unknownScreen(String, path: String)
    case missingUserID(path: String)
    case badUserID(String, path: String)

    var description: String {
        switch self {
        case .empty: return "the path is empty; try /home/user/42"
        case .notAbsolute(let path): return "\"\(path)\" does not start with /; try /\(path)"
        case .unknownScreen(let segment, let path):
            return "\"\(segment)\" in \(path) is not a screen of this app (screens: home, stats, user/<id>, settings, account, export, chart, login, me)"
        case .missingUserID(let path): return "\(path) needs a user id after user, e.g. /home/user/42"
        case .badUserID(let id, let path): return "\"\(id)\" in \(path) is not a user id (a number, e.g. 42)"
        }
    }
}

/// Paths as people type them (`/home/user/42/settings`) and the typed routes they stand for
/// (`[.home, .user(id: 42), .settings]`).
enum RoutePath {
    /// The screens a path names by their case name (`user` takes the id that follows it).
    private static let named: [String: AppScreen] = [
        "home": .home, "stats": .stats, "settings": .settings, "login": .login, "account": .account,
        "export": .export, "chart": .chart, "me": .me,
    ]

    /// The route of `path`; throws `RoutePathError` for anything the app doesn't know.
    static func route(from path: String) throws -> [AppScreen] {
        let trimmed = path.trimmingWhitespace
        guard !trimmed.isEmpty else { throw RoutePathError.empty }
        guard trimmed.hasPrefix("/") else { throw RoutePathError.notAbsolute(trimmed) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var route: [AppScreen] = []
        var index = 0
        while index < parts.count {
            let part = parts[index]
            if part == "user" {
                guard index + 1 < parts.count else { throw RoutePathError.missingUserID(path: trimmed) }
                let digits = parts[index + 1]
                guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigitCharacter), let id = Int(digits) else {
                    throw RoutePathError.badUserID(digits, path: trimmed)
                }
                route.append(.user(id: id))
                index += 2
                continue
            }
            guard let screen = named[part] else { throw RoutePathError.unknownScreen(part, path: trimmed) }
            route.append(screen)
            index += 1
        }
        return route
    }
}
