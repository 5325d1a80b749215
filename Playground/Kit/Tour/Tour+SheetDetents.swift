import Waypoint

/// The tour's step for a sheet's detent as navigation state: a request opens the player sheet at
/// half height, the router moves it to full height, the user drags it back.
extension Tour {
    func sheetDetents() async {
        step("sheet-detents", "A sheet's height as navigation state: opened at .medium, moved to .large, dragged back",
             code: ["screens.register(\"player\", presentation: .modal(.sheet(detents: [.medium, .large]))) { … }",
                    "router.navigate { $0.push(\"player\").sheetDetent(.medium, of: \"player\") }",
                    "router.selectSheetDetent(.large, of: \"player\")",
                    "root.sheetDetentDidChange(in: player, to: .medium)   // the user's drag, from the sheet's delegate",
                    "router.navigate { $0.to(route) }"],
             notes: ["The detent is state (NavigationState.sheetDetents, keyed by the sheet's route): a request opens",
                     "the sheet there, selectSheetDetent moves it without presenting it again, and the user's drag",
                     "reaches the router as a user-made change (no step runs); the store follows, and the detent",
                     "goes with the sheet's route."])
        let base = app.route
        let sheet = base + [ScreenCatalog.player]
        var start = app.log.count
        app.navigate { $0.push(ScreenCatalog.player).sheetDetent(.medium, of: ScreenCatalog.player) }
        await app.wait(for: "the player", after: start) { event in
            if case .completed(let route) = event.kind { return route.last == ScreenCatalog.player }
            return false
        }
        note("opened", sheet)
        start = app.log.count
        app.router.selectSheetDetent(.large, of: ScreenCatalog.player)
        await app.wait(for: "the move to .large", after: start) { event in
            if case .completed = event.kind { return true }
            return false
        }
        note("moved", sheet)
        start = app.log.count
        let ui = app.ui
        _ = app.clock.scheduler.schedule(()) { _ in
            _ = ui.userDragsSheet(to: .medium)
            return Disposables.create()
        }
        await app.wait(for: "the drag", after: start) { event in
            if case .userNavigated = event.kind { return true }
            return false
        }
        note("dragged", sheet)
        start = app.log.count
        app.navigate { $0.to(base) }
        await app.wait(for: "the player's dismissal", after: start) { event in
            if case .completed(let route) = event.kind { return route == base }
            return false
        }
        note("closed", sheet)
        showScreens()
    }

    /// Records and prints the detent the store has for `sheet` after `what`.
    private func note(_ what: String, _ sheet: Route) {
        let detent = app.store.state.navigationState.sheetDetents[sheet].map(\.rawValue) ?? "none"
        findings["sheet-detents.\(what)"] = detent
        console.write("    \(what): store route \(app.route.routeDescription), detent \(detent)")
    }
}
