import XCTest
import PlaygroundKit
import WaypointTesting

/// The interactive prompt's commands, in process on virtual time: what each command answers.
final class InteractiveSessionTests: LeakCheckingTestCase {
    /// Runs `commands` in a fresh session and returns each command's answer (its output lines).
    private func answers(to commands: [String]) async -> [String] {
        let console = Console.capturing()
        let session = InteractiveSession(virtual: true, console: console)
        await session.start()
        var answers: [String] = []
        for command in commands {
            let before = console.lines.count
            let goOn = await session.handle(command)
            answers.append(console.lines.dropFirst(before).joined(separator: "\n"))
            if !goOn { break }
        }
        await session.finish()
        return answers
    }

    func testGoNavigatesToAPathAndShowsTheScreens() async {
        let answers = await answers(to: ["go /home/user/42/settings", "tab stats"])
        XCTAssertTrue(answers[0].contains("now showing /home/user(id: 42)/settings"), answers[0])
        XCTAssertTrue(answers[0].contains("ui   home.present(Settings ‹4›, sheet)"), answers[0])
        XCTAssertTrue(answers[0].contains("modal over User 42"), answers[0])
        XCTAssertTrue(answers[0].contains("completed /home/user(id: 42)/settings"), answers[0])
        XCTAssertEqual(answers[1], "  a sheet covers the tab bar: close it first (back)")
    }

    func testBadInputGetsAClearAnswerAndTheSessionGoesOn() async {
        let answers = await answers(to: ["fly", "go /nowhere", "go home", "go /home/user/abc", "go", "tab moon", "back", "go /home/user/1"])
        XCTAssertEqual(answers[0], "  unknown command \"fly\"; type help for the commands")
        XCTAssertTrue(answers[1].contains("can't go to /nowhere: \"nowhere\" in /nowhere is not a screen of this app"), answers[1])
        XCTAssertTrue(answers[2].contains("does not start with /"), answers[2])
        XCTAssertTrue(answers[3].contains("\"abc\" in /home/user/abc is not a user id"), answers[3])
        XCTAssertEqual(answers[4], "  usage: go <path>, e.g. go /home/user/42")
        XCTAssertEqual(answers[5], "  there is no tab \"moon\"; the tabs are home, stats")
        XCTAssertEqual(answers[6], "  nothing to go back from: this is the tab's first screen")
        XCTAssertTrue(answers[7].contains("now showing /home/user(id: 1)"), "still working after bad input: \(answers[7])")
    }

    func testARouteTheScreensRefuseFailsAndTheStateStaysOnScreen() async {
        let answers = await answers(to: ["go /home/home", "tree"])
        XCTAssertTrue(answers[0].contains("the navigation did not reach /home/home"), answers[0])
        XCTAssertTrue(answers[0].contains("can only be chosen at the root of the route"), answers[0])
        XCTAssertTrue(answers[1].contains("route in the store: /home"), answers[1])
    }

    func testAProtectedScreenIsHeldUntilLogin() async {
        let answers = await answers(to: ["go /stats/account", "login", "tree"])
        XCTAssertTrue(answers[0].contains("held by LoginProtection"), answers[0])
        XCTAssertTrue(answers[0].contains("held until you sign in"), answers[0])
        XCTAssertTrue(answers[0].contains("Log in ‹"), "the login screen is up: \(answers[0])")
        XCTAssertTrue(answers[1].contains("signed in as Ada Lovelace"), answers[1])
        XCTAssertTrue(answers[1].contains("completed /stats/account"), answers[1])
        XCTAssertTrue(answers[2].contains("route in the store: /stats/account"), answers[2])
    }

    /// A protected screen shown (Tempura's `Show`) while signed out goes through the login and
    /// lands on the screen; a second `Show` while the login is up is not shown over the login,
    /// and the login does not stay on screen.
    func testAProtectedScreenShownWhileSignedOutGoesThroughTheLoginAndLandsOnIt() async {
        let answers = await answers(to: ["go /home/user/42", "show account", "show account", "login", "tree"])
        XCTAssertTrue(answers[1].contains("held by LoginProtection"), answers[1])
        XCTAssertTrue(answers[1].contains("Log in ‹"), "the login screen is up: \(answers[1])")
        XCTAssertTrue(answers[2].contains("held until you sign in"), answers[2])
        XCTAssertFalse(answers[2].contains("/login/account"), "not shown over the login: \(answers[2])")
        XCTAssertTrue(answers[3].contains("signed in as Ada Lovelace"), answers[3])
        XCTAssertTrue(answers[3].contains("completed /home/user(id: 42)/account"), answers[3])
        XCTAssertTrue(answers[4].contains("route in the store: /home/user(id: 42)/account"), answers[4])
        XCTAssertFalse(answers[4].contains("Log in"), "the login is gone: \(answers[4])")
    }

    func testClosingTheLoginScreenCancelsTheHeldNavigation() async {
        let answers = await answers(to: ["go /stats/account", "back", "tree"])
        XCTAssertTrue(answers[1].contains("user navigated /home/login → /home (dismissed)"), answers[1])
        XCTAssertTrue(answers[1].contains("cancelled: guard rejected:"), answers[1])
        XCTAssertTrue(answers[1].contains("the user closed the login screen"), answers[1])
        XCTAssertTrue(answers[2].contains("route in the store: /home"), answers[2])
    }

    func testBackTabLogoutAndTheRedirect() async {
        let answers = await answers(to: ["go /home/me", "login", "go /home/me", "back", "tab stats", "go /stats/account", "logout", "tree"])
        XCTAssertTrue(answers[0].contains("/me is the signed-in user's page; sign in first"), answers[0])
        XCTAssertTrue(answers[2].contains("redirected to /home/user(id: 42)"), answers[2])
        XCTAssertTrue(answers[2].contains("now showing /home/user(id: 42)"), answers[2])
        XCTAssertTrue(answers[3].contains("user swipes back: home pops User 42"), answers[3])
        XCTAssertTrue(answers[3].contains("user navigated /home/user(id: 42) → /home (popped)"), answers[3])
        XCTAssertTrue(answers[4].contains("user navigated /home → /stats (selectedTab)"), "a user tap: \(answers[4])")
        XCTAssertTrue(answers[4].contains("tab bar (selected: stats)"), answers[4])
        XCTAssertTrue(answers[5].contains("now showing /stats/account"), answers[5])
        XCTAssertTrue(answers[6].contains("signed out; kept-alive screens: []"), answers[6])
        XCTAssertTrue(answers[6].contains("completed /stats"), "signing out hides the account: \(answers[6])")
        XCTAssertTrue(answers[7].contains("route in the store: /stats"), answers[7])
    }

    func testATransitionThatNeverEndsTimesOut() async {
        let answers = await answers(to: ["go /stats/export/chart"])
        XCTAssertTrue(answers[0].contains("did not complete within 2.0 s"), answers[0])
        XCTAssertTrue(answers[0].contains("state synced to /stats/export"), answers[0])
    }

    func testSaveAndRestoreAProtectedScreen() async {
        let answers = await answers(to: ["restore", "go /stats/account", "login", "save", "logout", "restore", "login", "tree"])
        XCTAssertEqual(answers[0], "  nothing saved yet: type save first")
        XCTAssertTrue(answers[3].contains("saved ") && answers[3].contains("\"route\":[\"stats\",\"account\"]"), answers[3])
        // The app allows every entry; the restored navigation is held like any other that reaches
        // the account, by the protection the router has for every trigger.
        XCTAssertTrue(answers[5].contains("\"account\" at /stats/account: allow"), answers[5])
        XCTAssertTrue(answers[5].contains("held by LoginProtection"), answers[5])
        XCTAssertTrue(answers[6].contains("completed /stats/account"), answers[6])
        XCTAssertTrue(answers[7].contains("route in the store: /stats/account"), answers[7])
    }

    func testSaveAndRestoreAUserPageFromItsCase() async {
        let answers = await answers(to: ["go /home/user/7", "save", "tab stats", "restore"])
        XCTAssertTrue(answers[1].contains("\"route\":[\"home\",\"user(id: 7)\"]"), answers[1])
        XCTAssertTrue(answers[3].contains("\"user\" at /home/user(id: 7): allow"), answers[3])
        XCTAssertTrue(answers[3].contains("restored /home/user(id: 7)"), answers[3])
        XCTAssertTrue(answers[3].contains("User 7 ‹") && answers[3].contains("Grace Hopper"), answers[3])
    }

    func testOpenADeepLinkAndBadLinks() async {
        let answers = await answers(to: ["open waypoint://home/user/42/settings", "open waypoint://home/user/abc", "open ftp://x/y", "open"])
        XCTAssertTrue(answers[0].contains("started /home → /home/user(id: 42)/settings (deepLink)"), answers[0])
        XCTAssertTrue(answers[0].contains("now showing /home/user(id: 42)/settings"), answers[0])
        XCTAssertTrue(answers[1].contains("Malformed link \"waypoint://home/user/abc\": user at path segment 2: field id: \"abc\" is not a valid Int"), answers[1])
        XCTAssertTrue(answers[2].contains("Malformed link \"ftp://x/y\": its scheme is ftp; these links have the scheme waypoint"), answers[2])
        XCTAssertEqual(answers[3], "  usage: open <link>, e.g. open waypoint://home/user/42/settings")
    }

    func testEventsHelpAndQuit() async {
        let answers = await answers(to: ["events", "help", "quit", "tree"])
        XCTAssertTrue(answers[0].contains("#1   completed /home"), answers[0])
        XCTAssertTrue(answers[1].contains("go <path>"), answers[1])
        XCTAssertEqual(answers[2], "bye")
        XCTAssertEqual(answers.count, 3, "quit ends the session")
    }
}
