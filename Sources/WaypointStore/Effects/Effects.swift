import WaypointRx

extension Store {
    /// Subscribes `effect` and dispatches every action it emits; disposing the result stops it.
    /// An error from the effect ends it and is reported on `failures`.
    @discardableResult
    public func dispatch(_ effect: Observable<Action>) -> Disposable {
        effect.subscribe(
            onNext: { [weak self] action in self?.dispatch(action) },
            onError: { [weak self] error in self?.reportEffectFailure(error) }
        )
    }

    /// Subscribes `effect` and dispatches every action it emits.
    @discardableResult
    public func dispatch<Effect: ObservableConvertibleType>(_ effect: Effect) -> Disposable where Effect.Element: Action {
        dispatch(effect.asObservable().map { $0 as Action })
    }

    /// Runs `operation` in a task and dispatches the action it returns (nothing for `nil`);
    /// disposing the result cancels the task, and a cancelled operation dispatches nothing. An
    /// error it throws is reported on `failures`, unless it was cancelled.
    @discardableResult
    public func dispatch(_ operation: @escaping @Sendable () async throws -> Action?) -> Disposable {
        let task = Task { [weak self] in
            do {
                let action = try await operation()
                guard let action, !Task.isCancelled else { return }
                self?.dispatch(action)
            } catch {
                if !Task.isCancelled { self?.reportEffectFailure(error) }
            }
        }
        return Disposables.create { task.cancel() }
    }
}
