import WaypointRouter
import WaypointTesting

/// The compact text form of navigation timelines, for expectations and failure messages: one
/// event per line, `<tick> #<navigation> <what happened>`.
///
/// ```text
///   0 #1 start / → /home/user
///   0 #1 push home
///  10 #1 pushed home
///     #1 push user            (no tick: the tick of the line above)
///  20 #1 pushed user
///  20 #1 completed /home/user
/// ```
///
/// In expectations a step that nothing interrupts can take one line, with the ticks it started
/// and ended at: `10-20 #1 push user` stands for `10 #1 push user` directly followed by
/// `20 #1 pushed user` (likewise `pop`, `change a → b` and `select player at large`). When another event comes between
/// the two, write them apart.
///
/// Navigations are numbered in the order the events first mention them (`NavigationNumbering`).
/// What each event reads as:
///
/// | event | text |
/// |---|---|
/// | started | `start /a → /a/b`, with ` [request]` (or `initial`, `deepLink`, `restoration`, `sync`) unless an action started it |
/// | guards passed | `guards passed` |
/// | held | `held by LoginProtection` |
/// | cache hit | `cache hit account` |
/// | step started / ended | `push user` / `pushed user`, `pop user` / `popped user`, `change home → stats` / `changed home → stats`, `select player at large` / `selected player at large` |
/// | completed | `completed /a/b` |
/// | cancelled | `cancelled: superseded by #3`, `cancelled: redirected to /login as #2`, `cancelled: guard rejected: …`, `cancelled: aborted`, `cancelled: interrupted by the user` |
/// | failed | `failed: ` and the `RoutingError`'s description |
/// | repeated completion | `duplicate completion of push user`, `late completion of push user` |
/// | user change | `user popped /a/b → /a`, `user dismissed …`, `user selected a tab …`, `user showed …`, `user dragged a sheet on /a/player` |
/// | sync | `synced /a` |
/// | user-change guards | `user attempts pop /a/b → /a`, then `allowed`, `refused by Unsaved`, `refused: the screen changed while the guards decided`, … |
///
/// Lines are compared as text after collapsing runs of spaces; blank lines and comments (` // `
/// between spaces, so links stay whole) are ignored.
public enum NavigationTimeline {
    /// The line for `event` at `time`, numbering navigations with `numbering`.
    public static func line(_ event: NavigationEvent, at time: TestTime, numbering: inout NavigationNumbering) -> String {
        let number = numbering.number(of: event.navigationID)
        return "\(time) #\(number) \(describe(event.kind, numbering: &numbering))"
    }

    /// The lines for recorded events, numbering navigations from `#1`.
    public static func lines(_ events: [Recorded<NavigationEvent>]) -> [String] {
        var numbering = NavigationNumbering()
        return events.map { line($0.value, at: $0.time, numbering: &numbering) }
    }

    /// What happened, without tick and navigation: `push user`, `completed /home/user`.
    public static func describe(_ kind: NavigationEvent.Kind, numbering: inout NavigationNumbering) -> String {
        switch kind {
        case .started(let from, let to, let trigger):
            return "start \(from.routeDescription) → \(to.routeDescription)" + (trigger == .action ? "" : " [\(trigger.rawValue)]")
        case .guardsPassed: return "guards passed"
        case .held(let name): return "held by \(name)"
        case .cacheHit(let identifier): return "cache hit \(identifier)"
        case .stepStarted(let step): return stepText(step, done: false)
        case .stepEnded(let step): return stepText(step, done: true)
        case .completed(let route): return "completed \(route.routeDescription)"
        case .cancelled(let reason):
            switch reason {
            case .superseded(let id): return "cancelled: superseded" + (id.map { " by #\(numbering.number(of: $0))" } ?? "")
            case .redirected(let route, let id): return "cancelled: redirected to \(route.routeDescription) as #\(numbering.number(of: id))"
            case .guardRejected(let error): return "cancelled: guard rejected: \(error)"
            case .aborted: return "cancelled: aborted"
            case .interruptedByUser: return "cancelled: interrupted by the user"
            }
        case .failed(let error): return "failed: \(error)"
        case .duplicateCompletion(let step): return "duplicate completion of \(stepText(step, done: false))"
        case .lateCompletion(let step): return "late completion of \(stepText(step, done: false))"
        case .userNavigated(let from, let to, let kind):
            let what: String
            switch kind {
            case .popped: what = "popped"
            case .dismissed: what = "dismissed"
            case .selectedTab: what = "selected a tab"
            case .showed: what = "showed"
            case .selectedDetent: return "user dragged a sheet on \(to.routeDescription)"
            }
            return "user \(what) \(from.routeDescription) → \(to.routeDescription)"
        case .synced(let route): return "synced \(route.routeDescription)"
        case .userChangeAttempted(let attempt): return "user attempts \(attempt)"
        case .userChangeDecided(let verdict): return verdict.description
        case .userGestureTimedOut(let timeout): return "user gesture not ended within \(timeout.seconds) s"
        }
    }

    /// `push user` / `pushed user`, `pop user` / `popped user`, `change a → b` / `changed a → b`,
    /// `select player at large` / `selected player at large`.
    public static func stepText(_ step: RoutingAction, done: Bool) -> String {
        switch step {
        case .push(_, let segment): return (done ? "pushed " : "push ") + segment
        case .pop(_, let segment): return (done ? "popped " : "pop ") + segment
        case .change(_, let from, let to): return (done ? "changed " : "change ") + "\(from) → \(to)"
        case .selectDetent(_, let segment, let detent): return (done ? "selected " : "select ") + "\(segment) at \(detent)"
        }
    }

    /// The expected lines of a timeline written in the text form, normalized: each with its tick
    /// (a line without one takes the tick of the line above), a step with a tick range
    /// (`0-1 #1 push home`) written out as its two events, spaces collapsed, blank lines and
    /// ` // ` comments dropped. Throws a `NavigationTimelineSyntaxError` for a line that is not
    /// `[tick] #n text`, a first line without a tick, or a tick range on anything but a step.
    public static func parse(_ text: String) throws -> [String] {
        var lines: [String] = []
        var tick: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var content = String(raw)
            if let comment = commentStart(in: content) { content = String(content[..<comment]) }
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { continue }
            var rest = words[...]
            var started: String?
            if let first = rest.first, first.allSatisfy(\.isNumber) || (first.hasPrefix("-") && first.dropFirst().allSatisfy(\.isNumber) && first.count > 1) {
                tick = first
                rest = rest.dropFirst()
            } else if let first = rest.first, let range = tickRange(first) {
                started = range.start
                tick = range.end
                rest = rest.dropFirst()
            }
            guard let tick else {
                throw NavigationTimelineSyntaxError("the first event needs a tick", line: index + 1, text: String(raw))
            }
            guard let navigation = rest.first, navigation.hasPrefix("#"), navigation.count > 1, navigation.dropFirst().allSatisfy(\.isNumber) else {
                throw NavigationTimelineSyntaxError("expected a navigation number (#1) after the tick", line: index + 1, text: String(raw))
            }
            guard rest.count > 1 else {
                throw NavigationTimelineSyntaxError("expected what happened after \(navigation)", line: index + 1, text: String(raw))
            }
            if let started {
                guard let ended = endedStep(rest.dropFirst().first) else {
                    throw NavigationTimelineSyntaxError("a tick range (0-1) is for a step: push, pop, change or select", line: index + 1, text: String(raw))
                }
                lines.append(([started] + rest).joined(separator: " "))
                lines.append(([tick, navigation, ended] + rest.dropFirst(2)).joined(separator: " "))
                continue
            }
            lines.append(([tick] + rest).joined(separator: " "))
        }
        return lines
    }

    /// `0-1` as its start and end ticks; `nil` for anything else.
    static func tickRange(_ word: String) -> (start: String, end: String)? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The word for the end of the step named by `word`: `pushed`, `popped`, `changed`, `selected`.
    static func endedStep(_ word: String?) -> String? {
        switch word {
        case "push": return "pushed"
        case "pop": return "popped"
        case "change": return "changed"
        case "select": return "selected"
        default: return nil
        }
    }

    /// Where a comment starts: `//` with whitespace (or the line's start) before and after it,
    /// so that links (`myapp://users/42`) stay whole.
    static func commentStart(in line: String) -> String.Index? {
        var search = line.startIndex
        while let range = line.range(of: "//", range: search..<line.endIndex) {
            let before = range.lowerBound == line.startIndex || line[line.index(before: range.lowerBound)].isWhitespace
            let after = range.upperBound == line.endIndex || line[range.upperBound].isWhitespace
            if before && after { return range.lowerBound }
            search = range.upperBound
        }
        return nil
    }

    /// A line with its spaces collapsed, as `parse` leaves expected lines.
    static func normalize(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}

/// A navigation timeline that cannot be read: what is wrong, and on which line.
public struct NavigationTimelineSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The line number in the timeline, from 1.
    public let line: Int
    /// The line as written.
    public let text: String

    /// An error about `text` on `line`.
    public init(_ message: String, line: Int, text: String) {
        self.message = message
        self.line = line
        self.text = text
    }

    /// `Bad navigation timeline, line 2: … ` and the line.
    public var description: String { "Bad navigation timeline, line \(line): \(message)\n  \(text)" }
}
