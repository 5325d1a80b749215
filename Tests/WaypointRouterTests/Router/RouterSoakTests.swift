import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A long run of random navigations on virtual time: routes set by action, by request and by
/// deep link (some at a cold launch, from the empty route), with guards that pass, reject,
/// redirect, throw or never answer (and time out), routables that complete late, never, twice or
/// throw, and user pops at any moment; a route-scoped login protection holds the routes through
/// "p", presenting its login at once or later, guards that wait for a sign-in start the login
/// too, and the user signs in, out, or closes the login at random. At the end (after a last
/// sign-in) every navigation ended exactly once, nothing is held, the UI shows exactly the
/// state's route, and the live-resource count is back where it was before the first navigation.
///
/// `WAYPOINT_SOAK_NAVIGATIONS` sets the number of navigations (default 10,000; the README's
/// figure is 1,000,000); `WAYPOINT_SEED` the seed (default 7).
final class RouterSoakTests: LeakCheckingTestCase {
    private static var navigations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_SOAK_NAVIGATIONS"] ?? "") ?? 10_000
    }

    private static var seed: UInt64 {
        UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 7
    }

    /// The UI: the stack of segments on screen, and how each segment's routable behaves now.
    final class Screen {
        let scheduler: TestScheduler
        var stack: [String] = []
        var behaviours: [String: StepBehaviour] = [:]
        var steps = 0
        /// Steps the router asked for that the screen could not do (a change or pop below the
        /// bottom of the stack): the router acted on a screen that was no longer there.
        var impossibleSteps: [String] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func run(_ segment: String, completion: @escaping RoutingCompletionHandler) throws {
            steps += 1
            try performStep(behaviours[segment] ?? .complete(after: 5), for: segment, on: scheduler, completion: completion)
        }
    }

    /// A routable that keeps `Screen.stack` in step with what it is asked to do.
    final class SoakRoutable: Routable {
        let depth: Int
        let screen: Screen

        init(depth: Int, screen: Screen) {
            self.depth = depth
            self.screen = screen
        }

        func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                              completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            try screen.run(routeElementIdentifier, completion: completionHandler)
            screen.stack.append(routeElementIdentifier)
            return SoakRoutable(depth: depth + 1, screen: screen)
        }

        func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                             completionHandler: @escaping RoutingCompletionHandler) throws {
            try screen.run("pop", completion: completionHandler)
            guard depth < screen.stack.count else {
                screen.impossibleSteps.append("\(screen.scheduler.clock): pop \(routeElementIdentifier) at depth \(depth) of \(screen.stack)")
                return
            }
            screen.stack.removeLast()
        }

        func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            try screen.run(to, completion: completionHandler)
            guard depth < screen.stack.count else {
                screen.impossibleSteps.append("\(screen.scheduler.clock): change \(from) → \(to) at depth \(depth) of \(screen.stack)")
                return SoakRoutable(depth: depth + 1, screen: screen)
            }
            screen.stack[depth] = to
            return SoakRoutable(depth: depth + 1, screen: screen)
        }
    }

    /// A guard whose answer and delay were drawn at random.
    // @unchecked: driven from the single test thread only.
    struct SoakGuard: RoutingInterceptor, @unchecked Sendable {
        enum Answer {
            case pass, reject, redirect(Route), throwInPrepare, never
        }

        let scheduler: TestScheduler
        let answer: Answer
        let delay: Int

        func prepare(with context: NavigationGuardContext) throws {
            if case .throwInPrepare = answer { throw GuardError(message: "prepare failed") }
        }

        func perform(with context: NavigationGuardContext, completion: @escaping (RoutingResult) -> Void) {
            let result: RoutingResult
            switch answer {
            case .pass, .throwInPrepare: result = .success
            case .reject: result = .failure(GuardError(message: "rejected"))
            case .redirect(let route): result = .failure(Redirect(to: route))
            case .never: return
            }
            if delay == 0 { return completion(result) }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: delay) { _ in
                completion(result)
                return Disposables.create()
            }
        }
    }

    /// The soak's login: holds the navigations it protects while nobody is signed in and presents
    /// the login, at once or later (through the guard's context); guards that wait for a sign-in
    /// wait here too. Signing in lets them all go; closing the login fails them.
    // @unchecked: driven from the single test thread only.
    final class SoakLogin: ProtectionSpace, @unchecked Sendable {
        let held = HeldNavigations()
        let scheduler: TestScheduler
        weak var store: Store<AppState>?
        var signedIn = false
        var presentsLater = false
        var waiting: [@Sendable (RoutingResult) -> Void] = []
        var presentations = 0

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                           failure: @escaping @Sendable (Error) -> Void) -> Bool {
            if signedIn { return false }
            held.hold(unprotect: unprotect, failure: failure)
            present(for: context)
            return true
        }

        /// A guard that waits for a sign-in, presenting the login meanwhile.
        var waitingGuard: NavigationGuard {
            NavigationGuard(name: "sign-in wait") { [self] context, completion in
                if signedIn { return completion(.success) }
                waiting.append(completion)
                present(for: context)
            }
        }

        func present(for context: NavigationGuardContext) {
            presentations += 1
            guard presentsLater else {
                store?.dispatch(Show("login"))
                return
            }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 3) { [weak self] _ in
                context.startingNavigations { self?.store?.dispatch(Show("login")) }
                return Disposables.create()
            }
        }

        func signIn() {
            signedIn = true
            held.unprotectAll()
            let answers = waiting
            waiting = []
            for answer in answers { answer(.success) }
        }

        func close() {
            held.failAll(GuardError(message: "login closed"))
            let answers = waiting
            waiting = []
            for answer in answers { answer(.failure(GuardError(message: "login closed"))) }
            store?.dispatch(Hide("login"))
        }
    }

    /// The app's own route change (issue 13): keeps the last navigation's id.
    struct AppGoTo: NavigationAction {
        let route: Route
        func reduce(_ state: NavigationState) -> NavigationState {
            var next = state
            next.route = route
            return next
        }
    }

    /// Counts per navigation how many terminal events it had.
    final class Endings {
        var terminals: [Int: Int] = [:]
        var started: Set<Int> = []
        var duplicates = 0
        var events = 0

        func record(_ event: NavigationEvent) {
            events += 1
            if case .started = event.kind { started.insert(event.navigationID.rawValue) }
            guard event.isTerminal else { return }
            let count = terminals[event.navigationID.rawValue, default: 0] + 1
            terminals[event.navigationID.rawValue] = count
            if count > 1 { duplicates += 1 }
        }
    }

    /// How many times each request's callbacks fired.
    // @unchecked: the callbacks run on the single test thread (the test scheduler's).
    final class RequestEnds: @unchecked Sendable {
        var counts: [UInt8]

        init(count: Int) {
            counts = [UInt8](repeating: 0, count: count)
        }
    }

    func testRandomNavigationsEndWithTheUIEqualToTheStateAndNothingLeaked() {
        let total = Self.navigations
        var random = SeededRandomNumberGenerator(seed: Self.seed)
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let screen = Screen(scheduler: scheduler)
        let router = Router(store: store, rootRoutable: SoakRoutable(depth: 0, screen: screen), scheduler: scheduler,
                            stepTimeout: .seconds(40), guardTimeout: .seconds(30), redirectLimit: 3)
        let endings = Endings()
        let grammar = GrammarChecker<NavigationEvent>(recordsEvents: false) { event in
            if case .next(let navigation) = event { endings.record(navigation) }
        }
        let subscription = grammar.subscribe(to: router.events)
        let login = SoakLogin(scheduler: scheduler)
        login.store = store
        router.protect(with: login, routesContaining: ["p"])
        for (link, route) in [("/p", ["p"]), ("/a/p", ["a", "p"]), ("/b", ["b"])] {
            XCTAssertNoThrow(try router.deepLinks.register(link, route: route))
        }
        scheduler.start()  // the router takes in the initial state
        let resourcesAtStart = Resources.total

        let alphabet = ["a", "b", "c", "d", "e", "p"]
        let requestEnds = RequestEnds(count: total)
        var requests: [Int] = []
        var actionIDs: [Int] = []
        actionIDs.reserveCapacity(total)
        var done = 0
        var pops = 0
        var userChanges = 0
        var appChanges = 0
        var cancels = 0
        var links = 0
        var coldLaunches = 0
        var signIns = 0
        var maxResources = 0
        let started = Date()

        func randomRoute() -> Route {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        }

        func shuffleBehaviours() {
            for segment in alphabet + ["pop"] {
                switch Int.random(in: 0..<40, using: &random) {
                case 0: screen.behaviours[segment] = .never
                case 1: screen.behaviours[segment] = .twice(after: Int.random(in: 1...15, using: &random))
                case 2: screen.behaviours[segment] = .reject
                default: screen.behaviours[segment] = .complete(after: Int.random(in: 0...15, using: &random))
                }
            }
        }

        func randomGuard() -> SoakGuard {
            let answer: SoakGuard.Answer
            switch Int.random(in: 0..<20, using: &random) {
            case 0...11: answer = .pass
            case 12...14: answer = .reject
            case 15...16: answer = .redirect(randomRoute())
            case 17: answer = .throwInPrepare
            default: answer = .never
            }
            return SoakGuard(scheduler: scheduler, answer: answer, delay: Int.random(in: 0...20, using: &random))
        }

        func step() {
            if done.isMultiple(of: 1_000) { shuffleBehaviours() }
            if done.isMultiple(of: 100) { maxResources = max(maxResources, Resources.total - resourcesAtStart) }
            if Int.random(in: 0..<10, using: &random) == 0 && !screen.stack.isEmpty {
                // The user swipes back.
                screen.stack.removeLast()
                router.didPop()
                pops += 1
            }
            if Int.random(in: 0..<20, using: &random) == 0 {
                // The user makes another kind of change: a long press on back, a sheet swiped
                // down, another tab, or the UI reports the route it shows.
                let stack = screen.stack
                let depth = Int.random(in: 0...3, using: &random)
                let segments = (0..<Int.random(in: 1...2, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where stack.count >= 2:
                    screen.stack.removeLast(2)
                    router.userDidNavigate(.popped(count: 2))
                case 1 where depth < stack.count:
                    screen.stack.removeSubrange(depth...)
                    router.userDidNavigate(.dismissed(depth: depth))
                case 2:
                    let at = min(depth, stack.count)
                    screen.stack = Array(stack.prefix(at)) + segments
                    let routables = segments.indices.map { SoakRoutable(depth: at + 1 + $0, screen: screen) }
                    router.userDidNavigate(.selectedTab(depth: at, segments: segments, routables: routables))
                default:
                    let route = Array(stack.prefix(depth)) + segments
                    screen.stack = route
                    router.userDidNavigate(.showed(route, routables: route.indices.map { SoakRoutable(depth: $0 + 1, screen: screen) }))
                }
                userChanges += 1
            }
            switch Int.random(in: 0..<60, using: &random) {
            case 0, 1:
                login.signIn()
                signIns += 1
            case 2:
                // Signing out leaves the protected screens.
                login.signedIn = false
                if let protected = store.state.navigationState.route.firstIndex(of: "p") {
                    store.dispatch(SetRouteAction(Array(store.state.navigationState.route.prefix(protected))))
                }
            case 3:
                login.close()
            case 4:
                login.presentsLater.toggle()
            default:
                break
            }
            let index = done
            let kind = Int.random(in: 0..<24, using: &random)
            if kind < 8 {
                let id = NavigationID.next()
                actionIDs.append(id.rawValue)
                store.dispatch(SetRouteAction(randomRoute(), animated: Bool.random(using: &random), navigationID: id))
            } else if kind < 10 {
                // The app changes the route itself.
                store.dispatch(AppGoTo(route: randomRoute()))
                appChanges += 1
            } else if kind >= 20 {
                // A deep link; now and then at a cold launch, from nothing on screen.
                if kind == 23 {
                    store.dispatch(SetRouteAction([], animated: false))
                    coldLaunches += 1
                }
                requests.append(index)
                links += 1
                let link = ["myapp://p", "myapp://a/p", "myapp://b", "myapp://nowhere"].randomElement(using: &random)!
                let handle = router.navigate(toLink: link) { request in
                    request.onSuccess { _ in requestEnds.counts[index] &+= 1 }
                    request.onFailure { _ in requestEnds.counts[index] &+= 1 }
                }
                if Int.random(in: 0..<8, using: &random) == 0 {
                    cancels += 1
                    scheduler.scheduleAt(scheduler.clock + Int.random(in: 0...20, using: &random)) { handle.cancel() }
                }
            } else {
                let route = randomRoute()
                let guards = (0..<Int.random(in: 0...2, using: &random)).map { _ in randomGuard() }
                let waitsForSignIn = Int.random(in: 0..<10, using: &random) == 0
                requests.append(index)
                let handle = router.navigate { request in
                    request.to(route)
                    if waitsForSignIn { request.guarded(by: login.waitingGuard) }
                    for each in guards { request.guarded(by: each) }
                    request.onSuccess { _ in requestEnds.counts[index] &+= 1 }
                    request.onFailure { _ in requestEnds.counts[index] &+= 1 }
                }
                if Int.random(in: 0..<8, using: &random) == 0 {
                    cancels += 1
                    scheduler.scheduleAt(scheduler.clock + Int.random(in: 0...20, using: &random)) { handle.cancel() }
                }
            }
            done += 1
            if done < total {
                scheduler.scheduleAt(scheduler.clock + Int.random(in: 0...25, using: &random)) { step() }
            }
        }

        scheduler.scheduleAt(scheduler.clock + 1) { step() }
        scheduler.start()
        // A last sign-in lets every held navigation go: none is held forever.
        login.signIn()
        scheduler.start()
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(login.held.count, 0, "navigations still held")
        XCTAssertEqual(login.waiting.count, 0, "guards still waiting")

        let route = store.state.navigationState.route
        XCTAssertEqual(done, total)
        XCTAssertEqual(screen.impossibleSteps.count, 0, "steps on a screen that was gone: \(screen.impossibleSteps.prefix(3))")
        XCTAssertEqual(screen.stack, route, "the UI shows the state's route")
        XCTAssertEqual(router.displayedRoute, route, "the router knows what the UI shows")
        XCTAssertGrammar(grammar, terminal: nil)
        XCTAssertEqual(endings.duplicates, 0, "a navigation ended twice")
        let requestsNotEndedOnce = requests.filter { requestEnds.counts[$0] != 1 }
        XCTAssertEqual(requestsNotEndedOnce.count, 0, "requests whose callbacks did not fire exactly once, e.g. number \(requestsNotEndedOnce.first ?? 0)")
        let unendedActions = actionIDs.filter { endings.terminals[$0] == nil }

        XCTAssertEqual(unendedActions.count, 0, "navigations by action that never ended, e.g. #\(unendedActions.first ?? 0)")
        let unended = endings.started.subtracting(endings.terminals.keys)
        XCTAssertEqual(unended.count, 0, "navigations that started and never ended, e.g. #\(unended.first ?? 0)")
        XCTAssertEqual(Resources.total, resourcesAtStart, "every navigation released what it held")
        print("""
            RouterSoakTests: seed \(Self.seed): \(total) navigations (\(actionIDs.count) by action, \
            \(requests.count) by request or link (\(links) links, \(coldLaunches) at a cold launch), \(cancels) of them cancelled; \
            \(appChanges) app changes), \(pops) user pops, \(signIns) sign-ins, \(login.presentations) logins presented, \
            \(userChanges) other user changes, \(screen.steps) routable steps, \
            \(endings.events) events, \(scheduler.clock) virtual ticks in \(String(format: "%.1f", seconds)) s; \
            at most \(maxResources) resources alive at once; final route \(route)
            """)

        subscription.dispose()
        router.dispose()
        scheduler.start()
    }
}
