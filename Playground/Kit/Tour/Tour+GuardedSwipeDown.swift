import Waypoint

/// The tour's step for issue 28's gesture guards: a "discard changes?" confirmation dialog guards
/// the Settings sheet's swipe-down.
extension Tour {
    func swipeDownGuardedByADialog() async {
        step("guarded-swipe-down", "A swipe-down guarded by a \"discard changes?\" dialog",
             code: ["router.add(userChangeGuard: UserChangeGuard(name: \"Unsaved settings\", when: { $0.from.last == \"settings\" }) { _ in",
                    "    router.presentForResult(\"discard-settings\", expecting: DialogButton.self)",
                    "        .map { $0.action == \"discard\" ? .allow : .refuse }",
                    "})",
                    "store.dispatch(Show(\"settings\"))",
                    "home.userSwipesDown()   // shouldDismiss asks the guard: not now — the dialog is shown",
                    "dialog.userTaps(\"Keep editing\"); home.userSwipesDown(); dialog.userTaps(\"Discard\")"],
             notes: ["The guard cannot answer before the gesture begins, so the swipe-down does not happen: the guard",
                     "shows its question as route state and answers with the button. Keep editing leaves the sheet;",
                     "Discard lets the router dismiss it (trigger user), after the dialog is gone."])
        let router = app.router
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved settings", when: { $0.kind == .dismiss && $0.from.last == "settings" }) { _ in
            router.presentForResult(ScreenCatalog.discardSettings, expecting: DialogButton.self).map { $0.action == "discard" ? UserChangeDecision.allow : .refuse }
        })
        await dispatch(Show("settings"))
        let shown = app.route
        for answer in ["Keep editing", "Discard"] {
            let start = app.log.count
            await userSwipesDown()
            await app.wait(for: "the dialog", after: start) { event in
                if case .completed(let route) = event.kind { return route.last == ScreenCatalog.discardSettings }
                return false
            }
            console.write("    dialog shown: \(app.route.routeDescription)")
            let ui = app.ui
            _ = app.clock.scheduler.schedule(()) { _ in
                _ = ui.userAnswersDialog(answer)
                return Disposables.create()
            }
            await app.wait(for: "the guard's decision", after: start) { event in
                if case .userChangeDecided = event.kind { return true }
                return false
            }
            if answer == "Discard" {
                await app.wait(for: "the sheet's dismissal", after: start) { event in
                    if case .completed(let route) = event.kind { return route.last != "settings" && route.last != ScreenCatalog.discardSettings }
                    return false
                }
            }
            console.write("    after \"\(answer)\": store route \(app.route.routeDescription)")
            findings["guarded-swipe-down.\(answer)"] = app.route.routeDescription
        }
        findings["guarded-swipe-down.shown"] = shown.routeDescription
        showScreens()
    }

    /// The user swipes the top sheet down, on the UI thread.
    private func userSwipesDown() async {
        let ui = app.ui
        _ = app.clock.scheduler.schedule(()) { _ in
            _ = ui.userGoesBack()
            return Disposables.create()
        }
    }
}
