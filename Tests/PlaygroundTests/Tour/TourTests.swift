import XCTest
import PlaygroundKit
import Waypoint
import WaypointTesting

/// The `--virtual` tour, step by step: each step's navigation events, exactly, in the test kit's
/// timeline form (milliseconds as ticks, navigations numbered within the step), and the calls
/// WaypointUI's routables made on the headless containers.
final class TourTests: LeakCheckingTestCase {
    private func tour() async -> TourReport { await Tour.run(virtual: true, console: .capturing()) }

    func testTheTourGoesAsPlannedAndPrintsTheSameEveryRun() async {
        let first = Console.capturing(), second = Console.capturing()
        let report = await Tour.run(virtual: true, console: first)
        _ = await Tour.run(virtual: true, console: second)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(first.text, second.text)
        XCTAssertEqual(report.finalRoute, ["home", "user(id: 7)"])
        XCTAssertEqual(report.finalTree, [
            "window",
            "└─ tab bar (selected: home)",
            "   ├─ home ▸ navigation stack",
            "   │  ├─ Home ‹1›",
            "   │  └─ User 7 ‹12› · Grace Hopper",
            "   └─ stats ▸ navigation stack",
            "      └─ Stats ‹2›",
        ])
    }

    func testLaunchSelectsHomeWithoutAContainerCallThenActionsPushAndPresent() async {
        let report = await tour()
        // The tab bar shows Home before any navigation: the router takes it in as the store's route,
        // and the launch's navigation to /home has nothing to do.
        assertStep(report, "launch", """
            0 #1 user showed / → /home
              #1 synced /home
              #2 guards passed
              #2 start /home → /home
              #2 completed /home
            """, calls: [], "Home is selected already")
        assertStep(report, "actions", """
              0 #1 guards passed
                #1 start /home → /home/user(id: 42)
                #1 push user(id: 42)
            300 #1 pushed user(id: 42)
                #1 completed /home/user(id: 42)
                #2 guards passed
                #2 start /home/user(id: 42) → /home/user(id: 42)/settings
                #2 push settings
            700 #2 pushed settings
                #2 completed /home/user(id: 42)/settings
            """, calls: ["+0 home.push(User 42 ‹3›)", "+300 home.present(Settings ‹4›, sheet)"])
        XCTAssertEqual(report.trees["actions"]?.suffix(3), ["│     └─ Stats ‹2›", "└─ modal over User 42 ‹3›", "   └─ Settings ‹4›"])
        XCTAssertTrue(report.trees["actions"]?.contains("│  │  └─ User 42 ‹3› · Ada Lovelace") == true, "the page got the user from its case")
    }

    func testOneActionDismissesThenPopsThenSelectsTheTabEachAfterTheLastAndAwaitReturnsAfterTheUI() async {
        let report = await tour()
        assertStep(report, "tab-switch", """
             700 #1 guards passed
                 #1 start /home/user(id: 42)/settings → /stats
                 #1 pop settings
            1100 #1 popped settings
                 #1 pop user(id: 42)
            1400 #1 popped user(id: 42)
                 #1 change home → stats
            1500 #1 changed home → stats
                 #1 completed /stats
            """, calls: ["+700 home.dismiss(Settings ‹4›)", "+1100 home.popTo(Home ‹1›)", "+1400 tabBar.select(stats)"])
        // The same route by `await router.navigate(to:)`, which returns once the UI shows it.
        XCTAssertEqual(report.timeline("await").last, "3000 #1 completed /stats")
        XCTAssertEqual(report.findings["await"], "/stats")
    }

    func testTheFluentRequestIsNotAnimatedBuildsThePageFromItsCaseAndCallsBackAfterTheUI() async {
        let report = await tour()
        assertStep(report, "request", """
            1500 #1 guards passed
                 #1 start /stats → /home/user(id: 7) [request]
                 #1 change stats → home
                 #1 changed stats → home
                 #1 push user(id: 7)
                 #1 pushed user(id: 7)
                 #1 completed /home/user(id: 7)
            """, calls: ["+1500 tabBar.select(home) (not animated)", "+1500 home.push(User 7 ‹5›) (not animated)"])
        XCTAssertEqual(report.findings["request"], "/home/user(id: 7)")
        XCTAssertTrue(report.trees["request"]?.contains("   │  └─ User 7 ‹5› · Grace Hopper") == true)
    }

    func testADeepLinkGoesThroughTheGuardsAndAnUnknownLinkFailsBeforeTheStore() async {
        let report = await tour()
        assertStep(report, "deep-link", """
            1500 #1 guards passed
                 #1 start /home/user(id: 7) → /home/user(id: 42)/settings [deepLink]
                 #1 change user(id: 7) → user(id: 42)
            1800 #1 changed user(id: 7) → user(id: 42)
                 #1 push settings
            2200 #1 pushed settings
                 #1 completed /home/user(id: 42)/settings
                 #2 failed: No route matches the link "waypoint://home/moon"
            """, calls: ["+1500 home.setScreens(Home ‹1›, User 42 ‹6›)", "+1800 home.present(Settings ‹7›, sheet)"])
        XCTAssertEqual(report.findings["deep-link"], "/home/user(id: 42)/settings")
        XCTAssertEqual(report.findings["bad-link"], "No route matches the link \"waypoint://home/moon\"")
    }

    func testTheLoginHoldsTheNavigationThenSignInTakesItFromTheLoginSheetToItsTarget() async {
        let report = await tour()
        assertStep(report, "login-held", """
            3000 #1 held by LoginProtection
                 #2 guards passed
                 #2 start /stats → /stats/login
                 #2 push login
            3400 #2 pushed login
                 #2 completed /stats/login
            """, calls: ["+3000 stats.present(Log in ‹8›, sheet)"])
        assertStep(report, "sign-in", """
            3400 #1 guards passed
                 #1 start /stats/login → /stats/account [request]
                 #1 change login → account
            4100 #1 changed login → account
                 #1 completed /stats/account
            """, calls: ["+3400 stats.dismiss(Log in ‹8›)", "+3800 stats.push(Account ‹9›)"])
        XCTAssertEqual(report.analytics.filter { $0 == "screen_view /stats/account" }.count, 2, "sign-in and the keep-alive visit")
    }

    func testTheRedirectCancelsTheOriginalAndANewNavigationReachesTheTarget() async {
        let report = await tour()
        assertStep(report, "redirect", """
            4100 #1 cancelled: redirected to /home/user(id: 42) as #2
                 #2 guards passed
                 #2 start /stats/account → /home/user(id: 42) [request]
                 #2 pop account
            4400 #2 popped account
                 #2 change stats → home
            4500 #2 changed stats → home
                 #2 push user(id: 42)
            4800 #2 pushed user(id: 42)
                 #2 completed /home/user(id: 42)
            """, calls: ["+4100 stats.popTo(Stats ‹2›)", "+4400 tabBar.select(home)", "+4500 home.push(User 42 ‹10›)"])
        XCTAssertFalse(report.analytics.contains("screen_view /home/me"), "the redirected navigation never reached the reducer")
    }

    func testKeepAlivePushesTheSameAccountScreenAgain() async {
        let report = await tour()
        XCTAssertEqual(report.timeline("keep-alive").suffix(5), [
            "5200 #1 changed home → stats", "5200 #1 cache hit account", "5200 #1 push account", "5500 #1 pushed account", "5500 #1 completed /stats/account",
        ])
        XCTAssertEqual(report.containerCalls(in: "keep-alive").last, "+5200 stats.push(Account ‹9›)", "the instance of the sign-in step")
        XCTAssertEqual(report.trees["keep-alive"]?.last, "      └─ Account ‹9› · kept alive, shown 2 times")
        XCTAssertEqual(report.findings["sign-out.cache"], "[]", "signing out ends its lifetime")
    }

    func testAStepThatNeverCompletesTimesOutAndTheStateFollowsTheScreen() async {
        let report = await tour()
        assertStep(report, "timeout", """
            5500 #1 guards passed
                 #1 start /stats/account → /stats/export/chart
                 #1 change account → export
            7500 #1 failed: The step to replace account with export as segment 2 of the route did not complete within 2.0 s (the routable did not call its completion handler in time)
                 #1 synced /stats/export
            """, calls: ["+5500 stats.setScreens(Stats ‹2›, Export ‹11›)"])
    }

    func testTabTapsAndABackSwipeReachTheRouterThroughTheContainers() async {
        let report = await tour()
        assertStep(report, "user-tab", """
            7500 #1 user selected a tab /stats/export → /home
                 #1 synced /home
                 #2 user selected a tab /home → /stats/export
                 #2 synced /stats/export
            """, calls: ["+7500 user taps the home tab", "+7500 user taps the stats tab"])
        assertStep(report, "user-back", "7500 #1 user popped /stats/export → /stats \n #1 synced /stats", calls: ["+7500 user swipes back: stats pops Export ‹11›"])
    }

    func testSavedStateIsRestoredFromTheCasesAndCorruptDataIsRefused() async {
        let report = await tour()
        assertStep(report, "restore", """
            7500 #1 guards passed
                 #1 start /stats → /home/user(id: 7) [restoration]
                 #1 change stats → home
                 #1 changed stats → home
                 #1 push user(id: 7)
                 #1 pushed user(id: 7)
                 #1 completed /home/user(id: 7)
            """, calls: ["+7500 tabBar.select(home) (not animated)", "+7500 home.push(User 7 ‹12›) (not animated)"])
        XCTAssertEqual(report.findings["corrupt"], "Saved navigation state is corrupt: it is not valid JSON")
        // The restoration's view, then the login of the sign-out steps (later steps add more).
        let analytics = report.analytics
        let restored = analytics.lastIndex(of: "screen_view /home/user(id: 7)/login").map { analytics[..<$0].last }
        XCTAssertEqual(restored, "screen_view /home/user(id: 7)", "\(analytics)")
    }

    func testALinkToTheAccountIsHeldByTheProtectionRegisteredOnceAndClosingTheLoginFailsIt() async {
        let report = await tour()
        assertStep(report, "link-login-closed", """
            7500 #1 held by LoginProtection
                 #2 guards passed
                 #2 start /home/user(id: 7) → /home/user(id: 7)/login
                 #2 push login
            7900 #2 pushed login
                 #2 completed /home/user(id: 7)/login
                 #3 user dismissed /home/user(id: 7)/login → /home/user(id: 7)
                 #3 synced /home/user(id: 7)
                 #1 cancelled: guard rejected: Guard LoginProtection rejected the navigation: the user closed the login screen
            """, calls: ["+7500 home.present(Log in ‹13›, sheet)", "+7900 user swipes down: home no longer presents Log in ‹13›"])
        XCTAssertEqual(report.findings["link-login-closed"],
                       "failed: Guard LoginProtection rejected the navigation: the user closed the login screen")
        XCTAssertEqual(report.findings["link-login-closed.route"], "/home/user(id: 7)", "nothing changed but the login, which came and went")
    }

    func testAColdLaunchByAProtectedLinkShowsTheLoginOverTheTabBarThenTheAccount() async {
        let report = await tour()
        XCTAssertEqual(report.findings["cold-launch.login"], "/login", "the login is a sheet at depth 0, over the tab bar")
        XCTAssertEqual(report.findings["cold-launch"], "/stats/account", "the held link reached the account after sign-in")
        XCTAssertEqual(report.findings["cold-launch.problems"], "0")
        XCTAssertEqual(report.findings["cold-launch.tree"]?.components(separatedBy: "\n").suffix(3),
                       ["   └─ stats ▸ navigation stack", "      ├─ Stats ‹2›", "      └─ Account ‹4›"])
    }

    func testASplitViewCollapsesAndExpandsKeepingTheRouteWhileTheScreenFollowsIt() async {
        let report = await tour()
        assertStep(report, "split", """
             9100 #1 start / → /inbox/mail/1/attachment
             9100 #1 push inbox
             9400 #1 pushed inbox
             9400 #1 push mail/1
             9700 #1 pushed mail/1
             9700 #1 push attachment
            10000 #1 pushed attachment
            10000 #1 completed /inbox/mail/1/attachment
            10000 #2 start /inbox/mail/1/attachment → /inbox/mail/2
            10000 #2 pop attachment
            10300 #2 popped attachment
            10300 #2 change mail/1 → mail/2
            10600 #2 changed mail/1 → mail/2
            10600 #2 completed /inbox/mail/2
            10600 #3 user popped /inbox/mail/2 → /inbox
            10600 #3 synced /inbox
            """, calls: [
                "+9100 split.content(Inbox ‹4›)", "+9400 detail.setScreens(Mail 1 ‹5›)", "+9700 detail.push(Attachment ‹6›)",
                // Collapsing moves the route's screens to the compact stack: no navigation, the route stays.
                "+10000 user narrows the window: the split view collapses",
                "+10000 compact.setScreens(Mailboxes ‹3›, Inbox ‹4›, Mail 1 ‹5›, Attachment ‹6›) (not animated)",
                "+10000 compact.popTo(Mail 1 ‹5›)", "+10300 compact.setScreens(Mailboxes ‹3›, Inbox ‹4›, Mail 2 ‹7›)",
                "+10600 user swipes back: compact pops Mail 2 ‹7›",
                // Expanding shows the route as the user left it in compact width.
                "+10600 user widens the window: the split view expands",
                "+10600 split.content(Inbox ‹4›) (not animated)", "+10600 detail.setScreens(Nothing selected ‹2›) (not animated)",
                "+10600 compact.setScreens(Mailboxes ‹3›) (not animated)",
            ])
        XCTAssertEqual(report.findings["split.collapsed"], "/inbox/mail/1/attachment", "collapsing kept the route")
        XCTAssertEqual(report.findings["split.popped"], "/inbox")
        XCTAssertEqual(report.findings["split.expanded"], "/inbox", "expanding kept the route the user left")
        XCTAssertEqual(report.trees["split"], ["split view (expanded: columns)", "├─ content: Inbox ‹4›",
                                               "└─ detail ▸ navigation stack: Nothing selected ‹2›"])
    }
}
