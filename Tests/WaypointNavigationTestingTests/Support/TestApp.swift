import WaypointRouter
import WaypointStore

/// A small app for the kit's tests: navigation state and a signed-in flag.
struct AppState: HasNavigationState, Equatable {
    var navigationState = NavigationState()
    var signedIn = false
}

struct SignIn: Action {}

func appReducer(_ action: Action, _ state: AppState?) -> AppState {
    var next = state ?? AppState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    if action is SignIn { next.signedIn = true }
    return next
}

/// Holds navigations until `signIn()`.
// @unchecked: tests drive it from the single test thread only.
final class Login: ProtectionSpace, @unchecked Sendable {
    private var waiting: [@Sendable () -> Void] = []
    private var signedIn = false

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Error) -> Void) -> Bool {
        if signedIn { return false }
        waiting.append(unprotect)
        return true
    }

    func signIn() {
        signedIn = true
        let release = waiting
        waiting = []
        for unprotect in release { unprotect() }
    }
}

/// Records failures reported through `reportFailure` in an XCTestCase that overrides
/// `recordFailure` (XCTExpectFailure does not exist on Linux).
struct RecordedFailure: Equatable {
    let description: String
    let file: String
    let line: Int

    /// Whether `description` is the failure of an XCTest assertion (`XCTAssertEqual failed: …`),
    /// which must fail the test instead of being recorded: a test that records every failure
    /// would also swallow the one of its own final `XCTAssertEqual(failures, …)`.
    /// A failure as XCTest recorded it: `XCTFail` (which `reportFailure` calls) prefixes its
    /// message with `failed - `; the message is what the kit reported.
    init(recorded description: String, file: String, line: Int) {
        self.init(description: description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description, file: file, line: line)
    }

    init(description: String, file: String, line: Int) {
        self.description = description
        self.file = file
        self.line = line
    }

    static func isTestAssertion(_ description: String) -> Bool {
        description.hasPrefix("XCTAssert") || description.hasPrefix("XCTUnwrap")
    }
}
