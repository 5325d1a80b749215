import Waypoint

/// Writes navigation events and actions as the playground prints them, with display numbers
/// instead of process-wide navigation ids.
struct EventFormatter: Sendable {
    let ids: DisplayIDs

    /// `  +1200 ms  #4   step started push(1, user(id: 42))`.
    func line(time: Int, _ event: NavigationEvent) -> String {
        let stamp = "+\(time) ms"
        let id = ids.name(of: event.navigationID)
        return pad(stamp, 10) + "  " + pad(id, 4) + " " + describe(event.kind)
    }

    /// `  +1200 ms  ui   home.push(User 42 ‹3›)`: a container call or a user gesture.
    func line(time: Int, ui text: String) -> String {
        pad("+\(time) ms", 10) + "  " + pad("ui", 4) + " " + text
    }

    /// What happened, in words.
    func describe(_ kind: NavigationEvent.Kind) -> String {
        switch kind {
        case .started(let from, let to, let trigger): return "started \(from.routeDescription) → \(to.routeDescription) (\(trigger.rawValue))"
        case .guardsPassed: return "guards passed"
        case .held(let name): return "held by \(name)"
        case .cacheHit(let identifier): return "cache hit \"\(identifier)\""
        case .stepStarted(let step): return "step started \(step)"
        case .stepEnded(let step): return "step ended   \(step)"
        case .completed(let route): return "completed \(route.routeDescription)"
        case .cancelled(let reason): return "cancelled: " + describe(reason)
        case .failed(let error): return "failed: \(error)"
        case .duplicateCompletion(let step): return "duplicate completion of \(step) ignored"
        case .lateCompletion(let step): return "late completion of \(step) ignored"
        case .userNavigated(let from, let to, let kind): return "user navigated \(from.routeDescription) → \(to.routeDescription) (\(kind.rawValue))"
        case .synced(let route): return "state synced to \(route.routeDescription)"
        case .userChangeAttempted(let attempt): return "user attempts \(attempt)"
        case .userChangeDecided(let verdict): return "user change \(verdict)"
        case .userGestureTimedOut(let timeout): return "user gesture not ended within \(timeout.seconds) s"
        }
    }

    private func describe(_ reason: CancellationReason) -> String {
        switch reason {
        case .superseded(let id): return "superseded" + (id.map { " by \(ids.name(of: $0))" } ?? "")
        case .redirected(let route, let id): return "redirected to \(route.routeDescription) as \(ids.name(of: id))"
        case .guardRejected(let error): return "guard rejected: \(error)"
        case .aborted: return "aborted"
        case .interruptedByUser: return "interrupted by the user"
        }
    }

    /// `SetRouteAction(/home/user(id: 42)) #3 action`, `Show("settings") #4 action`, `LogIn(Ada Lovelace)`.
    func describe(_ action: Action) -> String {
        switch action {
        case let sync as SyncRouteAction: return "SyncRouteAction(\(sync.route.routeDescription))"
        case let login as LogIn: return "LogIn(\(login.user.name))"
        case is LogOut: return "LogOut"
        case let change as RouteChangeAction: return describe(routeChange: change) + "  \(ids.name(of: change.navigationID)) \(change.trigger.rawValue)"
        default: return String(describing: type(of: action))
        }
    }

    private func describe(routeChange: RouteChangeAction) -> String {
        switch routeChange {
        case let set as SetRouteAction: return "SetRouteAction(\(set.route.routeDescription))"
        case let navigate as Navigate: return "Navigate(to: \(navigate.route.routeDescription))"
        case let show as Show: return "Show(" + show.identifiers.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        case let hide as Hide: return "Hide(\"\(hide.identifier)\")"
        case let push as PushRouteSegment: return "PushRouteSegment(\"\(push.segment)\")"
        case is PopRouteSegment: return "PopRouteSegment()"
        default:
            // A restoration's destination is absolute; other actions' may depend on the current route.
            let name = String(describing: type(of: routeChange))
            return name == "RestoreNavigationAction" ? "\(name)(\(routeChange.destination(from: []).routeDescription))" : name
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
