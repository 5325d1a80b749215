import WaypointRouter
import WaypointRx
import WaypointTesting

struct GuardError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// A guard that answers after `delay` ticks (or never), recording what it was asked.
// @unchecked: tests drive it from the single test thread only.
struct ScriptedGuard: RoutingInterceptor, @unchecked Sendable {
    enum Answer {
        case pass
        case reject(String)
        case redirect(Route)
        case throwInPrepare(String)
        case never
    }

    let scheduler: TestScheduler
    let answer: (NavigationGuardContext) -> Answer
    let delay: Int
    let log: GuardLog

    mutating func prepare(with context: NavigationGuardContext) throws {
        log.entries.append("\(scheduler.clock) prepare \(context.to.routeDescription)")
        if case .throwInPrepare(let message) = answer(context) { throw GuardError(message: message) }
    }

    func perform(with context: NavigationGuardContext, completion: @escaping (RoutingResult) -> Void) {
        log.entries.append("\(scheduler.clock) perform \(context.to.routeDescription)")
        let result: RoutingResult
        switch answer(context) {
        case .pass, .throwInPrepare: result = .success
        case .reject(let message): result = .failure(GuardError(message: message))
        case .redirect(let route): result = .failure(Redirect(to: route))
        case .never: return
        }
        if delay == 0 {
            completion(result)
        } else {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: delay) { _ in
                completion(result)
                return Disposables.create()
            }
        }
    }
}

// @unchecked: tests drive it from the single test thread only.
final class GuardLog: @unchecked Sendable {
    var entries: [String] = []
}

/// A protection space a test unlocks by hand.
// @unchecked: tests drive it from the single test thread only.
final class LoginProtection: ProtectionSpace, @unchecked Sendable {
    var loggedIn = false
    var unprotect: (@Sendable () -> Void)?
    var fail: (@Sendable (Error) -> Void)?

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Error) -> Void) -> Bool {
        if loggedIn { return false }
        self.unprotect = unprotect
        fail = failure
        return true
    }
}

/// Records a request's callbacks.
// @unchecked: tests drive it from the single test thread only.
final class CallbackLog: @unchecked Sendable {
    var entries: [String] = []
}
