import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointTesting

/// Seeded random and mutated saved state: restoring each either throws
/// `RoutingError.corruptRestorationData` or decodes, never traps, and the state is untouched
/// (a guard refuses every decoded restoration, so only decoding is under test).
final class RestorationFuzzTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_ITERATIONS"] ?? "") ?? 10_000
    }

    private static let tokens: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "0", "-1", "1e999", "2", "1.5", "\"\"", "\"x\"",
        "\"format\"", "\"waypoint.navigation-state\"", "\"version\"", "\"route\"", "\"restorable\"", "\"identifier\"",
        "\"data\"", "\"type\"", "\"value\"", "\"Swift.String\"", "\"Swift.Int\"", "\"WaypointRouterTests.Profile\"",
        "\"id\"", "\"name\"", "\\u0000", "\\ud800", "é", "😀", " ", "\n",
    ]

    func testRandomAndMutatedSavedStateThrowsClearlyOrDecodesAndNeverTouchesTheState() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 23
        var generator = SeededRandomNumberGenerator(seed: seed)
        let valid = try Self.validSavedState()
        let harness = RouterHarness()
        defer { harness.tearDown() }
        harness.router.restoration.register(Profile.self)
        harness.router.add(guard: NavigationGuard(name: "Refuse") { context, completion in
            completion(context.trigger == .restoration ? .failure(LoginCancelled()) : .success)
        })
        harness.setRoute(["start"], id: 1, at: 1)
        harness.scheduler.advanceTo(100)
        let before = harness.store.state
        var decoded = 0
        var corrupt = 0
        for iteration in 0..<Self.iterations {
            let data = Self.makeInput(iteration, from: valid, using: &generator)
            var asked = 0
            do {
                let result = try harness.router.restoreState(from: data) { context in
                    asked += 1
                    XCTAssertTrue(context.savedRoute.starts(with: context.route))
                    return [.allow, .reject][Int(context.route.count % 2)]
                }
                decoded += 1
                let refused = Refused()
                let subscription = result.subscribe(onError: { _ in refused.set() })
                harness.scheduler.advanceTo(harness.scheduler.clock + 1)
                subscription.dispose()
                XCTAssertTrue(refused.isSet, "\(iteration): \(String(decoding: data, as: UTF8.self))")
            } catch RoutingError.corruptRestorationData(let reason) {
                corrupt += 1
                XCTAssertFalse(reason.isEmpty)
                XCTAssertEqual(asked, 0)
            } catch {
                XCTFail("\(iteration): \(String(decoding: data, as: UTF8.self)) threw \(error)")
            }
            XCTAssertEqual(harness.store.state, before, "\(iteration): \(String(decoding: data, as: UTF8.self))")
        }
        print("restoration fuzz (seed \(seed)): \(decoded) decoded, \(corrupt) corrupt")
        XCTAssertGreaterThan(decoded, Self.iterations / 20)
        XCTAssertGreaterThan(corrupt, Self.iterations / 2)
    }

    /// Saved state with three entries: a `String`, a `Profile` and a `[String: String]`.
    private static func validSavedState() throws -> Data {
        let json = """
        {"format":"waypoint.navigation-state","version":1,"route":["tabs","home","profile","posts"],
         "restorable":[
          {"identifier":"home","route":["tabs","home"],"data":{"type":"Swift.String","value":"home data"}},
          {"identifier":"profile","route":["tabs","home","profile"],"protectionType":"Login",
           "data":{"type":"WaypointRouterTests.Profile","value":{"id":42,"name":"Ada"}}},
          {"identifier":"posts","route":["tabs","home","profile","posts"],
           "data":{"type":"Swift.Dictionary<Swift.String, Swift.String>","value":{"sort":"new"}}}]}
        """
        return Data(json.utf8)
    }

    /// Well-formed JSON of the right overall shape with random routes, entries and data, some of
    /// them wrong: entries off the route or repeated, unknown types, values of the wrong shape.
    private static func structured(using generator: inout SeededRandomNumberGenerator) -> Data {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }
        func quoted(_ text: String) -> String { "\"\(text)\"" }
        let segments = ["a", "b", "tabs", "home", "é", "😀", "", "x/y", "\\u0000"]
        let route = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pick(segments) }
        var entries: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            var entryRoute = Array(route.prefix(Int.random(in: 0...route.count, using: &generator)))
            if Int.random(in: 0..<8, using: &generator) == 0 { entryRoute.append(pick(segments)) }
            let data = pick([
                "", ",\"data\":{\"type\":\"Swift.String\",\"value\":\"s\"}", ",\"data\":{\"type\":\"Swift.Int\",\"value\":7}",
                ",\"data\":{\"type\":\"Swift.Bool\",\"value\":true}", ",\"data\":{\"type\":\"Swift.Double\",\"value\":1.5}",
                ",\"data\":{\"type\":\"WaypointRouterTests.Profile\",\"value\":{\"id\":1,\"name\":\"A\"}}",
                ",\"data\":{\"type\":\"WaypointRouterTests.Profile\",\"value\":{\"id\":\"1\"}}",
                ",\"data\":{\"type\":\"Swift.Array<Swift.String>\",\"value\":[\"p\",\"q\"]}",
                ",\"data\":{\"type\":\"Swift.Int\",\"value\":\"seven\"}", ",\"data\":{\"type\":\"Nope\",\"value\":1}",
                ",\"data\":null", ",\"protectionType\":\"Login\"",
            ])
            entries.append("{\"identifier\":\(quoted(pick(["a", "b", ""])))," + "\"route\":[\(entryRoute.map(quoted).joined(separator: ","))]\(data)}")
        }
        let version = pick(["1", "1", "1", "1", "2", "0", "\"1\"", "null"])
        let json = "{\"format\":\"waypoint.navigation-state\",\"version\":\(version),\"route\":[\(route.map(quoted).joined(separator: ","))],"
            + "\"restorable\":[\(entries.joined(separator: ","))]}"
        return Data(json.utf8)
    }

    /// Random bytes, a soup of JSON tokens, well-formed random state, or the valid state with bytes or tokens flipped,
    /// inserted, removed or cut off.
    private static func makeInput(_ iteration: Int, from valid: Data, using generator: inout SeededRandomNumberGenerator) -> Data {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            return Data((0..<Int.random(in: 0...80, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case 1:
            let soup = (0..<Int.random(in: 0...30, using: &generator)).map { _ in tokens.randomElement(using: &generator) ?? "" }.joined()
            return Data(soup.utf8)
        case 2, 3, 4:
            return structured(using: &generator)
        case 5:
            // A small change that keeps the JSON valid more often: a token for a token.
            var text = String(decoding: valid, as: UTF8.self)
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let candidates = tokens.filter { text.contains($0) && $0.count > 1 }
                guard let old = candidates.randomElement(using: &generator),
                      let range = occurrences(of: old, in: text).randomElement(using: &generator) else { continue }
                text.replaceSubrange(range, with: tokens.randomElement(using: &generator) ?? "")
            }
            return Data(text.utf8)
        default:
            var bytes = [UInt8](valid)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: if !bytes.isEmpty { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
                case 1: if !bytes.isEmpty { bytes.remove(at: index) }
                case 2: bytes.insert(contentsOf: Array((tokens.randomElement(using: &generator) ?? "").utf8), at: index)
                case 3: if !bytes.isEmpty { bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &generator) }
                default: bytes = Array(bytes.prefix(index))
                }
            }
            return Data(bytes)
        }
    }
}

/// Whether a restoration was refused, from a `@Sendable` closure on the test thread.
// @unchecked: tests drive it from the single test thread only.
private final class Refused: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}

/// The ranges of the non-overlapping occurrences of `token` in `text`, first to last
/// (`ranges(of:)` needs iOS 16; the availability audit also reads the tests).
private func occurrences(of token: String, in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var start = text.startIndex
    while start < text.endIndex, let range = text.range(of: token, range: start..<text.endIndex) {
        found.append(range)
        start = range.upperBound
    }
    return found
}
