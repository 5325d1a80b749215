import XCTest
import WaypointRouter

final class RouteSegmentTests: XCTestCase {
    func testIdentifiersAreTheCanonicalTextOfTheEncoding() {
        XCTAssertEqual(Screen.feed.routeIdentifier, "feed")
        XCTAssertEqual(Screen.post(id: 42).routeIdentifier, "post(id: 42)")
        XCTAssertEqual(Screen.post(id: -7).routeIdentifier, "post(id: -7)")
        XCTAssertEqual(Screen.profile(name: "Ada", tab: .likes).routeIdentifier, "profile(name: \"Ada\", tab: \"likes\")")
        XCTAssertEqual(Screen.search("a \"b\"\\\n").routeIdentifier, "search(\"a \\\"b\\\"\\\\\\n\")")
        XCTAssertEqual([Screen.feed, .post(id: 1)].routeIdentifiers, ["feed", "post(id: 1)"])
    }

    func testEveryIdentifierDecodesBackIntoItsSegment() throws {
        let segments: [Screen] = [.feed, .post(id: 42), .post(id: Int.min), .profile(name: "Ada, (tab: likes)", tab: .posts),
                                  .search(""), .search("\u{1}é😀\u{2028}"), .settings]
        for segment in segments {
            XCTAssertEqual(try Screen(routeIdentifier: segment.routeIdentifier), segment, segment.routeIdentifier)
        }
        XCTAssertEqual(try segments.routeIdentifiers.segments(as: Screen.self), segments)
    }

    func testThePayloadTakesPartInIdentity() {
        XCTAssertNotEqual(Screen.post(id: 42).routeIdentifier, Screen.post(id: 7).routeIdentifier)
        // Strings that look like other fields stay inside their quotes.
        XCTAssertNotEqual(Screen.profile(name: "a\", tab: \"posts", tab: .likes).routeIdentifier,
                          Screen.profile(name: "a", tab: .posts).routeIdentifier)
        XCTAssertEqual(Set([Screen.search("x"), .search("x "), .search(" x"), .search("\"x\"")].map(\.routeIdentifier)).count, 4)
    }

    func testTextThatIsNotAnIdentifierOfTheTypeFailsWithAReadableError() {
        let cases: [(String, String)] = [
            ("post(id: \"42\")", "not the identifier of a Screen"),
            ("post(id: abc)", "expected"),
            ("post(id: 4.5)", "is not a valid Int"),
            ("post", "no value for \"id\""),
            ("nothing", "Screen"),
            ("post(id: 42", "expected ')'"),
            ("post(id:42)", "post(id: 42) is"),
            ("feed extra", "unexpected text"),
            ("", "expected a value"),
            ("search(\"unterminated)", "unterminated string"),
            ("profile(name: \"Ada\", tab: \"other\")", "other"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try Screen(routeIdentifier: text), text) { error in
                XCTAssertTrue(String(describing: error).contains(reason), "\(text): \(error)")
            }
        }
    }

    func testNestingDeeperThanTheLimitIsRefusedWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try Screen(routeIdentifier: "search(\(deep))")) { error in
            XCTAssertTrue(String(describing: error).contains("nested deeper than 32 levels"), "\(error)")
        }
    }

    func testNestedPayloadsListsAndOptionalsRoundTrip() throws {
        let segments: [Nested] = [.pair(Pair(a: 1, b: [2.5, -0.0]), flag: true), .pair(Pair(a: nil, b: []), flag: false),
                                  .inner(.leaf), .inner(.node(3)), .unlabeled(1, "x", label: UInt8.max)]
        XCTAssertEqual(segments.routeIdentifiers, ["pair((a: 1, b: [2.5, -0.0]), flag: true)", "pair((b: []), flag: false)",
                                                   "inner(leaf)", "inner(node(3))", "unlabeled(1, \"x\", label: 255)"])
        XCTAssertEqual(try segments.routeIdentifiers.segments(as: Nested.self), segments)
    }

    func testAValueWhoseEncodingThrowsHasAnIdentifierNoTypeAccepts() {
        let identifier = Refusing().routeIdentifier
        XCTAssertTrue(identifier.hasPrefix("⟨unencodable "), identifier)
        XCTAssertThrowsError(try Refusing(routeIdentifier: identifier))
    }

    func testTheStateReadsTheLongestTypedPrefix() {
        var state = TypedAppState()
        state.navigationState.route = ["feed", "post(id: 3)", "legacy-screen", "settings"]
        XCTAssertEqual(state.typedRoute, [.feed, .post(id: 3)])
        XCTAssertThrowsError(try state.navigationState.route.segments(as: Screen.self))
    }
}

private struct Pair: Codable, Hashable, Sendable {
    var a: Int?
    var b: [Double]
}

private enum Inner: Codable, Hashable, Sendable {
    case leaf
    case node(Int)
}

private enum Nested: RouteSegment {
    case pair(Pair, flag: Bool)
    case inner(Inner)
    case unlabeled(Int, String, label: UInt8)
}

private struct Refusing: RouteSegment {
    struct Refused: Error {}
    init() {}
    init(from decoder: Decoder) throws { throw Refused() }
    func encode(to encoder: Encoder) throws { throw Refused() }
}
