import XCTest
import WaypointRx
import WaypointTesting

/// The async bridges called from main-actor code: this file must compile in Swift 6 mode with no
/// error or warning (a non-`Sendable` trait must not have to leave the main actor).
@MainActor
final class MainActorAwaitTests: XCTestCase {
    struct TestError: Error {}

    /// Stands for a view model: main-actor state read after each `await`.
    final class ViewModel {
        var name = ""
        var saved = false
        var cached: Int?
        var received: [Int] = []
    }

    func testTraitValuesAreAwaitedOnTheMainActor() async throws {
        let model = ViewModel()
        let single = Single.just("Ada")
        model.name = try await single.value
        try await Completable.empty().value
        model.saved = true
        model.cached = try await Maybe.just(3).value
        XCTAssertEqual(model.name, "Ada")
        XCTAssertTrue(model.saved)
        XCTAssertEqual(model.cached, 3)
    }

    func testObservableValuesAreIteratedOnTheMainActor() async throws {
        let model = ViewModel()
        for try await element in Observable.of(1, 2, 3).values {
            model.received.append(element)
        }
        XCTAssertEqual(model.received, [1, 2, 3])
    }

    func testAnErrorIsThrownOnTheMainActor() async {
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }
}
