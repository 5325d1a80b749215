import Foundation

/// The `Playground` executable's entry point: parses the options and runs the tour or the
/// interactive prompt.
public enum PlaygroundCommandLine {
    /// What `--help` prints.
    public static let usage = """
        usage: swift run Playground [--virtual] [--interactive]
          (no option)     the scripted tour of the demo app, on real schedulers (a couple of seconds)
          --virtual       the same tour on virtual time: instant, and the same output on every run
          --interactive   a prompt: go /home/user/42, back, tab stats, login, logout, save, restore,
                          events, tree, help, quit (add --virtual for instant transitions)
        """

    /// Runs the playground with `arguments` (without the program name); returns the exit code:
    /// 0, 1 when the tour did not go as planned, 2 for bad options. `readLine` supplies the
    /// interactive commands (`nil` at the end of the input).
    public static func run(arguments: [String], console: Console = .standardOutput(),
                           readLine: @escaping @Sendable () async -> String? = PlaygroundCommandLine.readStandardInput) async -> Int32 {
        var virtual = false
        var interactive = false
        for argument in arguments {
            switch argument {
            case "--virtual": virtual = true
            case "--interactive", "-i": interactive = true
            case "--help", "-h":
                console.write(usage)
                return 0
            default:
                console.write("unknown option \"\(argument)\"")
                console.write(usage)
                return 2
            }
        }
        if interactive {
            await runInteractive(virtual: virtual, console: console, readLine: readLine)
            return 0
        }
        let report = await Tour.run(virtual: virtual, console: console)
        return report.problems.isEmpty ? 0 : 1
    }

    /// The next line of standard input, read off the caller's thread; `nil` at its end.
    @Sendable public static func readStandardInput() async -> String? {
        await Task.detached { Swift.readLine(strippingNewline: true) }.value
    }

    private static func runInteractive(virtual: Bool, console: Console, readLine: @Sendable () async -> String?) async {
        let session = InteractiveSession(virtual: virtual, console: console)
        // Without a terminal nobody sees what was typed: echo it, so transcripts read well.
        let echo = isatty(STDIN_FILENO) == 0
        await session.start()
        while true {
            console.prompt(InteractiveSession.prompt)
            guard let line = await readLine() else {
                console.write(echo ? "(end of input)" : "")
                console.write("bye")
                break
            }
            if echo { console.prompt(line) }
            console.write()
            if !(await session.handle(line)) { break }
        }
        await session.finish()
    }
}
