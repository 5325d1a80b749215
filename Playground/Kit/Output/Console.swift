import Foundation
import Waypoint

/// Where the playground writes: standard output (unbuffered, so a program driving the
/// interactive prompt through a pipe sees each answer at once) or a buffer for tests. Writing is
/// safe from any thread; each line arrives whole.
public final class Console: Sendable {
    private let captured = Locked<[String]>([])
    private let pendingPrompt = Locked<String>("")
    private let toStandardOutput: Bool

    private init(toStandardOutput: Bool) {
        self.toStandardOutput = toStandardOutput
    }

    /// A console writing to standard output.
    public static func standardOutput() -> Console { Console(toStandardOutput: true) }

    /// A console that keeps what is written in `lines`.
    public static func capturing() -> Console { Console(toStandardOutput: false) }

    /// The lines written so far (capturing consoles only; a prompt counts as the start of a line).
    public var lines: [String] { captured.withLock { $0 } }

    /// The text written so far (capturing consoles only).
    public var text: String { lines.joined(separator: "\n") }

    /// Writes `line` and a line break.
    func write(_ line: String = "") {
        let prompt = pendingPrompt.withLock { prompt -> String in
            defer { prompt = "" }
            return prompt
        }
        emit(prompt + line, lineBreak: true)
    }

    /// Writes `lines`, one per line.
    func write(lines: [String], indent: String = "") {
        for line in lines { write(indent + line) }
    }

    /// Writes `text` without a line break (a prompt); the next line written continues it.
    func prompt(_ text: String) {
        if toStandardOutput {
            emit(text, lineBreak: false)
        } else {
            pendingPrompt.withLock { $0 += text }
        }
    }

    private func emit(_ text: String, lineBreak: Bool) {
        if toStandardOutput {
            let data = Data((text + (lineBreak ? "\n" : "")).utf8)
            // One lock for the write, so lines from several threads never interleave.
            captured.withLock { _ in FileHandle.standardOutput.write(data) }
        } else {
            captured.withLock { $0.append(text) }
        }
    }
}
