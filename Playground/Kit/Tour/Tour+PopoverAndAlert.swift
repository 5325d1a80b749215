import Waypoint

/// The tour's step for issue 28's presentations: a popover, then an alert, both route state, the
/// one replaced by the other in one navigation.
extension Tour {
    func popoverThenAlert() async {
        step("popover-and-alert", "A popover, then an alert, as route state",
             code: ["screens.register(\"share\", presentation: .modal(.popover(from: \"shareButton\"))) { … }",
                    "screens.registerDialog(\"notice\")   // the Dialog is the route's data",
                    "router.navigate { $0.push(\"share\") }",
                    "router.navigate { $0.to(route + [\"notice\"]).passData(Dialog.alert(\"Link copied\")) }",
                    "dialog.userTaps(\"OK\")"],
             notes: ["The popover and the alert are segments of the route like any screen. Replacing the one with the",
                     "other is one navigation: the popover's dismissal ends before the alert is shown. A tap on OK",
                     "closes the alert, a user-made change the store follows; DialogAnswered reaches the reducer after it."])
        let base = app.route
        var start = app.log.count
        app.navigate { $0.push(ScreenCatalog.share) }
        await app.wait(for: "the popover", after: start) { event in
            if case .completed(let route) = event.kind { return route.last == ScreenCatalog.share }
            return false
        }
        findings["popover-and-alert.popover"] = app.route.routeDescription
        console.write("    popover shown: \(app.route.routeDescription)")
        start = app.log.count
        app.navigate { $0.to(base + [ScreenCatalog.notice]).passData(Dialog.alert("Link copied", message: "Paste it anywhere.")) }
        await app.wait(for: "the alert", after: start) { event in
            if case .completed(let route) = event.kind { return route.last == ScreenCatalog.notice }
            return false
        }
        findings["popover-and-alert.alert"] = app.route.routeDescription
        console.write("    alert shown instead: \(app.route.routeDescription)")
        start = app.log.count
        let ui = app.ui
        _ = app.clock.scheduler.schedule(()) { _ in
            _ = ui.userAnswersDialog("OK")
            return Disposables.create()
        }
        await app.wait(for: "the answer", after: start) { event in
            if case .synced = event.kind { return true }
            return false
        }
        findings["popover-and-alert.answered"] = app.route.routeDescription
        console.write("    after OK: store route \(app.route.routeDescription)")
        showScreens()
    }
}
