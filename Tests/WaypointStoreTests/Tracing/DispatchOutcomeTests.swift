import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// `dispatch(_:outcome:)`: what became of one action, reported once, naming the interceptor that
/// dropped or failed it.
final class DispatchOutcomeTests: LeakCheckingTestCase {
    private struct Refused: Error {}

    /// Records outcomes as text.
    // @unchecked: tests dispatch from the test thread only.
    private final class Outcomes: @unchecked Sendable {
        var entries: [String] = []

        func record(_ outcome: DispatchOutcome) {
            switch outcome {
            case .reduced: entries.append("reduced")
            case .dropped(let name): entries.append("dropped by \(name ?? "?")")
            case .failed(let name, let error): entries.append("failed by \(name ?? "?"): \(error)")
            }
        }
    }

    private func outcome(middleware: [Middleware<AppState>] = [], interceptors: [AnyInterceptor<Action>] = [],
                         of action: Action = Increment()) -> ([String], Int) {
        let store = Store(reducer: appReducer(), state: AppState(), middleware: middleware, interceptors: interceptors)
        let outcomes = Outcomes()
        store.dispatch(action) { outcomes.record($0) }
        return (outcomes.entries, store.state.count)
    }

    func testAnActionThatReachesTheReducerIsReportedReduced() {
        XCTAssertEqual(outcome().0, ["reduced"])
        let (entries, count) = outcome(middleware: [{ _, _ in { next in next } }], interceptors: [AnyInterceptor(name: "pass") { $0.proceed() }])
        XCTAssertEqual(entries, ["reduced"])
        XCTAssertEqual(count, 1)
    }

    func testAMiddlewareThatDoesNotCallNextIsNamed() {
        let swallow: Middleware<AppState> = { _, _ in { _ in { _ in } } }
        let (entries, count) = outcome(middleware: [{ _, _ in { next in next } }, swallow])
        XCTAssertEqual(entries, ["dropped by middleware #2"])
        XCTAssertEqual(count, 0)
    }

    func testAnInterceptorThatReturnsEmptyIsNamed() {
        let (entries, _) = outcome(interceptors: [AnyInterceptor(name: "pass") { $0.proceed() }, AnyInterceptor(name: "consent") { _ in .empty() }])
        XCTAssertEqual(entries, ["dropped by consent"])
    }

    func testAnInterceptorThatFailsIsNamedWithItsError() {
        let (entries, _) = outcome(interceptors: [AnyInterceptor(name: "audit") { _ in .error(Refused()) }])
        XCTAssertEqual(entries, ["failed by audit: Refused()"])
    }

    func testAnActionEmittedTwiceIsReportedOnce() {
        let (entries, count) = outcome(interceptors: [AnyInterceptor(name: "twice") { chain in .concat(chain.proceed(), chain.proceed()) }])
        XCTAssertEqual(entries, ["reduced"])
        XCTAssertEqual(count, 2)
    }

    func testAnInterceptorKeepsItsProceedRuleWhenTheStoreTracesIt() {
        let (entries, _) = outcome(interceptors: [AnyInterceptor(name: "strict") { _ in .empty() }.proceedingExactlyOnce()])
        XCTAssertEqual(entries.count, 1)
        XCTAssertTrue(entries[0].hasPrefix("failed by strict"), "\(entries)")
    }
}
