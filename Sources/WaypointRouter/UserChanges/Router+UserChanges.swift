import WaypointRx

extension Router {
    /// Adds a guard asked before every change the user makes on screen (see `UserChangeGuard`),
    /// after those added before it. The UI asks the router through `shouldBegin(_:)` (for a change
    /// it makes itself: a gesture) or `attemptUserChange(_:)` (for one the router makes); the
    /// container routables of WaypointUI and their UIKit and SwiftUI glue do it for you.
    ///
    /// A guard may hold the router (to present its question with `presentForResult`):
    /// `dispose()` lets go of every guard, so the two do not keep each other alive once disposed.
    public func add(userChangeGuard: UserChangeGuard) {
        userChanges.add(userChangeGuard)
    }

    /// `true` when some user-change guard checks `attempt` (SwiftUI, which cannot ask before a
    /// sheet is swiped down, disables the swipe for such a sheet and offers a button instead).
    public func guardsUserChange(_ attempt: UserChangeAttempt) -> Bool {
        !userChanges.guards(checking: attempt).isEmpty
    }

    /// Asks the user-change guards whether the user may make `attempt` now, on the router's
    /// scheduler's thread (the main thread, with `MainScheduler`), before the UI makes it:
    /// `true` when every guard that checks it allowed it at once (or none checks it) — the UI then
    /// makes the change and reports it as it does any user change. `false` when a guard refused
    /// it, or is still deciding: the change does not begin; if the guards allow it later, the
    /// router makes it, as a navigation to `attempt.to` with trigger `.user`, provided the
    /// screen still shows `attempt.from` (or more above it).
    ///
    /// A tab tap (`selectTab`) whose destination a protection registered on the router checks
    /// (`protect(with:when:)`, `protect(with:routesContaining:)`, …) is not begun by the UI
    /// (`false`): once the user-change guards allow it, the router makes it, as a navigation
    /// with trigger `.user` that the protection checks like any other — it may hold it and
    /// present its login — so a tab never shows a protected screen the protection did not see.
    ///
    /// When a guard checks it, the attempt is reported under a new id:
    /// `userChangeAttempted(attempt)`, then `userChangeDecided(verdict)` when the guards decided.
    /// One attempt is decided at a time: another one meanwhile is refused (`.busy`), unless the
    /// screen no longer shows the first one's `from` route, which ends the first.
    public func shouldBegin(_ attempt: UserChangeAttempt) -> Bool {
        check(attempt, routerMakesIt: false)
    }

    /// Asks the user-change guards about `attempt` as `shouldBegin(_:)` does; when they allow it,
    /// now or later, the router makes the change: a navigation to `attempt.to` with trigger
    /// `.user`. For changes the UI does not make itself: a tap on the selected tab, a back or
    /// close button the app draws.
    public func attemptUserChange(_ attempt: UserChangeAttempt) {
        _ = check(attempt, routerMakesIt: true)
    }

    /// Tells the router that the user began a gesture that may change the screen (an edge swipe,
    /// a sheet dragged down): it starts no step of its own until the returned gesture is ended
    /// (see `UserGesture`). A navigation that reaches the store meanwhile is not lost: it runs
    /// once the gesture ended, from what the screen shows then.
    ///
    /// A gesture not ended within `gestureTimeout` (the glue missed its end, or UIKit never
    /// finished it) ends on its own, so that it cannot stall navigation for good: the router
    /// reports `userGestureTimedOut` under a new id, then runs what waited for it. Ending it
    /// afterwards does nothing.
    public func beginUserGesture() -> UserGesture {
        submit(.userGesture(began: true))
        let timer = SingleAssignmentDisposable()
        let gesture = UserGesture { [weak self] in
            timer.dispose()
            self?.submit(.userGesture(began: false))
        }
        timer.setDisposable(armGestureTimeout { [weak self, weak gesture] in
            gesture?.timeOut {
                guard let self else { return }
                self.emit(.unscoped(), .userGestureTimedOut(timeout: self.gestureTimeout))
            }
        })
        return gesture
    }

    private func check(_ attempt: UserChangeAttempt, routerMakesIt: Bool) -> Bool {
        // A tab the user taps meets the protections of its route as any navigation does: when
        // one checks it, the router makes the change, through its guards, instead of the UI.
        let protectedID = routerMakesIt ? nil : protectionChecking(attempt)
        let routerMakesIt = routerMakesIt || protectedID != nil
        let guards = userChanges.guards(checking: attempt)
        guard !guards.isEmpty else {
            if routerMakesIt { make(attempt, id: protectedID ?? .unscoped()) }
            return !routerMakesIt
        }
        let id = protectedID ?? NavigationID.unscoped()
        if let pending = userChanges.current {
            guard !displayedRoute.starts(with: pending.attempt.from), userChanges.take(pending.id) != nil else {
                emit(id, .userChangeAttempted(attempt))
                emit(id, .userChangeDecided(.busy))
                return false
            }
            // The screen moved on: the attempt decided late is over.
            pending.check.cancel()
            emit(pending.id, .userChangeDecided(.screenChanged))
        }
        emit(id, .userChangeAttempted(attempt))
        let check = UserChangeCheck(attempt: attempt, guards: guards, scheduler: scheduler) { [weak self] verdict in
            guard let self else { return }
            _ = self.scheduler.schedule(()) { [weak self] _ in
                self?.decidedLate(id, verdict)
                return Disposables.create()
            }
        }
        // Pending before it starts: a late answer finds it.
        userChanges.setPending(UserChangeDesk.Pending(id: id, attempt: attempt, check: check))
        guard let verdict = check.start() else {
            if isDisposed, userChanges.take(id) != nil { check.cancel() }
            return false
        }
        _ = userChanges.take(id)
        emit(id, .userChangeDecided(verdict))
        if verdict.isAllowed && routerMakesIt { make(attempt, id: id) }
        return verdict.isAllowed && !routerMakesIt
    }

    private func decidedLate(_ id: NavigationID, _ verdict: UserChangeVerdict) {
        guard let pending = userChanges.take(id) else { return }
        var verdict = verdict
        if verdict.isAllowed && !displayedRoute.starts(with: pending.attempt.from) { verdict = .screenChanged }
        emit(id, .userChangeDecided(verdict))
        if verdict.isAllowed { make(pending.attempt, id: id) }
    }

    /// The id of the navigation that makes `attempt` when a protection registered on the router
    /// checks its destination (`protect(with:when:)` and the like), with the trigger `.user`;
    /// `nil` when none does, or when `attempt` is not a tab tap (the other changes go back to
    /// a route already shown).
    private func protectionChecking(_ attempt: UserChangeAttempt) -> NavigationID? {
        guard attempt.kind == .selectTab else { return nil }
        let protections = registry.protections
        guard !protections.isEmpty else { return nil }
        let id = NavigationID.unscoped()
        let context = NavigationGuardContext(navigationID: id, from: attempt.from, to: attempt.to, trigger: .user, data: nil, redirects: 0)
        return protections.contains { $0.applies?(context) ?? true } ? id : nil
    }

    /// The router makes the change the user asked for: a navigation to its `to` route.
    private func make(_ attempt: UserChangeAttempt, id: NavigationID) {
        dispatch(SetRouteAction(attempt.to, animated: true, navigationID: id, trigger: .user))
    }

    private func emit(_ id: NavigationID, _ kind: NavigationEvent.Kind) {
        submit(.external(NavigationEvent(id, kind)))
    }
}
