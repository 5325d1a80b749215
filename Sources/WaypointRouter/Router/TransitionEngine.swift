import WaypointRx

/// The router's state machine, free of threads and time: it receives inputs (a new navigation
/// state, a step's completion, failure or timeout, a change the user made, a cancellation) and
/// answers with effects for the router to carry out in order (emit an event, perform a step,
/// record a sync action). The router times steps out itself: it arms a step's timeout when the
/// step did not end while it was performed, and disarms it when the step's end arrives.
///
/// It runs one step at a time: after each step it diffs what the UI shows against the latest
/// target, so routes that change while a step runs are coalesced, and a navigation replaced by a
/// newer one is cancelled as superseded. User changes and cancellations that arrive while a step
/// runs take effect when it ended: the user's change is applied on top of the step's result, and
/// the running navigation ends there (see `UserNavigation`).
///
/// Sheet detents (`NavigationState.sheetDetents`) are part of what it follows: once the route is
/// shown, a sheet whose detent differs from the target's gets a `selectDetent` step, shallowest
/// first; a push or change that presents a sheet hands the target's detent on in its context, so
/// the sheet opens there. The user's drag to another detent (`UserNavigation.selectedDetent`)
/// changes what is shown without ending the running navigation, and the state is synced to it.
final class TransitionEngine {
    /// What the engine reacts to.
    enum Input {
        case newState(NavigationState)
        case stepResolved(token: Int, routable: Routable)
        case stepCompleted(token: Int)
        case stepFailed(token: Int, error: RoutingError)
        case stepTimedOut(token: Int)
        /// The user changed the screen on their own.
        case user(UserNavigation)
        /// Cancel the navigation with this id (a live request: the router checked).
        case cancel(NavigationID)
        /// An event about a navigation that happened outside the engine (its guards).
        case external(NavigationEvent)
        /// The user began (`true`) or ended a gesture: no step starts while one lasts.
        case userGesture(began: Bool)
    }

    /// A step for the router to perform.
    struct StepRequest {
        // `animated` fills the action's padding: the request (the largest effect) then stays
        // within 16 words, which a move copies inline instead of calling `memcpy`.
        let token: Int
        let action: RoutingAction
        let animated: Bool
        let routable: Routable
        let context: RoutingContext
    }

    /// What the router must do.
    enum Effect {
        case emit(NavigationEvent)
        case perform(StepRequest)
        /// Set the state's route to what the screen shows (reduced at once, past the app's interceptors).
        case sync(SyncRouteAction)
        /// The navigation reached its destination, shown by `routable`, which its request asked
        /// to keep alive under `cacheIdentifier`.
        case reached(NavigationID, routable: Routable, cacheIdentifier: String)
    }

    /// The navigation running now and where it goes (not where it came from: holding that
    /// route would make the first step copy the whole route the engine shows).
    private struct Active {
        let id: NavigationID
        let to: Route
    }

    private struct Running {
        let token: Int
        let action: RoutingAction
        let navigationID: NavigationID
        var resolved: Routable?
        /// The length of the prefix `shown` and the target's route have in common once the step
        /// is applied, and the target's change count it was planned for (for `agreed`).
        var agreedAfter = 0
        var plannedFor = -1
        /// The detent the sheet a push or change presents opens at (its context's), if any.
        var opensAt: SheetDetent.Identifier?
    }

    // The engine's state is confined to the router's drain (one input at a time), so the hot
    // parts skip the runtime's dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var routables: [Routable]
    @exclusivity(unchecked) private(set) var shown: Route = [] {
        // No `oldValue`: the route is still changed in place.
        didSet {
            shownChanges &+= 1
            // A change that did not say where it starts counts as one from the root.
            shownChangedFrom = Swift.min(shownChangedFrom, Swift.max(changeDepth, 0))
            changeDepth = -1
        }
    }
    /// The detent each sheet on screen rests at, as far as the engine knows (a step moved it,
    /// the push that presented it opened it there, or the user dragged it), keyed by the sheet's
    /// route; empty in most apps.
    @exclusivity(unchecked) private(set) var shownDetents: [Route: SheetDetent.Identifier] = [:]
    /// Counts the changes to `shown`, so that the router copies it only when it changed.
    @exclusivity(unchecked) private(set) var shownChanges = 0
    /// The shallowest depth of `shown` changed since `takeShownChangedFrom()` (`Int.max` when
    /// none): the segments above it are as they were, so the router's copy of the route is
    /// brought up to date from there, not compared segment by segment at every step.
    @exclusivity(unchecked) private var shownChangedFrom = Int.max
    /// Where the change about to be made to `shown` starts; -1 when not said (the root).
    @exclusivity(unchecked) private var changeDepth = -1

    /// Makes `copy`, which equalled `shown` at the last call (or is empty, before the first),
    /// equal to it again, keeping its storage and the segments above the shallowest change: a
    /// step costs the same at any depth.
    func updateCopy(_ copy: inout Route) {
        let kept = Swift.min(shownChangedFrom, copy.count, shown.count)
        shownChangedFrom = .max
        // A step changes one segment: a loop costs less than a range operation.
        while copy.count > kept { copy.removeLast() }
        while copy.count < shown.count { copy.append(shown[copy.count]) }
    }
    @exclusivity(unchecked) private var target: NavigationState? {
        didSet { targetChanges &+= 1 }
    }
    /// Counts the changes to `target`.
    @exclusivity(unchecked) private var targetChanges = 0
    /// A prefix known to be common to `shown` and the target's route, valid while neither
    /// changed since (their change counts match): the next step's diff starts comparing after it,
    /// so that a deep route is not compared segment by segment at every step.
    @exclusivity(unchecked) private var agreed = (length: 0, shownChanges: -1, targetChanges: -1)
    @exclusivity(unchecked) private var active: Active?
    @exclusivity(unchecked) private var running: Running?
    @exclusivity(unchecked) private var settled: NavigationID?
    @exclusivity(unchecked) private var nextToken = 0
    /// The user's gestures going on: while there is one, no step starts (what waits for it runs
    /// when the last one ended).
    @exclusivity(unchecked) private var gestures = 0
    /// `true` when a step did not start because of a gesture: it starts when the last one ended.
    @exclusivity(unchecked) private var heldByGesture = false
    /// User changes that arrived while a step ran, applied when it ends.
    @exclusivity(unchecked) private var pendingUser: [UserNavigation] = []
    /// Navigations (the running one, or the target waiting for it) cancelled while a step ran.
    @exclusivity(unchecked) private var pendingCancels: Set<NavigationID> = []
    /// Navigations cancelled before their state reached the engine; their state, if it ever
    /// comes, is synced back to the screen. Only the most recent ones are kept.
    private var abortedBeforeArrival: [NavigationID] = []
    /// Sync actions dispatched whose state has not come back yet: (expected id, route, detents).
    @exclusivity(unchecked) private var syncsInFlight: [(expected: NavigationID?, route: Route, detents: [Route: SheetDetent.Identifier])] = []
    /// `true` when the target is the state of a sync action the engine dispatched.
    @exclusivity(unchecked) private var targetIsOwnSync = false
    /// The id of a navigation the engine runs for a route the app changed itself under an
    /// ended navigation's id (its own `NavigationAction`, its reducer); `nil` otherwise.
    @exclusivity(unchecked) private var adopted: NavigationID?

    /// The id the engine runs the target under.
    private var targetID: NavigationID { adopted ?? target?.navigationID ?? NavigationID(rawValue: 0) }
    /// A step that ended (completed, failed or timed out), for spotting repeated completions.
    private struct EndedStep {
        let token: Int
        let action: RoutingAction
        let id: NavigationID
        let timedOut: Bool
        /// `true` once a repeated completion of it was reported.
        var reported = false
    }

    /// The most recent steps that ended, step `token` in slot `token % endedMemory`: steps run
    /// one at a time and end in token order, so a slot holds the latest step of its residue.
    @exclusivity(unchecked) private var ended = [EndedStep?](repeating: nil, count: TransitionEngine.endedMemory)
    private let stepTimeout: RxTimeInterval
    private static let endedMemory = 64

    private let cache: RoutableCache

    /// The effects of the input being handled, in order, for the router to take out.
    let out = EffectBuffer()

    init(rootRoutable: Routable, stepTimeout: RxTimeInterval, cache: RoutableCache) {
        routables = [rootRoutable]
        self.stepTimeout = stepTimeout
        self.cache = cache
    }

    /// Whether to emit the progress events (`started`, `stepStarted`, `stepEnded`): the router
    /// leaves them out while nobody observes its events. Every other event is always emitted.
    @exclusivity(unchecked) var reportsProgress = true

    /// `true` while a step is running.
    var isBusy: Bool { running != nil }

    /// The token of the step running, if any.
    var runningToken: Int? { running?.token }

    /// Handles `input`, appending the effects for the router to carry out to `out`, in order.
    func handle(_ input: consuming Input) {
        switch consume input {
        case .newState(let state): receive(state)
        case .stepResolved(let token, let routable): resolve(token: token, routable: routable)
        case .stepCompleted(let token): complete(token)
        case .stepFailed(let token, let error): fail(token, error)
        case .stepTimedOut(let token):
            guard let step = running, step.token == token else { return }
            // The routable did not refuse the step, so the UI is taken to have performed it even
            // though it never said so: what is on screen includes it.
            _ = apply(step)
            fail(token, .stepTimedOut(step: step.action, timeout: stepTimeout), timedOut: true)
        case .user(let change):
            pendingUser.append(change)
            // Before the first state there is no route to sync: the change waits for it.
            if running == nil && target != nil { afterStep(ended: nil) }
        case .cancel(let id): cancel(id)
        case .external(let event): out.emit(event)
        case .userGesture(let began):
            if began {
                gestures += 1
            } else if gestures > 0 {
                gestures -= 1
                if gestures == 0 && heldByGesture {
                    heldByGesture = false
                    advance()
                }
            }
        }
    }

    /// The routable that step `token` leads to (it has no effects).
    func resolve(token: Int, routable: Routable) {
        if running?.token == token { running?.resolved = routable }
    }

    // MARK: Inputs

    private func receive(_ state: NavigationState) {
        if target == nil && !pendingUser.isEmpty && running == nil {
            // What the containers showed before the first state (a tab bar's selected tab): an
            // empty route takes it; any other route is navigated to from it.
            target = state
            let userID = applyUserChanges()
            if state.route.isEmpty {
                settled = targetID
                syncIfNeeded(for: userID)
                return
            }
        }
        // The previous target ran under `adopted` when the app changed the route under an ended
        // navigation's id: that one ended already, and the adopted one is the one to check.
        if let previous = target, let previousID = adopted ?? previous.navigationID, previousID != state.navigationID,
           previousID != active?.id, previousID != settled, previous.trigger != .sync {
            // A target that never started is replaced before the running step ended.
            out.emit(NavigationEvent(previousID, .cancelled(.superseded(by: state.navigationID))))
            pendingCancels.remove(previousID)
            settled = previousID
        }
        if state.navigationID != target?.navigationID { adopted = nil }
        syncsInFlight.removeAll { $0.expected != state.navigationID }
        targetIsOwnSync = false
        if state.trigger == .sync, let index = syncsInFlight.firstIndex(where: { $0.route == state.route }) {
            syncsInFlight.removeSubrange(...index)
            targetIsOwnSync = true
        }
        target = state
        if let id = state.navigationID, let index = abortedBeforeArrival.firstIndex(of: id) {
            // Cancelled (and reported) before it got here: the screen stays as it is.
            abortedBeforeArrival.remove(at: index)
            settled = id
            if running == nil && active == nil { syncIfNeeded(for: id) }
            return
        }
        advance()
    }

    private func cancel(_ id: NavigationID) {
        if running != nil && (active?.id == id || (target?.navigationID == id && settled != id)) {
            pendingCancels.insert(id)
            return
        }
        if target?.navigationID == id && settled != id && active == nil {
            settled = id
            out.emit(NavigationEvent(id, .cancelled(.aborted)))
            syncIfNeeded(for: id)
            return
        }
        // Not here yet (in the store's pipeline): report it now, and keep its state off screen.
        abortedBeforeArrival.append(id)
        if abortedBeforeArrival.count > Self.endedMemory { abortedBeforeArrival.removeFirst() }
        out.emit(NavigationEvent(id, .cancelled(.aborted)))
    }

    private func complete(_ token: Int) {
        // The running step is moved out (not copied) once it is known to be this one.
        guard running?.token == token, let step = running.take() else {
            repeatedCompletion(token)
            return
        }
        remember(step, timedOut: false)
        guard apply(step) else {
            abandon(step, .missingRoutable(step: step.action))
            return
        }
        if reportsProgress { out.emit(NavigationEvent(step.navigationID, .stepEnded(step.action))) }
        afterStep(ended: nil)
    }

    /// Records what the step changed on screen; `false` when a push or change gave no routable.
    private func apply(_ step: Running) -> Bool {
        switch step.action {
        case .push(_, let segment):
            guard let next = step.resolved else { return false }
            changeDepth = shown.count
            shown.append(segment)
            routables.append(next)
            if let detent = step.opensAt { shownDetents[shown] = detent }
        case .pop:
            changeDepth = shown.count - 1
            shown.removeLast()
            routables.removeLast()
            pruneShownDetents()
        case .change(let index, _, let segment):
            guard let next = step.resolved else { return false }
            changeDepth = index
            shown[index] = segment
            routables.removeSubrange((index + 1)...)
            routables.append(next)
            pruneShownDetents()
            if let detent = step.opensAt { shownDetents[Array(shown.prefix(index + 1))] = detent }
        case .selectDetent(let index, _, let detent):
            shownDetents[Array(shown.prefix(index + 1))] = detent
        }
        // Valid only while the target is the one the step was planned for.
        agreed = (step.agreedAfter, shownChanges, step.plannedFor)
        return true
    }

    private func fail(_ token: Int, _ error: RoutingError, timedOut: Bool = false) {
        guard running?.token == token, let step = running.take() else { return }
        remember(step, timedOut: timedOut)
        abandon(step, error)
    }

    /// Ends the active navigation with `error`; the UI stays as it was before the step, and the
    /// state is brought back to it. When a newer navigation reached the store while the step ran,
    /// the state belongs to that one: it goes on from what the UI shows instead of being synced
    /// over (which would lose it without a word).
    private func abandon(_ step: Running, _ error: RoutingError) {
        out.emit(NavigationEvent(step.navigationID, .failed(error)))
        settled = step.navigationID
        active = nil
        pendingCancels.remove(step.navigationID)
        afterStep(ended: step.navigationID)
    }

    private func repeatedCompletion(_ token: Int) {
        guard token >= 0, let ended = ended[token % Self.endedMemory], ended.token == token, !ended.reported else { return }
        self.ended[token % Self.endedMemory]?.reported = true
        let kind: NavigationEvent.Kind = ended.timedOut ? .lateCompletion(ended.action) : .duplicateCompletion(ended.action)
        out.emit(NavigationEvent(ended.id, kind))
    }

    /// Goes on once no step runs: applies the user's changes and cancellations that arrived
    /// meanwhile, ends the running navigation if they interrupted it, and then either syncs the
    /// state to the screen or goes on with the latest target. `ended` is a navigation that just
    /// failed (the state is brought back to the screen unless a newer navigation owns it).
    private func afterStep(ended: NavigationID?) {
        guard !pendingUser.isEmpty || !pendingCancels.isEmpty || ended != nil else {
            advance()
            return
        }
        let userID = applyUserChanges()
        let interrupted = userID != nil
        if !interrupted && pendingCancels.isEmpty && ended == nil {
            // The user's changes left the route as it was (a split view collapsed, its screens
            // moved to other containers; a sheet dragged to another detent): the running
            // navigation goes on, on the new routables. A drag is synced to the state now when
            // no navigation runs, else when it arrives.
            if let dragged = detentDraggedBy, active == nil, targetID == settled {
                detentDraggedBy = nil
                syncIfNeeded(for: dragged)
                return
            }
            advance()
            return
        }
        guard let target else { return }
        let targetID = self.targetID
        let targetCancelled = pendingCancels.contains(targetID)
        pendingCancels = []
        let ownedByNewer = target.trigger != .sync && targetID != active?.id && targetID != ended && targetID != settled
        if let current = active, !ownedByNewer {
            // The user's change or the cancellation ends the running navigation here.
            active = nil
            settled = current.id
            if targetCancelled {
                out.emit(NavigationEvent(current.id, .cancelled(.aborted)))
            } else if shown == current.to {
                arrive(current.id, at: target)
            } else {
                out.emit(NavigationEvent(current.id, .cancelled(.interruptedByUser)))
            }
            syncIfNeeded(for: userID ?? current.id)
            return
        }
        if ownedByNewer && targetCancelled {
            // The newer navigation was cancelled before it started: it supersedes the running
            // one (it replaced it in the store) and ends at once; the screen stays.
            if let current = active {
                out.emit(NavigationEvent(current.id, .cancelled(.superseded(by: targetID))))
                active = nil
            }
            settled = targetID
            out.emit(NavigationEvent(targetID, .cancelled(.aborted)))
            syncIfNeeded(for: userID ?? targetID)
            return
        }
        if ownedByNewer {
            // A newer navigation owns the state: it goes on from what the screen shows.
            advance()
            return
        }
        if interrupted || ended != nil {
            settled = targetID
            syncIfNeeded(for: userID ?? ended)
            return
        }
        advance()
    }

    /// Applies the user's changes in order, each reported by a `userNavigated` event under a new
    /// id; returns the id of the last change that changed the route. A drag to another detent
    /// changes no route: it sets `detentDraggedBy` instead.
    private func applyUserChanges() -> NavigationID? {
        guard !pendingUser.isEmpty else { return nil }
        let changes = pendingUser
        pendingUser = []
        var lastID: NavigationID?
        for change in changes {
            let before = shown
            switch change {
            case .selectedDetent(let depth, let detent):
                guard depth >= 0, depth < shown.count else {
                    out.append(invalid("selected detent \(detent) at depth \(depth) on \(shown.routeDescription)"))
                    continue
                }
                let sheet = Array(shown.prefix(depth + 1))
                guard shownDetents[sheet] != detent else { continue }
                shownDetents[sheet] = detent
                if draggedSinceTarget.targetChanges != targetChanges { draggedSinceTarget = (targetChanges, []) }
                draggedSinceTarget.sheets.insert(sheet)
                let id = NavigationID.unscoped()
                detentDraggedBy = id
                out.emit(NavigationEvent(id, .userNavigated(from: shown, to: shown, by: .selectedDetent)))
                continue
            case .popped(let count):
                let removed = min(max(count, 0), shown.count)
                changeDepth = shown.count - removed
                shown.removeLast(removed)
                routables.removeLast(removed)
            case .dismissed(let depth):
                guard depth >= 0 else {
                    out.append(invalid("dismissed depth \(depth) is negative"))
                    continue
                }
                guard depth < shown.count else { continue }
                changeDepth = depth
                shown.removeSubrange(depth...)
                routables.removeSubrange((depth + 1)...)
            case .selectedTab(let depth, let segments, let tabRoutables):
                guard depth >= 0, depth <= shown.count, !segments.isEmpty, segments.count == tabRoutables.count else {
                    out.append(invalid("selected tab at depth \(depth) with \(segments.count) segments and \(tabRoutables.count) routables on \(shown.routeDescription)"))
                    continue
                }
                changeDepth = depth
                shown = Array(shown.prefix(depth)) + segments
                routables = Array(routables.prefix(depth + 1)) + tabRoutables
            case .showed(let route, let newRoutables):
                guard route.count == newRoutables.count else {
                    out.append(invalid("showed \(route.routeDescription) with \(newRoutables.count) routables"))
                    continue
                }
                shown = route
                routables = [routables[0]] + newRoutables
            }
            guard shown != before else { continue }
            pruneShownDetents()
            let id = NavigationID.unscoped()
            lastID = id
            out.emit(NavigationEvent(id, .userNavigated(from: before, to: shown, by: change.kind)))
        }
        return lastID
    }

    /// The user's last drag to another detent not synced to the state yet.
    @exclusivity(unchecked) private var detentDraggedBy: NavigationID?
    /// The sheets the user dragged since the target last changed: the target's detents for them
    /// are older than the drag, so they are not applied (the user's drag wins; the state is
    /// synced to it when the navigation arrives).
    @exclusivity(unchecked) private var draggedSinceTarget: (targetChanges: Int, sheets: Set<Route>) = (-1, [])

    /// Drops the detents of sheets no longer on screen.
    private func pruneShownDetents() {
        if !shownDetents.isEmpty { shownDetents = shownDetents.filter { shown.starts(with: $0.key) } }
    }

    /// The target's detents of the sheets on screen (those of its routes that `shown` has).
    private func wantedDetents(_ state: NavigationState) -> [Route: SheetDetent.Identifier] {
        guard state.hasExtras else { return [:] }
        let wanted = state.sheetDetents
        return wanted.isEmpty ? wanted : wanted.filter { shown.starts(with: $0.key) }
    }

    /// The step that moves the shallowest sheet whose detent differs from `state`'s, or `nil`
    /// when every sheet on screen rests where the state says (most states have no detents).
    private func detentAction(for state: NavigationState) -> RoutingAction? {
        guard state.hasExtras else { return nil }
        let wanted = state.sheetDetents
        guard !wanted.isEmpty else { return nil }
        let dragged = draggedSinceTarget.targetChanges == targetChanges ? draggedSinceTarget.sheets : []
        var best: (sheet: Route, detent: SheetDetent.Identifier)?
        for (sheet, detent) in wanted where !sheet.isEmpty && shown.starts(with: sheet) && shownDetents[sheet] != detent
            && !dragged.contains(sheet) {
            if best.map({ sheet.count < $0.sheet.count }) ?? true { best = (sheet, detent) }
        }
        guard let best else { return nil }
        return .selectDetent(responsibleRoutableIndex: best.sheet.count - 1, segment: best.sheet[best.sheet.count - 1], detent: best.detent)
    }

    private func invalid(_ reason: String) -> Effect {
        .emit(NavigationEvent(NavigationID.unscoped(), .failed(.invalidUserNavigation(reason: reason))))
    }

    private func syncIfNeeded(for id: NavigationID?) {
        // The state's route will be that of the last sync still on its way, when there is one
        // (a user change handled before the state of the sync of the one before it came back).
        guard let target else { return }
        detentDraggedBy = nil
        let routeDiffers = (syncsInFlight.last?.route ?? target.route) != shown
        let detentsDiffer = (syncsInFlight.last.map { $0.detents.filter { shown.starts(with: $0.key) } } ?? wantedDetents(target)) != shownDetents
        guard routeDiffers || detentsDiffer else { return }
        syncsInFlight.append((target.navigationID, shown, shownDetents))
        if syncsInFlight.count > Self.endedMemory { syncsInFlight.removeFirst() }
        out.append(.sync(SyncRouteAction(route: shown, expectedNavigationID: target.navigationID,
                                         sheetDetents: detentsDiffer ? shownDetents : nil)))
        out.emit(NavigationEvent(id ?? target.navigationID ?? .unscoped(), .synced(route: shown)))
    }

    // MARK: Advancing

    private func advance() {
        guard running == nil, let target else { return }
        guard gestures == 0 else {
            heldByGesture = true
            return
        }
        var id = targetID
        var trigger = target.trigger
        if active == nil {
            if id == settled {
                if (target.route == shown && detentAction(for: target) == nil) || targetIsOwnSync { return }
                // The app changed the route itself under an ended navigation's id (its own
                // NavigationAction, its reducer): follow it as a navigation of its own.
                adopted = NavigationID.unscoped()
                id = targetID
            }
            if target.route == shown && (target.trigger == .sync || target.navigationID == nil) {
                settled = id
                return
            }
        }
        if let current = active, current.id != id {
            out.emit(NavigationEvent(current.id, .cancelled(.superseded(by: id))))
            active = nil
        }
        if active == nil {
            active = Active(id: id, to: target.route)
            if adopted == id { trigger = .action }
            if reportsProgress { out.emit(NavigationEvent(id, .started(from: shown, to: target.route, trigger: trigger))) }
        }
        let known = agreed.shownChanges == shownChanges && agreed.targetChanges == targetChanges ? agreed.length : 0
        let fork = RouteFork(shown, target.route, knownCommon: known)
        // The route first; then the sheets' detents, once the route is shown.
        guard let action = fork.firstAction(from: shown, to: target.route) ?? detentAction(for: target) else {
            active = nil
            settled = id
            arrive(id, at: target)
            // A drag made while the navigation ran (or a detent its state did not hold): the
            // state follows the screen.
            if detentDraggedBy != nil || (!shownDetents.isEmpty && wantedDetents(target) != shownDetents) { syncIfNeeded(for: detentDraggedBy ?? id) }
            return
        }
        let index = action.responsibleRoutableIndex
        guard index < routables.count else {
            let step = Running(token: -1, action: action, navigationID: id)
            abandon(step, .missingRoutable(step: action))
            return
        }
        let token = nextToken
        nextToken += 1
        // After a pop the common prefix stays as it is; a change or push extends it by one.
        let agreedAfter: Int
        switch action {
        case .pop, .selectDetent: agreedAfter = fork.common
        case .push, .change: agreedAfter = fork.common + 1
        }
        let stepContext = context(for: action, in: target, id: id)
        running = Running(token: token, action: action, navigationID: id, agreedAfter: agreedAfter, plannedFor: targetChanges,
                          opensAt: stepContext.sheetDetent)
        if let identifier = stepContext.cacheIdentifier, stepContext.cachedRoutable != nil {
            out.emit(NavigationEvent(id, .cacheHit(identifier: identifier)))
        }
        if reportsProgress { out.emit(NavigationEvent(id, .stepStarted(action))) }
        // The router arms the step's timeout after performing it, unless it already ended.
        out.append(.perform(StepRequest(token: token, action: action, animated: target.changeRouteAnimated,
                                        routable: routables[index], context: stepContext)))
    }

    private func context(for action: RoutingAction, in state: NavigationState, id: NavigationID) -> RoutingContext {
        // Most states carry no data, context or options: nothing to look up, no prefix to build.
        guard state.hasExtras else {
            return RoutingContext(navigationID: id, destination: state.route, trigger: state.trigger, cache: cache)
        }
        var data: RouteData?
        var showsDestination = false
        var sheetDetent: SheetDetent.Identifier?
        var segmentTransition: RouteData?
        switch action {
        case .push(let index, _), .change(let index, _, _):
            showsDestination = index == state.route.count - 1
            let routeData = state.routeSpecificData
            let detents = state.sheetDetents
            let transitions = state.segmentTransitions
            if !routeData.isEmpty || !detents.isEmpty || !transitions.isEmpty {
                let route = showsDestination ? state.route : Array(state.route.prefix(index + 1))
                data = routeData[route]
                sheetDetent = detents[route]
                segmentTransition = transitions[route]
            }
        case .pop, .selectDetent:
            data = nil
        }
        let options = state.options
        return RoutingContext(navigationID: id, destination: state.route, data: data, context: state.context, trigger: state.trigger,
                              transition: options.transition, embedding: options.embedding,
                              cacheIdentifier: showsDestination ? options.cacheIdentifier : nil, cache: cache, sheetDetent: sheetDetent,
                              segmentTransition: segmentTransition)
    }

    /// The UI shows the target: hands the destination its data, then reports completion.
    private func arrive(_ id: NavigationID, at state: NavigationState) {
        let destination = routables[routables.count - 1]
        // Without route data (the common case) there is nothing to hand over and nothing to cast.
        if state.hasExtras, let data = state.routeSpecificData[state.route],
           let receiver = (destination as? any DataReceivable) ?? ((destination as? any ContentRoutable)?.routedContent as? any DataReceivable) {
            if !receiver.receive(data) {
                let error = RoutingError.dataTypeMismatch(expected: receiver.expectedTypeName, received: data.typeName)
                out.emit(NavigationEvent(id, .failed(error)))
                return
            }
        }
        if state.hasExtras, let identifier = state.options.cacheIdentifier {
            out.append(.reached(id, routable: destination, cacheIdentifier: identifier))
        }
        out.emit(NavigationEvent(id, .completed(route: shown)))
    }

    private func remember(_ step: Running, timedOut: Bool) {
        guard step.token >= 0 else { return }
        ended[step.token % Self.endedMemory] = EndedStep(token: step.token, action: step.action, id: step.navigationID, timedOut: timedOut)
    }
}
