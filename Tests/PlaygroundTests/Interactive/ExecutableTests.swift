import Foundation
import XCTest

/// The `Playground` executable itself, as a newcomer runs it: the tour's exit code and duration,
/// and the interactive prompt driven through a pipe and through a pseudo-terminal.
final class ExecutableTests: XCTestCase {
    func testTheDefaultTourOnRealSchedulersFinishesInSecondsAndExitsZero() throws {
        let started = Date()
        let playground = try PlaygroundProcess([])
        let output = playground.readToEnd(timeout: 30)
        XCTAssertEqual(playground.waitForExit(), 0, output)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertTrue(output.contains("on real schedulers"), output)
        XCTAssertTrue(output.contains("everything happened as planned"), output)
    }

    func testTheVirtualTourExitsZero() throws {
        let playground = try PlaygroundProcess(["--virtual"])
        let output = playground.readToEnd()
        XCTAssertEqual(playground.waitForExit(), 0, output)
        XCTAssertTrue(output.contains("state synced to /stats/export"), output)
        XCTAssertTrue(output.contains("completed /home/user(id: 42)/settings"), output)
        XCTAssertTrue(output.contains("everything happened as planned"), output)
    }

    func testAnUnknownOptionPrintsTheUsageAndExitsTwo() throws {
        let playground = try PlaygroundProcess(["--fast"])
        let output = playground.readToEnd()
        XCTAssertEqual(playground.waitForExit(), 2)
        XCTAssertTrue(output.contains("unknown option \"--fast\""), output)
        XCTAssertTrue(output.contains("usage: swift run Playground"), output)
    }

    /// A conversation through a pipe: each command is sent once the prompt is back, and its answer
    /// read; end of input ends the session cleanly.
    func testTheInteractivePromptThroughAPipe() throws {
        let prompt = "waypoint> "
        let playground = try PlaygroundProcess(["--interactive", "--virtual"])
        let greeting = playground.read(until: prompt)
        XCTAssertTrue(greeting?.contains("completed /home") == true, greeting ?? "no prompt")

        func ask(_ command: String) -> String {
            playground.send(command)
            return playground.read(until: prompt) ?? "(no answer to \(command))"
        }

        XCTAssertTrue(ask("go /home/user/42").contains("now showing /home/user(id: 42)"))
        let bad = ask("go /moon")
        XCTAssertTrue(bad.contains("can't go to /moon"), bad)
        let unknown = ask("dance")
        XCTAssertTrue(unknown.contains("unknown command \"dance\""), unknown)
        let held = ask("go /stats/account")
        XCTAssertTrue(held.contains("held until you sign in"), held)
        let login = ask("login")
        XCTAssertTrue(login.contains("completed /stats/account"), login)
        let back = ask("back")
        XCTAssertTrue(back.contains("state synced to /stats"), back)
        let tree = ask("tree")
        XCTAssertTrue(tree.contains("route in the store: /stats"), tree)
        playground.closeInput()
        let end = playground.readToEnd()
        XCTAssertEqual(playground.waitForExit(), 0, end)
        XCTAssertTrue(end.contains("bye"), end)
    }

    /// The same prompt on a pseudo-terminal, on real schedulers, ended with `quit`.
    func testTheInteractivePromptThroughAPseudoTerminal() throws {
        let prompt = "waypoint> "
        let playground = try PlaygroundProcess(["--interactive"], connection: .pseudoTerminal)
        XCTAssertNotNil(playground.read(until: prompt))
        playground.send("go /home/user/42/settings")
        let answer = playground.read(until: prompt) ?? ""
        XCTAssertTrue(answer.contains("now showing /home/user(id: 42)/settings"), answer)
        XCTAssertTrue(answer.contains("modal over User 42"), answer)
        playground.send("tab nowhere")
        let bad = playground.read(until: prompt) ?? ""
        XCTAssertTrue(bad.contains("there is no tab \"nowhere\""), bad)
        playground.send("quit")
        XCTAssertNotNil(playground.read(until: "bye"))
        XCTAssertEqual(playground.waitForExit(), 0)
    }
}
