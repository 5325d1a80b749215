import Foundation
import Waypoint

/// The scripted tour: the demo app goes through everything Waypoint does, one step at a time.
/// Each step says what it does (in Swift), then the store's actions, the navigation events as
/// they arrive and the screen tree as it now stands are printed.
public final class Tour {
    let app: PlaygroundApp
    let console: Console
    let findings = Findings()
    private var number = 0
    private var key = ""
    private var trees: [String: [String]] = [:]
    private let virtual: Bool
    private var saved: Data?

    private init(app: PlaygroundApp, console: Console, virtual: Bool) {
        self.app = app
        self.console = console
        self.virtual = virtual
    }

    /// Runs the tour on virtual time (`virtual`: instant, the same output every run) or on real
    /// schedulers, writing to `console`; returns what happened.
    public static func run(virtual: Bool, console: Console) async -> TourReport {
        let clock: PlaygroundClock = virtual ? VirtualClock() : RealClock()
        let app = PlaygroundApp(clock: clock, console: console)
        let tour = Tour(app: app, console: console, virtual: virtual)
        await tour.play()
        let report = TourReport(events: app.log.entries, containerCalls: app.containerLog.entries,
                                finalTree: ScreenTree.lines(of: app.ui.snapshot), finalRoute: app.route,
                                analytics: app.analytics.all, findings: tour.findings.all, problems: app.problems,
                                trees: tour.trees)
        tour.summary(report)
        await app.shutdown()
        return report
    }

    private func play() async {
        intro()
        await launch()
        await navigateByActions()
        await switchTabs()
        await navigateByRequest()
        saveState()
        await navigateByDeepLink()
        await navigateByAwait()
        await protectedScreenIsHeld()
        await signInReleasesIt()
        await redirect()
        await keepAliveHit()
        await stuckTransitionTimesOut()
        await userTapsTabs()
        await userGoesBack()
        await restoreState()
        await signOut()
        await linkHeldThenLoginClosed()
        await coldLaunchByAProtectedLink()
        await splitViewCollapsesAndExpands()
        await swipeDownGuardedByADialog()
        await popoverThenAlert()
        await sheetDetents()
    }

    // MARK: Steps

    private func launch() async {
        step("launch", "Launch: the store starts with an empty route; the app dispatches an action",
             code: ["store.dispatch(SetRouteAction([AppScreen.home]))"],
             notes: ["The root routable is WaypointUI's TabBarRoutable over the headless tab bar: segment 0 names",
                     "the tab. Home is selected already, so it makes no container call; the step ends at once."])
        await dispatch(SetRouteAction([AppScreen.home]))
        showScreens()
    }

    private func navigateByActions() async {
        step("actions", "Navigate by actions: a user page whose case carries its id, then a modal",
             code: ["store.dispatch(SetRouteAction([AppScreen.home, .user(id: 42)]))",
                    "store.dispatch(Show(AppScreen.settings))"],
             notes: ["The tab's stack pushes the user page, built from its case with the id typed; Tempura's Show",
                     "puts Settings on top: the screen factory's switch makes it a sheet, so the stack presents it."])
        await dispatch(SetRouteAction([AppScreen.home, .user(id: 42)]))
        await dispatch(Show(AppScreen.settings))
        showScreens()
    }

    private func switchTabs() async {
        step("tab-switch", "One action, several steps: switch to the Stats tab",
             code: ["store.dispatch(SetRouteAction([AppScreen.stats]))"],
             notes: ["The router diffs /home/user(id: 42)/settings against /stats: it pops deepest first",
                     "(dismiss the sheet, then pop User 42), then selects the tab — each call after the previous one's completion."])
        await dispatch(SetRouteAction([AppScreen.stats]))
        showScreens()
    }

    private func navigateByRequest() async {
        step("request", "Navigate by the fluent request: no animation, callbacks",
             code: ["router.navigate {",
                    "    $0.to([AppScreen.home, .user(id: 7)]).animated(false)",
                    "        .stateRestorable(identifier: \"user\")",
                    "        .onSuccess { result in print(\"onSuccess:\", result.route) }",
                    "}"],
             notes: ["Not animated, so every step ends at once; onSuccess fires after the UI finished.",
                     "stateRestorable marks the page for saved state (next step)."])
        let findings = self.findings
        let console = self.console
        app.navigate {
            $0.to([AppScreen.home, .user(id: 7)]).animated(false)
                .stateRestorable(identifier: "user")
                .onSuccess { result in
                    console.write("    onSuccess: the UI shows \(result.route.routeDescription)")
                    findings["request"] = result.route.routeDescription
                }
                .onFailure { error in findings["request"] = "failed: \(error)" }
        }
        await app.wait(for: "the request's callback") { findings.has("request") }
        showScreens()
    }

    private func saveState() {
        step("save", "Save the navigation state",
             code: ["let saved = try router.saveState()"],
             notes: ["JSON: the route, its cases as their Codable text, and each restorable entry; restored near the",
                     "end of the tour, with nothing registered by name."])
        do {
            let saved = try app.router.saveState()
            self.saved = saved
            console.write("    saved \(saved.count) bytes: " + String(decoding: saved, as: UTF8.self))
            findings["save"] = "\(saved.count) bytes"
        } catch {
            console.write("    saveState threw: \(error)")
            findings["save"] = "threw: \(error)"
        }
    }

    private func navigateByDeepLink() async {
        step("deep-link", "Navigate by a deep link — and a link the app doesn't know",
             code: ["let links = try RouteLinks<AppScreen>(scheme: \"waypoint\", patterns: [\"user\": \"user/:id\"])   // at launch",
                    "router.navigate(toLink: \"waypoint://home/user/42/settings\", using: links)",
                    "router.navigate(toLink: \"waypoint://home/moon\", using: links)"],
             notes: ["The link is the route's cases, the user's id typed; the navigation (trigger deepLink) goes through",
                     "the same guards. A link that names no case fails with a clear error, and nothing changes."])
        let findings = self.findings
        let console = self.console
        app.open(link: "waypoint://home/user/42/settings") {
            $0.onSuccess { result in findings["deep-link"] = result.route.routeDescription }
                .onFailure { error in findings["deep-link"] = "failed: \(error)" }
        }
        await app.wait(for: "the deep link") { findings.has("deep-link") }
        app.open(link: "waypoint://home/moon") {
            $0.onSuccess { result in findings["bad-link"] = result.route.routeDescription }
                .onFailure { error in
                    console.write("    onFailure: \(error)")
                    findings["bad-link"] = "\(error)"
                }
        }
        await app.wait(for: "the unknown link") { findings.has("bad-link") }
        showScreens()
    }

    private func navigateByAwait() async {
        step("await", "Navigate with async/await",
             code: ["let result = try await router.navigate(to: [.stats]).value"],
             notes: ["The call returns once the UI shows the destination."])
        let start = app.log.count
        let dispatched = app.waitForNextState()
        let router = app.router
        let navigation = Task.detached { try await router.navigate(to: [AppScreen.stats]).value }
        // The request reaches the store before time moves on, so the output is the same every run.
        await dispatched.wait()
        await app.wait(for: "the awaited navigation", after: start) { $0.kind == .completed(route: ["stats"]) || $0.isTerminal }
        do {
            let result = try await navigation.value
            console.write("    await returned: \(result.route.routeDescription) (navigation \(app.ids.name(of: result.navigationID)))")
            findings["await"] = result.route.routeDescription
        } catch {
            console.write("    await threw: \(error)")
            findings["await"] = "threw: \(error)"
        }
        showScreens()
    }

    private func protectedScreenIsHeld() async {
        step("login-held", "A protected screen: the login guard holds the navigation",
             code: ["router.protect(with: login, matching: ScreenCatalog.requiresLogin)   // at launch, once",
                    "router.navigate {",
                    "    $0.to([AppScreen.stats, .account])",
                    "        .keepAlive(within: accountLifetime, cacheIdentifier: \"account\")",
                    "}"],
             notes: ["Nobody is signed in: LoginProtection, registered once for every trigger, holds the navigation",
                     "and presents the login screen — a navigation it starts itself, which it neither holds nor lets",
                     "supersede the one it holds."])
        let start = app.log.count
        let findings = self.findings
        let console = self.console
        app.navigate {
            $0.to([AppScreen.stats, .account])
                .keepAlive(within: app.accountLifetime, cacheIdentifier: "account")
                .onSuccess { result in
                    console.write("    onSuccess: the held navigation reached \(result.route.routeDescription)")
                    findings["account"] = result.route.routeDescription
                }
                .onFailure { error in findings["account"] = "failed: \(error)" }
        }
        let log = app.log
        await app.wait(for: "the login screen") {
            let events = log.entries(since: start).map(\.event.kind)
            return events.contains { if case .held = $0 { return true } else { return false } }
                && events.contains(.completed(route: ["stats", "login"]))
        }
        console.write("    held navigations: \(app.login.heldCount)")
        showScreens()
    }

    private func signInReleasesIt() async {
        step("sign-in", "Sign in: the held navigation goes on to its original target",
             code: ["store.dispatch(LogIn(user: .ada))   // the protection space then calls unprotect()"],
             notes: ["The guard passes, the navigation starts from what is on screen (the login modal)",
                     "and ends on the Account screen; the analytics interceptor only now counts the view."])
        let findings = self.findings
        app.signIn()
        await app.wait(for: "the account screen") { findings.has("account") }
        showScreens()
    }

    private func redirect() async {
        step("redirect", "A redirect: the MeRedirect guard sends /home/me to the signed-in user's page",
             code: ["router.navigate { $0.to([AppScreen.home, .me]).onSuccess { … } }"],
             notes: ["The original navigation is cancelled as redirected; a new one goes through the guards again."])
        let findings = self.findings
        let console = self.console
        let ids = app.ids
        app.navigate {
            $0.to([AppScreen.home, .me])
                .onSuccess { result in
                    console.write("    onSuccess: \(result.route.routeDescription), reached by \(ids.name(of: result.navigationID))"
                                  + " (requested as \(ids.name(of: result.requestID)))")
                    findings["redirect"] = result.route.routeDescription
                }
                .onFailure { error in findings["redirect"] = "failed: \(error)" }
        }
        await app.wait(for: "the redirected navigation") { findings.has("redirect") }
        showScreens()
    }

    private func keepAliveHit() async {
        step("keep-alive", "keepAlive: the Account screen comes back from the cache",
             code: ["router.navigate {",
                    "    $0.to([AppScreen.stats, .account])",
                    "        .keepAlive(within: accountLifetime, cacheIdentifier: \"account\")",
                    "}"],
             notes: ["Signed in, so the protection lets it pass; the router hands the routable kept alive",
                     "under \"account\" to the stats screen (context.cachedRoutable): the same instance."])
        let findings = self.findings
        app.navigate {
            $0.to([AppScreen.stats, .account])
                .keepAlive(within: app.accountLifetime, cacheIdentifier: "account")
                .onSuccess { result in findings["keep-alive"] = result.route.routeDescription }
                .onFailure { error in findings["keep-alive"] = "failed: \(error)" }
        }
        await app.wait(for: "the account screen") { findings.has("keep-alive") }
        console.write("    router.cache.identifiers == \(app.router.cache.identifiers)")
        showScreens()
    }

    private func stuckTransitionTimesOut() async {
        let timeout = Int(app.clock.timing.stepTimeout.seconds * 1_000)
        step("timeout", "A routable that never completes: the router times the step out",
             code: ["store.dispatch(SetRouteAction([AppScreen.stats, .export, .chart]))"],
             notes: ["The Export screen's transition never calls its completion handler. After the step timeout",
                     "(\(timeout) ms) the navigation fails, and the state is synced back to what is on screen."])
        let action = SetRouteAction([AppScreen.stats, .export, .chart])
        let start = app.log.count
        app.store.dispatch(action)
        await app.wait(for: "the timeout", after: start, limit: .seconds(30)) { $0.navigationID == action.navigationID && $0.isSync }
        console.write("    store route: \(app.route.routeDescription)")
        findings["timeout.route"] = app.route.routeDescription
        showScreens()
    }

    private func userGoesBack() async {
        step("user-back", "The user swipes back on their own",
             code: ["stats.userPops()                       // the back swipe, on the UI's thread: no container call",
                    "tabBarRoutable.containersDidChange()   // what the UIKit containers call from their delegates"],
             notes: ["The stack changed without an action; the routable compares it with the route it showed and",
                     "reports the pop (router.userDidNavigate); the router syncs the state without a transition."])
        let start = app.log.count
        let ui = app.ui
        _ = app.clock.scheduler.schedule(()) { _ in
            _ = ui.userGoesBack()
            return Disposables.create()
        }
        await app.wait(for: "the state sync", after: start) { $0.isSync }
        console.write("    store route: \(app.route.routeDescription)")
        findings["user-back.route"] = app.route.routeDescription
        showScreens()
    }

    private func userTapsTabs() async {
        step("user-tab", "The user taps a tab, and back",
             code: ["tabBar.userTaps(home); tabBarRoutable.containersDidChange()   // from tabBarController(_:didSelect:)",
                    "tabBar.userTaps(stats); tabBarRoutable.containersDidChange()"],
             notes: ["The tab bar changed without an action; the routable reports the tab the user selected, with",
                     "what its stack shows (selectedTab). Stats kept Export on its stack, so the route follows to it."])
        let start = app.log.count
        let ui = app.ui
        let log = app.log
        for tab in [AppScreen.home, .stats] {
            _ = app.clock.scheduler.schedule(()) { _ in
                _ = ui.userTaps(tab)
                return Disposables.create()
            }
            await app.wait(for: "the state sync after the tap on \(tab)") { log.entries(since: start).filter(\.event.isSync).count == (tab == .home ? 1 : 2) }
            console.write("    store route: \(app.route.routeDescription)")
        }
        findings["user-tab.route"] = app.route.routeDescription
        showScreens()
    }

    private func restoreState() async {
        step("restore", "Restore the state saved in step 5 — and refuse corrupt data",
             code: ["try router.restoreState(from: saved, as: AppScreen.self) { context in .allow }",
                    "try router.restoreState(from: Data(\"{not json\".utf8))"],
             notes: ["The behavior is asked about each restorable entry; one navigation (trigger restoration) puts",
                     "the route back: Grace's page, her id decoded from its case. Corrupt data throws and changes nothing."])
        let findings = self.findings
        let console = self.console
        guard let saved else {
            console.write("    (nothing was saved)")
            return
        }
        do {
            let result = try app.restore(saved) { context in
                console.write("    behavior asked about \"\(context.restorationIdentifier)\" at \(context.route.routeDescription)"
                              + " with \(context.data?.description ?? "no data"): allow")
                return .allow
            }
            _ = result.subscribe(onNext: { result in findings["restore"] = result.route.routeDescription },
                                 onError: { error in findings["restore"] = "failed: \(error)" })
        } catch {
            findings["restore"] = "threw: \(error)"
        }
        await app.wait(for: "the restoration") { findings.has("restore") }
        console.write("    restored: \(findings["restore"] ?? "-")")
        do {
            _ = try app.restore(Data("{not json".utf8)) { _ in .allow }
            findings["corrupt"] = "accepted"
        } catch {
            console.write("    corrupt data: \(error)")
            findings["corrupt"] = "\(error)"
        }
        console.write("    store route: \(app.route.routeDescription)")
        showScreens()
    }

    private func signOut() async {
        step("sign-out", "Sign out: the kept-alive Account screen dies with the session",
             code: ["store.dispatch(LogOut())   // the app then calls accountLifetime.kill()"],
             notes: ["A ManualLifetime ends when killed: the cache entry goes, the next visit builds a new screen."])
        console.write("    before: router.cache.identifiers == \(app.router.cache.identifiers)")
        let start = app.log.count
        if let hide = app.signOut() {
            await app.waitUntilSettled(hide, after: start)
        }
        console.write("    after:  router.cache.identifiers == \(app.router.cache.identifiers)")
        findings["sign-out.cache"] = "\(app.router.cache.identifiers)"
        showScreens()
    }

    private func linkHeldThenLoginClosed() async {
        step("link-login-closed", "Signed out, a link to the account: held too; the user closes the login",
             code: ["router.navigate(toLink: \"waypoint://stats/account\", using: links)",
                    "home.userDismissesModal(); tabBarRoutable.containersDidChange()   // the user swipes the login down",
                    "login.cancel()                                                    // the app: held navigations fail"],
             notes: ["The protection registered at launch holds every navigation to the account, whatever started it:",
                     "a link as much as a request. Closing the login fails the held navigation; the route stays where it was."])
        let start = app.log.count
        let findings = self.findings
        let console = self.console
        app.open(link: "waypoint://stats/account") {
            $0.onSuccess { result in findings["link-login-closed"] = result.route.routeDescription }
                .onFailure { error in
                    console.write("    onFailure: \(error)")
                    findings["link-login-closed"] = "failed: \(error)"
                }
        }
        let log = app.log
        await app.wait(for: "the login screen") {
            log.entries(since: start).contains { entry in
                if case .completed(let route) = entry.event.kind { return route.last == AppScreen.login.routeIdentifier }
                return false
            }
        }
        let ui = app.ui
        let login = app.login
        _ = app.clock.scheduler.schedule(()) { _ in
            if ui.userGoesBack()?.spec.segment == AppScreen.login.routeIdentifier { login.cancel() }
            return Disposables.create()
        }
        await app.wait(for: "the held link to fail") { findings.has("link-login-closed") }
        console.write("    store route: \(app.route.routeDescription)")
        findings["link-login-closed.route"] = app.route.routeDescription
        showScreens()
    }

    private func coldLaunchByAProtectedLink() async {
        step("cold-launch", "A cold launch by a link to a protected screen: the login over the tab bar, then the account",
             code: ["let app = PlaygroundApp(…)                              // a second launch: nothing shown yet",
                    "router.navigate(toLink: \"waypoint://stats/account\", using: links)   // the app's first navigation",
                    "store.dispatch(LogIn(user: .ada))"],
             notes: ["At launch the store's empty route becomes the tab the tab bar shows. The link is held by the login",
                     "protection, which presents its sheet over the tab bar (a modal at depth 0); the sign-in takes the",
                     "held link from the login to the account."])
        let second = PlaygroundApp(clock: app.clock, console: console)
        let findings = self.findings
        let console = self.console
        second.open(link: "waypoint://stats/account") {
            $0.onSuccess { result in
                console.write("    onSuccess: the link reached \(result.route.routeDescription)")
                findings["cold-launch"] = result.route.routeDescription
            }
            .onFailure { error in findings["cold-launch"] = "failed: \(error)" }
        }
        let log = second.log
        await second.wait(for: "the login over the tab bar") {
            log.entries.contains { entry in
                if case .completed(let route) = entry.event.kind { return route.last == AppScreen.login.routeIdentifier }
                return false
            }
        }
        findings["cold-launch.login"] = second.route.routeDescription
        console.write("    login shown: \(second.route.routeDescription)")
        second.signIn()
        await second.wait(for: "the account after sign-in") { findings.has("cold-launch") }
        second.printTree()
        findings["cold-launch.tree"] = ScreenTree.lines(of: second.ui.snapshot).joined(separator: "\n")
        for problem in second.problems { console.write("    PROBLEM: \(problem)") }
        findings["cold-launch.problems"] = "\(second.problems.count)"
        await second.shutdown()
    }

    private func splitViewCollapsesAndExpands() async {
        step("split", "A split view collapses to one stack and expands again: the route survives, the screen follows",
             code: ["let root = SplitRoutable(split: split, style: .tripleColumn, detail: split.detail, compact: split.compact, …)",
                    "store.dispatch(SetRouteAction([\"inbox\", \"mail/1\", \"attachment\"]))",
                    "split.userChangesWidth(collapsed: true); root.containersDidChange()   // splitViewControllerDidCollapse",
                    "store.dispatch(SetRouteAction([\"inbox\", \"mail/2\"]))",
                    "split.compact.userPops(); root.containersDidChange()                   // back to the mails of Inbox",
                    "split.userChangesWidth(collapsed: false); root.containersDidChange()  // splitViewControllerDidExpand"],
             notes: ["A mail app of its own: segment 0 is the sidebar's selection (the content column), segment 1 the",
                     "content column's (the detail stack's root), the rest is pushed on the detail stack. Collapsed, the",
                     "route's screens move to the one compact stack and the route stays; the route changes there; the",
                     "user's back swipe is a user-made change; expanded, the columns show the route as it is now."])
        let demo = SplitViewDemo(app: app)
        await demo.setRoute(["inbox", "mail/1", "attachment"])
        demo.printSplit()
        await demo.user { $0.userChangesWidth(collapsed: true) }
        findings["split.collapsed"] = demo.route.routeDescription
        demo.printSplit()
        await demo.setRoute(["inbox", "mail/2"])
        await demo.user { _ = $0.compact.userPops() }
        findings["split.popped"] = demo.route.routeDescription
        demo.printSplit()
        await demo.user { $0.userChangesWidth(collapsed: false) }
        findings["split.expanded"] = demo.route.routeDescription
        trees["split"] = demo.printSplit()
        await demo.shutdown()
    }

    // MARK: Helpers

    private func intro() {
        console.write("Waypoint playground — a headless app driven by Waypoint's router, on \(virtual ? "virtual time (--virtual)" : "real schedulers")")
        console.write("  the app: enum AppScreen · tabs home and stats · home → user(id:) → settings (sheet) · stats → account (sign-in required)")
        console.write("  the UI: headless containers (a tab bar, a navigation stack per tab, sheets) driven by WaypointUI's TabBarRoutable")
        console.write("  the store's action pipeline: logging → analytics → the router's guards")
        console.write("  each step prints the actions entering the store, the navigation events as they arrive")
        console.write("  (time, navigation number, what happened), the container calls as they are made (ui) and the")
        console.write("  screen tree; ‹n› is a screen's instance number.")
    }

    func step(_ key: String, _ title: String, code: [String], notes: [String]) {
        number += 1
        self.key = key
        app.log.step = key
        console.write("")
        let heading = "━━ \(number). \(title) "
        console.write(heading + String(repeating: "━", count: max(3, 100 - heading.count)))
        for line in code { console.write("    " + line) }
        for line in notes { console.write("    // " + line) }
    }

    /// Prints the screen tree and keeps it as the step's.
    func showScreens() {
        app.printTree()
        trees[key] = ScreenTree.lines(of: app.ui.snapshot)
    }

    /// Dispatches `action` and waits until its navigation ended.
    func dispatch(_ action: RouteChangeAction) async {
        let start = app.log.count
        app.store.dispatch(action)
        await app.waitUntilSettled(action.navigationID, after: start)
    }

    private func summary(_ report: TourReport) {
        console.write("")
        console.write("━━ Done " + String(repeating: "━", count: 92))
        let navigations = Set(report.events.map(\.number)).count
        console.write("    \(report.events.count) navigation events for \(navigations) navigations; final route \(report.finalRoute.routeDescription)")
        console.write("    analytics recorded \(report.analytics.count) screen views: " + report.analytics.map { $0.replacingPrefix("screen_view ") }.joined(separator: ", "))
        if report.problems.isEmpty {
            console.write("    everything happened as planned")
        } else {
            for problem in report.problems { console.write("    PROBLEM: \(problem)") }
        }
    }
}
