import Dispatch
import XCTest
import WaypointRouter
import WaypointTesting

/// Registering and parsing links from many threads at once.
final class DeepLinkRegistryConcurrencyTests: LeakCheckingTestCase {
    func testRegisteringAndParsingFromManyThreads() throws {
        let links = DeepLinkRegistry()
        try links.register("/users/:id", route: ["user", ":id"])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<200 {
                if index % 10 == 0 {
                    try? links.register("/worker\(worker)/\(index)/:id", route: ["w\(worker)", ":id"])
                    links.hostHandling = index % 20 == 0 ? .automatic : .firstPathSegment
                }
                XCTAssertEqual(try? links.parse("/users/\(index)").route, ["user", "\(index)"])
                _ = try? links.parse("myapp://worker\(worker)/\(index)/7")
            }
        }
        XCTAssertEqual(links.patterns.count, 1 + 8 * 20)
        links.hostHandling = .automatic
        XCTAssertEqual(try links.parse("myapp://worker3/40/7").route, ["w3", "7"])
    }
}
