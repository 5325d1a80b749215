import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointTesting

/// Seeded random and mutated links: parsing each gives a match or a clear `RoutingError`, never
/// a trap, and a link that fails leaves the state untouched when navigated to.
final class DeepLinkFuzzTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_ITERATIONS"] ?? "") ?? 10_000
    }

    private static let seeds = [
        "myapp://users/42?tab=posts&ref=mail#top",
        "https://example.com/users/J%C3%BCrgen/posts/7",
        "/files/ada/docs/a%2Fb/readme.txt",
        "myapp://settings",
        "http://user:pw@[::1]:8080/users/1?x=%20y&&=z#frag",
        "users/new",
        "/orders/12?expand=items&expand=customer",
    ]

    private static let alphabet: [String] = [
        "/", "/", "/", ":", "?", "#", "&", "=", "%", "@", "[", "]", "+", "*", ".", "-", "_", "~",
        "a", "b", "z", "A", "Z", "0", "7", "9", "f", "F", "users", "files", "orders", "settings", "new", "myapp", "https", "//",
        "%2F", "%C3%BC", "%FF", "%G", "%%", "%0", "%00", "é", "😀", "\u{0}", " ", "\t", "\n", "\u{7F}", "\u{FFFD}", "\u{200B}",
    ]

    func testRandomAndMutatedLinksParseOrFailClearlyAndNeverTouchTheState() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 11
        var generator = SeededRandomNumberGenerator(seed: seed)
        let harness = RouterHarness()
        defer { harness.tearDown() }
        let links = harness.router.deepLinks
        try links.register("/users/:id", route: ["home", "user", ":id"])
        try links.register("/users/new", route: ["home", "new-user"])
        try links.register("/users/:id/posts/:post", route: ["home", "user", ":id", "post", ":post"])
        try links.register("/files/:owner/*path", route: ["files", ":owner", "*path"])
        try links.register("myapp://settings", route: ["settings"])
        try links.register("/orders/:id") { parameters in
            guard let id = parameters["id"], Int(id) != nil else { throw RoutingError.unknownRoute(["orders"]) }
            return ["orders", id]
        }
        harness.setRoute(["start"], id: 1, at: 1)
        harness.scheduler.advanceTo(100)
        let before = harness.store.state
        var matched = 0
        var malformed = 0
        var unknown = 0
        for iteration in 0..<Self.iterations {
            let link = Self.makeLink(iteration, using: &generator)
            do {
                let match = try links.parse(link)
                matched += 1
                XCTAssertFalse(match.route.isEmpty, "\(iteration): \(link.debugDescription)")
                if let id = match.parameters.path["id"], match.pattern.hasPrefix("/users/:id") {
                    XCTAssertEqual(match.route.prefix(3), ["home", "user", id], "\(iteration): \(link.debugDescription)")
                    XCTAssertEqual(match.data?.value(as: [String: String].self)?["id"], id)
                }
                continue
            } catch RoutingError.malformedLink(let shown, let reason) {
                malformed += 1
                XCTAssertFalse(reason.isEmpty)
                XCTAssertLessThanOrEqual(shown.count, 201)
            } catch RoutingError.unknownLink(let shown) {
                unknown += 1
                XCTAssertLessThanOrEqual(shown.count, 201)
            } catch RoutingError.unknownRoute {
                unknown += 1
            } catch {
                XCTFail("\(iteration): \(link.debugDescription) threw \(error)")
            }
            // A link that fails leaves the state as it was, through the router too.
            let failed = Failure()
            let subscription = harness.router.navigate(toLink: link).subscribe(onError: { _ in failed.set() })
            harness.scheduler.advanceTo(harness.scheduler.clock + 1)
            subscription.dispose()
            XCTAssertTrue(failed.isSet, "\(iteration): \(link.debugDescription)")
            XCTAssertEqual(harness.store.state, before, "\(iteration): \(link.debugDescription)")
        }
        print("deep link fuzz (seed \(seed)): \(matched) matched, \(malformed) malformed, \(unknown) unknown")
        XCTAssertGreaterThan(matched, Self.iterations / 20)
        XCTAssertGreaterThan(malformed, Self.iterations / 20)
        XCTAssertGreaterThan(unknown, Self.iterations / 20)
    }

    /// A random string of URL pieces, random bytes read as UTF-8, a mutated valid link, or (now
    /// and then) a huge one.
    private static func makeLink(_ iteration: Int, using generator: inout SeededRandomNumberGenerator) -> String {
        if iteration % 997 == 0 {
            let unit = alphabet.randomElement(using: &generator) ?? "/"
            return String(repeating: "/users/" + unit, count: Int.random(in: 1_000...20_000, using: &generator))
        }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
            return (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
        case 2:
            let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            return String(decoding: bytes, as: UTF8.self)
        default:
            var link = Array(seeds.randomElement(using: &generator) ?? "/")
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let index = link.isEmpty ? 0 : Int.random(in: 0..<link.count, using: &generator)
                let piece = Array(alphabet.randomElement(using: &generator) ?? "")
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: link.insert(contentsOf: piece, at: index)
                case 1: if !link.isEmpty { link.remove(at: index) }
                case 2: if !link.isEmpty { link.replaceSubrange(index...index, with: piece) }
                default: link = Array(link.prefix(index))
                }
            }
            return String(link)
        }
    }
}

/// Whether a navigation failed, from a `@Sendable` closure on the test thread.
// @unchecked: tests drive it from the single test thread only.
private final class Failure: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
