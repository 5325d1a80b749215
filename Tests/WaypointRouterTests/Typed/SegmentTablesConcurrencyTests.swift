import Foundation
import XCTest
import WaypointRouter

final class SegmentTablesConcurrencyTests: XCTestCase {
    /// Threads encode and decode routes at once, enough distinct values that the tables fill up
    /// and start over while others read them: every answer is still right.
    func testRoutesEncodeAndDecodeRightWhileOtherThreadsFillTheTables() {
        let threads = 4
        let perThread = 3_000
        let wrong = NSLock()
        nonisolated(unsafe) var mistakes: [String] = []
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                let id = thread * perThread + index
                let route: [Screen] = [.feed, .post(id: id), .profile(name: "user \(id % 50)", tab: id % 2 == 0 ? .posts : .likes)]
                let identifiers = route.routeIdentifiers
                let expected = ["feed", "post(id: \(id))", "profile(name: \"user \(id % 50)\", tab: \"\(id % 2 == 0 ? "posts" : "likes")\")"]
                let decoded = try? identifiers.segments(as: Screen.self)
                if identifiers != expected || decoded != route {
                    wrong.lock()
                    mistakes.append("\(route): \(identifiers) → \(String(describing: decoded))")
                    wrong.unlock()
                }
            }
        }
        XCTAssertEqual(mistakes, [])
    }
}
