import Foundation
import XCTest
import WaypointRouter
import WaypointTesting

final class DeepLinkRegistryTests: LeakCheckingTestCase {
    private var links: DeepLinkRegistry!

    override func setUp() {
        super.setUp()
        links = DeepLinkRegistry()
    }

    override func tearDown() {
        links = nil
        super.tearDown()
    }

    private func assertError(_ link: String, _ expected: RoutingError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try links.parse(link), file: file, line: line) { error in
            XCTAssertEqual(error as? RoutingError, expected, file: file, line: line)
        }
    }

    func testPathPatternCapturesParametersAndQueryItems() throws {
        try links.register("/users/:id", route: ["tabs", "home", "user"])
        let match = try links.parse("myapp://users/42?tab=posts&ref=mail#top")
        XCTAssertEqual(match.route, ["tabs", "home", "user"])
        XCTAssertEqual(match.pattern, "/users/:id")
        XCTAssertEqual(match.link, "myapp://users/42?tab=posts&ref=mail#top")
        XCTAssertEqual(match.parameters.path, ["id": "42"])
        XCTAssertEqual(match.parameters.queryItems, [DeepLinkQueryItem(name: "tab", value: "posts"), DeepLinkQueryItem(name: "ref", value: "mail")])
        XCTAssertEqual(match.parameters.fragment, "top")
        XCTAssertEqual(match.parameters["id"], "42")
        XCTAssertEqual(match.parameters["tab"], "posts")
        XCTAssertNil(match.parameters["missing"])
        XCTAssertEqual(match.data, RouteData(["id": "42", "tab": "posts", "ref": "mail"]))
    }

    func testALinkWithoutParametersCarriesNoData() throws {
        try links.register("/settings", route: ["settings"])
        let match = try links.parse("/settings")
        XCTAssertEqual(match.route, ["settings"])
        XCTAssertNil(match.data)
    }

    func testPathParametersWinOverQueryItemsAndTheLastRepeatedQueryItemWins() throws {
        try links.register("/users/:id", route: ["user"])
        let match = try links.parse("/users/42?id=7&sort=a&sort=b&flag")
        XCTAssertEqual(match.parameters.query, ["id": "7", "sort": "b", "flag": ""])
        XCTAssertEqual(match.parameters["id"], "42")
        XCTAssertEqual(match.parameters["sort"], "b")
        XCTAssertEqual(match.data, RouteData(["id": "42", "sort": "b", "flag": ""]))
    }

    func testThePathMatchesWhateverTheSchemeAndHost() throws {
        try links.register("/users/:id", route: ["user", ":id"])
        for link in ["/users/42", "users/42", "myapp://users/42", "myapp:/users/42", "MyApp://USERS/42",
                     "https://example.com/users/42", "http://user@example.com:8080/users/42", "https://[::1]:443/users/42",
                     "  /users/42\n", "/users//42/", "//example.com/users/42"] {
            XCTAssertEqual(try links.parse(link).route, ["user", "42"], link)
        }
    }

    func testHostHandling() throws {
        try links.register("/users/:id", route: ["user"])
        try links.register("/example.com/users/:id", route: ["host", "user"])
        links.hostHandling = .ignore
        XCTAssertEqual(try links.parse("myapp://example.com/users/1").route, ["user"])
        assertError("myapp://users/1", .unknownLink("myapp://users/1"))
        links.hostHandling = .firstPathSegment
        XCTAssertEqual(try links.parse("https://example.com/users/1").route, ["host", "user"])
        XCTAssertEqual(try links.parse("myapp://users/1").route, ["user"])
        links.hostHandling = .automatic
        XCTAssertEqual(try links.parse("https://example.com/users/1").route, ["user"])
        XCTAssertEqual(try links.parse("myapp://example.com/users/1").route, ["host", "user"])
    }

    func testFullPatternsMatchSchemeAndHost() throws {
        try links.register("https://example.com/users/:id", route: ["web"])
        try links.register("myapp://*/profile", route: ["any host"])
        try links.register("myapp:/about", route: ["no host"])
        XCTAssertEqual(try links.parse("HTTPS://Example.COM/users/1").route, ["web"])
        assertError("https://other.com/users/1", .unknownLink("https://other.com/users/1"))
        assertError("http://example.com/users/1", .unknownLink("http://example.com/users/1"))
        XCTAssertEqual(try links.parse("myapp://anything/profile").route, ["any host"])
        XCTAssertEqual(try links.parse("myapp:/about").route, ["no host"])
        assertError("myapp://x/about", .unknownLink("myapp://x/about"))
    }

    func testTheMostSpecificPatternWins() throws {
        try links.register("/users/*rest", route: ["wildcard"])
        try links.register("/users/:id", route: ["parameter"])
        try links.register("/users/new", route: ["literal"])
        try links.register("/:section/:id", route: ["two parameters"])
        try links.register("myapp://users/:id", route: ["with scheme"])
        XCTAssertEqual(try links.parse("/users/new").route, ["literal"])
        XCTAssertEqual(try links.parse("/users/42").route, ["parameter"])
        XCTAssertEqual(try links.parse("/users/42/posts").route, ["wildcard"])
        XCTAssertEqual(try links.parse("/users").route, ["wildcard"])
        XCTAssertEqual(try links.parse("/posts/42").route, ["two parameters"])
        XCTAssertEqual(try links.parse("myapp://users/42").route, ["with scheme"])
        XCTAssertEqual(try links.parse("otherapp://users/42").route, ["parameter"])
    }

    func testOnATieTheFirstRegisteredWinsAndRegisteringAgainReplaces() throws {
        try links.register("/a/:x", route: ["first"])
        try links.register("/a/:y", route: ["second"])
        XCTAssertEqual(try links.parse("/a/1").route, ["first"])
        try links.register("/a/:x", route: ["replaced"])
        XCTAssertEqual(try links.parse("/a/1").route, ["replaced"])
        XCTAssertEqual(links.patterns, ["/a/:x", "/a/:y"])
        links.removeAll()
        XCTAssertEqual(links.patterns, [])
        assertError("/a/1", .unknownLink("/a/1"))
    }

    func testRouteTemplatesTakeParametersAndWildcardSegments() throws {
        try links.register("/files/:owner/*path", route: ["files", ":owner", "*path", "preview"])
        let match = try links.parse("/files/ada/docs/a%2Fb/readme")
        XCTAssertEqual(match.route, ["files", "ada", "docs", "a/b", "readme", "preview"])
        XCTAssertEqual(match.parameters.path, ["owner": "ada", "path": "docs/a/b/readme"])
        XCTAssertEqual(try links.parse("/files/ada").route, ["files", "ada", "preview"])
        XCTAssertEqual(try links.parse("/files/ada").parameters.path, ["owner": "ada", "path": ""])
    }

    func testPercentEncodingIsDecodedEverywhere() throws {
        try links.register("/users/:name", route: ["user"])
        try links.register("/caf%C3%A9", route: ["café"])
        let match = try links.parse("/users/J%C3%BCrgen%20M?q=a%26b%3Dc&plus=1+2&%F0%9F%98%80=smile#f%20g")
        XCTAssertEqual(match.parameters.path, ["name": "Jürgen M"])
        XCTAssertEqual(match.parameters.query, ["q": "a&b=c", "plus": "1+2", "😀": "smile"])
        XCTAssertEqual(match.parameters.fragment, "f g")
        XCTAssertEqual(try links.parse("/café").route, ["café"])
        XCTAssertEqual(try links.parse("/caf%c3%a9").route, ["café"])
    }

    func testClosureRoutesSeeTheParametersAndTheirErrorsMakeTheLinkMalformed() throws {
        struct NotANumber: Error, CustomStringConvertible {
            var description: String { "the id is not a number" }
        }
        try links.register("/orders/:id") { parameters in
            guard let id = parameters["id"], Int(id) != nil else { throw NotANumber() }
            return ["orders", "order-\(id)"] + (parameters["tab"].map { [$0] } ?? [])
        }
        try links.register("/gone/:id") { _ in throw RoutingError.unknownRoute(["gone"]) }
        XCTAssertEqual(try links.parse("/orders/7?tab=items").route, ["orders", "order-7", "items"])
        assertError("/orders/x", .malformedLink("/orders/x", reason: "the id is not a number"))
        assertError("/gone/1", .unknownRoute(["gone"]))
    }

    func testMalformedLinks() {
        let cases: [(String, String)] = [
            ("", "it is empty"),
            (" \n\t", "it is empty"),
            ("/users/%G1", "it has an invalid percent escape \"%G1\""),
            ("/users/%4", "it has an invalid percent escape \"%4\""),
            ("/users/42?x=%", "it has an invalid percent escape \"%\""),
            ("/users/%C3%28", "its percent-encoded bytes are not UTF-8"),
            ("/users/%FF", "its percent-encoded bytes are not UTF-8"),
            ("/users/4 2", "it contains a space or control character at offset 8"),
            ("/users/\u{0}", "it contains a space or control character at offset 7"),
            ("/users/\u{7F}", "it contains a space or control character at offset 7"),
            ("1app://users/42", "its scheme \"1app\" is not letters, digits, '+', '-' or '.' starting with a letter"),
            ("://users/42", "its scheme is empty"),
            ("myapp://host:99999/x", "its port \"99999\" is not a number from 0 to 65535"),
            ("myapp://host:8o/x", "its port \"8o\" is not a number from 0 to 65535"),
            ("https://[::1/x", "its IPv6 host has no closing ']'"),
            ("https://[::1]x/y", "its host has characters after ']'"),
        ]
        for (link, reason) in cases {
            assertError(link, .malformedLink(link, reason: reason))
        }
    }

    /// Control characters are refused wherever they are, raw or percent-encoded (issue 13,
    /// defect 7): Unicode's Cc category (C0, DEL, C1 including U+0085) and the line and paragraph
    /// separators U+2028 / U+2029.
    func testControlCharactersAreRefusedAfterPercentDecoding() {
        let cases: [(String, String)] = [
            ("/users/%00", "U+0000"),
            ("/users/%0A", "U+000A"),
            ("/users/%7F", "U+007F"),
            ("/users/a\u{85}", "U+0085"),
            ("/users/a%C2%85", "U+0085"),
            ("/users/a\u{9F}", "U+009F"),
            ("/users/a\u{2028}", "U+2028"),
            ("/users/a%E2%80%A9", "U+2029"),
            ("/users/42?tab=%0D", "U+000D"),
            ("/users/42#%09", "U+0009"),
            ("myapp://us%00ers/42", "U+0000"),
        ]
        for (link, scalar) in cases {
            assertError(link, .malformedLink(link, reason: "it contains the control character \(scalar)"))
        }
    }

    /// The user info before `@` is checked like every other part, though no route uses it
    /// (issue 25, defect 8): before, these links navigated.
    func testTheUserInfoIsValidatedToo() throws {
        try links.register("/users/:id", route: ["users", ":id"])
        let cases: [(String, String)] = [
            ("myapp://%zz@users/42", "its user info: it has an invalid percent escape \"%zz\""),
            ("myapp://a%00b@users/42", "its user info: it contains the control character U+0000"),
            ("myapp://a\u{85}@users/42", "its user info: it contains the control character U+0085"),
            ("myapp://%FF@users/42", "its user info: its percent-encoded bytes are not UTF-8"),
        ]
        for (link, reason) in cases {
            assertError(link, .malformedLink(link, reason: reason))
        }
        XCTAssertEqual(try links.parse("myapp://ada%40home:secret@users/42").route, ["users", "42"])
    }

    func testDotSegmentsAreRefused() {
        for (link, segment) in [("/files/../etc", ".."), ("/files/%2E%2E/etc", ".."), ("/a/./b", "."), ("/a/%2e", ".")] {
            assertError(link, .malformedLink(link, reason: "it has the dot segment \"\(segment)\""))
        }
    }

    func testAnEncodedSlashStaysInsideItsSegment() throws {
        try links.register("/files/:name", route: ["files", ":name"])
        XCTAssertEqual(try links.parse("/files/a%2Fb").route, ["files", "a/b"])
        assertError("/files/a/b", .unknownLink("/files/a/b"))
    }

    func testALeadingByteOrderMarkIsRemoved() throws {
        try links.register("/users/:id", route: ["user", ":id"])
        XCTAssertEqual(try links.parse("\u{FEFF}/users/42").route, ["user", "42"])
        XCTAssertEqual(try links.parse("\u{FEFF} myapp://users/42 ").route, ["user", "42"])
    }

    func testLongLinksAreRefusedAndShortenedInErrors() throws {
        try links.register("/a/*rest", route: ["a"])
        let long = "/a/" + String(repeating: "b/", count: 5_000)
        let shortened = String(long.prefix(200)) + "…"
        assertError(long, .malformedLink(shortened, reason: "it is 10003 bytes long; the limit is 8192"))
        links.maximumLength = 20_000
        XCTAssertEqual(try links.parse(long).route, ["a"])
        XCTAssertEqual(try links.parse(long).parameters.path["rest"]?.count, 9_999)
        assertError("/x" + long, .unknownLink(String(("/x" + long).prefix(200)) + "…"))
    }

    func testUnknownLinksAndRefusedSchemes() throws {
        try links.register("/users/:id", route: ["user"])
        assertError("/users", .unknownLink("/users"))
        assertError("/users/1/2", .unknownLink("/users/1/2"))
        assertError("/posts/1", .unknownLink("/posts/1"))
        links.schemes = ["MyApp", "https"]
        XCTAssertEqual(links.schemes, ["myapp", "https"])
        XCTAssertEqual(try links.parse("myapp://users/1").route, ["user"])
        XCTAssertEqual(try links.parse("/users/1").route, ["user"])
        assertError("evil://users/1", .unknownLink("evil://users/1"))
    }

    func testInvalidPatternsThrow() {
        let cases: [(String, String)] = [
            ("/users/:", "parameter \":\" needs a name of letters, digits or '_'"),
            ("/users/:a-b", "parameter \":a-b\" needs a name of letters, digits or '_'"),
            ("/files/*rest/more", "a wildcard must be the last segment"),
            ("/a/:id/:id", "parameter \":id\" appears twice"),
            ("/users?tab=1", "a pattern has no query or fragment: query items always become the route's data"),
            ("//example.com/users", "a pattern with a host needs a scheme (write /path to match any scheme and host)"),
            ("/a b", "it contains a space or control character at offset 2"),
        ]
        for (pattern, reason) in cases {
            XCTAssertThrowsError(try links.register(pattern, route: ["x"]), pattern) { error in
                XCTAssertEqual(error as? RoutingError, .malformedLink(pattern, reason: "invalid pattern: " + reason))
            }
        }
        XCTAssertThrowsError(try links.register("/users/:id", route: ["user", ":name"])) { error in
            XCTAssertEqual(error as? RoutingError, .malformedLink("/users/:id", reason: "invalid pattern: the route segment \":name\" names no parameter of the pattern"))
        }
        XCTAssertEqual(links.patterns, [])
    }

    func testParsesURLs() throws {
        try links.register("/users/:id", route: ["user"])
        let url = try XCTUnwrap(URL(string: "myapp://users/42?tab=posts"))
        XCTAssertEqual(try links.parse(url).data, RouteData(["id": "42", "tab": "posts"]))
    }
}
