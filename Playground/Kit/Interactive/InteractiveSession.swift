import Foundation
import Waypoint

/// The interactive prompt: a person (or a program, through a pipe or a pseudo-terminal) types
/// commands and watches the app navigate. Unknown commands and bad routes get a clear answer and
/// the session goes on.
public final class InteractiveSession {
    private let app: PlaygroundApp
    private let console: Console
    private var saved: Data?

    /// The prompt written before each command.
    public static let prompt = "waypoint> "

    /// The commands, as `help` lists them.
    static let help = [
        "go <path>     navigate to a path: go /home/user/42, go /home/user/42/settings, go /stats/account,",
        "              go /home/me (redirects to your page once signed in), go /stats/export/chart (times out)",
        "open <link>   open a deep link: open waypoint://home/user/42/settings, open waypoint://stats/account",
        "show <screen> Tempura's Show: put a screen on top of the route: show settings, show user/7, show account",
        "back          the user's back swipe (or swipe-down on a sheet), reported by the containers",
        "tab <name>    the user taps a tab: tab home, tab stats",
        "login         sign in as Ada Lovelace (held navigations go on)",
        "logout        sign out (the kept-alive Account screen is dropped)",
        "save          save the navigation state",
        "restore       restore the saved navigation state",
        "events        every navigation event so far",
        "tree          the screens as they stand, and the route in the store",
        "help          this list",
        "quit          leave (end of input works too)",
    ]

    /// A session on virtual time (`virtual`: every command completes at once) or on real schedulers.
    public init(virtual: Bool, console: Console) {
        self.console = console
        app = PlaygroundApp(clock: virtual ? VirtualClock() : RealClock(), console: console)
    }

    /// Greets and launches the app on the Home tab.
    public func start() async {
        console.write("Waypoint playground, interactive. Type help for the commands, quit to leave.")
        let action = SetRouteAction([AppScreen.home])
        let start = app.log.count
        app.store.dispatch(action)
        await app.waitUntilSettled(action.navigationID, after: start)
        app.printTree()
    }

    /// Runs one command line; returns `false` when the session should end.
    public func handle(_ line: String) async -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first?.lowercased() else { return true }
        let arguments = Array(words.dropFirst())
        app.log.step = line.trimmingWhitespace
        switch command {
        case "go": await go(arguments)
        case "open": await open(arguments)
        case "show": await show(arguments)
        case "back": await back(arguments)
        case "tab": await tab(arguments)
        case "login": await login(arguments)
        case "logout": await logout(arguments)
        case "save": save(arguments)
        case "restore": await restore(arguments)
        case "events": events(arguments)
        case "tree": tree(arguments)
        case "help", "?": console.write(lines: Self.help, indent: "  ")
        case "quit", "exit":
            console.write("bye")
            return false
        default:
            console.write("  unknown command \"\(words[0])\"; type help for the commands")
        }
        return true
    }

    /// Stops the app.
    public func finish() async {
        await app.shutdown()
    }

    // MARK: Commands

    private func go(_ arguments: [String]) async {
        guard arguments.count == 1 else {
            console.write("  usage: go <path>, e.g. go /home/user/42")
            return
        }
        let route: [AppScreen]
        do {
            route = try RoutePath.route(from: arguments[0])
        } catch {
            console.write("  can't go to \(arguments[0]): \(error)")
            return
        }
        let outcome = Findings()
        let start = app.log.count
        let app = self.app
        app.navigate { request in
            request.to(route)
            app.configure(request, to: route)
            report(request, into: outcome, target: route.routeIdentifiers.routeDescription)
        }
        await settle(outcome, after: start)
    }

    private func open(_ arguments: [String]) async {
        guard arguments.count == 1 else { return usage("open <link>, e.g. open waypoint://home/user/42/settings") }
        let link = arguments[0]
        let outcome = Findings()
        let start = app.log.count
        let app = self.app
        // The link decides the route; the app adds what it adds to any request to that route.
        let route = try? app.links.route(for: link)
        app.open(link: link) { request in
            if let route { app.configure(request, to: route) }
            report(request, into: outcome, target: link)
        }
        await settle(outcome, after: start)
    }

    /// Dispatches Tempura's `Show` of one screen: the route in the store with the screen on top.
    private func show(_ arguments: [String]) async {
        guard arguments.count == 1 else { return usage("show <screen>, e.g. show settings") }
        let screen: AppScreen
        do {
            let route = try RoutePath.route(from: "/" + arguments[0])
            guard route.count == 1, let only = route.first else {
                console.write("  can't show \(arguments[0]): name one screen, e.g. show settings or show user/7")
                return
            }
            screen = only
        } catch {
            console.write("  can't show \(arguments[0]): \(error)")
            return
        }
        let action = Show(screen)
        let id = action.navigationID
        let start = app.log.count
        let log = app.log
        app.store.dispatch(action)
        await app.wait(for: "the Show", limit: .seconds(30)) {
            let events = log.entries(since: start).map(\.event)
            let settled = events.contains { $0.isTerminal && $0.navigationID == id }
                || events.contains { if case .held = $0.kind { return true } else { return false } }
            return settled && !log.hasRunningNavigation
        }
        if !log.heldNavigations.isEmpty {
            console.write("  held until you sign in: type login (or back to close the login screen)")
        } else {
            console.write("  now showing \(app.route.routeDescription)")
        }
        app.printTree()
    }

    /// Records the request's outcome as the answer to print.
    private func report(_ request: NavigationRequest, into outcome: Findings, target: String) {
        request.onSuccess { result in outcome["result"] = "now showing \(result.route.routeDescription)" }
        request.onFailure { error in outcome["result"] = "the navigation did not reach \(target): \(error)" }
    }

    /// Waits until the navigation ended, or is held and the login screen it asked for is up;
    /// then answers and shows the screens.
    private func settle(_ outcome: Findings, after start: Int) async {
        let log = app.log
        await app.wait(for: "the navigation", limit: .seconds(30)) {
            outcome.has("result")
                || (log.entries(since: start).contains { if case .held = $0.event.kind { return true } else { return false } } && !log.hasRunningNavigation)
        }
        if let result = outcome["result"] {
            console.write("  " + result)
        } else {
            console.write("  held until you sign in: type login (or back to close the login screen)")
        }
        app.printTree()
    }

    private func back(_ arguments: [String]) async {
        guard arguments.isEmpty else { return usage("back") }
        let start = app.log.count
        let outcome = Findings()
        let ui = app.ui
        let login = app.login
        let held = app.log.heldNavigations
        _ = app.clock.scheduler.schedule(()) { _ in
            // The containers change, and the tab bar routable reports it to the router.
            guard let removed = ui.userGoesBack() else {
                outcome["back"] = ""
                return Disposables.create()
            }
            // Closing the login screen gives up the navigations it was shown for.
            if removed.spec.segment == AppScreen.login.routeIdentifier { login.cancel() }
            outcome["back"] = removed.spec.title
            return Disposables.create()
        }
        let log = app.log
        await app.wait(for: "the back button") {
            guard let removed = outcome["back"] else { return false }
            if removed.isEmpty { return true }
            let events = log.entries(since: start).map(\.event)
            return events.contains { if case .userNavigated = $0.kind { return true } else { return false } }
                && (removed != "Log in" || held.isSubset(of: Set(events.filter(\.isTerminal).map(\.navigationID))))
        }
        if outcome["back"] == "" {
            console.write("  nothing to go back from: this is the tab's first screen")
            return
        }
        app.printTree()
    }

    private func tab(_ arguments: [String]) async {
        guard arguments.count == 1 else { return usage("tab <name>, e.g. tab stats") }
        let name = arguments[0].lowercased()
        guard let tab = ScreenCatalog.tabs.first(where: { $0.routeIdentifier == name }) else {
            console.write("  there is no tab \"\(arguments[0])\"; the tabs are \(ScreenCatalog.tabs.routeIdentifiers.joined(separator: ", "))")
            return
        }
        // The user's tap: the tab bar changes, and the tab bar routable reports it to the router.
        let start = app.log.count
        let outcome = Locked<ScreenModel.TabTap?>(nil)
        let ui = app.ui
        let log = app.log
        _ = app.clock.scheduler.schedule(()) { _ in
            let tap = ui.userTaps(tab)
            outcome.withLock { $0 = tap }
            return Disposables.create()
        }
        await app.wait(for: "the tab tap") {
            switch outcome.withLock({ $0 }) {
            case nil: return false
            case .selected?: return log.entries(since: start).contains(where: \.event.isSync)
            case .alreadySelected?, .coveredByModal?: return true
            }
        }
        switch outcome.withLock({ $0 }) {
        case .alreadySelected?: console.write("  \(name) is selected already")
        case .coveredByModal?: console.write("  a sheet covers the tab bar: close it first (back)")
        default: app.printTree()
        }
    }

    private func login(_ arguments: [String]) async {
        guard arguments.isEmpty else { return usage("login") }
        if let user = app.store.state.signedInUser {
            console.write("  already signed in as \(user.name)")
            return
        }
        let held = app.log.heldNavigations
        let start = app.log.count
        app.signIn()
        console.write("  signed in as \(UserProfile.ada.name)")
        guard !held.isEmpty else { return }
        await app.waitUntilEnded(held, after: start)
        app.printTree()
    }

    private func logout(_ arguments: [String]) async {
        guard arguments.isEmpty else { return usage("logout") }
        guard app.store.state.signedInUser != nil else {
            console.write("  nobody is signed in")
            return
        }
        let start = app.log.count
        let hide = app.signOut()
        console.write("  signed out; kept-alive screens: \(app.router.cache.identifiers)")
        guard let hide else { return }
        await app.waitUntilSettled(hide, after: start)
        app.printTree()
    }

    private func save(_ arguments: [String]) {
        guard arguments.isEmpty else { return usage("save") }
        do {
            let data = try app.router.saveState()
            saved = data
            console.write("  saved \(data.count) bytes: " + String(decoding: data, as: UTF8.self))
        } catch {
            console.write("  could not save: \(error)")
        }
    }

    private func restore(_ arguments: [String]) async {
        guard arguments.isEmpty else { return usage("restore") }
        guard let saved else {
            console.write("  nothing saved yet: type save first")
            return
        }
        let outcome = Findings()
        let start = app.log.count
        let app = self.app
        do {
            let result = try app.restore(saved) { context in
                console.write("  \"\(context.restorationIdentifier)\" at \(context.route.routeDescription): allow")
                return app.restorationBehavior(context)
            }
            _ = result.subscribe(onNext: { result in outcome["result"] = "restored \(result.route.routeDescription)" },
                                 onError: { error in outcome["result"] = "the restoration failed: \(error)" })
        } catch {
            console.write("  could not restore: \(error)")
            return
        }
        await settle(outcome, after: start)
    }

    private func events(_ arguments: [String]) {
        guard arguments.isEmpty else { return usage("events") }
        let entries = app.log.entries
        if entries.isEmpty { console.write("  no navigation events yet") }
        for entry in entries { console.write("    " + entry.line) }
    }

    private func tree(_ arguments: [String]) {
        guard arguments.isEmpty else { return usage("tree") }
        app.printTree()
        console.write("    route in the store: \(app.route.routeDescription)")
    }

    private func usage(_ text: String) {
        console.write("  usage: \(text)")
    }
}
