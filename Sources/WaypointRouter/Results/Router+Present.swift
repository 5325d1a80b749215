import WaypointRx

extension Router {
    /// Shows `segment` on top of the route shown now and waits for its screen to give a value
    /// back (`ScreenResult.send(_:)`, handed to the screen as its route data).
    ///
    /// Returns the value once the screen is gone: the router removes it, and anything shown
    /// above it, as soon as it sends. Throws exactly once otherwise:
    /// `ScreenResultError.dismissedByUser` when the user closes it first, `.replaced(by:)` when a
    /// newer navigation takes it off the route, `.routerGone` when the router goes away, the
    /// navigation's `RoutingError` when it could not be shown (a guard refused it, a step failed),
    /// and `CancellationError` when the awaiting task is cancelled — the screen is then removed.
    ///
    /// ```swift
    /// let color = try await router.present("colorPicker", expecting: Color.self)
    /// ```
    public func present<Value: Sendable>(_ segment: RouteElementIdentifier, expecting type: Value.Type = Value.self,
                                         animated: Bool = true) async throws -> Value {
        try await presentForResult(segment, expecting: type, animated: animated).value
    }

    /// `present(_:expecting:animated:)` as a `Single`: subscribing presents the screen, the
    /// single answers with its value or fails as `present` throws, and disposing it before the
    /// answer removes the screen (or cancels its presentation).
    public func presentForResult<Value: Sendable>(_ segment: RouteElementIdentifier, expecting type: Value.Type = Value.self,
                                                  animated: Bool = true) -> Single<Value> {
        Single.create { [weak self] observer in
            guard let self else {
                observer(.failure(ScreenResultError.routerGone))
                return Disposables.create()
            }
            let presentation = ResultPresentation<Value>(observer: observer, removal: { [weak self] route in
                self?.navigate { $0.to(route).animated(animated) }
            }, shown: { [weak self] in self?.displayedRoute ?? [] })
            let result = presentation.result!
            return presentation.start(events: events) {
                self.navigate { $0.push(segment).animated(animated).passData(result) }
            }
        }
    }
}

extension Router where State: HasTypedRoute {
    /// Shows the typed segment `segment` on top of the route shown now and waits for its screen
    /// to give a value back: `let color = try await router.present(.colorPicker, expecting:
    /// Color.self)`. Ends as `present(_:expecting:animated:)` with a string segment does.
    public func present<Value: Sendable>(_ segment: State.Segment, expecting type: Value.Type = Value.self,
                                         animated: Bool = true) async throws -> Value {
        try await present(segment.routeIdentifier, expecting: type, animated: animated)
    }

    /// `present(_:expecting:animated:)` for a typed segment, as a `Single`.
    public func presentForResult<Value: Sendable>(_ segment: State.Segment, expecting type: Value.Type = Value.self,
                                                  animated: Bool = true) -> Single<Value> {
        presentForResult(segment.routeIdentifier, expecting: type, animated: animated)
    }
}
